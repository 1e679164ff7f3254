/** Fen (integers from the API) as yuan text, by integer arithmetic: -1234 → "-¥12.34". */
export function yuanText(fen: number): string {
  const sign = fen < 0 ? "-" : "";
  const a = Math.abs(Math.trunc(fen));
  return `${sign}¥${Math.floor(a / 100)}.${String(a % 100).padStart(2, "0")}`;
}

/** Today's mall day (UTC+8) "yyyy-MM-dd", `daysAgo` days back. */
export function mallDay(now: number, daysAgo = 0): string {
  return new Date(now + 8 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
}
