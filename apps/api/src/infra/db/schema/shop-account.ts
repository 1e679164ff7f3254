import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./account.ts";

/**
 * The store-account password a buyer sets in uc-shopaccount (6-12 characters, through a phone
 * code) to sign in to the merchant platform with the same mobile. Kept apart from the buyer
 * password on purpose: the two credentials protect different things and change independently.
 * argon2id hash, like buyer passwords.
 */
export const shopAccounts = pgTable("shop_accounts", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.userId, { onDelete: "cascade" }),
  passwordHash: text("password_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
