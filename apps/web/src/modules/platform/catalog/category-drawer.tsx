"use client";

import { categoryEditBody, CATEGORY_NAME_MAX, type PlatformCategory } from "@souk/contract";
import { Form, Input, InputNumber, Radio } from "antd";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useZodRule } from "@/console/forms/zod-rule";
import { useValidationText } from "@/lib/forms/validation-text";
import { bpToPercent, percentToBp } from "./category-tree";
import { createCategory, editCategory } from "./endpoints";
import { FormDrawer } from "./form-drawer";
import { ImageField } from "./image-field";
import { useSave } from "./use-save";

const f = categoryEditBody.shape;

interface Values {
  nameZh: string;
  nameEn: string;
  pic: string;
  seq: number | null;
  status: 0 | 1;
  /** The commission as a percentage (5.00 = 500 basis points). */
  percent: number | null;
}

/** What the drawer is for: a new category under `parent` (null: a top-level one), or editing `category`. */
export type CategoryDrawerTarget =
  | { kind: "create"; parent: PlatformCategory | null; parentName: string }
  | { kind: "edit"; category: PlatformCategory };

const initial = (target: CategoryDrawerTarget): Values =>
  target.kind === "edit"
    ? {
        nameZh: target.category.nameZh,
        nameEn: target.category.nameEn,
        pic: target.category.pic,
        seq: target.category.seq,
        status: target.category.status === 1 ? 1 : 0,
        percent: bpToPercent(target.category.commissionRate),
      }
    : {
        nameZh: "",
        nameEn: "",
        pic: "",
        seq: 0,
        status: 1,
        percent: target.parent ? bpToPercent(target.parent.commissionRate) : 5,
      };

/** Add or edit a category: names in both languages, picture, order, status and the platform's commission in percent. */
export function CategoryDrawer({
  target,
  onClose,
}: {
  target: CategoryDrawerTarget | null;
  onClose(saved: boolean): void;
}) {
  const t = useTranslations("platform.catalog.categories");
  const rule = useZodRule();
  const text = useValidationText();
  const [form] = Form.useForm<Values>();
  const saver = useSave();
  const { setProblem } = saver;
  useEffect(() => {
    if (target) {
      form.resetFields();
      form.setFieldsValue(initial(target));
      setProblem(null);
    }
  }, [target, form, setProblem]);

  async function save() {
    if (!target) return;
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return; // the fields show their own messages
    }
    const body = {
      nameZh: v.nameZh,
      nameEn: v.nameEn,
      pic: v.pic ?? "",
      seq: v.seq ?? 0,
      status: v.status,
      commissionRate: percentToBp(v.percent) ?? -1,
    };
    const ok =
      target.kind === "edit"
        ? await saver.send(editCategory(target.category.categoryId, body))
        : await saver.send(createCategory({ ...body, parentId: target.parent?.categoryId ?? 0 }));
    if (ok !== undefined) onClose(true);
  }

  const title =
    target?.kind === "edit"
      ? t("editTitle")
      : target?.parent
        ? t("createUnder", { parent: target.parentName })
        : t("createTop");
  return (
    <FormDrawer
      open={target !== null}
      title={title}
      problem={saver.problem}
      saving={saver.saving}
      onSave={() => void save()}
      onClose={() => onClose(false)}
    >
      <Form form={form} layout="vertical" onValuesChange={() => setProblem(null)} data-testid="category-form">
        <Form.Item name="nameZh" label={t("nameZh")} rules={[rule(f.nameZh)]}>
          <Input maxLength={CATEGORY_NAME_MAX.zh} showCount />
        </Form.Item>
        <Form.Item name="nameEn" label={t("nameEn")} rules={[rule(f.nameEn)]}>
          <Input maxLength={CATEGORY_NAME_MAX.en} showCount />
        </Form.Item>
        <Form.Item name="pic" label={t("picture")} extra={t("pictureHint")}>
          <ImageField label={t("picture")} />
        </Form.Item>
        <Form.Item
          name="percent"
          label={t("commission")}
          extra={t("commissionHint")}
          rules={[
            {
              validator: async (_r, value: number | null) => {
                const bp = percentToBp(value);
                const r = f.commissionRate.safeParse(bp ?? -1);
                if (!r.success) throw new Error(text(r.error.issues[0]?.message) ?? "");
              },
            },
          ]}
        >
          <InputNumber min={0} max={100} step={0.5} precision={2} suffix="%" className="!w-48" />
        </Form.Item>
        <Form.Item name="seq" label={t("seq")} extra={t("seqHint")} rules={[rule(f.seq)]}>
          <InputNumber min={0} max={9999} precision={0} className="!w-48" />
        </Form.Item>
        <Form.Item name="status" label={t("status")} rules={[rule(f.status)]}>
          <Radio.Group
            options={[
              { value: 1, label: t("enabled") },
              { value: 0, label: t("disabled") },
            ]}
          />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
