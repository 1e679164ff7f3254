"use client";

import type { DecorationPageSummary } from "@souk/contract";
import { App, Form, Input, Modal } from "antd";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useConsole } from "@/console/shell/console-context";
import type { DecorationOwner } from "./owner";

/** Names a new micro page, or renames one; the API's own message when it refuses the name. */
export function PageNameDialog({
  owner,
  editing,
  open,
  onClose,
}: {
  owner: DecorationOwner;
  editing: DecorationPageSummary | null;
  open: boolean;
  onClose(saved: boolean): void;
}) {
  const t = useTranslations("decorationEditor.pages");
  const tc = useTranslations("console");
  const { client } = useConsole();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) form.setFieldsValue({ name: editing?.name ?? "" });
  }, [open, editing, form]);
  const submit = async ({ name }: { name: string }) => {
    setSaving(true);
    try {
      await client.call(editing ? owner.api.renamePage(editing.renovationId, name) : owner.api.createPage(name));
      message.success(t("saved"));
      onClose(true);
    } catch (e) {
      form.setFields([{ name: "name", errors: errorMessages(e) ?? [tc("tryAgainLater")] }]);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={editing ? t("rename") : t("create")}
      okText={t("save")}
      cancelText={t("cancel")}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="name"
          label={t("name")}
          rules={[{ required: true, whitespace: true, message: t("nameRequired") }]}
        >
          <Input maxLength={30} showCount data-testid="decoration-page-name" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
