import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

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
 * homeStatus 1 marks the owner's home page (0: a micro page). content is the list of blocks
 * buyers see (the published version); its texts are { zh, en } pairs resolved per request
 * language. `published` false: never published, buyers do not see the page (ADR 0050).
 * `draft` is the editor's working copy (null: the same as content); `draftRevision` grows at
 * every change through the editor, so a save based on an older one is refused.
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
    published: boolean("published").notNull().default(true),
    draft: jsonb("draft").$type<unknown[]>(),
    draftRevision: integer("draft_revision").notNull().default(0),
    /** The staff member (shop_staff) who last changed the page through the editor. */
    updatedBy: integer("updated_by"),
  },
  (t) => [index("renovations_shop_idx").on(t.shopId, t.renovationType, t.homeStatus)],
);

/** Every published version of a decoration, kept for restoring: version 1, 2, … per page. */
export const renovationVersions = pgTable(
  "renovation_versions",
  {
    renovationId: integer("renovation_id")
      .notNull()
      .references(() => renovations.renovationId, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    blocks: jsonb("blocks").$type<unknown[]>().notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    /** The staff member who published it; null for seeded versions. */
    publishedBy: integer("published_by"),
  },
  (t) => [primaryKey({ columns: [t.renovationId, t.version] })],
);

/** Platform configuration documents by key (web config, switches, terms). */
export const sysConfigs = pgTable("sys_configs", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
