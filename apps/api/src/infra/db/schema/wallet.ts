import { sql } from "drizzle-orm";
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./account.ts";

/**
 * A buyer's balance, cached: always equal to the sum of the buyer's ledger rows. Every movement
 * locks this row (SELECT … FOR UPDATE), checks, appends a ledger row and updates it in one
 * transaction; the CHECK is the last guard against a negative balance.
 */
export const wallets = pgTable(
  "wallets",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.userId, { onDelete: "cascade" }),
    balance: bigint("balance", { mode: "number" }).notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("wallets_balance_nonneg", sql`${t.balance} >= 0`)],
);

/**
 * Balance movements (fen, signed). (refType, refId, reason) is unique: posting the same business
 * event twice (a retried job, a replayed notification) adds nothing.
 */
export const walletLedger = pgTable(
  "wallet_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.userId, { onDelete: "cascade" }),
    amount: bigint("amount", { mode: "number" }).notNull(),
    balanceAfter: bigint("balance_after", { mode: "number" }).notNull(),
    reason: text("reason").notNull(),
    refType: text("ref_type").notNull(),
    refId: text("ref_id").notNull(),
    /** Manual adjustments: who made it ("staff:<id>", "cli:<name>") and why (free text). */
    operator: text("operator"),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("wallet_ledger_ref_uq").on(t.refType, t.refId, t.reason),
    index("wallet_ledger_user_idx").on(t.userId, t.id),
    check("wallet_ledger_amount_nonzero", sql`${t.amount} <> 0`),
    check("wallet_ledger_balance_nonneg", sql`${t.balanceAfter} >= 0`),
  ],
);
