import type { ShopDashboard, ShopDayFigures } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { mallDate, nowMs } from "../../infra/time.ts";
import { dailyRows, todoCounts } from "./queries.ts";

const DAY_MS = 86_400_000;
export const TREND_DAYS = 30;

type Row = Awaited<ReturnType<typeof dailyRows>>[number];

function figures(day: string, r: Row | undefined): ShopDayFigures {
  const visitors = r?.visitors ?? null;
  const paidOrders = r?.paidOrders ?? 0;
  return {
    day,
    paidAmount: r?.paidAmount ?? 0,
    paidOrders,
    refundAmount: r?.refundAmount ?? 0,
    refunds: r?.refunds ?? 0,
    visitors,
    conversion: visitors ? Math.round((paidOrders / visitors) * 10_000) / 10_000 : null,
  };
}

/**
 * The seller center's dashboard: one primary-key range of the maintained daily figures (30 rows at
 * most) and four indexed counts, never a scan of the shop's orders (ADR 0035).
 */
export async function shopDashboard(ctx: AppContext, shopId: number): Promise<ShopDashboard> {
  const now = nowMs(ctx);
  const days = Array.from({ length: TREND_DAYS }, (_, i) => mallDate(now - (TREND_DAYS - 1 - i) * DAY_MS));
  const [rows, todo] = await Promise.all([
    dailyRows(ctx.database.db, shopId, days[0]!, days.at(-1)!),
    todoCounts(ctx.database, shopId),
  ]);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const trend = days.map((d) => figures(d, byDay.get(d)));
  return { today: trend.at(-1)!, yesterday: trend.at(-2)!, todo, trend };
}
