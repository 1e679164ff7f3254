"use client";

import { useLocale, useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { consoleClient } from "@/console/api/console-client";
import { saveSession } from "@/console/session/staff-session";
import { ConsoleSignInForm, type SignInValues } from "@/console/shell/sign-in-form";
import { useRouter } from "@/i18n/navigation";
import type { Locale } from "@souk/contract";
import { sellerLogin, staffMe } from "../api/endpoints";
import { SELLER_CONSOLE, afterSignIn } from "../shell/seller-console";

/** /seller/login: a shop account signs in (the merchant door's throttles apply) and returns where it was going. */
export function SellerSignInPage() {
  const t = useTranslations("seller.signIn");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const next = useSearchParams().get("next");

  async function submit(v: SignInValues) {
    const anonymous = consoleClient({ token: null, locale, onExpired: () => {} });
    const r = await anonymous.call(sellerLogin(v.userName, v.passWord));
    // The role decides the navigation: read it with the new token before entering.
    const me = await consoleClient({ token: r.token, locale, onExpired: () => {} }).call(staffMe());
    saveSession(SELLER_CONSOLE, {
      token: r.token,
      staffId: r.staffId,
      name: me.name || me.userName,
      role: me.role,
      shopId: r.shopId,
      shopName: r.shopName,
      expiresAt: Date.now() + r.expiresIn * 1000,
    });
    router.replace(afterSignIn(next));
  }

  return (
    <ConsoleSignInForm
      testId="seller-sign-in"
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
