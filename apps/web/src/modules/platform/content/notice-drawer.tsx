"use client";

import { adminNoticeBody, NOTICE_TITLE_MAX, type AdminNotice } from "@souk/contract";
import { DatePicker, Form, Input, Radio, Switch } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useZodRule } from "@/console/forms/zod-rule";
import { ContentDrawer } from "./content-drawer";
import { createNotice, updateNotice, type NoticeWire } from "./endpoints";
import { RichTextField } from "./rich-text-field";
import { useContentSave } from "./use-content-save";

const f = adminNoticeBody.shape;

interface Values {
  titleZh: string;
  titleEn: string;
  contentZh: string;
  contentEn: string;
  isTop: boolean;
  status: number;
  publishFrom: Dayjs | null;
  publishTo: Dayjs | null;
}

const initial = (n: AdminNotice | null): Values =>
  n
    ? {
        ...n,
        publishFrom: dayjs(n.publishFrom),
        publishTo: n.publishTo ? dayjs(n.publishTo) : null,
      }
    : {
        titleZh: "",
        titleEn: "",
        contentZh: "",
        contentEn: "",
        isTop: false,
        status: 1,
        publishFrom: dayjs().startOf("minute"),
        publishTo: null,
      };

const toBody = (v: Values): NoticeWire => ({
  titleZh: v.titleZh,
  titleEn: v.titleEn,
  contentZh: v.contentZh,
  contentEn: v.contentEn,
  isTop: v.isTop,
  status: v.status,
  publishFrom: v.publishFrom ? v.publishFrom.toISOString() : "",
  publishTo: v.publishTo ? v.publishTo.toISOString() : null,
});

/**
 * Create or edit a platform notice: titles and rich contents in both languages, top flag (the
 * storefront's notice strip), published or draft, and the window it shows in (no end = stays).
 */
export function NoticeDrawer({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: AdminNotice | null;
  onClose(saved: boolean): void;
}) {
  const t = useTranslations("platform.content.notices");
  const rule = useZodRule();
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (open) form.setFieldsValue(initial(editing));
  }, [open, editing, form]);
  const saver = useContentSave({
    form,
    schema: adminNoticeBody,
    toBody,
    send: (body: NoticeWire) => (editing ? updateNotice(editing.id, body) : createNotice(body)),
    onSaved: () => onClose(true),
  });
  return (
    <ContentDrawer
      open={open}
      width={960}
      title={editing ? t("editTitle") : t("createTitle")}
      problem={saver.problem}
      saving={saver.saving}
      onSave={() => void saver.save()}
      onClose={() => onClose(false)}
    >
      <Form form={form} layout="vertical" onValuesChange={saver.clearProblem} data-testid="notice-form">
        <div className="grid grid-cols-2 gap-x-4">
          <Form.Item name="titleZh" label={t("titleZh")} rules={[rule(f.titleZh)]}>
            <Input maxLength={NOTICE_TITLE_MAX.zh} showCount />
          </Form.Item>
          <Form.Item name="titleEn" label={t("titleEn")} rules={[rule(f.titleEn)]}>
            <Input maxLength={NOTICE_TITLE_MAX.en} showCount />
          </Form.Item>
        </div>
        <Form.Item name="contentZh" label={t("contentZh")} rules={[rule(f.contentZh)]}>
          <RichTextField label={t("contentZh")} testId="notice-content-zh" />
        </Form.Item>
        <Form.Item name="contentEn" label={t("contentEn")} rules={[rule(f.contentEn)]}>
          <RichTextField label={t("contentEn")} testId="notice-content-en" />
        </Form.Item>
        <div className="grid grid-cols-2 gap-x-4">
          <Form.Item
            name="publishFrom"
            label={t("publishFrom")}
            rules={[{ required: true, message: t("publishFromRequired") }]}
          >
            <DatePicker showTime={{ format: "HH:mm" }} format="YYYY-MM-DD HH:mm" className="!w-full" />
          </Form.Item>
          <Form.Item name="publishTo" label={t("publishTo")} extra={t("publishToHint")}>
            <DatePicker showTime={{ format: "HH:mm" }} format="YYYY-MM-DD HH:mm" className="!w-full" allowClear />
          </Form.Item>
          <Form.Item name="status" label={t("status")}>
            <Radio.Group
              options={[
                { value: 1, label: t("published") },
                { value: 0, label: t("draft") },
              ]}
            />
          </Form.Item>
          <Form.Item name="isTop" label={t("isTop")} extra={t("isTopHint")} valuePropName="checked">
            <Switch />
          </Form.Item>
        </div>
      </Form>
    </ContentDrawer>
  );
}
