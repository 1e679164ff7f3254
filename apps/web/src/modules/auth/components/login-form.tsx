"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  LOGIN_ACCOUNT_MAX_LENGTH,
  loginFormSchema,
  smsLoginFormSchema,
  SSO_MODELS,
  type LoginForm,
  type SmsLoginForm,
} from "@souk/contract";
import { Lock, MessageSquareText, Smartphone, User } from "lucide-react";
import { useTranslations } from "next-intl";
import { Tabs } from "radix-ui";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Link } from "@/i18n/navigation";
import { callApi } from "@/lib/api/browser-client";
import { loginEndpoint, smsLoginEndpoint } from "@/lib/api/endpoints/account";
import { ssoUrlEndpoint } from "@/lib/api/endpoints/user";
import { readCookie } from "@/lib/session/token";
import { completeLogin } from "../lib/complete-login";
import { LOGIN_HISTORY_COOKIE, parseLoginHistory, type LoginHistory } from "../lib/login-history";
import { encryptForWire } from "../lib/password-cipher";
import { withRedirect } from "../lib/redirect";
import { sendSmsCode } from "../lib/send-code";
import { termsShown, useSysConfig, type SysConfig } from "../lib/use-sys-config";
import { useValidationText } from "@/lib/forms/validation-text";
import { SubmitButton, TermsAgreement, TextField } from "@/components/ui/form-controls";
import { CredentialFields } from "@/components/ui/credential-fields";

type Method = "account" | "sms";

function lastLogin(): LoginHistory | null {
  return typeof document === "undefined" ? null : parseLoginHistory(readCookie(LOGIN_HISTORY_COOKIE, document.cookie));
}

/**
 * The sign-in form of the login popup and of /login (spec part 2): account and mobile-code
 * tabs, terms agreement, third-party links when configured, register and forgot-password links.
 * `returnTo()` names the same-origin path to land on afterwards.
 */
export function LoginForm({ returnTo, onNavigate }: { returnTo: () => string; onNavigate?: () => void }) {
  const t = useTranslations("auth");
  const config = useSysConfig();
  const [history] = useState(lastLogin);
  const [method, setMethod] = useState<Method>(history?.method ?? "account");

  return (
    <div data-testid="login-form">
      <Tabs.Root value={method} onValueChange={(v) => setMethod(v as Method)}>
        <Tabs.List className="flex border-b border-line" aria-label={t("methods")}>
          {(["account", "sms"] as const).map((v) => (
            <Tabs.Trigger
              key={v}
              value={v}
              className="-mb-px flex-1 border-b-2 border-transparent py-2 text-sm text-ink hover:text-brand data-[state=active]:border-brand data-[state=active]:font-semibold data-[state=active]:text-brand"
              data-testid={`login-tab-${v}`}
            >
              {v === "account" ? t("accountLogin") : t("smsLogin")}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="account" className="pt-5 outline-none">
          <AccountLogin
            config={config}
            returnTo={returnTo}
            initialName={history?.method === "account" ? history.name : ""}
          />
        </Tabs.Content>
        <Tabs.Content value="sms" className="pt-5 outline-none">
          <SmsLogin config={config} returnTo={returnTo} initialMobile={history?.method === "sms" ? history.name : ""} />
        </Tabs.Content>
      </Tabs.Root>
      <ThirdPartyLinks config={config} returnTo={returnTo} />
      <div className="mt-4 flex justify-between border-t border-line pt-3 text-xs">
        <Link
          href={withRedirect("/forget-password", returnTo())}
          className="text-subtle hover:text-brand"
          onClick={onNavigate}
        >
          {t("forgetPassword")}
        </Link>
        <Link href={withRedirect("/register", returnTo())} className="text-brand hover:underline" onClick={onNavigate}>
          {t("register")}
        </Link>
      </div>
    </div>
  );
}

function useAgreementDefault(config: SysConfig | null, setAgree: (v: boolean) => void) {
  // Without any terms link there is nothing to agree to: the agreement holds implicitly.
  const hidden = config !== null && !termsShown(config);
  useEffect(() => {
    if (hidden) setAgree(true);
  }, [hidden, setAgree]);
  return !hidden;
}

function AccountLogin({
  config,
  returnTo,
  initialName,
}: {
  config: SysConfig | null;
  returnTo: () => string;
  initialName: string;
}) {
  const t = useTranslations("auth");
  const vt = useValidationText();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { userName: initialName, password: "", agree: false as true },
  });
  const showTerms = useAgreementDefault(config, (v) => setValue("agree", v as true));

  const onSubmit = handleSubmit(async (v) => {
    try {
      const result = await callApi(loginEndpoint({ userName: v.userName, passWord: encryptForWire(v.password) }));
      await completeLogin(result, {
        returnTo: returnTo(),
        history: { method: "account", name: v.userName.trim() },
        areaErrorText: t("areaError"),
      });
    } catch {
      /* the API client showed the reason */
    }
  });

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="flex flex-col gap-3"
      data-testid="account-login-form"
    >
      <TextField
        label={t("account")}
        hideLabel
        icon={<User size={16} />}
        placeholder={t("accountPlaceholder")}
        autoComplete="username"
        maxLength={LOGIN_ACCOUNT_MAX_LENGTH}
        registration={register("userName")}
        error={vt(errors.userName?.message)}
        testId="login-account"
      />
      <CredentialFields
        hideLabels
        password={{
          label: t("password"),
          placeholder: t("passwordPlaceholder"),
          registration: register("password"),
          error: vt(errors.password?.message),
          testId: "login-password",
          icon: <Lock size={16} />,
          autoComplete: "current-password",
        }}
      />
      {showTerms ? (
        <TermsAgreement
          registration={register("agree")}
          error={vt(errors.agree?.message)}
          serviceTerms={config?.service.serviceTermsSwitch ?? true}
          privacyPolicy={config?.service.privacyPolicySwitch ?? true}
          testId="login-agree"
        />
      ) : null}
      <SubmitButton busy={isSubmitting} testId="login-submit">
        {isSubmitting ? t("loggingIn") : t("login")}
      </SubmitButton>
    </form>
  );
}

