/** Yuan as the console shows money: ¥12.30, a debit as -¥0.50. */
export function yuan(v: number): string {
  return v < 0 ? `-¥${(-v).toFixed(2)}` : `¥${v.toFixed(2)}`;
}

/** A signed change: +12.30 / -0.50 (money) or +150 / -30 (points, growth). */
export function signed(v: number, money = false): string {
  const s = money ? Math.abs(v).toFixed(2) : String(Math.abs(v));
  return `${v < 0 ? "-" : "+"}${s}`;
}

/** A fresh idempotency key for one adjustment (the API's requestId: 8–64 of [A-Za-z0-9_-]). */
export function newRequestId(): string {
  const rnd =
    typeof crypto !== "undefined" && "randomUUID" in crypto
      ? crypto.randomUUID().replace(/-/g, "")
      : `${Date.now()}${Math.random().toString(36).slice(2)}`;
  return `console-${rnd}`.slice(0, 64);
}

/** A level's price rate (85 = pays 85%) as the locale says it: 8.5 (折) in Chinese, 85 (%) in English. */
export const discountRate = (discount: number, locale: string): number => (locale === "zh" ? discount / 10 : discount);
