import { randomInt } from "node:crypto";
import { mallDate } from "../../infra/time.ts";
import type { Tx } from "../../infra/db/client.ts";
import { markIssued } from "./queries.ts";

/** An invoice number: the China date and 10 random digits ("2026011512345678901"-like, 18 digits). */
export function newInvoiceNo(at: Date): string {
  return mallDate(at).replaceAll("-", "") + String(randomInt(0, 10_000_000_000)).padStart(10, "0");
}

/**
 * The 'issue' transition of an invoice: applying (1) → invoiced (2), with its number and time.
 * Conditional, so issuing twice (the shop, then the receipt) changes it once. False when there is
 * no invoice or it was already issued.
 */
export function issueInvoice(tx: Tx, orderId: number, at: Date): Promise<boolean> {
  return markIssued(tx, orderId, newInvoiceNo(at), at);
}
