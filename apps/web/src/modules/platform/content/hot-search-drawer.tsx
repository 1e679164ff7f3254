"use client";

import { adminHotSearchBody, type AdminHotSearch, type AdminHotSearchBody } from "@souk/contract";
import { Form, Input, InputNumber, Radio } from "antd";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useZodRule } from "@/console/forms/zod-rule";
import { ContentDrawer } from "./content-drawer";
import { createHotSearch, updateHotSearch } from "./endpoints";
import { useContentSave } from "./use-content-save";

const f = adminHotSearchBody.shape;

const initial = (h: AdminHotSearch | null): AdminHotSearchBody =>
  h
    ? {
        titleZh: h.titleZh,
        titleEn: h.titleEn,
        contentZh: h.contentZh,
        contentEn: h.contentEn,
        seq: h.seq,
        status: h.status,
      }
    : { titleZh: "", titleEn: "", contentZh: "", contentEn: "", seq: 0, status: 1 };

/** Add or edit a hot word: what the search box shows and what it searches, in both languages; order; enabled. */
export function HotSearchDrawer({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: AdminHotSearch | null;
  onClose(saved: boolean): void;
}) {
  const t = useTranslations("platform.content.hotSearches");
  const rule = useZodRule();
  const [form] = Form.useForm<AdminHotSearchBody>();
  useEffect(() => {
    if (open) form.setFieldsValue(initial(editing));
  }, [open, editing, form]);
  const saver = useContentSave({
    form,
    schema: adminHotSearchBody,
    toBody: (v: AdminHotSearchBody) => ({
      ...v,
      contentZh: v.contentZh ?? "",
      contentEn: v.contentEn ?? "",
      seq: v.seq ?? 0,
    }),
    send: (body: AdminHotSearchBody) => (editing ? updateHotSearch(editing.hotSearchId, body) : createHotSearch(body)),
    onSaved: () => onClose(true),
  });
  return (
    <ContentDrawer
      open={open}
      title={editing ? t("editTitle") : t("createTitle")}
      problem={saver.problem}
      saving={saver.saving}
      onSave={() => void saver.save()}
      onClose={() => onClose(false)}
    >
      <Form form={form} layout="vertical" onValuesChange={saver.clearProblem} data-testid="hot-search-form">
        <Form.Item name="titleZh" label={t("titleZh")} rules={[rule(f.titleZh)]}>
          <Input maxLength={20} showCount />
        </Form.Item>
        <Form.Item name="titleEn" label={t("titleEn")} rules={[rule(f.titleEn)]}>
          <Input maxLength={40} showCount />
        </Form.Item>
        <Form.Item name="contentZh" label={t("contentZh")} extra={t("contentHint")} rules={[rule(f.contentZh)]}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="contentEn" label={t("contentEn")} extra={t("contentHint")} rules={[rule(f.contentEn)]}>
          <Input maxLength={100} />
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
    </ContentDrawer>
  );
}
