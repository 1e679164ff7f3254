/** China Standard Time is UTC+8 all year. */
const CHINA_OFFSET_MIN = 8 * 60;

/**
 * Whether an instant falls within the daily service hours "HH:MM-HH:MM" (China time, every day
 * of the week: the spec's 7*8). "00:00-24:00" means always; a malformed setting means always
 * too (better a buyer who reaches nobody than one who is told nobody exists).
 */
export function isWithinServiceHours(spec: string, atMs: number): boolean {
  const m = /^(\d{2}):(\d{2})-(\d{2}):(\d{2})$/.exec(spec.trim());
  if (!m) return true;
  const from = Number(m[1]) * 60 + Number(m[2]);
  const to = Number(m[3]) * 60 + Number(m[4]);
  const minute = Math.floor(atMs / 60_000 + CHINA_OFFSET_MIN) % (24 * 60);
  return from <= to ? minute >= from && minute < to : minute >= from || minute < to;
}
