import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./account.ts";
import { products } from "./catalog.ts";

/**
 * A buyer's points, cached: always equal to the sum of the buyer's points ledger. Every movement
 * locks this row (SELECT … FOR UPDATE), checks, appends a ledger row and updates it in one
 * transaction; the CHECK is the last guard against a negative balance (ADR 0021 (points)).
 */
export const pointsAccounts = pgTable(
  "points_accounts",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.userId, { onDelete: "cascade" }),
    balance: bigint("balance", { mode: "number" }).notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("points_accounts_balance_nonneg", sql`${t.balance} >= 0`)],
);

/**
 * Points movements (signed whole points). reason: register, review, order_earn, order_spend (points
 * at checkout), exchange (points mall), order_cancel_return, refund_return, expire, admin_adjust.
 * (refType, refId, reason) is unique: the same business event posted twice adds nothing.
 */
export const pointsLedger = pgTable(
  "points_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.userId, { onDelete: "cascade" }),
    points: bigint("points", { mode: "number" }).notNull(),
    balanceAfter: bigint("balance_after", { mode: "number" }).notNull(),
    reason: text("reason").notNull(),
    refType: text("ref_type").notNull(),
    refId: text("ref_id").notNull(),
    /** Manual adjustments: who ("staff:<id>", "cli:<name>") and why. */
    operator: text("operator"),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("points_ledger_ref_uq").on(t.refType, t.refId, t.reason),
    index("points_ledger_user_idx").on(t.userId, t.id),
    check("points_ledger_points_nonzero", sql`${t.points} <> 0`),
    check("points_ledger_balance_nonneg", sql`${t.balanceAfter} >= 0`),
  ],
);

/**
 * Points spent on an order line (checkout deduction or points-mall price) and how many came back
 * (cancel, refund). `returned` never exceeds `points` (CHECK), so a line gives back at most once.
 */
export const pointsOrderLines = pgTable(
  "points_order_lines",
  {
    orderItemId: bigint("order_item_id", { mode: "number" }).primaryKey(),
    orderId: bigint("order_id", { mode: "number" }).notNull(),
    userId: integer("user_id").notNull(),
    /** 0 points at checkout, 3 points-mall exchange (mall4cloud orderType). */
    kind: smallint("kind").notNull(),
    points: bigint("points", { mode: "number" }).notNull(),
    returned: bigint("returned", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    index("points_order_lines_order_idx").on(t.orderId),
    check("points_order_lines_returned", sql`${t.returned} >= 0 and ${t.returned} <= ${t.points}`),
  ],
);

/**
 * The points mall: products the platform offers for points (`points` per piece, a multiple of 10)
 * and optionally cash (`cash` fen per piece, paid through the normal payment). status 1 listed, 0 off.
 */
export const pointsProducts = pgTable(
  "points_products",
  {
    prodId: integer("prod_id")
      .primaryKey()
      .references(() => products.prodId, { onDelete: "cascade" }),
    points: integer("points").notNull(),
    cash: bigint("cash", { mode: "number" }).notNull().default(0),
    status: smallint("status").notNull().default(1),
    seq: integer("seq").notNull().default(0),
    updatedBy: text("updated_by").notNull().default("seed"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("points_products_points", sql`${t.points} > 0 and ${t.points} % 10 = 0`),
    check("points_products_cash", sql`${t.cash} >= 0`),
    check("points_products_status", sql`${t.status} in (0, 1)`),
  ],
);
