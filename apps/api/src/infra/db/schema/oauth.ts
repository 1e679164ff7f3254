import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./account.ts";

/**
 * Third-party identities (QQ, WeChat sign-in): one row per provider account, bound to one buyer.
 * `createdUser` marks the buyer account that this identity's first sign-in created (the one the
 * bind-mobile popup may fold into an existing account while it is still empty; ADR 0043).
 */
export const oauthAccounts = pgTable(
  "oauth_accounts",
  {
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.userId, { onDelete: "cascade" }),
    nickName: text("nick_name").notNull().default(""),
    createdUser: boolean("created_user").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index("oauth_accounts_user_idx").on(t.userId)],
);

/**
 * OAuth 2 `state` values of sign-ins in progress: stored as a SHA-256 only, tied to the browser
 * that started them (hash of an HttpOnly nonce cookie), valid 10 minutes, spent at most once.
 */
export const oauthStates = pgTable(
  "oauth_states",
  {
    stateHash: text("state_hash").primaryKey(),
    provider: text("provider").notNull(),
    browserHash: text("browser_hash").notNull(),
    returnPath: text("return_path").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("oauth_states_expires_idx").on(t.expiresAt)],
);
