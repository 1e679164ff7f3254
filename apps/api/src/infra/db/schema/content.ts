import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";

/** Notices of the platform (shopId 0) or of a shop. isTop puts it in the top-bar ticker. */
export const notices = pgTable(
  "notices",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id").notNull().default(0),
    titleZh: text("title_zh").notNull(),
    titleEn: text("title_en").notNull(),
    contentZh: text("content_zh").notNull(),
    contentEn: text("content_en").notNull(),
    isTop: boolean("is_top").notNull().default(false),
    status: smallint("status").notNull().default(1),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    /** End of the publish window (platform console): hidden from then on; null = no end. */
    unpublishAt: timestamp("unpublish_at", { withTimezone: true }),
  },
  (t) => [index("notices_shop_idx").on(t.shopId, t.status, t.publishedAt)],
);

/**
 * Page decorations (renovations). shopId 0 is the platform; renovationType 1 = PC.
 * homeStatus 1 marks the published home page. content is the list of blocks; its
 * texts are { zh, en } pairs resolved per request language.
 */
export const renovations = pgTable(
  "renovations",
  {
    renovationId: serial("renovation_id").primaryKey(),
    shopId: integer("shop_id").notNull().default(0),
    renovationType: smallint("renovation_type").notNull().default(1),
    name: text("name").notNull(),
    homeStatus: smallint("home_status").notNull().default(0),
    content: jsonb("content").$type<unknown[]>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("renovations_shop_idx").on(t.shopId, t.renovationType, t.homeStatus)],
);

/** Platform configuration documents by key (web config, switches, terms). */
export const sysConfigs = pgTable("sys_configs", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
