"use client";

import { Alert, App, Button, Drawer, Space, type FormInstance } from "antd";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import type { z } from "zod";
import { errorMessages } from "@/console/api/console-client";
import { useConsole } from "@/console/shell/console-context";
import type { Endpoint } from "@/lib/api/endpoint";
import { useValidationText } from "@/lib/forms/validation-text";

/**
 * Saving a drawer's form: the fields' own rules, then the whole body against the contract's schema,
 * then the API; a refusal is shown with its own localized message and the form is kept.
 */
export function useDrawerSave<V, B>(opts: {
  form: FormInstance<V>;
  schema: z.ZodType;
  toBody(values: V): B;
  send(body: B): Endpoint<unknown>;
  onSaved(): void;
}) {
  const t = useTranslations("platform.memberLevels");
  const text = useValidationText();
  const { client } = useConsole();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function save() {
    setProblem(null);
    let values: V;
    try {
      values = await opts.form.validateFields();
    } catch {
      return;
    }
    const body = opts.toBody(values);
    const parsed = opts.schema.safeParse(body);
    if (!parsed.success) {
      setProblem(text(parsed.error.issues[0]?.message) ?? t("failed"));
      return;
    }
    setSaving(true);
    try {
      await client.call(opts.send(body));
      message.success(t("saved"));
      opts.onSaved();
    } catch (e) {
      setProblem(errorMessages(e)?.join(" ") ?? t("failed"));
    } finally {
      setSaving(false);
    }
  }
  return { save, saving, problem, clearProblem: () => setProblem(null) };
}

/** The drawer the levels page edits in: title, the refusal if any, cancel and save. */
export function FormDrawer(props: {
  title: string;
  problem: string | null;
  saving: boolean;
  onSave(): void;
  onClose(): void;
  children: ReactNode;
}) {
  const t = useTranslations("platform.memberLevels");
  return (
    <Drawer
      open
      title={props.title}
      size={560}
      onClose={props.onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={props.onClose}>{t("cancel")}</Button>
          <Button type="primary" loading={props.saving} onClick={props.onSave} data-testid="drawer-save">
            {t("save")}
          </Button>
        </Space>
      }
    >
      {props.problem ? (
        <Alert type="error" showIcon title={props.problem} className="mb-4" data-testid="drawer-problem" />
      ) : null}
      {props.children}
    </Drawer>
  );
}
