import type { MallDayFigures } from "@souk/contract";

/*
 * Shaping the platform dashboard's figures for its cards and chart: amounts arrive in fen and
 * leave in yuan; visitors are null for a day the flow aggregation has not run for.
 */

export const MALL_METRICS = ["paidAmount", "paidOrders", "visitors", "newMembers", "newShops"] as const;
export type MallMetric = (typeof MALL_METRICS)[number];

export const yuanText = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/** A metric of one day as the chart plots it: yuan for money, null kept for unknown visitors. */
export function metricValue(d: MallDayFigures, m: MallMetric): number | null {
  return m === "paidAmount" ? Math.round(d.paidAmount) / 100 : d[m];
}

/** One point per day (label MM-dd), oldest first. */
export function chartPoints(days: readonly MallDayFigures[], m: MallMetric) {
  return days.map((d) => ({ label: d.day.slice(5), day: d.day, value: metricValue(d, m) }));
}

/**
 * The 30 days' total of a metric. Visitors are summed per day (a buyer coming back on another day
 * counts again); days without visitor figures count 0, and null when no day has one.
 */
export function metricTotal(days: readonly MallDayFigures[], m: MallMetric): number | null {
  if (m === "visitors" && days.every((d) => d.visitors === null)) return null;
  return days.reduce((n, d) => n + (d[m] ?? 0), 0);
}

/** A metric as a card shows it: money as ¥, unknown as "—". */
export function metricText(m: MallMetric, v: number | null): string {
  if (v === null) return "—";
  return m === "paidAmount" ? yuanText(v) : String(v);
}
