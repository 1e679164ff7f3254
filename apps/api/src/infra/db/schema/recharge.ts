import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./account.ts";

/**
 * Top-up tiers offered on uc-balance (platform-managed): pay `amount`, get `amount + bonus`
 * credited. A custom amount gets no bonus (mall4cloud's rule: gifts belong to tiers).
 */
export const rechargePresets = pgTable(
  "recharge_presets",
  {
    presetId: serial("preset_id").primaryKey(),
    amount: bigint("amount", { mode: "number" }).notNull(),
    bonus: bigint("bonus", { mode: "number" }).notNull().default(0),
    seq: integer("seq").notNull().default(0),
    enabled: boolean("enabled").notNull().default(true),
  },
  (t) => [
    check("recharge_presets_amount_range", sql`${t.amount} between 1 and 10000000`),
    check("recharge_presets_bonus_nonneg", sql`${t.bonus} >= 0`),
  ],
);

/**
 * A balance top-up order: what the buyer asked to pay (amount) and the bonus fixed at that moment.
 * status: 0 unpaid → 1 paid (credited once: the ledger rows are keyed by rechargeNo). An unpaid
 * top-up simply lapses with its QR code; a payment that still arrives is credited (never lost).
 */
export const recharges = pgTable(
  "recharges",
  {
    rechargeNo: text("recharge_no").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.userId, { onDelete: "cascade" }),
    amount: bigint("amount", { mode: "number" }).notNull(),
    bonus: bigint("bonus", { mode: "number" }).notNull().default(0),
    presetId: integer("preset_id"),
    status: smallint("status").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    index("recharges_user_idx").on(t.userId, t.createdAt),
    check("recharges_amount_range", sql`${t.amount} between 1 and 10000000`),
    check("recharges_bonus_nonneg", sql`${t.bonus} >= 0`),
  ],
);
