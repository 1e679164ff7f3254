"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { enterpriseApplyBody, type EnterpriseApplication } from "@souk/contract";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { FieldError, SubmitButton, TextField, inputClass } from "@/components/ui/form-controls";
import { callApi } from "@/lib/api/browser-client";
import { enterpriseApplyEndpoint } from "@/lib/api/endpoints/enterprise";
import { useValidationText } from "@/lib/forms/validation-text";

type FormIn = z.input<typeof enterpriseApplyBody>;
type FormOut = z.output<typeof enterpriseApplyBody>;

/**
 * The enterprise purchasing application, validated by the contract's schema (the API's rules and
 * messages): company name, unified social credit code (18 characters with its check character),
 * contact, mobile phone, purpose. `previous` pre-fills a resubmission after "not passed".
 */
export function EnterpriseApplyForm({
  previous,
  onSubmitted,
}: {
  previous: EnterpriseApplication | null;
  onSubmitted: () => void;
}) {
  const t = useTranslations("enterprise");
  const vt = useValidationText();
  const purposeId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(enterpriseApplyBody),
    defaultValues: {
      companyName: previous?.companyName ?? "",
      creditCode: previous?.creditCode ?? "",
      contactName: previous?.contactName ?? "",
      phone: previous?.phone ?? "",
      purpose: previous?.purpose ?? "",
    },
  });
  const onSubmit = handleSubmit(async (v) => {
    try {
      await callApi(enterpriseApplyEndpoint(v));
    } catch {
      return; // the API client showed its message
    }
    toast.success(t("submitted"));
    onSubmitted();
  });
  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="flex max-w-[640px] flex-col gap-4"
      data-testid="enterprise-form"
    >
      <TextField
        layout="row"
        label={t("companyName")}
        maxLength={60}
        registration={register("companyName")}
        error={vt(errors.companyName?.message)}
        testId="enterprise-company"
      />
      <TextField
        layout="row"
        label={t("creditCode")}
        hint={t("creditCodeHint")}
        maxLength={18}
        registration={register("creditCode")}
        error={vt(errors.creditCode?.message)}
        testId="enterprise-credit-code"
      />
      <TextField
        layout="row"
        label={t("contactName")}
        maxLength={20}
        registration={register("contactName")}
        error={vt(errors.contactName?.message)}
        testId="enterprise-contact"
      />
      <TextField
        layout="row"
        label={t("phone")}
        type="tel"
        inputMode="tel"
        maxLength={11}
        autoComplete="tel"
        registration={register("phone")}
        error={vt(errors.phone?.message)}
        testId="enterprise-phone"
      />
      <div className="grid grid-cols-[110px_1fr] items-start gap-x-3">
        <label htmlFor={purposeId} className="pt-2 text-right text-sm text-ink">
          {t("purpose")}
        </label>
        <div>
          <textarea
            id={purposeId}
            rows={3}
            maxLength={200}
            placeholder={t("purposeHint")}
            aria-invalid={errors.purpose ? true : undefined}
            className={`${inputClass} h-auto py-2`}
            data-testid="enterprise-purpose"
            {...register("purpose")}
          />
          {errors.purpose?.message ? <FieldError message={vt(errors.purpose.message)!} /> : null}
        </div>
      </div>
      <div className="grid grid-cols-[110px_1fr] gap-x-3">
        <span />
        <div className="w-[220px]">
          <SubmitButton busy={isSubmitting} testId="enterprise-submit">
            {previous ? t("resubmit") : t("submit")}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
