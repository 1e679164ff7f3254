"use client";

import { merchantLoginBody } from "@souk/contract";
import { Alert, Button, Card, Form, Input } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessages } from "../api/console-client";
import { useZodRule } from "../forms/zod-rule";
import { LanguageSwitch } from "@/modules/i18n";

export interface SignInValues {
  userName: string;
  passWord: string;
}

/**
 * The sign-in page of a console (seller center, platform console): account and password checked
 * with the contract's rules, the API's own localized error shown above the button, and the
 * language switch. `onSubmit` signs in, stores the session and navigates; a failure it throws is shown.
 */
export function ConsoleSignInForm({
  testId,
  texts,
  onSubmit,
}: {
  testId: string;
  texts: { title: string; account: string; accountHint: string; password: string; submit: string };
  onSubmit(values: SignInValues): Promise<void>;
}) {
  const tc = useTranslations("console");
  const rule = useZodRule();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(v: SignInValues) {
    setBusy(true);
    setError(null);
    try {
      await onSubmit({ userName: v.userName.trim(), passWord: v.passWord });
    } catch (e) {
      setError(errorMessages(e)?.join(" ") ?? tc("tryAgainLater"));
      setBusy(false);
    }
  }

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-[#f0f2f5]">
      <Card className="w-96" title={<h1 className="text-lg">{texts.title}</h1>}>
        <Form<SignInValues> layout="vertical" onFinish={submit} requiredMark={false} data-testid={testId}>
          <Form.Item name="userName" label={texts.account} rules={[rule(merchantLoginBody.shape.userName)]}>
            <Input autoComplete="username" placeholder={texts.accountHint} />
          </Form.Item>
          <Form.Item name="passWord" label={texts.password} rules={[rule(merchantLoginBody.shape.passWord)]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          {error ? <Alert type="error" title={error} className="!mb-4" role="alert" /> : null}
          <Button type="primary" htmlType="submit" block loading={busy}>
            {texts.submit}
          </Button>
        </Form>
      </Card>
      <LanguageSwitch />
    </main>
  );
}
