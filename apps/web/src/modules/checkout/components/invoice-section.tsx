"use client";

import clsx from "clsx";
import { useTranslations } from "next-intl";
import { useId, type ReactNode } from "react";
import { inputClass } from "@/components/ui/form-controls";
import { useValidationText } from "@/lib/forms/validation-text";
import type { InvoiceDraft, InvoiceField } from "../lib/invoice-form";

/** Invoice choice of /submit-order: none, or a normal electronic invoice with a personal or unit title. */
export function InvoiceSection({
  draft,
  onChange,
  errors,
}: {
  draft: InvoiceDraft;
  onChange: (d: InvoiceDraft) => void;
  /** Message keys per field, shown once the buyer tried to submit. */
  errors: Partial<Record<InvoiceField, string>>;
}) {
  const t = useTranslations("invoice");
  const vt = useValidationText();
  const set = (patch: Partial<InvoiceDraft>) => onChange({ ...draft, ...patch });
  return (
    <section className="bg-white px-5 py-4" aria-labelledby="checkout-invoice-title" data-testid="checkout-invoice">
      <h2 id="checkout-invoice-title" className="mb-3 text-sm font-semibold text-ink">
        {t("title")}
      </h2>
      <Choice
        label={t("type")}
        name="invoiceType"
        value={draft.invoiceType}
        options={[
          [0, t("none")],
          [1, t("normalElectronic")],
        ]}
        onChange={(v) => set({ invoiceType: v as 0 | 1 })}
        testId="invoice-type"
      />
      {draft.invoiceType === 1 ? (
        <div className="mt-3 flex flex-col gap-3">
          <Choice
            label={t("header")}
            name="headerType"
            value={draft.headerType}
            options={[
              [1, t("personal")],
              [2, t("unit")],
            ]}
            onChange={(v) => set({ headerType: v as 1 | 2 })}
            testId="invoice-header"
          />
          {draft.headerType === 1 ? (
            <Field label={t("personalName")} required error={vt(errors.headerName)}>
              {(p) => (
                <input
                  {...p}
                  value={draft.personalName}
                  onChange={(e) => set({ personalName: e.target.value })}
                  maxLength={100}
                  placeholder={t("personalPlaceholder")}
                  data-testid="invoice-personal-name"
                />
              )}
            </Field>
          ) : (
            <>
              <Field label={t("unitName")} required error={vt(errors.headerName)}>
                {(p) => (
                  <input
                    {...p}
                    value={draft.unitName}
                    onChange={(e) => set({ unitName: e.target.value })}
                    maxLength={100}
                    placeholder={t("unitPlaceholder")}
                    data-testid="invoice-unit-name"
                  />
                )}
              </Field>
              <Field label={t("taxNumber")} required error={vt(errors.taxNumber)}>
                {(p) => (
                  <input
                    {...p}
                    value={draft.taxNumber}
                    onChange={(e) => set({ taxNumber: e.target.value.toUpperCase() })}
                    maxLength={20}
                    placeholder={t("taxPlaceholder")}
                    data-testid="invoice-tax-number"
                  />
                )}
              </Field>
            </>
          )}
          <p className="pl-[112px] text-xs text-muted">{t("contentHint")}</p>
        </div>
      ) : null}
    </section>
  );
}

function Choice({
  label,
  name,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  name: string;
  value: number;
  options: [number, string][];
  onChange: (v: number) => void;
  testId: string;
}) {
  return (
    <fieldset className="flex items-center gap-3">
      <legend className="float-left w-[100px] text-right text-xs text-subtle max-md:w-[72px]">{label}</legend>
      <div className="flex gap-2">
        {options.map(([v, text]) => (
          <label
            key={v}
            className={clsx(
              "cursor-pointer border px-4 py-1.5 text-xs has-focus-visible:outline-2 has-focus-visible:outline-brand",
              value === v ? "border-brand text-brand" : "border-line-strong text-ink hover:border-brand",
            )}
            data-testid={`${testId}-${v}`}
          >
            <input type="radio" name={name} className="sr-only" checked={value === v} onChange={() => onChange(v)} />
            {text}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Field({
  label,
  required,
  error,
  children,
}: {
  label: string;
  required?: boolean;
  error?: string;
  children: (p: {
    id: string;
    className: string;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
    "aria-required"?: true;
  }) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid grid-cols-[100px_320px] items-start gap-x-3 max-md:grid-cols-[72px_minmax(0,1fr)]">
      <label htmlFor={id} className="pt-2 text-right text-xs text-subtle">
        {required ? (
          <span className="mr-0.5 text-brand" aria-hidden>
            *
          </span>
        ) : null}
        {label}
      </label>
      <div>
        {children({
          id,
          className: clsx(inputClass, "h-8 text-xs"),
          ...(error ? { "aria-invalid": true as const, "aria-describedby": `${id}-err` } : {}),
          ...(required ? { "aria-required": true as const } : {}),
        })}
        {error ? (
          <p id={`${id}-err`} role="alert" className="mt-1 text-xs text-brand" data-testid="invoice-error">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
