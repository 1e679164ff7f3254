import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { shops } from "./catalog.ts";

/**
 * Shop staff: the accounts of the merchant API (`/m/`). One shop, argon2id password. Seeded one
 * per shop as `shop<shopId>` / `souk1234`. status 1 active, 0 disabled.
 */
export const shopStaff = pgTable(
  "shop_staff",
  {
    staffId: serial("staff_id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.shopId, { onDelete: "cascade" }),
    userName: text("user_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    status: smallint("status").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("shop_staff_user_name_uq").on(sql`lower(${t.userName})`),
    index("shop_staff_shop_idx").on(t.shopId),
  ],
);

/** Staff tokens: a scope of their own (never valid on buyer paths), SHA-256 stored, 7 days. */
export const staffTokens = pgTable(
  "staff_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    staffId: integer("staff_id")
      .notNull()
      .references(() => shopStaff.staffId, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("staff_tokens_staff_idx").on(t.staffId)],
);
