/*
 * A platform operation-log entry's facts as one readable line: known keys get their label in the
 * reader's language (role values their role name), the rest `key: value`; long values are cut.
 */

const MAX_VALUE = 80;

function value(v: unknown): string {
  const s = typeof v === "string" ? v : JSON.stringify(v);
  return s.length > MAX_VALUE ? `${s.slice(0, MAX_VALUE - 1)}…` : s;
}

export function describePlatformDetail(
  detail: Record<string, unknown>,
  label: (key: string) => string | null,
  roleName: (role: string) => string | null,
): string {
  const out: string[] = [];
  for (const [k, v] of Object.entries(detail)) {
    if (v === undefined || v === null || v === "") continue;
    const shown = (k === "role" || k === "from" || k === "to") && typeof v === "string" ? (roleName(v) ?? v) : value(v);
    out.push(`${label(k) ?? k}: ${shown}`);
  }
  return out.join("; ");
}
