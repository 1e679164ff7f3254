"use client";

import type { z } from "zod";
import { App, Alert, Form, Input, Modal, type ButtonProps } from "antd";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useZodRule } from "@/console/forms/zod-rule";

/**
 * A change that needs a reason (refusing an application, a shop's status change): the reason is
 * checked with the contract's schema (the API's own message) and kept when the API refuses.
 */
export function ReasonDialog({
  open,
  title,
  intro,
  label,
  okText,
  danger,
  schema,
  onSubmit,
  onClose,
  testId,
}: {
  open: boolean;
  title: string;
  intro?: ReactNode;
  label: string;
  okText: string;
  danger?: boolean;
  schema: z.ZodType;
  onSubmit(reason: string): Promise<void>;
  onClose(): void;
  testId?: string;
}) {
  const t = useTranslations("platform.stores");
  const { message } = App.useApp();
  const rule = useZodRule();
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const { reason } = await form.validateFields();
    setSaving(true);
    try {
      await onSubmit(reason.trim());
      form.resetFields();
    } catch (e) {
      message.error(errorMessages(e)?.join(" ") ?? t("failed"));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger, "data-testid": "reason-ok" } as ButtonProps}
      onOk={submit}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <div data-testid={testId}>
        {intro ? <Alert type={danger ? "warning" : "info"} showIcon message={intro} className="mb-3" /> : null}
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="reason" label={label} rules={[rule(schema)]}>
            <Input.TextArea rows={3} maxLength={200} showCount data-testid="reason-input" />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
