"use client";

import { platformMemberStatusBody, type PlatformMember } from "@souk/contract";
import { Alert, App, Form, Input, Modal, type ButtonProps } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useZodRule } from "@/console/forms/zod-rule";
import { useConsole } from "@/console/shell/console-context";
import { setMemberStatus } from "./endpoints";

/** Disables (the member is signed out everywhere and cannot sign in) or re-enables a member, with a reason. */
export function StatusDialog({ member, onClose }: { member: PlatformMember; onClose(changed: boolean): void }) {
  const t = useTranslations("platform.members.statusDialog");
  const rule = useZodRule();
  const { client } = useConsole();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const disabling = member.status === 1;
  async function save() {
    setProblem(null);
    let v: { reason: string };
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await client.call(setMemberStatus(member.userId, { status: disabling ? 0 : 1, reason: v.reason.trim() }));
      message.success(disabling ? t("disabledDone") : t("enabledDone"));
      onClose(true);
    } catch (e) {
      setProblem(errorMessages(e)?.join(" ") ?? t("failed"));
    } finally {
      setSaving(false);
    }
  }
  return (
    <Modal
      open
      title={disabling ? t("disableTitle", { name: member.nickName }) : t("enableTitle", { name: member.nickName })}
      okText={disabling ? t("disable") : t("enable")}
      okButtonProps={{ danger: disabling, "data-testid": "status-save" } as ButtonProps}
      cancelText={t("cancel")}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <p className="mb-3 text-gray-600">{disabling ? t("disableHint") : t("enableHint")}</p>
      {problem ? <Alert type="error" showIcon title={problem} className="mb-4" /> : null}
      <Form form={form} layout="vertical" onValuesChange={() => setProblem(null)}>
        <Form.Item name="reason" label={t("reason")} rules={[rule(platformMemberStatusBody.shape.reason)]}>
          <Input.TextArea rows={3} maxLength={200} showCount data-testid="status-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
