"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { onLoginRequested } from "@/lib/session/login-request";
import { popupReturnPath } from "../lib/page-return";
import { LoginForm } from "./login-form";

/**
 * The login popup every "please log in" request opens (A00004 from the API client, guarded
 * links, the top bar's login link). After signing in the buyer lands back on this page.
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
        <LoginForm returnTo={popupReturnPath} onNavigate={() => setOpen(false)} />
      </div>
    </Dialog>
  );
}
