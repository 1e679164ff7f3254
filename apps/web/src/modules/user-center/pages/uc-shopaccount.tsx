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
import { SmsCodeButton, SubmitButton, TextField } from "@/components/ui/form-controls";
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
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex w-[520px] flex-col gap-4 py-2">
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
          <TextField
            layout="row"
            label={ta("smsCode")}
            inputMode="numeric"
            placeholder={ta("smsCodePlaceholder")}
            autoComplete="one-time-code"
            maxLength={6}
            registration={register("validCode")}
            error={vt(errors.validCode?.message)}
            trailing={<SmsCodeButton onSend={onSend} testId="uc-shopaccount-send-code" />}
            testId="uc-shopaccount-code"
          />
          <TextField
            layout="row"
            label={t("shopPassword")}
            type="password"
            placeholder={t("shopPasswordPlaceholder")}
            autoComplete="new-password"
            maxLength={12}
            registration={register("password")}
            error={vt(errors.password?.message)}
            testId="uc-shopaccount-password"
          />
          <TextField
            layout="row"
            label={tr("confirmPassword")}
            type="password"
            placeholder={tr("confirmPasswordPlaceholder")}
            autoComplete="new-password"
            maxLength={12}
            registration={register("confirmPassword")}
            error={vt(errors.confirmPassword?.message)}
            testId="uc-shopaccount-confirm"
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
