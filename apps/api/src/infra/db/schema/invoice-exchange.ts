import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { orderInvoices } from "./order.ts";

/**
 * Exchanges of issued invoices (spec part 2, 'exchange'): the buyer asks for a new title (personal
 * or unit, name, taxpayer ID) on an invoiced order, the shop re-issues. status 1 pending, 2
 * re-issued (newInvoiceNo set). At most one pending exchange per invoice (partial unique index):
 * while it exists the invoice's state is 'exchanging' (invoice/state.ts).
 */
export const invoiceExchanges = pgTable(
  "invoice_exchanges",
  {
    exchangeId: serial("exchange_id").primaryKey(),
    orderId: bigint("order_id", { mode: "number" })
      .notNull()
      .references(() => orderInvoices.orderId, { onDelete: "cascade" }),
    userId: integer("user_id").notNull(),
    shopId: integer("shop_id").notNull(),
    headerType: smallint("header_type").notNull(),
    headerName: text("header_name").notNull(),
    taxNumber: text("tax_number").notNull().default(""),
    oldInvoiceNo: text("old_invoice_no").notNull(),
    newInvoiceNo: text("new_invoice_no"),
    status: smallint("status").notNull().default(1),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    reissuedAt: timestamp("reissued_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("invoice_exchanges_one_pending")
      .on(t.orderId)
      .where(sql`${t.status} = 1`),
    index("invoice_exchanges_shop_idx").on(t.shopId, t.status),
    check("invoice_exchanges_status", sql`${t.status} in (1, 2)`),
    check("invoice_exchanges_header_type", sql`${t.headerType} in (1, 2)`),
  ],
);
