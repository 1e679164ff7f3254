"use client";

import { platformReasonBody } from "@souk/contract";
import { Alert, Form, Input, Modal } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useZodRule } from "@/console/forms/zod-rule";

/**
 * A confirm dialog that asks for the reason the operation log keeps (voiding a gift card, removing
 * a flash sale). The reason is checked with the API's own rule; a refusal of the API is shown in
 * the dialog, which stays open with what was typed.
 */
export function ReasonDialog({
  open,
  title,
  description,
  okText,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  description: string;
  okText: string;
  onSubmit(reason: string): Promise<void>;
  onClose(): void;
}) {
  const t = useTranslations("platform.marketing");
  const rule = useZodRule();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger: true, loading: busy, ...{ "data-testid": "reason-ok" } }}
      cancelText={t("cancel")}
      onCancel={onClose}
      destroyOnHidden
      afterOpenChange={(o) => {
        if (o) {
          form.resetFields();
          setProblem(null);
        }
      }}
      onOk={async () => {
        let reason: string;
        try {
          reason = (await form.validateFields()).reason.trim();
        } catch {
          return;
        }
        setBusy(true);
        setProblem(null);
        try {
          await onSubmit(reason);
          onClose();
        } catch (e) {
          setProblem(errorMessages(e)?.join(" ") ?? t("failed"));
        } finally {
          setBusy(false);
        }
      }}
    >
      <p className="mb-3 text-gray-600">{description}</p>
      {problem ? <Alert type="error" showIcon title={problem} className="mb-3" data-testid="reason-problem" /> : null}
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={t("reason")} rules={[rule(platformReasonBody.shape.reason)]}>
          <Input.TextArea rows={3} maxLength={200} showCount data-testid="reason-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
