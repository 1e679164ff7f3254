import { bigserial, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * SMS verification codes (infra/sms). Only an HMAC of the code is stored. A code verifies once
 * (usedAt), for the phone and purpose it was sent for, until expiresAt; sending a new code for
 * the same phone and purpose invalidates the previous one (invalidatedAt). Send throttles and
 * wrong-try locks live in the kv (they are counters); codes live here because single use needs
 * an atomic "mark used if still unused" that the kv interface does not offer, and because the
 * table doubles as the send log. Rows older than a day are pruned when the phone gets a new code.
 * type: register | login | resetPassword | bind | shopAccount
 */
export const smsCodes = pgTable(
  "sms_codes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    mobile: text("mobile").notNull(),
    type: text("type").notNull(),
    codeHash: text("code_hash").notNull(),
    ip: text("ip").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    invalidatedAt: timestamp("invalidated_at", { withTimezone: true }),
  },
  (t) => [index("sms_codes_mobile_type_idx").on(t.mobile, t.type, t.createdAt)],
);
