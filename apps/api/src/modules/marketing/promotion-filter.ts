import { and, eq, gt, ilike, lte, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { PromotionState } from "@souk/contract";

/** The columns every promotion table shares (coupons pass their collecting start as `startTime`). */
export interface PromotionColumns {
  shopId: PgColumn;
  nameZh: PgColumn;
  nameEn: PgColumn;
  startTime: PgColumn;
  endTime: PgColumn;
  status: PgColumn;
}

export interface PromotionFilter {
  name?: string | undefined;
  state?: PromotionState | undefined;
}

/** `%`, `_` and `\` typed by the user match themselves. */
const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The where clause of a shop's promotion list: its own rows only (another shop's promotions are
 * never listed), a name part in either language, and the state at `at` (ended = ended by the
 * shop or past its end).
 */
export function promotionWhere(t: PromotionColumns, shopId: number, f: PromotionFilter, at: Date): SQL {
  const parts: SQL[] = [eq(t.shopId, shopId)];
  if (f.name) parts.push(or(ilike(t.nameZh, likePattern(f.name)), ilike(t.nameEn, likePattern(f.name)))!);
  if (f.state === "upcoming") parts.push(eq(t.status, 1), gt(t.startTime, at));
  if (f.state === "running") parts.push(eq(t.status, 1), lte(t.startTime, at), gt(t.endTime, at));
  if (f.state === "ended") parts.push(sql`(${t.status} <> 1 or ${t.endTime} <= ${at})`);
  return and(...parts)!;
}
