"use client";

import { useTranslations } from "next-intl";
import { useEffect, type ReactNode } from "react";
import { requestLogin } from "@/lib/session/login-request";
import { useAccount } from "@/lib/session/account-context";
import { useMounted } from "@/lib/hooks/use-mounted";

/**
 * Cart, checkout, payment and order pages are always live and members-only: the HTML is one
 * static shell, the content is rendered in the browser once it knows a token exists.
 * Logged-out visitors get the login popup (spec part 6).
 */
export function MemberGate({ children, testId }: { children: ReactNode; testId?: string }) {
  const mounted = useMounted();
  const { loggedIn } = useAccount();
  if (!mounted) return <div className="h-[420px]" aria-hidden />;
  if (!loggedIn) return <LoginPrompt testId={testId} />;
  return <>{children}</>;
}

function LoginPrompt({ testId }: { testId?: string }) {
  const t = useTranslations("order");
  useEffect(() => requestLogin(), []);
  return (
    <section
      className="flex h-[420px] flex-col items-center justify-center gap-4 bg-white"
      data-testid={testId ? `${testId}-login` : "member-login"}
    >
      <h1 className="text-base text-ink">{t("loginRequired")}</h1>
      <button type="button" onClick={requestLogin} className="btn-brand px-8">
        {t("loginNow")}
      </button>
    </section>
  );
}
