/** China-time calendar days (UTC+8, no daylight saving) as "yyyy-MM-dd". */
const DAY_MS = 86_400_000;

/** The instant a China-time day starts. */
export function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** A real calendar day (2026-02-30 is not). */
export function isDay(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && addDays(day, 0) === day;
}
