import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { orderInvoices } from "../../infra/db/schema/index.ts";
import { mallDate } from "../../infra/time.ts";
import type { Tx } from "../../infra/db/client.ts";

/** An invoice number: the China date and 10 random digits ("2026011512345678901"-like, 18 digits). */
export function newInvoiceNo(at: Date): string {
  return mallDate(at).replaceAll("-", "") + String(randomInt(0, 10_000_000_000)).padStart(10, "0");
}

/**
 * The 'issue' transition of an invoice: applying (1) → invoiced (2), with its number and time.
 * Conditional, so issuing twice (the shop, then the receipt) changes it once. False when there is
 * no invoice or it was already issued.
 */
export async function issueInvoice(tx: Tx, orderId: number, at: Date): Promise<boolean> {
  const r = await tx
    .update(orderInvoices)
    .set({ status: 2, invoiceNo: newInvoiceNo(at), issuedAt: at })
    .where(and(eq(orderInvoices.orderId, orderId), eq(orderInvoices.status, 1)))
    .returning({ orderId: orderInvoices.orderId });
  return r.length > 0;
}
