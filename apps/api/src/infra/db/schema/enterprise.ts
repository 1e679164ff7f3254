import { index, integer, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./account.ts";

/**
 * Enterprise purchasing applications (`/EnterpriseUsers`), one per buyer: a resubmission after
 * "not passed" rewrites the same row. status: 0 under review, 1 passed, -1 not passed (reason set)
 * — the same codes as store applications. The platform answers through `/admin/enterprise/...`
 * or `npm run mall -- enterprise ...`.
 */
export const enterpriseApplications = pgTable(
  "enterprise_applications",
  {
    applyId: serial("apply_id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .unique()
      .references(() => users.userId, { onDelete: "cascade" }),
    companyName: text("company_name").notNull(),
    creditCode: text("credit_code").notNull(),
    contactName: text("contact_name").notNull(),
    phone: text("phone").notNull(),
    purpose: text("purpose").notNull(),
    status: smallint("status").notNull().default(0),
    reason: text("reason").notNull().default(""),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("enterprise_applications_status_idx").on(t.status, t.updatedAt)],
);
