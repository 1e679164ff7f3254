"use client";

import { ORDER_FIELD_VALUE_MAX, type OrderFieldView } from "@souk/contract";
import clsx from "clsx";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useValidationText } from "@/lib/forms/validation-text";

/** A shop's order-message fields (spec part 5): required ones marked *, each at most ORDER_FIELD_VALUE_MAX characters. */
export function OrderFieldInputs({
  fields,
  values,
  errors,
  onChange,
}: {
  fields: readonly OrderFieldView[];
  values: Record<string, string>;
  errors: Record<string, string | null>;
  onChange: (name: string, v: string) => void;
}) {
  const t = useTranslations("checkout");
  const vt = useValidationText();
  const id = useId();
  return (
    <fieldset className="mb-2" data-testid="checkout-order-fields">
      <legend className="mb-1 text-subtle">{t("deliver32.fieldsTitle")}</legend>
      {fields.map((f, i) => {
        const err = errors[f.name];
        const fid = `${id}-${i}`;
        return (
          <div key={f.name} className="mb-1.5">
            <label htmlFor={fid} className="mb-0.5 block text-ink" data-testid="checkout-order-field-label">
              {f.required ? (
                <span className="mr-0.5 text-brand" aria-hidden>
                  *
                </span>
              ) : null}
              {f.name}
              {f.required ? <span className="sr-only">{t("deliver32.requiredMark")}</span> : null}
            </label>
            <input
              id={fid}
              value={values[f.name] ?? ""}
              onChange={(e) => onChange(f.name, e.target.value)}
              maxLength={ORDER_FIELD_VALUE_MAX * 2}
              required={f.required}
              aria-required={f.required}
              aria-invalid={err ? true : undefined}
              aria-describedby={err ? `${fid}-err` : undefined}
              placeholder={t("deliver32.fieldPlaceholder", { max: ORDER_FIELD_VALUE_MAX })}
              className={clsx(
                "h-8 w-full border px-2 text-xs focus:border-brand focus:outline-none",
                err ? "border-brand" : "border-line-strong",
              )}
              data-testid="checkout-order-field"
              data-required={f.required}
            />
            {err ? (
              <p id={`${fid}-err`} role="alert" className="mt-0.5 text-brand" data-testid="checkout-order-field-error">
                {vt(err)}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
