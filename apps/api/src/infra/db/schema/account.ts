import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Buyers. status 1 normal, 0 disabled. passwordHash (argon2id) is null for SMS/SSO-only accounts.
 * userName is unique regardless of case ("Demo" and "demo" are one account), so logins look it
 * up by lower(user_name).
 */
export const users = pgTable(
  "users",
  {
    userId: serial("user_id").primaryKey(),
    userName: text("user_name").unique(),
    mobile: text("mobile").unique(),
    nickName: text("nick_name").notNull(),
    pic: text("pic").notNull().default(""),
    passwordHash: text("password_hash"),
    status: smallint("status").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_user_name_lower_uq").on(sql`lower(${t.userName})`)],
);

/**
 * Server-side access tokens. Only a SHA-256 of the token is stored, so a database
 * leak does not leak sessions. A token is valid while not revoked and not expired.
 */
export const userTokens = pgTable(
  "user_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.userId),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("user_tokens_user_idx").on(t.userId)],
);

/**
 * Refresh tokens (mall4j `POST /token/refresh`): opaque, stored only as a SHA-256, bound to the
 * access token they were issued with. Each is spent once (spentAt), atomically; it is refused
 * when expired or when its access token was revoked (logout, password reset).
 */
export const userRefreshTokens = pgTable(
  "user_refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.userId),
    accessTokenHash: text("access_token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    spentAt: timestamp("spent_at", { withTimezone: true }),
  },
  (t) => [index("user_refresh_tokens_user_idx").on(t.userId)],
);
