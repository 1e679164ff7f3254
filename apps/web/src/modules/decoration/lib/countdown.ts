/**
 * Flash-sale end times are "yyyy-MM-dd HH:mm:ss" in China time (UTC+8, no daylight saving):
 * the same instant for every buyer, whatever their own time zone.
 */
export function chinaTimeToMs(s: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(s.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, sec] = m;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h) - 8, Number(mi), Number(sec ?? 0));
  return Number.isFinite(ms) ? ms : null;
}

export interface Countdown {
  ended: boolean;
  days: number;
  hours: string;
  minutes: string;
  seconds: string;
}

/** Time left until `endMs`, two digits per unit; `ended` once it has passed. */
export function countdown(endMs: number, nowMs: number): Countdown {
  const left = Math.max(0, Math.floor((endMs - nowMs) / 1000));
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    ended: left === 0,
    days: Math.floor(left / 86400),
    hours: pad(Math.floor((left % 86400) / 3600)),
    minutes: pad(Math.floor((left % 3600) / 60)),
    seconds: pad(left % 60),
  };
}
