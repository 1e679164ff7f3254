import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * A group-buy activity (拼团, ADR 0022-group-buy): one product of one shop at group prices between
 * `startTime` and `endTime`. `groupNumber` buyers make a group; an open group waits
 * `groupValidMinutes` from its first payment, then fails (every member refunded). `maxNum` is the
 * most pieces one order may buy. The buyer-facing state is derived (mall4cloud AppGroupActivityStatus:
 * 1 not started, 2 running, 3 ended); `status` 0 = ended early by the shop.
 */
export const groupActivities = pgTable(
  "group_activities",
  {
    groupActivityId: serial("group_activity_id").primaryKey(),
    shopId: integer("shop_id").notNull(),
    prodId: integer("prod_id").notNull(),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    groupNumber: integer("group_number").notNull(),
    groupValidMinutes: integer("group_valid_minutes").notNull(),
    maxNum: integer("max_num").notNull(),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    endTime: timestamp("end_time", { withTimezone: true }).notNull(),
    status: smallint("status").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("group_activities_window_idx").on(t.status, t.endTime, t.startTime),
    index("group_activities_shop_idx").on(t.shopId),
    check("group_activities_window", sql`${t.endTime} > ${t.startTime}`),
    check("group_activities_size", sql`${t.groupNumber} between 2 and 50`),
    check("group_activities_wait", sql`${t.groupValidMinutes} >= 1`),
    check("group_activities_max_num", sql`${t.maxNum} >= 1`),
  ],
);

/** The group price (fen) of a SKU in an activity. Stock is the SKU's ordinary stock. */
export const groupSkus = pgTable(
  "group_skus",
  {
    groupSkuId: serial("group_sku_id").primaryKey(),
    groupActivityId: integer("group_activity_id").notNull(),
    skuId: integer("sku_id").notNull(),
    groupPrice: bigint("group_price", { mode: "number" }).notNull(),
  },
  (t) => [index("group_skus_activity_idx").on(t.groupActivityId), check("group_skus_price", sql`${t.groupPrice} >= 1`)],
);

/**
 * A group (team, mall4cloud TeamStatusEnum): 1 waiting for members (opened by its first paid
 * order), 2 success (full), 3 failed (timed out or its activity ended). `joinNum` counts paid
 * members; the CHECK makes "more members than places" impossible whatever the code does.
 */
export const groupTeams = pgTable(
  "group_teams",
  {
    groupTeamId: serial("group_team_id").primaryKey(),
    groupActivityId: integer("group_activity_id").notNull(),
    shopId: integer("shop_id").notNull(),
    leaderUserId: integer("leader_user_id").notNull(),
    groupNumber: integer("group_number").notNull(),
    joinNum: integer("join_num").notNull().default(0),
    status: smallint("status").notNull().default(1),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("group_teams_open_idx").on(t.groupActivityId, t.status, t.expiresAt),
    check("group_teams_join_num", sql`${t.joinNum} >= 0 and ${t.joinNum} <= ${t.groupNumber}`),
    check("group_teams_status", sql`${t.status} in (1, 2, 3)`),
  ],
);

/**
 * A group-buy order (one per order). `targetTeamId` is the group the buyer chose at submit (null:
 * start a new one); `groupTeamId` the group it is in once paid (the chosen one, or a new one when
 * the chosen one could not take it at payment — ADR 0022). status 0 unpaid, 1 paid (in a group),
 * -1 invalid (cancelled unpaid, or its group failed). A buyer is at most once in a group (unique).
 */
export const groupOrders = pgTable(
  "group_orders",
  {
    orderId: integer("order_id").primaryKey(),
    groupActivityId: integer("group_activity_id").notNull(),
    groupSkuId: integer("group_sku_id").notNull(),
    userId: integer("user_id").notNull(),
    count: integer("count").notNull(),
    targetTeamId: integer("target_team_id"),
    groupTeamId: integer("group_team_id"),
    status: smallint("status").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    index("group_orders_target_idx").on(t.targetTeamId, t.userId),
    index("group_orders_user_idx").on(t.groupActivityId, t.userId),
    uniqueIndex("group_orders_member_uq").on(t.groupTeamId, t.userId),
    check("group_orders_count", sql`${t.count} >= 1`),
  ],
);
