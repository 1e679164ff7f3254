import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../infra/db/client.ts";
import { flowDaysAggregated, flowFunnelDaily, flowPageDaily, flowSourceDaily } from "../../infra/db/schema/index.ts";

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
