import { BLOCK_TYPES, type BlockType, type DecorationBlock } from "@souk/contract";

const KNOWN = new Set<string>(BLOCK_TYPES);

/**
 * The decoration `content` (a JSON string of blocks, as the dialect serves it) as blocks the page
 * can render: unknown block types and malformed entries are dropped, so a decoration saved by a
 * newer back office never breaks the page.
 */
export function parseDecoration(content: string | null | undefined): DecorationBlock[] {
  if (!content) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(content);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((b): DecorationBlock[] => {
    if (!b || typeof b !== "object") return [];
    const { type, dataField } = b as { type?: unknown; dataField?: unknown };
    if (typeof type !== "string" || !KNOWN.has(type)) return [];
    if (!dataField || typeof dataField !== "object" || Array.isArray(dataField)) return [];
    return [{ type: type as BlockType, dataField: dataField as Record<string, unknown> }];
  });
}

/** The decorated header of a page, if the decoration has one (the first shop_signs block). */
export function findShopSigns(blocks: DecorationBlock[]): DecorationBlock | undefined {
  return blocks.find((b) => b.type === "shop_signs");
}

/** Numbers and lists from loosely typed block data, with safe fallbacks. */
export function num(v: unknown, fallback: number, min = 0, max = 10_000): number {
  const n = typeof v === "number" ? v : typeof v === "string" ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? Math.min(Math.max(n, min), max) : fallback;
}
export function list<T = Record<string, unknown>>(v: unknown): T[] {
  return Array.isArray(v) ? (v.filter((x) => x && typeof x === "object") as T[]) : [];
}
export function str(v: unknown): string {
  return typeof v === "string" ? v : "";
}
/** A CSS colour from block data: only #rgb/#rrggbb(aa) and rgb()/rgba() are let through. */
export function color(v: unknown, fallback: string): string {
  if (typeof v !== "string") return fallback;
  const s = v.trim();
  if (/^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(s)) return s;
  if (/^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i.test(s)) return s;
  return fallback;
}
/** "Show" flags of shop_signs: 0 means show (spec part 3); anything but 1 shows. */
export function shown(flag: unknown): boolean {
  return Number(flag) !== 1;
}
