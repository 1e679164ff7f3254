"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { bindMobileFormSchema, type BindMobileForm, type SsoResult } from "@souk/contract";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { Dialog } from "@/components/ui/dialog";
import { callApi } from "@/lib/api/browser-client";
import { checkBindSmsCodeEndpoint } from "@/lib/api/endpoints/account";
import { setToken } from "@/lib/session/token";
import { sendSmsCode } from "../lib/send-code";
import { useValidationText } from "@/lib/forms/validation-text";
import { SubmitButton } from "@/components/ui/form-controls";
import { CredentialFields } from "@/components/ui/credential-fields";

/**
 * Bind-mobile popup (spec part 2) for a single-sign-on buyer whose account has no phone:
 * /sso/sendBindSmsCode, then /sso/checkBindSmsCode with the SSO session's token and staffId.
 * `onDone` runs after binding, or when the buyer skips it.
 */
export function BindMobileDialog({ sso, onDone }: { sso: SsoResult; onDone: () => void }) {
  const t = useTranslations("auth");
  const vt = useValidationText();
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<BindMobileForm>({
    resolver: zodResolver(bindMobileFormSchema),
    defaultValues: { mobile: "", validCode: "" },
  });

  const onSend = async () => (await trigger("mobile")) && sendSmsCode("bind", getValues("mobile"), t("codeSent"));

  const onSubmit = handleSubmit(async (v) => {
    try {
      const result = await callApi(
        checkBindSmsCodeEndpoint({
          mobile: v.mobile,
          validCode: v.validCode,
          token: sso.accessToken,
          staffId: sso.staffId,
        }),
      );
      setToken(result.token);
      onDone();
    } catch {
      /* the API client showed the reason */
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onDone()}
      title={t("bindTitle")}
      description={t("bindDescription")}
      closeLabel={t("bindSkip")}
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-3" data-testid="bind-mobile">
        <CredentialFields
          phone={{
            label: t("mobile"),
            placeholder: t("mobilePlaceholder"),
            registration: register("mobile"),
            error: vt(errors.mobile?.message),
            testId: "bind-mobile-phone",
          }}
          code={{
            label: t("smsCode"),
            placeholder: t("smsCodePlaceholder"),
            registration: register("validCode"),
            error: vt(errors.validCode?.message),
            onSend: onSend,
            testId: "bind-mobile-code",
            sendTestId: "bind-mobile-send",
          }}
        />
        <SubmitButton busy={isSubmitting} testId="bind-mobile-submit">
          {t("bindSubmit")}
        </SubmitButton>
        <button type="button" className="text-xs text-subtle hover:text-brand" onClick={onDone}>
          {t("bindSkip")}
        </button>
      </form>
    </Dialog>
  );
}
