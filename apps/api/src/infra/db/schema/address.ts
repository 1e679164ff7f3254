import { sql } from "drizzle-orm";
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./account.ts";

/**
 * Delivery addresses (uc-address). Region ids are administrative-division codes (province 2
 * digits, city 4, district 6); the names are derived by the server from the same data and
 * stored so an order can snapshot them. At most one default per user (partial unique index).
 */
export const userAddresses = pgTable(
  "user_addresses",
  {
    addrId: serial("addr_id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.userId, { onDelete: "cascade" }),
    receiver: text("receiver").notNull(),
    mobile: text("mobile").notNull(),
    provinceId: integer("province_id").notNull(),
    province: text("province").notNull(),
    cityId: integer("city_id").notNull(),
    city: text("city").notNull(),
    areaId: integer("area_id").notNull(),
    area: text("area").notNull(),
    addr: text("addr").notNull(),
    isDefault: smallint("is_default").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("user_addresses_user_idx").on(t.userId),
    uniqueIndex("user_addresses_one_default_uq")
      .on(t.userId)
      .where(sql`${t.isDefault} = 1`),
  ],
);

/**
 * Areas a buyer picked in the top-bar area picker (`/p/area/saveUserIpArea`), keyed by the
 * deepest area of the chain; `path` is the chain from the province down. The newest 4 are kept.
 */
export const userRegions = pgTable(
  "user_regions",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.userId, { onDelete: "cascade" }),
    areaId: integer("area_id").notNull(),
    path: jsonb("path").$type<number[]>().notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.areaId] })],
);
