import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./account.ts";

/**
 * One-time single-sign-on tickets (`/sso/getSSOUrl` model 1 → `/sso/getAccessToken`). Stored as a
 * SHA-256 only, valid 2 minutes, exchanged at most once (usedAt set atomically).
 */
export const ssoTickets = pgTable(
  "sso_tickets",
  {
    ticketHash: text("ticket_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.userId, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("sso_tickets_expires_idx").on(t.expiresAt)],
);
