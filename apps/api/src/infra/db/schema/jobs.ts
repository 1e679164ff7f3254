import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Durable jobs (order timeouts, auto-confirm, refunds...). A job is claimed with
 * `FOR UPDATE SKIP LOCKED` and a lease, so two API processes never run it twice
 * at once and a crashed worker's job is picked up again when its lease ends.
 * uniqueKey makes scheduling idempotent (e.g. "order-cancel:<orderNumber>").
 * status: pending | running | done | failed
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    uniqueKey: text("unique_key").unique(),
    payload: jsonb("payload").notNull().default({}),
    status: text("status").notNull().default("pending"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(10),
    lockedBy: text("locked_by"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("jobs_due_idx").on(t.status, t.runAt)],
);
