"use client";

import { invoiceChoiceSchema, type InvoiceDetail } from "@souk/contract";
import clsx from "clsx";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { FieldError, inputClass } from "@/components/ui/form-controls";
import { callApi } from "@/lib/api/browser-client";
import { invoiceExchangeEndpoint } from "@/lib/api/endpoints/invoice";
import { useValidationText } from "@/lib/forms/validation-text";

type Field = "headerType" | "headerName" | "taxNumber";

/**
 * 'Exchange' on /invoice-detail (spec part 2): an issued invoice can be re-issued by the shop with
 * another title — personal ↔ unit, name, taxpayer ID. The same rules and messages as the title at
 * submit (the contract's invoiceChoiceSchema); while the exchange is pending, the pending title is
 * shown instead of the form.
 */
export function InvoiceExchange({ invoice, onChanged }: { invoice: InvoiceDetail; onChanged: () => void }) {
  const t = useTranslations("invoice");
  if (invoice.exchange)
    return (
      <div
        className="w-full rounded-sm border border-[#bcd3f5] bg-[#f2f7ff] px-4 py-3 text-xs"
        data-testid="invoice-exchange-pending"
      >
        <p className="mb-1 text-sm font-semibold text-ink">{t("exchange.pendingTitle")}</p>
        <p className="text-subtle">
          {t("exchange.newTitle")}: {t(invoice.exchange.headerType === 1 ? "personal" : "unit")} ·{" "}
          <span data-testid="invoice-exchange-name">{invoice.exchange.headerName}</span>
          {invoice.exchange.taxNumber ? ` · ${invoice.exchange.taxNumber}` : ""}
        </p>
        <p className="text-subtle">{t("exchange.pendingNote", { time: invoice.exchange.requestTime })}</p>
      </div>
    );
  if (invoice.status !== 2) return null;
  return <ExchangeForm invoice={invoice} onChanged={onChanged} />;
}

function ExchangeForm({ invoice, onChanged }: { invoice: InvoiceDetail; onChanged: () => void }) {
  const t = useTranslations("invoice");
  const vt = useValidationText();
  const [open, setOpen] = useState(false);
  const [headerType, setHeaderType] = useState<1 | 2>(invoice.headerType === 1 ? 2 : 1);
  const [name, setName] = useState("");
  const [tax, setTax] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [busy, setBusy] = useState(false);
  if (!open)
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-sm border border-brand px-5 py-2 text-sm text-brand hover:bg-brand hover:text-white"
        data-testid="invoice-exchange-open"
      >
        {t("exchange.open")}
      </button>
    );
  const submit = async () => {
    const body = { invoiceType: 1, headerType, headerName: name, taxNumber: headerType === 2 ? tax.toUpperCase() : "" };
    const r = invoiceChoiceSchema.safeParse(body);
    if (!r.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const i of r.error.issues) {
        const f = i.path[0] as Field;
        if (!next[f]) next[f] = i.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await callApi(invoiceExchangeEndpoint(invoice.orderNumber, r.data));
    } catch {
      return; // the API client showed its message; nothing changed
    } finally {
      setBusy(false);
    }
    toast.success(t("exchange.submitted"));
    onChanged();
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className="flex w-full flex-col gap-3 rounded-sm border border-line px-5 py-4 text-sm"
      data-testid="invoice-exchange-form"
    >
      <p className="font-semibold text-ink">{t("exchange.title")}</p>
      <p className="text-xs text-subtle">{t("exchange.hint")}</p>
      <div className="flex items-center gap-3" role="radiogroup" aria-label={t("header")}>
        <span className="w-[90px] text-right text-subtle">{t("header")}</span>
        {([1, 2] as const).map((h) => (
          <button
            key={h}
            type="button"
            role="radio"
            aria-checked={headerType === h}
            onClick={() => setHeaderType(h)}
            className={clsx(
              "rounded-sm border px-4 py-1 text-xs",
              headerType === h ? "border-brand text-brand" : "border-line text-ink",
            )}
            data-testid={`invoice-exchange-header-${h}`}
          >
            {t(h === 1 ? "personal" : "unit")}
          </button>
        ))}
      </div>
      <Row label={t(headerType === 1 ? "personalName" : "unitName")} error={vt(errors.headerName)}>
        <input
          value={name}
          onChange={(e) => setName(e.target.value)}
          placeholder={t(headerType === 1 ? "personalPlaceholder" : "unitPlaceholder")}
          maxLength={100}
          aria-label={t(headerType === 1 ? "personalName" : "unitName")}
          aria-invalid={errors.headerName ? true : undefined}
          className={inputClass}
          data-testid="invoice-exchange-name-input"
        />
      </Row>
      {headerType === 2 ? (
        <Row label={t("taxNumber")} error={vt(errors.taxNumber)}>
          <input
            value={tax}
            onChange={(e) => setTax(e.target.value)}
            placeholder={t("taxPlaceholder")}
            maxLength={20}
            aria-label={t("taxNumber")}
            aria-invalid={errors.taxNumber ? true : undefined}
            className={inputClass}
            data-testid="invoice-exchange-tax-input"
          />
        </Row>
      ) : null}
      <div className="flex gap-3 pl-[102px]">
        <button
          type="submit"
          disabled={busy}
          className="rounded-sm bg-brand px-5 py-1.5 text-white hover:bg-brand-dark disabled:opacity-60"
          data-testid="invoice-exchange-submit"
        >
          {t("exchange.submit")}
        </button>
        <button type="button" onClick={() => setOpen(false)} className="px-3 py-1.5 text-subtle hover:text-brand">
          {t("exchange.cancel")}
        </button>
      </div>
    </form>
  );
}

function Row({ label, error, children }: { label: string; error?: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[90px_1fr] items-start gap-x-3 max-md:grid-cols-1 max-md:gap-y-1">
      <span className="pt-2 text-right text-subtle">{label}</span>
      <div className="max-w-[360px]">
        {children}
        {error ? <FieldError message={error} /> : null}
      </div>
    </div>
  );
}
