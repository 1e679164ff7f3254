"use client";

import { PROD_TAG_TITLE_MAX, prodTagBody, type MerchantProdTag } from "@souk/contract";
import { Form, Input, InputNumber, Radio } from "antd";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useZodRule } from "@/console/forms/zod-rule";
import { createProdTag, updateProdTag, type ProdTagWire } from "../api/endpoints";
import { PromotionDrawer } from "../marketing/promotion-drawer";
import { usePromotionSave } from "../marketing/use-promotion-save";

const f = prodTagBody.shape;
const STYLES = [0, 1, 2] as const;

const initial = (g: MerchantProdTag | null): ProdTagWire =>
  g
    ? { titleZh: g.titleZh, titleEn: g.titleEn, seq: g.seq, style: g.style, status: g.status }
    : { titleZh: "", titleEn: "", seq: 0, style: 0, status: 1 };

/** Create or edit a group: both titles, seq (lower first), layout and shown/hidden, checked with the contract's rules. */
export function GroupDrawer({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: MerchantProdTag | null;
  onClose(saved: boolean): void;
}) {
  const t = useTranslations("seller.productGroups");
  const rule = useZodRule();
  const [form] = Form.useForm<ProdTagWire>();
  useEffect(() => {
    if (open) form.setFieldsValue(initial(editing));
  }, [open, editing, form]);
  const saver = usePromotionSave({
    form,
    schema: prodTagBody,
    toBody: (v: ProdTagWire) => ({ ...v, seq: v.seq ?? 0 }),
    send: (body) => (editing ? updateProdTag(editing.tagId, body) : createProdTag(body)),
    onSaved: () => onClose(true),
  });
  return (
    <PromotionDrawer
      open={open}
      title={editing ? t("editTitle") : t("createTitle")}
      problem={saver.problem}
      saving={saver.saving}
      onSave={() => void saver.save()}
      onClose={() => onClose(false)}
    >
      <Form form={form} layout="vertical" onValuesChange={saver.clearProblem} data-testid="group-form">
        <Form.Item name="titleZh" label={t("titleZh")} rules={[rule(f.titleZh)]}>
          <Input maxLength={PROD_TAG_TITLE_MAX.zh} showCount />
        </Form.Item>
        <Form.Item name="titleEn" label={t("titleEn")} rules={[rule(f.titleEn)]}>
          <Input maxLength={PROD_TAG_TITLE_MAX.en} showCount />
        </Form.Item>
        <Form.Item name="seq" label={t("seq")} extra={t("seqHint")} rules={[rule(f.seq)]}>
          <InputNumber min={0} max={9999} precision={0} className="!w-48" />
        </Form.Item>
        <Form.Item name="style" label={t("style")} rules={[rule(f.style)]}>
          <Radio.Group options={STYLES.map((s) => ({ value: s, label: t(`styles.${s}`) }))} />
        </Form.Item>
        <Form.Item name="status" label={t("status")} rules={[rule(f.status)]}>
          <Radio.Group
            options={[
              { value: 1, label: t("shown") },
              { value: 0, label: t("hidden") },
            ]}
          />
        </Form.Item>
      </Form>
    </PromotionDrawer>
  );
}
