/**
 * The API writes times as "yyyy-MM-dd HH:mm:ss" in China time (UTC+8, no daylight saving): the
 * same instant for every buyer, whatever their own time zone. One reader for the whole storefront.
 *
 * Contract: epoch ms, or null for anything that is not such a time (empty, a bare date, an ISO
 * string with its own zone, or a calendar date that does not exist such as 2026-02-30). Callers
 * decide what "no time" means (no countdown, an expired one). A "T" separator and a missing
 * seconds part are accepted ("2026-01-01 00:00"), as the decoration payloads write them.
 */
export function chinaTimeToMs(s: string | null | undefined): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec((s ?? "").trim());
  if (!m) return null;
  const [y, mo, d, h, mi, sec] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? "0"].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (mo < 1 || mo > 12 || h > 23 || mi > 59 || sec > 59) return null;
  const ms = Date.UTC(y, mo - 1, d, h - 8, mi, sec);
  // Date.UTC rolls day 30 of February over into March: such a date does not exist.
  if (new Date(Date.UTC(y, mo - 1, d)).getUTCDate() !== d) return null;
  return ms;
}
