import { invoiceChoiceSchema, InvoiceHeaderType, InvoiceType, type InvoiceChoice } from "@souk/contract";

/**
 * The invoice block of /submit-order. The contract's schema carries the spec's hints as message
 * keys ("v.invoicePersonalName" → enter 'personal' or the personal name, "v.invoiceUnitName",
 * "v.taxNumberRequired", "v.taxNumber"), so the form and the API say the same thing.
 */
export interface InvoiceDraft {
  invoiceType: 0 | 1;
  headerType: 1 | 2;
  /** The personal title defaults to "个人"/"personal"; the unit name has its own field. */
  personalName: string;
  unitName: string;
  taxNumber: string;
}

export type InvoiceField = "headerType" | "headerName" | "taxNumber";

export function emptyInvoiceDraft(personalDefault: string): InvoiceDraft {
  return {
    invoiceType: InvoiceType.NONE,
    headerType: InvoiceHeaderType.PERSONAL,
    personalName: personalDefault,
    unitName: "",
    taxNumber: "",
  };
}

/** What submit sends: nothing for "no invoice", else the chosen title with its fields. */
export function invoiceBody(d: InvoiceDraft): {
  invoiceType: 0 | 1;
  headerType?: 1 | 2;
  headerName?: string;
  taxNumber?: string;
} {
  if (d.invoiceType === InvoiceType.NONE) return { invoiceType: 0 };
  return d.headerType === InvoiceHeaderType.PERSONAL
    ? { invoiceType: 1, headerType: 1, headerName: d.personalName }
    : { invoiceType: 1, headerType: 2, headerName: d.unitName, taxNumber: d.taxNumber.trim().toUpperCase() };
}

/** Field → message key of the first problem, per field; empty when the choice can be submitted. */
export function invoiceErrors(d: InvoiceDraft): Partial<Record<InvoiceField, string>> {
  const r = invoiceChoiceSchema.safeParse(invoiceBody(d));
  if (r.success) return {};
  const out: Partial<Record<InvoiceField, string>> = {};
  for (const issue of r.error.issues) {
    const field = issue.path[0];
    if ((field === "headerType" || field === "headerName" || field === "taxNumber") && !out[field])
      out[field] = issue.message;
  }
  return out;
}

export function parsedInvoice(d: InvoiceDraft): InvoiceChoice | null {
  const r = invoiceChoiceSchema.safeParse(invoiceBody(d));
  return r.success ? r.data : null;
}
