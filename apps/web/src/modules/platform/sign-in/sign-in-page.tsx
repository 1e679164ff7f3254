"use client";

import { useLocale, useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { consoleClient } from "@/console/api/console-client";
import { saveSession } from "@/console/session/staff-session";
import { ConsoleSignInForm, type SignInValues } from "@/console/shell/sign-in-form";
import { useRouter } from "@/i18n/navigation";
import type { Locale } from "@souk/contract";
import { platformLogin, platformStaffMe } from "../api/endpoints";
import { PLATFORM_CONSOLE, afterSignIn } from "../shell/platform-console";

/** /admin/login: a platform staff account signs in (the staff sign-in throttles apply) and returns where it was going. */
export function PlatformSignInPage() {
  const t = useTranslations("platform.signIn");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const next = useSearchParams().get("next");

  async function submit(v: SignInValues) {
    const r = await consoleClient({ token: null, locale, onExpired: () => {} }).call(
      platformLogin(v.userName, v.passWord),
    );
    // The role decides the navigation: read it with the new token before entering.
    const me = await consoleClient({ token: r.token, locale, onExpired: () => {} }).call(platformStaffMe());
    saveSession(PLATFORM_CONSOLE, {
      token: r.token,
      staffId: r.staffId,
      name: me.name,
      role: me.role,
      expiresAt: Date.now() + r.expiresIn * 1000,
    });
    router.replace(afterSignIn(next));
  }

  return (
    <ConsoleSignInForm
      testId="platform-sign-in"
      texts={{
        title: t("title"),
        account: t("account"),
        accountHint: t("accountHint"),
        password: t("password"),
        submit: t("submit"),
      }}
      onSubmit={submit}
    />
  );
}
