"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { resetPasswordFormSchema, type ResetPasswordForm } from "@souk/contract";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { useRouter } from "@/i18n/navigation";
import { callApi } from "@/lib/api/browser-client";
import { resetPasswordEndpoint } from "@/lib/api/endpoints/account";
import { clearToken } from "@/lib/session/token";
import { AuthCard } from "../components/auth-card";
import { SmsCodeButton, SubmitButton, TextField } from "@/components/ui/form-controls";
import { PasswordStrengthMeter } from "../components/password-strength-meter";
import { withRedirect } from "../lib/redirect";
import { encryptForWire } from "../lib/password-cipher";
import { sendSmsCode } from "../lib/send-code";
import { useValidationText } from "@/lib/forms/validation-text";
import { pageReturnPath } from "../lib/page-return";

/**
 * /forget-password: phone, SMS code, the new password twice. A reset ends every session of the
 * account (this browser's too), so the buyer then signs in on /login with the new password.
 */
export function ForgetPasswordTemplate() {
  const t = useTranslations("forgetPassword");
  const ta = useTranslations("auth");
  const tr = useTranslations("register");
  const vt = useValidationText();
  const router = useRouter();
  const {
    register,
    handleSubmit,
    control,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { mobile: "", validCode: "", password: "", confirmPassword: "" },
  });
  const password = useWatch({ control, name: "password" });

  const onSend = async () =>
    (await trigger("mobile")) && sendSmsCode("resetPassword", getValues("mobile"), ta("codeSent"));

  const onSubmit = handleSubmit(async (v) => {
    try {
      await callApi(
        resetPasswordEndpoint({ mobile: v.mobile, validCode: v.validCode, passWord: encryptForWire(v.password) }),
      );
    } catch {
      return; // the API client showed the reason
    }
    clearToken();
    toast.success(t("done"));
    router.push(withRedirect("/login", pageReturnPath()));
  });

  return (
    <AuthCard title={t("title")} testId="forget-password-page">
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="mx-auto flex w-[440px] flex-col gap-4">
        <TextField
          layout="row"
          label={ta("mobile")}
          type="tel"
          inputMode="tel"
          placeholder={ta("mobilePlaceholder")}
          autoComplete="tel"
          maxLength={11}
          registration={register("mobile")}
          error={vt(errors.mobile?.message)}
          testId="reset-mobile"
        />
        <TextField
          layout="row"
          label={ta("smsCode")}
          inputMode="numeric"
          placeholder={ta("smsCodePlaceholder")}
          autoComplete="one-time-code"
          maxLength={6}
          registration={register("validCode")}
          error={vt(errors.validCode?.message)}
          trailing={<SmsCodeButton onSend={onSend} testId="reset-send-code" />}
          testId="reset-code"
        />
        <TextField
          layout="row"
          label={t("newPassword")}
          type="password"
          placeholder={tr("passwordPlaceholder")}
          autoComplete="new-password"
          maxLength={20}
          registration={register("password")}
          error={vt(errors.password?.message)}
          hint={<PasswordStrengthMeter password={password ?? ""} />}
          testId="reset-password"
        />
        <TextField
          layout="row"
          label={tr("confirmPassword")}
          type="password"
          placeholder={tr("confirmPasswordPlaceholder")}
          autoComplete="new-password"
          maxLength={20}
          registration={register("confirmPassword")}
          error={vt(errors.confirmPassword?.message)}
          testId="reset-confirm"
        />
        <div className="pl-[122px]">
          <SubmitButton busy={isSubmitting} testId="reset-submit">
            {t("submit")}
          </SubmitButton>
        </div>
      </form>
    </AuthCard>
  );
}
