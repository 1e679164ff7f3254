import { and, asc, between, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../infra/db/client.ts";
import {
  flowDaysAggregated,
  flowFunnelDaily,
  flowPageDaily,
  flowSourceDaily,
  mallDailyVisitors,
} from "../../infra/db/schema/index.ts";

/** Funnel rows shown per report: the shop total and the products with most viewers. */
const FUNNEL_ROWS = 100;

/** The stored aggregates of one day and shop (0 = whole mall). */
export async function readReport(db: Db, day: string, shopId: number) {
  const [done, pages, sources, funnel] = await Promise.all([
    db.select({ day: flowDaysAggregated.day }).from(flowDaysAggregated).where(eq(flowDaysAggregated.day, day)),
    db
      .select({ pageId: flowPageDaily.pageId, pv: flowPageDaily.pv, uv: flowPageDaily.uv })
      .from(flowPageDaily)
      .where(and(eq(flowPageDaily.day, day), eq(flowPageDaily.shopId, shopId)))
      .orderBy(desc(flowPageDaily.pv), asc(flowPageDaily.pageId)),
    db
      .select({ pageId: flowSourceDaily.pageId, prevPageId: flowSourceDaily.prevPageId, pv: flowSourceDaily.pv })
      .from(flowSourceDaily)
      .where(and(eq(flowSourceDaily.day, day), eq(flowSourceDaily.shopId, shopId)))
      .orderBy(asc(flowSourceDaily.pageId), desc(flowSourceDaily.pv), asc(flowSourceDaily.prevPageId)),
    db
      .select({
        prodId: flowFunnelDaily.prodId,
        viewers: flowFunnelDaily.viewers,
        carters: flowFunnelDaily.carters,
        orderers: flowFunnelDaily.orderers,
        payers: flowFunnelDaily.payers,
      })
      .from(flowFunnelDaily)
      .where(and(eq(flowFunnelDaily.day, day), eq(flowFunnelDaily.shopId, shopId)))
      // prodId 0 (the total) first, then the products with most viewers.
      .orderBy(
        sql`${flowFunnelDaily.prodId} = 0 desc`,
        desc(flowFunnelDaily.viewers),
        desc(flowFunnelDaily.payers),
        asc(flowFunnelDaily.prodId),
      )
      .limit(FUNNEL_ROWS + 1),
  ]);
  return { aggregated: done.length > 0, pages, sources, funnel };
}

/**
 * The stored aggregates of mall days `from`..`to` (inclusive) for one shop, summed per page, source
 * and product (each day's distinct visitors added up), ordered like one day's report.
 */
export async function readRangeReport(db: Db, from: string, to: string, shopId: number) {
  const num = (v: unknown) => sql<number>`${v}`.mapWith(Number);
  const pv = num(sql`sum(${flowPageDaily.pv})`);
  const srcPv = num(sql`sum(${flowSourceDaily.pv})`);
  const viewers = num(sql`sum(${flowFunnelDaily.viewers})`);
  const payers = num(sql`sum(${flowFunnelDaily.payers})`);
  const [done, pages, sources, funnel] = await Promise.all([
    db
      .select({ n: count() })
      .from(flowDaysAggregated)
      .where(between(flowDaysAggregated.day, from, to)),
    db
      .select({ pageId: flowPageDaily.pageId, pv, uv: num(sql`sum(${flowPageDaily.uv})`) })
      .from(flowPageDaily)
      .where(and(between(flowPageDaily.day, from, to), eq(flowPageDaily.shopId, shopId)))
      .groupBy(flowPageDaily.pageId)
      .orderBy(desc(pv), asc(flowPageDaily.pageId)),
    db
      .select({ pageId: flowSourceDaily.pageId, prevPageId: flowSourceDaily.prevPageId, pv: srcPv })
      .from(flowSourceDaily)
      .where(and(between(flowSourceDaily.day, from, to), eq(flowSourceDaily.shopId, shopId)))
      .groupBy(flowSourceDaily.pageId, flowSourceDaily.prevPageId)
      .orderBy(asc(flowSourceDaily.pageId), desc(srcPv), asc(flowSourceDaily.prevPageId)),
    db
      .select({
        prodId: flowFunnelDaily.prodId,
        viewers,
        carters: num(sql`sum(${flowFunnelDaily.carters})`),
        orderers: num(sql`sum(${flowFunnelDaily.orderers})`),
        payers,
      })
      .from(flowFunnelDaily)
      .where(and(between(flowFunnelDaily.day, from, to), eq(flowFunnelDaily.shopId, shopId)))
      .groupBy(flowFunnelDaily.prodId)
      .orderBy(sql`${flowFunnelDaily.prodId} = 0 desc`, desc(viewers), desc(payers), asc(flowFunnelDaily.prodId))
      .limit(FUNNEL_ROWS + 1),
  ]);
  return { aggregatedDays: Number(done[0]?.n ?? 0), pages, sources, funnel };
}

/** The mall's distinct visitors per day between two mall days (inclusive): a primary-key range. */
export async function readMallVisitors(db: Db, from: string, to: string): Promise<Map<string, number>> {
  const rows = await db
    .select()
    .from(mallDailyVisitors)
    .where(between(mallDailyVisitors.day, from, to));
  return new Map(rows.map((r) => [r.day, r.visitors]));
}
