"use client";

import { useTranslations } from "next-intl";
import { Tabs } from "radix-ui";
import { useEffect, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { Link } from "@/i18n/navigation";
import { onLoginRequested } from "@/lib/session/login-request";

/**
 * The login popup every "please log in" request opens (A00004, guarded links). This is the
 * shell: the two sign-in methods are filled in by the accounts work; until then each tab says
 * plainly that it is not available, and no form pretends to log in.
 */
export function LoginPopup() {
  const t = useTranslations("auth");
  const [open, setOpen] = useState(false);

  useEffect(() => onLoginRequested(() => setOpen(true)), []);

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t("dialogTitle")}
      description={t("dialogDescription")}
      closeLabel={t("close")}
    >
      <div data-testid="login-popup">
        <Tabs.Root defaultValue="account">
          <Tabs.List className="flex border-b border-line" aria-label={t("dialogTitle")}>
            {(["account", "sms"] as const).map((v) => (
              <Tabs.Trigger
                key={v}
                value={v}
                className="-mb-px flex-1 border-b-2 border-transparent py-2 text-sm text-ink hover:text-brand data-[state=active]:border-brand data-[state=active]:font-semibold data-[state=active]:text-brand"
              >
                {v === "account" ? t("accountLogin") : t("smsLogin")}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {(["account", "sms"] as const).map((v) => (
            <Tabs.Content key={v} value={v} className="py-8 text-center text-sm text-muted outline-none">
              {t("methodUnavailable")}
            </Tabs.Content>
          ))}
        </Tabs.Root>
        <div className="flex justify-between border-t border-line pt-3 text-xs">
          <Link href="/register" className="text-brand hover:underline" onClick={() => setOpen(false)}>
            {t("register")}
          </Link>
          <Link href="/forget-password" className="text-muted hover:text-brand" onClick={() => setOpen(false)}>
            {t("forgetPassword")}
          </Link>
        </div>
      </div>
    </Dialog>
  );
}
