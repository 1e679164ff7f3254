"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  PASSWORD_CHANGED_REDIRECT_SECONDS,
  PASSWORD_MAX_LENGTH,
  updatePasswordFormSchema,
  type UpdatePasswordForm,
} from "@souk/contract";
import { CircleCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Link } from "@/i18n/navigation";
import { callApi } from "@/lib/api/browser-client";
import { updatePasswordEndpoint } from "@/lib/api/endpoints/account";
import { centerInfoEndpoint, logoutEndpoint } from "@/lib/api/endpoints/user";
import { clearToken } from "@/lib/session/token";
import { SubmitButton, TextField } from "@/components/ui/form-controls";
import { CredentialFields } from "@/components/ui/credential-fields";
import { encryptForWire } from "@/modules/auth";
import { useCountdown } from "@/lib/hooks/use-countdown";
import { useValidationText } from "@/lib/forms/validation-text";
import { Panel } from "@/components/ui/panel";
import { useApiData } from "@/lib/hooks/use-api-data";

const LOGIN_AFTER_CHANGE = "/login?redirect=%2Fuser-center";

/**
 * uc-password: current password, new password twice. The API ends every other session; this
 * one is signed out too, and after PASSWORD_CHANGED_REDIRECT_SECONDS the buyer is sent to
 * sign in with the new password (spec part 9: 'redirect after 3 seconds').
 */
export function UcPasswordPage() {
  const t = useTranslations("userCenter");
  const info = useApiData(centerInfoEndpoint, "center-info");
  return (
    <Panel title={t("pages.uc-password")} testId="uc-password">
      {info.status === "ready" && !info.data.isSetPassword ? (
        <div className="py-12 text-center text-sm text-subtle" data-testid="uc-password-not-set">
          <p>{t("noPasswordYet")}</p>
          <Link href="/forget-password" className="mt-4 inline-block text-brand hover:underline">
            {t("setPassword")}
          </Link>
        </div>
      ) : (
        <ChangePasswordForm />
      )}
    </Panel>
  );
}

let signingOut = false;
async function signOutAndLogin(): Promise<void> {
  if (signingOut) return;
  signingOut = true;
  await callApi(logoutEndpoint(), { silent: true, suppressLogin: true }).catch(() => {});
  clearToken({ notify: false });
  window.location.assign(LOGIN_AFTER_CHANGE);
}

function ChangePasswordForm() {
  const t = useTranslations("userCenter");
  const tr = useTranslations("register");
  const vt = useValidationText();
  const countdown = useCountdown(PASSWORD_CHANGED_REDIRECT_SECONDS);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<UpdatePasswordForm>({
    resolver: zodResolver(updatePasswordFormSchema),
    defaultValues: { oldPassword: "", newPassword: "", confirmPassword: "" },
  });
  const newPassword = useWatch({ control, name: "newPassword" });

  // When the countdown is over: sign this browser out too and go to the login page. (Signing out
  // earlier would swap the user center for the login prompt before the buyer read the message.)
  useEffect(() => {
    if (!done || countdown.running) return;
    void signOutAndLogin();
  }, [done, countdown.running]);

  const onSubmit = handleSubmit(async (v) => {
    try {
      await callApi(
        updatePasswordEndpoint({
          oldPassword: encryptForWire(v.oldPassword),
          newPassword: encryptForWire(v.newPassword),
        }),
      );
    } catch {
      return; // the API client showed why (wrong current password…)
    }
    setDone(true);
    countdown.start();
  });

  if (done) {
    return (
      <div className="flex flex-col items-center gap-3 py-16 text-sm" role="status" data-testid="uc-password-done">
        <CircleCheck size={40} className="text-green-600" aria-hidden />
        <p className="text-base text-ink">{t("passwordChanged")}</p>
        <p className="text-subtle">{t("redirectIn", { seconds: countdown.left })}</p>
        <button type="button" onClick={() => void signOutAndLogin()} className="text-brand hover:underline">
          {t("loginNow")}
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex w-[520px] max-w-full flex-col gap-4 py-4">
      <TextField
        layout="row"
        label={t("oldPassword")}
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
        registration={register("oldPassword")}
        error={vt(errors.oldPassword?.message)}
        testId="uc-password-old"
      />
      <CredentialFields
        layout="row"
        password={{
          label: t("newPassword"),
          placeholder: tr("passwordPlaceholder"),
          registration: register("newPassword"),
          error: vt(errors.newPassword?.message),
          testId: "uc-password-new",
          strength: newPassword ?? "",
        }}
        confirm={{
          label: tr("confirmPassword"),
          placeholder: tr("confirmPasswordPlaceholder"),
          registration: register("confirmPassword"),
          error: vt(errors.confirmPassword?.message),
          testId: "uc-password-confirm",
        }}
      />
      <div className="pl-[122px]">
        <div className="w-[160px]">
          <SubmitButton busy={isSubmitting} testId="uc-password-submit">
            {t("save")}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
