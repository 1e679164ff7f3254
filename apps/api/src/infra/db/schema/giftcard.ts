import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
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
import { users } from "./account.ts";

/**
 * Gift cards (issued by the platform, bound by a buyer with number + password). `balance` is the
 * cache of the card's ledger (locked for every movement; the CHECK is the last guard). status:
 * 0 issued (unbound), 1 bound, 9 voided. Expiry is `dueDate` (no job: a card past it cannot pay).
 * The password is kept as HMAC-SHA256(cardNo, password) — binding is throttled per buyer and address.
 */
export const giftCards = pgTable(
  "gift_cards",
  {
    cardId: serial("card_id").primaryKey(),
    cardNo: text("card_no").notNull(),
    passwordHash: text("password_hash").notNull(),
    parValue: bigint("par_value", { mode: "number" }).notNull(),
    balance: bigint("balance", { mode: "number" }).notNull(),
    dueDate: timestamp("due_date", { withTimezone: true }).notNull(),
    status: smallint("status").notNull().default(0),
    userId: integer("user_id").references(() => users.userId, { onDelete: "set null" }),
    batch: text("batch").notNull(),
    issuedBy: text("issued_by").notNull(),
    boundAt: timestamp("bound_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("gift_cards_no_uq").on(t.cardNo),
    index("gift_cards_user_idx").on(t.userId),
    check("gift_cards_balance_range", sql`${t.balance} >= 0 and ${t.balance} <= ${t.parValue}`),
    check("gift_cards_par_pos", sql`${t.parValue} > 0`),
  ],
);

/**
 * A card's movements (fen, signed): issue (+par value), order_pay (−), refund (+). (cardId, refType,
 * refId, reason) is unique: the same business event twice is one row.
 */
export const giftCardLedger = pgTable(
  "gift_card_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    cardId: integer("card_id")
      .notNull()
      .references(() => giftCards.cardId, { onDelete: "cascade" }),
    userId: integer("user_id"),
    amount: bigint("amount", { mode: "number" }).notNull(),
    balanceAfter: bigint("balance_after", { mode: "number" }).notNull(),
    reason: text("reason").notNull(),
    refType: text("ref_type").notNull(),
    refId: text("ref_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("gift_card_ledger_ref_uq").on(t.cardId, t.refType, t.refId, t.reason),
    index("gift_card_ledger_card_idx").on(t.cardId, t.id),
    index("gift_card_ledger_ref_idx").on(t.refType, t.refId),
    check("gift_card_ledger_amount_nonzero", sql`${t.amount} <> 0`),
    check("gift_card_ledger_balance_nonneg", sql`${t.balanceAfter} >= 0`),
  ],
);
