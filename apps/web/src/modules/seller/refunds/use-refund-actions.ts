"use client";

import { App } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useConsole } from "@/console/shell/console-context";
import type { Endpoint } from "@/lib/api/endpoint";

/** Runs one decision on an application (accept, refuse, confirm the returned goods) and reports it. */
export function useRefundAction(onDone: () => void) {
  const t = useTranslations("seller.refunds");
  const tc = useTranslations("console");
  const { client } = useConsole();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  async function run(ep: Endpoint<null>): Promise<boolean> {
    setBusy(true);
    try {
      await client.call(ep);
      message.success(t("done"));
      onDone();
      return true;
    } catch (e) {
      message.error(errorMessages(e)?.join(" ") ?? tc("tryAgainLater"));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
