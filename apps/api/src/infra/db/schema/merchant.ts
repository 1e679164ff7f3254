import { sql } from "drizzle-orm";
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./account.ts";
import { shops } from "./catalog.ts";

/**
 * Staff accounts, two scopes in one table (one user-name namespace, one token table, one sign-in):
 * - shop staff (shopId set): the merchant API `/m/` and their shop's chat. Seeded one per shop as
 *   `shop<shopId>` / `souk1234`;
 * - platform staff (shopId NULL): the platform API `/admin/` and platform chat (shopId 0
 *   conversations). Seeded as `platform` / `souk1234`.
 * A token's scope follows the account: the auth hook accepts only shop staff on `/m/` and only
 * platform staff on `/admin/` (ADR 0014). argon2id password; status 1 active, 0 disabled.
 * userId links the staff account of an approved store application to its buyer: such an account
 * signs in with the buyer's store-account password (uc-shopaccount, shop_accounts), never with
 * passwordHash (left empty).
 * role (shop staff): owner (the seeded and the application-opened accounts), operations,
 * fulfilment or service; what each may use is the contract's ROLE_PERMISSIONS. name: how the
 * seller center and the operation log show the person.
 */
export const shopStaff = pgTable(
  "shop_staff",
  {
    staffId: serial("staff_id").primaryKey(),
    shopId: integer("shop_id").references(() => shops.shopId, { onDelete: "cascade" }),
    userName: text("user_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    userId: integer("user_id").references(() => users.userId, { onDelete: "cascade" }),
    status: smallint("status").notNull().default(1),
    role: text("role").notNull().default("owner"),
    name: text("name").notNull().default(""),
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

/**
 * The shop's operation log: who changed what and when (prices and stock, shipping, refund
 * decisions, promotions, staff changes, sign-in locks). Append-only; shopId NULL for the
 * platform's own accounts (a platform sign-in lock). userName is kept as written, so an entry
 * still says who after the account is renamed or removed.
 */
export const staffOpLog = pgTable(
  "staff_op_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    shopId: integer("shop_id").references(() => shops.shopId, { onDelete: "cascade" }),
    staffId: integer("staff_id").references(() => shopStaff.staffId, { onDelete: "set null" }),
    userName: text("user_name").notNull(),
    action: text("action").notNull(),
    target: text("target").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("staff_op_log_shop_time_idx").on(t.shopId, t.createdAt.desc(), t.id.desc())],
);
