"use client";

import { merchantLoginBody } from "@souk/contract";
import { Alert, Button, Card, Form, Input } from "antd";
import { useLocale, useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { consoleClient, errorMessages } from "@/console/api/console-client";
import { useZodRule } from "@/console/forms/zod-rule";
import { saveSession } from "@/console/session/staff-session";
import { useRouter } from "@/i18n/navigation";
import { LanguageSwitch } from "@/modules/i18n";
import type { Locale } from "@souk/contract";
import { sellerLogin, staffMe } from "../api/endpoints";
import { SELLER_CONSOLE, afterSignIn } from "../shell/seller-console";

interface Values {
  userName: string;
  passWord: string;
}

/** /seller/login: a shop account signs in (the merchant door's throttles apply) and returns where it was going. */
export function SellerSignInPage() {
  const t = useTranslations("seller");
  const tc = useTranslations("console");
  const locale = useLocale() as Locale;
  const rule = useZodRule();
  const router = useRouter();
  const next = useSearchParams().get("next");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(v: Values) {
    setBusy(true);
    setError(null);
    try {
      const anonymous = consoleClient({ token: null, locale, onExpired: () => {} });
      const r = await anonymous.call(sellerLogin(v.userName.trim(), v.passWord));
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
    } catch (e) {
      setError(errorMessages(e)?.join(" ") ?? tc("tryAgainLater"));
      setBusy(false);
    }
  }

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-[#f0f2f5]">
      <Card className="w-96" title={<h1 className="text-lg">{t("signIn.title")}</h1>}>
        <Form<Values> layout="vertical" onFinish={submit} requiredMark={false} data-testid="seller-sign-in">
          <Form.Item name="userName" label={t("signIn.account")} rules={[rule(merchantLoginBody.shape.userName)]}>
            <Input autoComplete="username" placeholder={t("signIn.accountHint")} />
          </Form.Item>
          <Form.Item name="passWord" label={t("signIn.password")} rules={[rule(merchantLoginBody.shape.passWord)]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          {error ? <Alert type="error" title={error} className="!mb-4" role="alert" /> : null}
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t("signIn.submit")}
          </Button>
        </Form>
      </Card>
      <LanguageSwitch />
    </main>
  );
}
