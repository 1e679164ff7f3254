import type { AppContext } from "../context.ts";

/** Now in milliseconds, from the context's clock (tests move it) or the system clock. */
export function nowMs(ctx: Pick<AppContext, "clock">): number {
  return (ctx.clock ?? Date.now)();
}

/** China Standard Time is UTC+8 all year (no daylight saving), so a fixed offset is exact. */
const CHINA_OFFSET_MS = 8 * 3600 * 1000;

/** "yyyy-MM-dd" of an instant in China time: the mall's calendar day (footprints, daily caps). */
export function mallDate(at: Date | number): string {
  return new Date(+at + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** "yyyy-MM-dd HH:mm:ss" in China time, the dialect's date-time format on the wire. */
export function mallDateTime(at: Date | number): string {
  const iso = new Date(+at + CHINA_OFFSET_MS).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}
