import type { FlowRangeReport, SalesReport, ShopDayFigures } from "@souk/contract";

/*
 * Shaping the seller center's figures for its charts, tables and CSV files: amounts arrive in fen
 * and leave in yuan, days arrive as mall days (yyyy-MM-dd).
 */

/** Fen → yuan with two decimals, as a number (charts) — `yuanText` for display. */
export const yuan = (fen: number) => Math.round(fen) / 100;
export const yuanText = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
/** A 0..1 ratio as a percentage with two decimals, or "—" when unknown. */
export const percentText = (ratio: number | null) => (ratio === null ? "—" : `${(ratio * 100).toFixed(2)}%`);

export interface TrendPoint {
  /** MM-dd: the axis label. */
  label: string;
  day: string;
  sales: number;
  orders: number;
}

/** One point per day for the sales (yuan) and orders chart, oldest first. */
export function trendPoints(days: readonly ShopDayFigures[]): TrendPoint[] {
  return days.map((d) => ({ label: d.day.slice(5), day: d.day, sales: yuan(d.paidAmount), orders: d.paidOrders }));
}

/** The mall day (UTC+8) `daysAgo` days before `now`, yyyy-MM-dd. */
export function mallDay(now: number, daysAgo = 0): string {
  return new Date(now + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

/** One CSV field: quoted when it holds a comma, quote or line break; a leading =+-@ is neutralised. */
function field(v: string | number | null): string {
  let s = v === null ? "" : String(v);
  if (/^[=+\-@]/.test(s) && typeof v === "string") s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A CSV document (UTF-8 with a BOM, so spreadsheets read Chinese headers), CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return "\uFEFF" + [header, ...rows].map((r) => r.map(field).join(",")).join("\r\n") + "\r\n";
}

export interface SalesCsvHeaders {
  day: string;
  paidAmount: string;
  paidOrders: string;
  refundAmount: string;
  refunds: string;
  visitors: string;
  conversion: string;
}

/** Sales by day as CSV rows: amounts in yuan, conversion as a percentage. */
export function salesCsv(report: SalesReport, h: SalesCsvHeaders): string {
  return toCsv(
    [h.day, h.paidAmount, h.paidOrders, h.refundAmount, h.refunds, h.visitors, h.conversion],
    report.days.map((d) => [
      d.day,
      (d.paidAmount / 100).toFixed(2),
      d.paidOrders,
      (d.refundAmount / 100).toFixed(2),
      d.refunds,
      d.visitors,
      d.conversion === null ? null : percentText(d.conversion),
    ]),
  );
}

export interface FlowCsvHeaders {
  section: string;
  pages: string;
  sources: string;
  funnel: string;
  name: string;
  from: string;
  pv: string;
  uv: string;
  viewers: string;
  carters: string;
  orderers: string;
  payers: string;
}

/** The flow report as one CSV: a section column, then pages, sources and the product funnel. */
export function flowCsv(r: FlowRangeReport, h: FlowCsvHeaders): string {
  const header = [h.section, h.name, h.from, h.pv, h.uv, h.viewers, h.carters, h.orderers, h.payers];
  return toCsv(header, [
    ...r.pages.map((p) => [h.pages, p.pageName, null, p.pv, p.uv, null, null, null, null]),
    ...r.sources.map((s) => [h.sources, s.pageName, s.prevPageName, s.pv, null, null, null, null, null]),
    ...r.funnel.map((f) => [h.funnel, f.prodName, null, null, null, f.viewers, f.carters, f.orderers, f.payers]),
  ]);
}

/** Each funnel step as a share of the viewers (0..1), for the funnel chart; all zero without viewers. */
export function funnelSteps(row: FlowRangeReport["funnel"][number] | undefined) {
  const v = row?.viewers ?? 0;
  const share = (n: number) => (v ? Math.round((n / v) * 10_000) / 10_000 : 0);
  return (["viewers", "carters", "orderers", "payers"] as const).map((step) => ({
    step,
    count: row?.[step] ?? 0,
    share: share(row?.[step] ?? 0),
  }));
}

/** Starts a download of `text` as `name` in the browser. */
export function downloadText(name: string, text: string, type = "text/csv;charset=utf-8") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
