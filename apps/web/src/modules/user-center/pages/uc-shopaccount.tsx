"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { shopAccountPasswordFormSchema, type ShopAccountPasswordForm } from "@souk/contract";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { callApi } from "@/lib/api/browser-client";
import {
  shopAccountInfoEndpoint,
  shopAccountSendCodeEndpoint,
  shopAccountSetPasswordEndpoint,
} from "@/lib/api/endpoints/account";
import { SubmitButton } from "@/components/ui/form-controls";
import { CredentialFields } from "@/components/ui/credential-fields";
import { encryptForWire } from "@/modules/auth";
import { useValidationText } from "@/lib/forms/validation-text";
import { Panel } from "@/components/ui/panel";
import { useApiData } from "@/lib/hooks/use-api-data";

/**
 * uc-shopaccount: the password of the store account on the merchant platform (6-12 characters),
 * set with a code sent to the buyer's own bound phone (spec part 6).
 */
export function UcShopAccountPage() {
  const t = useTranslations("userCenter");
  const ta = useTranslations("auth");
  const tr = useTranslations("register");
  const vt = useValidationText();
  const info = useApiData(shopAccountInfoEndpoint, "shop-account");
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ShopAccountPasswordForm>({
    resolver: zodResolver(shopAccountPasswordFormSchema),
    defaultValues: { validCode: "", password: "", confirmPassword: "" },
  });

  const onSend = async () => {
    try {
      await callApi(shopAccountSendCodeEndpoint());
      toast.success(ta("codeSent"));
      return true;
    } catch {
      return false;
    }
  };

  const onSubmit = handleSubmit(async (v) => {
    try {
      await callApi(shopAccountSetPasswordEndpoint({ validCode: v.validCode, password: encryptForWire(v.password) }));
    } catch {
      return;
    }
    toast.success(t("shopPasswordSaved"));
    reset();
    info.reload();
  });

  const data = info.data;
  return (
    <Panel title={t("pages.uc-shopaccount")} testId="uc-shopaccount">
      <p className="mb-4 rounded-sm bg-page px-4 py-3 text-xs text-subtle">{t("shopAccountIntro")}</p>
      {data && !data.mobile ? (
        <p className="py-10 text-center text-sm text-subtle">{t("shopAccountNeedsMobile")}</p>
      ) : (
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex w-[520px] max-w-full flex-col gap-4 py-2">
          <div className="grid grid-cols-[110px_1fr] gap-x-3 text-sm">
            <span className="text-right text-ink">{t("shopAccountStatus")}</span>
            <span className="text-subtle" data-testid="uc-shopaccount-status">
              {data ? (data.isSetPassword ? t("shopPasswordIsSet") : t("shopPasswordNotSet")) : "…"}
            </span>
          </div>
          <div className="grid grid-cols-[110px_1fr] gap-x-3 text-sm">
            <span className="text-right text-ink">{t("boundMobile")}</span>
            <span className="text-subtle">{data?.mobile ?? "…"}</span>
          </div>
          <CredentialFields
            layout="row"
            kind="shop"
            code={{
              label: ta("smsCode"),
              placeholder: ta("smsCodePlaceholder"),
              registration: register("validCode"),
              error: vt(errors.validCode?.message),
              testId: "uc-shopaccount-code",
              onSend: onSend,
              sendTestId: "uc-shopaccount-send-code",
            }}
            password={{
              label: t("shopPassword"),
              placeholder: t("shopPasswordPlaceholder"),
              registration: register("password"),
              error: vt(errors.password?.message),
              testId: "uc-shopaccount-password",
            }}
            confirm={{
              label: tr("confirmPassword"),
              placeholder: tr("confirmPasswordPlaceholder"),
              registration: register("confirmPassword"),
              error: vt(errors.confirmPassword?.message),
              testId: "uc-shopaccount-confirm",
            }}
          />
          <div className="pl-[122px]">
            <div className="w-[160px]">
              <SubmitButton busy={isSubmitting} testId="uc-shopaccount-submit">
                {t("save")}
              </SubmitButton>
            </div>
          </div>
        </form>
      )}
    </Panel>
  );
}
