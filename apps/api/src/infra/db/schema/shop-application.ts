import { index, integer, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./account.ts";
import { shops } from "./catalog.ts";

/**
 * Store applications, one per buyer: a resubmission after "not passed" rewrites the
 * same row. auditStatus: 0 under review, 1 passed (shopId set), -1 not passed (reason set).
 * shopLogo is a public file path; businessLicense and the ID card sides are keys of the private
 * document store (readable by the applicant and the platform only).
 */
export const shopApplications = pgTable(
  "shop_applications",
  {
    applyId: serial("apply_id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .unique()
      .references(() => users.userId, { onDelete: "cascade" }),
    shopName: text("shop_name").notNull(),
    mobile: text("mobile").notNull(),
    provinceId: integer("province_id").notNull(),
    province: text("province").notNull(),
    cityId: integer("city_id").notNull(),
    city: text("city").notNull(),
    areaId: integer("area_id").notNull(),
    area: text("area").notNull(),
    addr: text("addr").notNull(),
    intro: text("intro").notNull(),
    shopLogo: text("shop_logo").notNull(),
    businessLicense: text("business_license").notNull(),
    identityCardFront: text("identity_card_front").notNull(),
    identityCardLater: text("identity_card_later").notNull(),
    auditStatus: smallint("audit_status").notNull().default(0),
    reason: text("reason").notNull().default(""),
    shopId: integer("shop_id").references(() => shops.shopId),
    reviewedBy: integer("reviewed_by"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("shop_applications_status_idx").on(t.auditStatus, t.updatedAt)],
);
