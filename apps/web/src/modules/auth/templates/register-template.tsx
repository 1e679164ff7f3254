"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { REGISTER_ACCOUNT_MAX_LENGTH, registerFormSchema, type RegisterForm } from "@souk/contract";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { requestLogin } from "@/lib/session/login-request";
import { callApi } from "@/lib/api/browser-client";
import { checkUserNameEndpoint, registerEndpoint } from "@/lib/api/endpoints/account";
import { AuthCard } from "../components/auth-card";
import { SubmitButton, TermsAgreement, TextField } from "@/components/ui/form-controls";
import { CredentialFields } from "@/components/ui/credential-fields";
import { completeLogin } from "../lib/complete-login";
import { encryptForWire } from "../lib/password-cipher";
import { pageReturnPath } from "../lib/page-return";
import { sendSmsCode } from "../lib/send-code";
import { termsShown, useSysConfig } from "../lib/use-sys-config";
import { useValidationText } from "@/lib/forms/validation-text";

/**
 * /register (spec part 5): account 4-16, phone, SMS code with a 60 s resend countdown,
 * password 6-20 with two kinds of characters and its confirmation, terms agreement. The buyer
 * is signed in at once and goes back where they came from.
 */
export function RegisterTemplate() {
  const t = useTranslations("register");
  const ta = useTranslations("auth");
  const vt = useValidationText();
  const config = useSysConfig();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { userName: "", mobile: "", validCode: "", password: "", confirmPassword: "", agree: false as true },
  });
  const password = useWatch({ control, name: "password" });
  const showTerms = config === null || termsShown(config);
  useEffect(() => {
    if (!showTerms) setValue("agree", true);
  }, [showTerms, setValue]);

  /**
   * A taken account name is reported when the field is left, and before a code is sent: a buyer
   * must not spend an SMS code on a registration that cannot succeed. An unreachable API lets the
   * form go on (submit checks again).
   */
  const userNameFree = async (): Promise<boolean> => {
    if (!(await trigger("userName"))) return false;
    try {
      const r = await callApi(checkUserNameEndpoint(getValues("userName").trim()), { silent: true });
      if (r.available) return true;
      setError("userName", { type: "taken", message: "v.userNameTaken" });
      return false;
    } catch {
      return true;
    }
  };
  const userNameField = register("userName", {
    onBlur: (e: { target: { value: string } }) => {
      if (e.target.value.trim() !== "") void userNameFree();
    },
  });

  const onSend = async () => {
    if (getValues("userName").trim() !== "" && !(await userNameFree())) return false;
    return (await trigger("mobile")) && sendSmsCode("register", getValues("mobile"), ta("codeSent"));
  };

  const onSubmit = handleSubmit(async (v) => {
    try {
      const result = await callApi(
        registerEndpoint({
          userName: v.userName,
          mobile: v.mobile,
          validCode: v.validCode,
          passWord: encryptForWire(v.password),
        }),
      );
      await completeLogin(result, {
        returnTo: pageReturnPath(),
        history: { method: "account", name: v.userName.trim() },
        areaErrorText: ta("areaError"),
      });
    } catch {
      /* the API client showed the reason (taken account or phone, wrong code…) */
    }
  });

  return (
    <AuthCard
      title={t("title")}
      testId="register-page"
      aside={
        <>
          {t("haveAccount")}{" "}
          <button type="button" className="text-brand hover:underline" onClick={requestLogin}>
            {t("goLogin")}
          </button>
        </>
      }
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="mx-auto flex w-[440px] max-w-full flex-col gap-4">
        <TextField
          layout="row"
          label={t("userName")}
          placeholder={t("userNamePlaceholder")}
          autoComplete="username"
          maxLength={REGISTER_ACCOUNT_MAX_LENGTH}
          registration={userNameField}
          error={vt(errors.userName?.message)}
          testId="register-account"
        />
        <CredentialFields
          layout="row"
          phone={{
            label: ta("mobile"),
            placeholder: ta("mobilePlaceholder"),
            registration: register("mobile"),
            error: vt(errors.mobile?.message),
            testId: "register-mobile",
          }}
          code={{
            label: ta("smsCode"),
            placeholder: ta("smsCodePlaceholder"),
            registration: register("validCode"),
            error: vt(errors.validCode?.message),
            testId: "register-code",
            onSend: onSend,
            sendTestId: "register-send-code",
          }}
          password={{
            label: t("password"),
            placeholder: t("passwordPlaceholder"),
            registration: register("password"),
            error: vt(errors.password?.message),
            testId: "register-password",
            strength: password ?? "",
          }}
          confirm={{
            label: t("confirmPassword"),
            placeholder: t("confirmPasswordPlaceholder"),
            registration: register("confirmPassword"),
            error: vt(errors.confirmPassword?.message),
            testId: "register-confirm",
          }}
        />
        <div className="pl-[122px]">
          {showTerms ? (
            <TermsAgreement
              registration={register("agree")}
              error={vt(errors.agree?.message)}
              serviceTerms={config?.service.serviceTermsSwitch ?? true}
              privacyPolicy={config?.service.privacyPolicySwitch ?? true}
              testId="register-agree"
            />
          ) : null}
          <div className="mt-4">
            <SubmitButton busy={isSubmitting} testId="register-submit">
              {isSubmitting ? t("submitting") : t("submit")}
            </SubmitButton>
          </div>
        </div>
      </form>
    </AuthCard>
  );
}
