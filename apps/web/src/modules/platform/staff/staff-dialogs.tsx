"use client";

import {
  PLATFORM_ROLES,
  platformStaffCreateBody,
  staffPasswordBody,
  type PlatformStaffCreateBody,
  type PlatformStaffMember,
} from "@souk/contract";
import { App, Form, Input, Modal, Select } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useZodRule } from "@/console/forms/zod-rule";
import { useConsole } from "@/console/shell/console-context";
import { addPlatformStaff, resetPlatformStaffPassword } from "../finance/endpoints";

/** Add a platform account with a role and a first password (the contract's rules, the API's messages). */
export function AddPlatformStaffDialog({ open, onClose }: { open: boolean; onClose(added: boolean): void }) {
  const t = useTranslations("platform.staff");
  const { client } = useConsole();
  const { message } = App.useApp();
  const rule = useZodRule();
  const [form] = Form.useForm<PlatformStaffCreateBody>();
  const [saving, setSaving] = useState(false);
  const shape = platformStaffCreateBody.shape;
  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await client.call(addPlatformStaff(platformStaffCreateBody.parse(values)));
      message.success(t("addedDone"));
      form.resetFields();
      onClose(true);
    } catch (e) {
      message.error(errorMessages(e)?.join(" ") ?? t("failed"));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t("add")}
      okText={t("addOk")}
      onOk={submit}
      confirmLoading={saving}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form<PlatformStaffCreateBody>
        form={form}
        layout="vertical"
        initialValues={{ role: "operations" }}
        preserve={false}
      >
        <Form.Item name="userName" label={t("userName")} rules={[rule(shape.userName)]} extra={t("userNameHint")}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="name" label={t("name")} rules={[rule(shape.name)]}>
          <Input />
        </Form.Item>
        <Form.Item name="role" label={t("role")} rules={[rule(shape.role)]} extra={t("roleHint")}>
          <Select options={PLATFORM_ROLES.map((r) => ({ value: r, label: t(`roleName.${r}`) }))} />
        </Form.Item>
        <Form.Item name="password" label={t("password")} rules={[rule(shape.password)]} extra={t("passwordHint")}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Set a platform account's password: its sessions end and sign-in locks lift. */
export function PlatformPasswordDialog({ member, onClose }: { member: PlatformStaffMember | null; onClose(): void }) {
  const t = useTranslations("platform.staff");
  const { client } = useConsole();
  const { message } = App.useApp();
  const rule = useZodRule();
  const [form] = Form.useForm<{ password: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (!member) return;
    const { password } = await form.validateFields();
    setSaving(true);
    try {
      await client.call(resetPlatformStaffPassword(member.staffId, password));
      message.success(t("passwordDone"));
      onClose();
    } catch (e) {
      message.error(errorMessages(e)?.join(" ") ?? t("failed"));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={member !== null}
      title={t("resetPasswordOf", { name: member?.name ?? "" })}
      onOk={submit}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="password"
          label={t("newPassword")}
          rules={[rule(staffPasswordBody.shape.password)]}
          extra={t("passwordHint")}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
