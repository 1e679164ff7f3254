"use client";

import { App, type FormInstance } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { z } from "zod";
import { errorMessages } from "@/console/api/console-client";
import { useConsole } from "@/console/shell/console-context";
import type { Endpoint } from "@/lib/api/endpoint";
import { useValidationText } from "@/lib/forms/validation-text";

/**
 * Saving a content form: the fields' own rules first, then the whole body against the contract's
 * schema (cross-field rules such as "end after publish"), then the API; a refusal is shown with
 * the API's own localized message and the form keeps what was typed.
 */
export function useContentSave<V, B, R>(opts: {
  form: FormInstance<V>;
  schema: z.ZodType;
  toBody(values: V): B;
  send(body: B): Endpoint<R>;
  onSaved(answer: R): void;
}) {
  const t = useTranslations("platform.content");
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
      return; // the fields show their own messages
    }
    const body = opts.toBody(values);
    const parsed = opts.schema.safeParse(body);
    if (!parsed.success) {
      setProblem(text(parsed.error.issues[0]?.message) ?? t("failed"));
      return;
    }
    setSaving(true);
    try {
      const answer = await client.call(opts.send(body));
      message.success(t("saved"));
      opts.onSaved(answer);
    } catch (e) {
      setProblem(errorMessages(e)?.join(" ") ?? t("failed"));
    } finally {
      setSaving(false);
    }
  }
  return { save, saving, problem, clearProblem: () => setProblem(null) };
}
