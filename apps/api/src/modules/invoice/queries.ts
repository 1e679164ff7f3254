import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { Tx } from "../../infra/db/client.ts";
import { invoiceExchanges, orderInvoices } from "../../infra/db/schema/index.ts";

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

export type ExchangeRow = typeof invoiceExchanges.$inferSelect;

/** The pending exchange of an invoice, if any. */
export async function pendingExchangeOf(db: Tx, orderId: number): Promise<ExchangeRow | undefined> {
  const [x] = await db
    .select()
    .from(invoiceExchanges)
    .where(and(eq(invoiceExchanges.orderId, orderId), eq(invoiceExchanges.status, 1)))
    .limit(1);
  return x;
}

/**
 * Inserts a pending exchange; false when one is already pending (the partial unique index decides,
 * so two concurrent requests make one).
 */
export async function insertExchange(tx: Tx, values: typeof invoiceExchanges.$inferInsert): Promise<boolean> {
  const r = await tx
    .insert(invoiceExchanges)
    .values(values)
    .onConflictDoNothing({ target: invoiceExchanges.orderId, where: sql`${invoiceExchanges.status} = 1` })
    .returning({ id: invoiceExchanges.exchangeId });
  return r.length > 0;
}

/**
 * exchanging → invoiced: closes the pending exchange and rewrites the invoice's title, number and
 * issue time. Conditional on the exchange still pending (re-issuing twice changes it once); the
 * closed exchange, or undefined when none was pending.
 */
export async function markReissued(
  tx: Tx,
  orderId: number,
  invoiceNo: string,
  at: Date,
): Promise<ExchangeRow | undefined> {
  const [x] = await tx
    .update(invoiceExchanges)
    .set({ status: 2, newInvoiceNo: invoiceNo, reissuedAt: at })
    .where(and(eq(invoiceExchanges.orderId, orderId), eq(invoiceExchanges.status, 1)))
    .returning();
  if (!x) return undefined;
  await tx
    .update(orderInvoices)
    .set({ headerType: x.headerType, headerName: x.headerName, taxNumber: x.taxNumber, invoiceNo, issuedAt: at })
    .where(and(eq(orderInvoices.orderId, orderId), eq(orderInvoices.status, 2)));
  return x;
}

/** A shop's invoices, newest first (at most 200), with their pending exchanges. */
export async function shopInvoices(db: Tx, shopId: number, onlyExchanging: boolean) {
  const rows = await db
    .select({ inv: orderInvoices, x: invoiceExchanges })
    .from(orderInvoices)
    .leftJoin(
      invoiceExchanges,
      and(eq(invoiceExchanges.orderId, orderInvoices.orderId), eq(invoiceExchanges.status, 1)),
    )
    .where(and(eq(orderInvoices.shopId, shopId), ...(onlyExchanging ? [isNotNull(invoiceExchanges.exchangeId)] : [])))
    .orderBy(desc(orderInvoices.appliedAt))
    .limit(200);
  return rows;
}
