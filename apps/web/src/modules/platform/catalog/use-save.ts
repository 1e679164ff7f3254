"use client";

import { App } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useConsole } from "@/console/shell/console-context";
import type { Endpoint } from "@/lib/api/endpoint";

/** Sends one change to the API: success toast, or the API's own localized refusal kept for the form to show. */
export function useSave() {
  const t = useTranslations("platform.catalog");
  const tc = useTranslations("console");
  const { client } = useConsole();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function send<T>(ep: Endpoint<T>, done?: string): Promise<T | undefined> {
    setProblem(null);
    setSaving(true);
    try {
      const r = await client.call(ep);
      message.success(done ?? t("saved"));
      return r;
    } catch (e) {
      setProblem(errorMessages(e)?.join(" ") ?? tc("tryAgainLater"));
      return undefined;
    } finally {
      setSaving(false);
    }
  }
  return { send, saving, problem, setProblem };
}
