"use client";

import { memberBenefitsBody, memberLevelBody } from "@souk/contract";
import { Form, Input, InputNumber, Radio, Select, Switch } from "antd";
import { useTranslations } from "next-intl";
import { useZodRule } from "@/console/forms/zod-rule";
import { useConsole } from "@/console/shell/console-context";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { addMemberLevel, editMemberLevel, platformCoupons, setLevelBenefits, type AdminLevel } from "./endpoints";
import { FormDrawer, useDrawerSave } from "./form-drawer";

const lf = memberLevelBody.shape;
const bf = memberBenefitsBody.shape;

interface LevelValues {
  nameZh: string;
  nameEn: string;
  needGrowth: number | null;
  paid: boolean;
}

/**
 * Adds a level — both names and the growth needed (a growth level), or the paid level — or, given
 * `level`, renames it and moves its threshold (its kind stays).
 */
export function LevelDrawer({ level, onClose }: { level?: AdminLevel; onClose(saved: boolean): void }) {
  const t = useTranslations("platform.memberLevels");
  const rule = useZodRule();
  const [form] = Form.useForm<LevelValues>();
  const paid = Form.useWatch("paid", form);
  const saver = useDrawerSave({
    form,
    schema: memberLevelBody,
    toBody: (v: LevelValues) => ({ ...v, needGrowth: v.paid ? 0 : (v.needGrowth ?? -1) }),
    send: (body) => (level ? editMemberLevel(level.levelId, body) : addMemberLevel(body)),
    onSaved: () => onClose(true),
  });
  return (
    <FormDrawer
      title={level ? t("editTitle") : t("addTitle")}
      problem={saver.problem}
      saving={saver.saving}
      onSave={() => void saver.save()}
      onClose={() => onClose(false)}
    >
      <Form<LevelValues>
        form={form}
        layout="vertical"
        initialValues={
          level
            ? { nameZh: level.nameZh, nameEn: level.nameEn, needGrowth: level.needGrowth, paid: level.paid }
            : { nameZh: "", nameEn: "", needGrowth: null, paid: false }
        }
        onValuesChange={saver.clearProblem}
        data-testid="level-form"
      >
        <Form.Item name="nameZh" label={t("nameZh")} rules={[rule(lf.nameZh)]}>
          <Input maxLength={30} showCount />
        </Form.Item>
        <Form.Item name="nameEn" label={t("nameEn")} rules={[rule(lf.nameEn)]}>
          <Input maxLength={30} showCount />
        </Form.Item>
        <Form.Item name="paid" label={t("kind")}>
          <Radio.Group
            disabled={!!level}
            options={[
              { value: false, label: t("growthLevel") },
              { value: true, label: t("paidLevel") },
            ]}
          />
        </Form.Item>
        {paid ? (
          <p className="text-gray-600">{t("paidHint")}</p>
        ) : (
          <Form.Item
            name="needGrowth"
            label={t("needGrowth")}
            extra={t("needGrowthHint")}
            rules={[rule(lf.needGrowth)]}
          >
            <InputNumber<number> min={0} precision={0} className="!w-60" data-testid="level-growth" />
          </Form.Item>
        )}
      </Form>
    </FormDrawer>
  );
}

interface BenefitValues {
  discount: number | null;
  freeShipping: boolean;
  pointsMultiplier: number | null;
  couponIds: number[];
}

/** A level's benefits: per cent paid, free shipping, points multiplier and the platform coupons given on joining. */
export function BenefitsDrawer({
  level,
  title,
  onClose,
}: {
  level: AdminLevel;
  title: string;
  onClose(saved: boolean): void;
}) {
  const t = useTranslations("platform.memberLevels");
  const rule = useZodRule();
  const { client } = useConsole();
  const coupons = useConsoleQuery("platform-coupons", (signal) => client.call(platformCoupons(), { signal }));
  const [form] = Form.useForm<BenefitValues>();
  const saver = useDrawerSave({
    form,
    schema: memberBenefitsBody,
    toBody: (v: BenefitValues) => ({
      discount: v.discount ?? 0,
      freeShipping: v.freeShipping,
      pointsMultiplier: v.pointsMultiplier ?? 0,
      couponIds: v.couponIds,
    }),
    send: (body) => setLevelBenefits(level.levelId, body),
    onSaved: () => onClose(true),
  });
  const known = new Set((coupons.data ?? []).map((c) => c.couponId));
  const options = [
    ...(coupons.data ?? []).map((c) => ({ value: c.couponId, label: `${c.couponName} (#${c.couponId})` })),
    ...level.couponIds.filter((id) => !known.has(id)).map((id) => ({ value: id, label: `#${id}` })),
  ];
  return (
    <FormDrawer
      title={t("benefitsTitle", { name: title })}
      problem={saver.problem}
      saving={saver.saving}
      onSave={() => void saver.save()}
      onClose={() => onClose(false)}
    >
      <Form<BenefitValues>
        form={form}
        layout="vertical"
        initialValues={{
          discount: level.discount,
          freeShipping: level.freeShipping,
          pointsMultiplier: level.pointsMultiplier,
          couponIds: level.couponIds,
        }}
        onValuesChange={saver.clearProblem}
        data-testid="benefits-form"
      >
        <Form.Item name="discount" label={t("discountPercent")} extra={t("discountHint")} rules={[rule(bf.discount)]}>
          <InputNumber<number> min={1} max={100} precision={0} suffix="%" className="!w-60" />
        </Form.Item>
        <Form.Item name="freeShipping" label={t("freeShipping")} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="pointsMultiplier"
          label={t("multiplier")}
          extra={t("multiplierHint")}
          rules={[rule(bf.pointsMultiplier)]}
        >
          <InputNumber<number> min={1} max={10} step={0.1} precision={1} className="!w-60" />
        </Form.Item>
        <Form.Item name="couponIds" label={t("coupons")} extra={t("couponsHint")} rules={[rule(bf.couponIds)]}>
          <Select mode="multiple" options={options} loading={coupons.loading} allowClear maxCount={10} />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
