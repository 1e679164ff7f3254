"use client";

import { brandBody, type PlatformBrand, type PlatformCategory } from "@souk/contract";
import { Form, Input, InputNumber, Radio, TreeSelect } from "antd";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { useZodRule } from "@/console/forms/zod-rule";
import { createBrand, editBrand } from "./endpoints";
import { FormDrawer } from "./form-drawer";
import { ImageField } from "./image-field";
import { useSave } from "./use-save";

const f = brandBody.shape;

interface Values {
  name: string;
  nameEn: string;
  imgUrl: string;
  firstLetter: string;
  seq: number | null;
  status: 0 | 1;
  categoryIds: number[];
}

interface TreeNode {
  value: number;
  title: string;
  children?: TreeNode[];
}
function treeData(tree: PlatformCategory[], name: (c: PlatformCategory) => string, off: string): TreeNode[] {
  return tree.map((c) => ({
    value: c.categoryId,
    title: c.status === 1 ? name(c) : `${name(c)} (${off})`,
    ...(c.children.length ? { children: treeData(c.children, name, off) } : {}),
  }));
}

/** The letter a brand is filed under: the first letter of its English (or Chinese) name, "#" otherwise. */
export function suggestedLetter(nameEn: string, name: string): string {
  const c = (nameEn.trim() || name.trim()).charAt(0).toUpperCase();
  return /^[A-Z]$/.test(c) ? c : "#";
}

/** Add or edit a brand: logo, names, first letter, order, status and the categories it is offered under. */
export function BrandDrawer({
  open,
  editing,
  tree,
  onClose,
}: {
  open: boolean;
  editing: PlatformBrand | null;
  tree: PlatformCategory[];
  onClose(saved: boolean): void;
}) {
  const t = useTranslations("platform.catalog.brands");
  const locale = useLocale();
  const rule = useZodRule();
  const [form] = Form.useForm<Values>();
  const saver = useSave();
  const { setProblem } = saver;
  /** Whether the first letter is the operator's own (typed, or the brand's saved one): no more suggestions then. */
  const letterChosen = useRef(false);
  useEffect(() => {
    if (!open) return;
    letterChosen.current = editing !== null;
    form.resetFields();
    setProblem(null);
    form.setFieldsValue(
      editing
        ? { ...editing, status: editing.status === 1 ? 1 : 0 }
        : { name: "", nameEn: "", imgUrl: "", firstLetter: "", seq: 0, status: 1, categoryIds: [] },
    );
  }, [open, editing, form, setProblem]);

  async function save() {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    const body = { ...v, imgUrl: v.imgUrl ?? "", seq: v.seq ?? 0, categoryIds: v.categoryIds ?? [] };
    const ok = editing ? await saver.send(editBrand(editing.brandId, body)) : await saver.send(createBrand(body));
    if (ok !== undefined) onClose(true);
  }

  const name = (c: PlatformCategory) => (locale === "en" ? c.nameEn : c.nameZh);
  return (
    <FormDrawer
      open={open}
      title={editing ? t("editTitle") : t("createTitle")}
      problem={saver.problem}
      saving={saver.saving}
      onSave={() => void save()}
      onClose={() => onClose(false)}
    >
      <Form
        form={form}
        layout="vertical"
        onValuesChange={(changed: Partial<Values>, all: Values) => {
          setProblem(null);
          // Suggest the first letter from the names until the operator types one.
          if (("name" in changed || "nameEn" in changed) && !letterChosen.current)
            form.setFieldValue("firstLetter", suggestedLetter(all.nameEn ?? "", all.name ?? ""));
        }}
        data-testid="brand-form"
      >
        <Form.Item name="name" label={t("name")} rules={[rule(f.name)]}>
          <Input maxLength={30} showCount />
        </Form.Item>
        <Form.Item name="nameEn" label={t("nameEn")} rules={[rule(f.nameEn)]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="imgUrl" label={t("logo")} extra={t("logoHint")}>
          <ImageField label={t("logo")} />
        </Form.Item>
        <Form.Item
          name="firstLetter"
          label={t("firstLetter")}
          extra={t("firstLetterHint")}
          rules={[rule(f.firstLetter)]}
        >
          <Input maxLength={1} className="!w-24" onChange={() => (letterChosen.current = true)} />
        </Form.Item>
        <Form.Item name="categoryIds" label={t("categories")} extra={t("categoriesHint")} rules={[rule(f.categoryIds)]}>
          <TreeSelect
            multiple
            allowClear
            treeData={treeData(tree, name, t("disabled"))}
            showSearch={{ treeNodeFilterProp: "title" }}
            placeholder={t("categoriesPlaceholder")}
            data-testid="brand-categories"
          />
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
