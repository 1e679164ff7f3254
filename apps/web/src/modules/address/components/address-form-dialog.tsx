"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { addressBody, type Address } from "@souk/contract";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Dialog } from "@/components/ui/dialog";
import { callApi } from "@/lib/api/browser-client";
import { addAddressEndpoint, updateAddressEndpoint } from "@/lib/api/endpoints/address";
import { FieldError, SubmitButton, TextField, inputClass } from "@/components/ui/form-controls";
import { useValidationText } from "@/lib/forms/validation-text";
import { RegionPicker } from "./region-picker";

type FormIn = z.input<typeof addressBody>;
type FormOut = z.output<typeof addressBody>;

/**
 * Add or edit an address: recipient (2-20, no special characters), phone, region (province →
 * city → district), detailed address (5-100) and "default". The API also enforces the
 * maximum number of addresses; its message is shown as it answers it.
 */
export function AddressFormDialog({
  address,
  onClose,
  onSaved,
}: {
  /** null: a new address. */
  address: Address | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslations("address");
  const tu = useTranslations("userCenter");
  const vt = useValidationText();
  const regionErrorId = useId();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(addressBody),
    defaultValues: address
      ? {
          receiver: address.receiver,
          mobile: address.mobile,
          provinceId: address.provinceId,
          cityId: address.cityId,
          areaId: address.areaId,
          addr: address.addr,
          isDefault: address.isDefault === 1,
        }
      : { receiver: "", mobile: "", provinceId: 0, cityId: 0, areaId: 0, addr: "", isDefault: false },
  });
  const [provinceId, cityId, areaId] = useWatch({ control, name: ["provinceId", "cityId", "areaId"] });
  const regionError = errors.provinceId?.message ?? errors.cityId?.message ?? errors.areaId?.message;

  const onSubmit = handleSubmit(async (v) => {
    try {
      if (address) await callApi(updateAddressEndpoint({ ...v, addrId: address.addrId }));
      else await callApi(addAddressEndpoint(v));
    } catch {
      return; // e.g. the maximum number of addresses: the API client showed its message
    }
    onSaved();
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={address ? t("editTitle") : t("addTitle")}
      closeLabel={tu("close")}
      className="w-[600px] max-md:w-[calc(100vw-24px)] max-md:p-4"
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4" data-testid="address-form">
        <TextField
          layout="row"
          label={t("receiver")}
          maxLength={20}
          autoComplete="name"
          registration={register("receiver")}
          error={vt(errors.receiver?.message)}
          testId="address-receiver"
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
          testId="address-mobile"
        />
        <div className="grid grid-cols-[110px_1fr] items-start gap-x-3 max-md:grid-cols-1 max-md:gap-y-1">
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
            {regionError ? <FieldError id={regionErrorId} message={vt(regionError) ?? ""} /> : null}
          </div>
        </div>
        <AddrDetail
          label={t("addr")}
          placeholder={t("addrPlaceholder")}
          registration={register("addr")}
          error={vt(errors.addr?.message)}
        />
        <label className="flex items-center gap-1.5 pl-[122px] text-xs text-subtle">
          <input
            type="checkbox"
            className="size-3.5 accent-brand"
            {...register("isDefault")}
            data-testid="address-default"
          />
          {t("setDefault")}
        </label>
        <div className="flex gap-3 pl-[122px]">
          <div className="w-[140px]">
            <SubmitButton busy={isSubmitting} testId="address-save">
              {t("save")}
            </SubmitButton>
          </div>
          <button
            type="button"
            onClick={onClose}
            className="h-10 w-[100px] rounded-sm border border-line-strong text-sm hover:border-brand hover:text-brand"
          >
            {tu("cancel")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function AddrDetail({
  label,
  placeholder,
  registration,
  error,
}: {
  label: string;
  placeholder: string;
  registration: ReturnType<ReturnType<typeof useForm<FormIn, unknown, FormOut>>["register"]>;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="grid grid-cols-[110px_1fr] items-start gap-x-3 max-md:grid-cols-1 max-md:gap-y-1">
      <label htmlFor={id} className="pt-2 text-right text-sm text-ink">
        {label}
      </label>
      <div>
        <textarea
          id={id}
          rows={2}
          maxLength={100}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputClass} h-auto py-2`}
          data-testid="address-addr"
          {...registration}
        />
        {error ? <FieldError id={`${id}-error`} message={error} /> : null}
      </div>
    </div>
  );
}
