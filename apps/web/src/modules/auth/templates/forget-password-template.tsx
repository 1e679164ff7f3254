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
import { SubmitButton } from "@/components/ui/form-controls";
import { CredentialFields } from "@/components/ui/credential-fields";
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
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="mx-auto flex w-[440px] max-w-full flex-col gap-4">
        <CredentialFields
          layout="row"
          phone={{
            label: ta("mobile"),
            placeholder: ta("mobilePlaceholder"),
            registration: register("mobile"),
            error: vt(errors.mobile?.message),
            testId: "reset-mobile",
          }}
          code={{
            label: ta("smsCode"),
            placeholder: ta("smsCodePlaceholder"),
            registration: register("validCode"),
            error: vt(errors.validCode?.message),
            testId: "reset-code",
            onSend: onSend,
            sendTestId: "reset-send-code",
          }}
          password={{
            label: t("newPassword"),
            placeholder: tr("passwordPlaceholder"),
            registration: register("password"),
            error: vt(errors.password?.message),
            testId: "reset-password",
            strength: password ?? "",
          }}
          confirm={{
            label: tr("confirmPassword"),
            placeholder: tr("confirmPasswordPlaceholder"),
            registration: register("confirmPassword"),
            error: vt(errors.confirmPassword?.message),
            testId: "reset-confirm",
          }}
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
