/**
 * The one state machine of an invoice (spec part 2: applying, invoiced, exchange):
 *
 *   applying ──issue──▶ invoiced ──requestExchange──▶ exchanging ──reissue──▶ invoiced
 *
 * `issue` is the shop's (or the automatic one at receipt); `requestExchange` is the buyer's (a new
 * title on an issued invoice); `reissue` is the shop's answer, which gives the invoice a new number
 * and the new title. While exchanging, the issued invoice stays valid and downloadable.
 * Stored as: order_invoices.status 1 applying / 2 invoiced, plus a pending invoice_exchanges row
 * (at most one, by a partial unique index) for exchanging.
 */
export type InvoiceState = "applying" | "invoiced" | "exchanging";
export type InvoiceEvent = "issue" | "requestExchange" | "reissue";

const TRANSITIONS: Record<InvoiceState, Partial<Record<InvoiceEvent, InvoiceState>>> = {
  applying: { issue: "invoiced" },
  invoiced: { requestExchange: "exchanging" },
  exchanging: { reissue: "invoiced" },
};

/** The state after `event`, or null when the event is not allowed in `state`. */
export function nextInvoiceState(state: InvoiceState, event: InvoiceEvent): InvoiceState | null {
  return TRANSITIONS[state][event] ?? null;
}

/** The state of a stored invoice: its status, and whether an exchange is pending. */
export function invoiceStateOf(status: number, pendingExchange: boolean): InvoiceState {
  if (status !== 2) return "applying";
  return pendingExchange ? "exchanging" : "invoiced";
}

/** The API's numeric code of a state (InvoiceDetail.status). */
export const INVOICE_STATE_CODE: Record<InvoiceState, 1 | 2 | 3> = { applying: 1, invoiced: 2, exchanging: 3 };
