import { index, integer, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";

/** Buyers. status 1 normal, 0 disabled. passwordHash is null for SMS/SSO-only accounts. */
export const users = pgTable("users", {
  userId: serial("user_id").primaryKey(),
  userName: text("user_name").unique(),
  mobile: text("mobile").unique(),
  nickName: text("nick_name").notNull(),
  pic: text("pic").notNull().default(""),
  passwordHash: text("password_hash"),
  status: smallint("status").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Server-side access tokens. Only a SHA-256 of the token is stored, so a database
 * leak does not leak sessions. A token is valid while not revoked and not expired.
 */
export const userTokens = pgTable(
  "user_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id").notNull().references(() => users.userId),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("user_tokens_user_idx").on(t.userId)],
);
