"use client";

import { useTranslations } from "next-intl";
import { LoginForm } from "../components/login-form";
import { AuthCard } from "../components/auth-card";
import { useMounted } from "@/lib/hooks/use-mounted";
import { pageReturnPath } from "../lib/page-return";

/** /login: the popup's form as a page; afterwards the buyer goes to `?redirect=` or where they came from. */
export function LoginTemplate() {
  const t = useTranslations("auth");
  // The form reads the login-history cookie: render it in the browser only.
  const mounted = useMounted();
  return (
    <AuthCard title={t("dialogTitle")} width="w-[440px]" testId="login-page">
      {mounted ? <LoginForm returnTo={pageReturnPath} /> : <div className="h-[320px]" aria-hidden />}
    </AuthCard>
  );
}
