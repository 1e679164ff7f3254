import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/**
 * Raw flow events (modules/flow): kept FLOW_RETENTION_DAYS days (retention job), then deleted.
 * No personal data beyond the user id of a signed-in view; no foreign keys, so ingest never
 * waits on other tables and deleting a user or product never touches history.
 * `day` is the China-time calendar day of `at` (the day the aggregation job reads).
 */
export const flowEvents = pgTable(
  "flow_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    day: date("day", { mode: "string" }).notNull(),
    uuid: text("uuid").notNull(),
    uuidSession: text("uuid_session").notNull(),
    userId: integer("user_id"),
    pageId: smallint("page_id").notNull(),
    prevPageId: smallint("prev_page_id").notNull().default(0),
    step: integer("step").notNull(),
    visitType: smallint("visit_type").notNull(),
    systemType: smallint("system_type").notNull(),
    prodId: integer("prod_id"),
    shopId: integer("shop_id"),
    nums: integer("nums"),
    orderNumbers: text("order_numbers").array(),
  },
  (t) => [index("flow_events_day_idx").on(t.day)],
);

/** Page views and unique visitors (distinct uuid) per day, shop (0 = whole mall) and page. Kept forever. */
export const flowPageDaily = pgTable(
  "flow_page_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    shopId: integer("shop_id").notNull(),
    pageId: smallint("page_id").notNull(),
    pv: bigint("pv", { mode: "number" }).notNull(),
    uv: bigint("uv", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.shopId, t.pageId] })],
);

/** Where views of a page came from (prevPageId 0 = entry) per day and shop. Kept forever. */
export const flowSourceDaily = pgTable(
  "flow_source_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    shopId: integer("shop_id").notNull(),
    pageId: smallint("page_id").notNull(),
    prevPageId: smallint("prev_page_id").notNull(),
    pv: bigint("pv", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.shopId, t.pageId, t.prevPageId] })],
);

/**
 * The funnel product view → add to cart → order → pay in distinct visitors, per day, shop
 * (0 = whole mall) and product (0 = the shop's total). Kept forever.
 */
export const flowFunnelDaily = pgTable(
  "flow_funnel_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    shopId: integer("shop_id").notNull(),
    prodId: integer("prod_id").notNull(),
    viewers: bigint("viewers", { mode: "number" }).notNull(),
    carters: bigint("carters", { mode: "number" }).notNull(),
    orderers: bigint("orderers", { mode: "number" }).notNull(),
    payers: bigint("payers", { mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.shopId, t.prodId] })],
);

/** Days the aggregation finished (a report of a day not in here says "not aggregated yet"). */
export const flowDaysAggregated = pgTable("flow_days_aggregated", {
  day: date("day", { mode: "string" }).primaryKey(),
  events: bigint("events", { mode: "number" }).notNull(),
  aggregatedAt: timestamp("aggregated_at", { withTimezone: true }).notNull(),
});
