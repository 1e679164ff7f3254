import { and, eq } from "drizzle-orm";
import type { Tx } from "../../infra/db/client.ts";
import { orderInvoices } from "../../infra/db/schema/index.ts";

export type InvoiceRow = typeof orderInvoices.$inferSelect;
export type InvoiceValues = typeof orderInvoices.$inferInsert;

export async function insertInvoice(tx: Tx, values: InvoiceValues): Promise<void> {
  await tx.insert(orderInvoices).values(values);
}

/** The invoice of an order (of this buyer when `userId` is given). */
export async function invoiceOf(db: Tx, orderId: number, userId?: number): Promise<InvoiceRow | undefined> {
  const [inv] = await db
    .select()
    .from(orderInvoices)
    .where(and(eq(orderInvoices.orderId, orderId), ...(userId === undefined ? [] : [eq(orderInvoices.userId, userId)])))
    .limit(1);
  return inv;
}

/** Applying (1) → invoiced (2) with its number and time; false when there is no applying invoice. */
export async function markIssued(tx: Tx, orderId: number, invoiceNo: string, at: Date): Promise<boolean> {
  const r = await tx
    .update(orderInvoices)
    .set({ status: 2, invoiceNo, issuedAt: at })
    .where(and(eq(orderInvoices.orderId, orderId), eq(orderInvoices.status, 1)))
    .returning({ orderId: orderInvoices.orderId });
  return r.length > 0;
}
