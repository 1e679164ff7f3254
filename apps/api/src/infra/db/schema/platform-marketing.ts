import { bigint, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * A batch of gift cards issued from the platform console (`gift_cards.batch` = `batch_no`). The
 * numbers and passwords of the batch wait in `secrets` (CSV text) until the one download: the
 * download clears the column in the transaction that sets `downloaded_at`, so a second download
 * finds nothing to give (409 A00053) and only the passwords' hashes remain on the cards.
 */
export const giftCardBatches = pgTable("gift_card_batches", {
  batchNo: text("batch_no").primaryKey(),
  count: integer("count").notNull(),
  parValue: bigint("par_value", { mode: "number" }).notNull(),
  dueDate: timestamp("due_date", { withTimezone: true }).notNull(),
  issuedBy: integer("issued_by").notNull(),
  secrets: text("secrets"),
  downloadedAt: timestamp("downloaded_at", { withTimezone: true }),
  downloadedBy: integer("downloaded_by"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