function SmsLogin({
  config,
  returnTo,
  initialMobile,
}: {
  config: SysConfig | null;
  returnTo: () => string;
  initialMobile: string;
}) {
  const t = useTranslations("auth");
  const vt = useValidationText();
  const {
    register,
    handleSubmit,
    setValue,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SmsLoginForm>({
    resolver: zodResolver(smsLoginFormSchema),
    defaultValues: { mobile: initialMobile, validCode: "", agree: false as true },
  });
  const showTerms = useAgreementDefault(config, (v) => setValue("agree", v as true));

  const onSend = async () => (await trigger("mobile")) && sendSmsCode("login", getValues("mobile"), t("codeSent"));

  const onSubmit = handleSubmit(async (v) => {
    try {
      const result = await callApi(smsLoginEndpoint({ userName: v.mobile, passWord: v.validCode }));
      await completeLogin(result, {
        returnTo: returnTo(),
        history: { method: "sms", name: v.mobile.trim() },
        areaErrorText: t("areaError"),
      });
    } catch {
      /* the API client showed the reason */
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-3" data-testid="sms-login-form">
      <CredentialFields
        hideLabels
        phone={{
          label: t("mobile"),
          placeholder: t("mobilePlaceholder"),
          registration: register("mobile"),
          error: vt(errors.mobile?.message),
          testId: "login-mobile",
          icon: <Smartphone size={16} />,
        }}
        code={{
          label: t("smsCode"),
          placeholder: t("smsCodePlaceholder"),
          registration: register("validCode"),
          error: vt(errors.validCode?.message),
          testId: "login-code",
          icon: <MessageSquareText size={16} />,
          onSend: onSend,
          sendTestId: "login-send-code",
        }}
      />
      {showTerms ? (
        <TermsAgreement
          registration={register("agree")}
          error={vt(errors.agree?.message)}
          serviceTerms={config?.service.serviceTermsSwitch ?? true}
          privacyPolicy={config?.service.privacyPolicySwitch ?? true}
          testId="sms-login-agree"
        />
      ) : null}
      <SubmitButton busy={isSubmitting} testId="sms-login-submit">
        {isSubmitting ? t("loggingIn") : t("login")}
      </SubmitButton>
      <p className="text-xs text-muted">{t("smsLoginHint")}</p>
    </form>
  );
}

/**
 * QQ and WeChat, only when getSysLoginConfig says so (loginOpen, the provider's switch and an
 * available provider). Each asks the SSO service for the provider's sign-in URL (model 3 WeChat,
 * 4 QQ: an OAuth 2 authorization-code flow with a state) and goes there; the provider sends the
 * buyer back through /LoginToJump, where a buyer without a phone gets the bind-mobile popup.
 */
function ThirdPartyLinks({ config, returnTo }: { config: SysConfig | null; returnTo: () => string }) {
  const t = useTranslations("auth");
  const qq = config?.login.qqLoginOpen ?? false;
  const wechat = config?.login.wechatLoginOpen ?? false;
  if (!qq && !wechat) return null;

  const open = async (model: typeof SSO_MODELS.QQ | typeof SSO_MODELS.WECHAT) => {
    const url = await callApi(ssoUrlEndpoint(model, returnTo()), { suppressLogin: true }).catch(() => null);
    if (typeof url === "string" && /^https?:\/\//i.test(url)) window.location.assign(url);
    else toast.error(t("thirdPartyUnavailable"));
  };

  return (
    <div className="mt-4 flex items-center gap-3 text-xs text-subtle" data-testid="third-party-login">
      <span>{t("otherMethods")}</span>
      {qq ? (
        <button
          type="button"
          className="hover:text-brand"
          onClick={() => void open(SSO_MODELS.QQ)}
          data-testid="login-qq"
        >
          {t("qqLogin")}
        </button>
      ) : null}
      {wechat ? (
        <button
          type="button"
          className="hover:text-brand"
          onClick={() => void open(SSO_MODELS.WECHAT)}
          data-testid="login-wechat"
        >
          {t("wechatLogin")}
        </button>
      ) : null}
    </div>
  );
}
