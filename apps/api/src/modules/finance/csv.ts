import type { Locale, SettlementRow } from "@souk/contract";

/** Fen as yuan with two decimals, by integer arithmetic (never a float): -1234 → "-12.34". */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? "-" : "";
  const a = Math.abs(Math.trunc(fen));
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, "0")}`;
}

const HEAD: Record<Locale, string[]> = {
  zh: ["日期", "店铺ID", "店铺", "订单数", "支付金额", "退款金额", "平台佣金", "调整", "应结金额", "调整明细"],
  en: ["Day", "Shop ID", "Shop", "Orders", "Paid", "Refunds", "Commission", "Adjustment", "Owed", "Adjustment lines"],
};

/** A cell of RFC 4180: quoted when it holds a comma, quote or line break; a leading =+-@ is defused. */
function cell(v: string | number): string {
  let s = String(v);
  if (typeof v === "string" && /^[=+\-@]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * The settlement table as CSV: the same rows and columns as the console's table (money in yuan
 * with two decimals), a BOM so spreadsheet programs read UTF-8, CRLF line ends.
 */
export function settlementCsv(rows: SettlementRow[], locale: Locale): string {
  const lines = [HEAD[locale].map(cell).join(",")];
  for (const r of rows) {
    const adj = r.adjustments
      .map(
        (a) =>
          `${a.refundSn} ${a.orderNumber} ${a.orderDay} -${fenToYuan(a.refundAmount)} +${fenToYuan(a.commissionBack)}`,
      )
      .join("; ");
    lines.push(
      [
        r.day,
        r.shopId,
        cell(r.shopName),
        r.orders,
        fenToYuan(r.paid),
        fenToYuan(r.refunds),
        fenToYuan(r.commission),
        fenToYuan(r.adjustment),
        fenToYuan(r.owed),
        cell(adj),
      ].join(","),
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
