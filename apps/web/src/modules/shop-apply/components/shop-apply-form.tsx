"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { shopApplyBody, type ShopApplication } from "@souk/contract";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { callApi } from "@/lib/api/browser-client";
import { shopApplyEndpoint } from "@/lib/api/endpoints/shop-apply";
import { RegionPicker } from "@/modules/address";
import { FieldError, SubmitButton, TextField, inputClass } from "@/components/ui/form-controls";
import { useValidationText } from "@/lib/forms/validation-text";
import { ImageUploadField } from "./image-upload-field";

type FormIn = z.input<typeof shopApplyBody>;
type FormOut = z.output<typeof shopApplyBody>;
type ImageField = "shopLogo" | "businessLicense" | "identityCardFront" | "identityCardLater";

const IMAGES: { field: ImageField; kind: "logo" | "doc"; label: "logo" | "license" | "idFront" | "idBack" }[] = [
  { field: "shopLogo", kind: "logo", label: "logo" },
  { field: "businessLicense", kind: "doc", label: "license" },
  { field: "identityCardFront", kind: "doc", label: "idFront" },
  { field: "identityCardLater", kind: "doc", label: "idBack" },
];

/**
 * The free shop opening form (spec parts 3 and 5), validated by the contract's schema — the same
 * rules and messages as the API: name ≤ 20 without special characters, contact phone, region and
 * a detailed address of 5+ characters, description 10-200, logo, license and both ID sides.
 * `previous` pre-fills a resubmission after "not passed".
 */
export function ShopApplyForm({
  previous,
  onSubmitted,
}: {
  previous: ShopApplication | null;
  onSubmitted: () => void;
}) {
  const t = useTranslations("shopApply");
  const vt = useValidationText();
  const introId = useId();
  const regionErrorId = useId();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(shopApplyBody),
    defaultValues: {
      shopName: previous?.shopName ?? "",
      mobile: previous?.mobile ?? "",
      provinceId: previous?.provinceId ?? 0,
      cityId: previous?.cityId ?? 0,
      areaId: previous?.areaId ?? 0,
      addr: previous?.addr ?? "",
      intro: previous?.intro ?? "",
      shopLogo: previous?.shopLogo ?? "",
      businessLicense: previous?.businessLicense ?? "",
      identityCardFront: previous?.identityCardFront ?? "",
      identityCardLater: previous?.identityCardLater ?? "",
    },
  });
  const [provinceId, cityId, areaId, intro, ...images] = useWatch({
    control,
    name: ["provinceId", "cityId", "areaId", "intro", ...IMAGES.map((i) => i.field)],
  });
  const regionError = errors.provinceId?.message ?? errors.cityId?.message ?? errors.areaId?.message;

  const onSubmit = handleSubmit(async (v) => {
    try {
      await callApi(shopApplyEndpoint(v));
    } catch {
      return; // the API client showed its message (and field errors)
    }
    toast.success(t("submitted"));
    onSubmitted();
  });

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="flex max-w-[720px] flex-col gap-4"
      data-testid="shop-apply-form"
    >
      <TextField
        layout="row"
        label={t("shopName")}
        hint={t("shopNameHint")}
        maxLength={20}
        registration={register("shopName")}
        error={vt(errors.shopName?.message)}
        testId="shop-apply-name"
      />
      <TextField
        layout="row"
        label={t("mobile")}
        type="tel"
        inputMode="tel"
        maxLength={11}
        autoComplete="tel"
        registration={register("mobile")}
        error={vt(errors.mobile?.message)}
        testId="shop-apply-mobile"
      />
      <div className="grid grid-cols-[110px_1fr] items-start gap-x-3">
        <span className="pt-2 text-right text-sm text-ink">{t("region")}</span>
        <div>
          <RegionPicker
            value={{ provinceId: Number(provinceId) || 0, cityId: Number(cityId) || 0, areaId: Number(areaId) || 0 }}
            onChange={(r) => {
              const opts = { shouldDirty: true, shouldValidate: isSubmitted };
              setValue("provinceId", r.provinceId, opts);
              setValue("cityId", r.cityId, opts);
              setValue("areaId", r.areaId, opts);
            }}
            invalid={!!regionError}
            describedBy={regionError ? regionErrorId : undefined}
          />
          {regionError ? <FieldError id={regionErrorId} message={vt(regionError)!} /> : null}
        </div>
      </div>
      <TextField
        layout="row"
        label={t("addr")}
        hint={t("addrHint")}
        maxLength={100}
        registration={register("addr")}
        error={vt(errors.addr?.message)}
        testId="shop-apply-addr"
      />
      <div className="grid grid-cols-[110px_1fr] items-start gap-x-3">
        <label htmlFor={introId} className="pt-2 text-right text-sm text-ink">
          {t("description")}
        </label>
        <div>
          <textarea
            id={introId}
            rows={4}
            maxLength={200}
            aria-invalid={errors.intro ? true : undefined}
            className={`${inputClass} h-auto py-2`}
            data-testid="shop-apply-intro"
            {...register("intro")}
          />
          <div className="mt-1 text-xs text-muted">
            {t("descriptionHint", { count: Array.from(String(intro ?? "").trim()).length })}
          </div>
          {errors.intro?.message ? <FieldError message={vt(errors.intro.message)!} /> : null}
        </div>
      </div>
      <div className="grid grid-cols-[110px_1fr] items-start gap-x-3">
        <span className="pt-2 text-right text-sm text-ink">{t("images")}</span>
        <div>
          <div className="flex flex-wrap gap-5">
            {IMAGES.map((img, i) => (
              <ImageUploadField
                key={img.field}
                label={t(img.label)}
                kind={img.kind}
                value={String(images[i] ?? "")}
                onChange={(p) => setValue(img.field, p, { shouldDirty: true, shouldValidate: isSubmitted })}
                error={vt(errors[img.field]?.message)}
                testId={`shop-apply-${img.field}`}
              />
            ))}
          </div>
          <p className="mt-2 text-xs text-muted">{t("imageHint")}</p>
        </div>
      </div>
      <div className="grid grid-cols-[110px_1fr] gap-x-3">
        <span />
        <div className="w-full max-w-[220px]">
          <SubmitButton busy={isSubmitting} testId="shop-apply-submit">
            {previous ? t("resubmit") : t("submit")}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
