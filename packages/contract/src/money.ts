/**
 * Money is integer fen everywhere inside Souk; the wire format of the mall4j
 * dialect is decimal yuan with 2 decimals. These are the only two conversions.
 */
export type Fen = number;

/** 12345 → 123.45 (a JSON number on the wire). */
export function fenToYuan(fen: Fen): number {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`fen must be a safe integer, got ${fen}`);
  return Math.round(fen) / 100;
}

/**
 * Parses a yuan amount given by a person or a client ("12.3", 12.34, "0.01") into fen.
 * Rejects more than 2 decimals, negatives, exponents and anything that is not a plain amount.
 */
export function yuanToFen(yuan: string | number): Fen {
  // Values straight from JSON can be anything (true, null, {}): they are not amounts either.
  const s = typeof yuan === "number" ? yuanNumberToString(yuan) : typeof yuan === "string" ? yuan.trim() : "x";
  const m = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) throw new RangeError(`not a yuan amount: ${String(yuan)}`);
  const whole = Number(m[1]);
  const frac = Number((m[2] ?? "").padEnd(2, "0"));
  return whole * 100 + frac;
}

function yuanNumberToString(n: number): string {
  if (!Number.isFinite(n) || n < 0) return "x";
  // Float noise such as 0.1 + 0.2 (0.30000000000000004) is the 2-decimal amount it
  // stands for; a real third decimal (1.005, 12.345) is not.
  const rounded = Math.round(n * 100) / 100;
  if (Math.abs(rounded - n) > 1e-9) return "x";
  return rounded.toFixed(2);
}

/** 12345 → "123.45": prices are always shown with 2 decimals (spec part 9). */
export function formatYuan(fen: Fen): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`fen must be a safe integer, got ${fen}`);
  const sign = fen < 0 ? "-" : "";
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}
