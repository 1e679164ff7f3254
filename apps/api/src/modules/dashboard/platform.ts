import type { MallDayFigures, PlatformDashboard } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { mallDate, nowMs } from "../../infra/time.ts";
import { flowServiceOf } from "../flow/service.ts";
import { shopApplyServiceOf } from "../shop-apply/service.ts";
import { mallDailyRows } from "./platform-queries.ts";
import { TREND_DAYS } from "./service.ts";

const DAY_MS = 86_400_000;

/**
 * The platform console's dashboard: the whole mall's paid amount and orders (the shops' maintained
 * daily figures), distinct visitors (the flow aggregation; today live), new members and new shops,
 * per day over the last 30 days, and the to-do counts. Refunds escalated to the platform and
 * products reported are not counted: the refund flow has no platform state and there are no reports.
 */
export async function platformDashboard(ctx: AppContext): Promise<PlatformDashboard> {
  const now = nowMs(ctx);
  const days = Array.from({ length: TREND_DAYS }, (_, i) => mallDate(now - (TREND_DAYS - 1 - i) * DAY_MS));
  const from = days[0]!;
  const to = days.at(-1)!;
  const [rows, visitors, pending] = await Promise.all([
    mallDailyRows(ctx.database, from, to, new Date(`${from}T00:00:00+08:00`)),
    flowServiceOf(ctx).mallVisitors(from, to),
    shopApplyServiceOf(ctx).page({ current: 1, size: 1, auditStatus: 0 }, "zh"),
  ]);
  const trend: MallDayFigures[] = days.map((day) => ({
    day,
    paidAmount: rows.paid.get(day)?.amount ?? 0,
    paidOrders: rows.paid.get(day)?.orders ?? 0,
    visitors: visitors.get(day) ?? null,
    newMembers: rows.members.get(day) ?? 0,
    newShops: rows.shops.get(day) ?? 0,
  }));
  return { today: trend.at(-1)!, trend, todo: { storeApplications: pending.total } };
}
