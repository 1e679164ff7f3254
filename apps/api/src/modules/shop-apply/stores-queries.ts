import { and, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import { SHOP_STATUS, type PlatformShopFilter } from "@souk/contract";
import type { Tx } from "../../infra/db/client.ts";
import { shops, shopStatusNotes } from "../../infra/db/schema/index.ts";

/** The shop statuses each filter of the platform's list covers (deleted shops, -1, are never listed). */
export const FILTER_STATUSES: Record<PlatformShopFilter, number[]> = {
  open: [SHOP_STATUS.open],
  offline: [SHOP_STATUS.offline, SHOP_STATUS.pendingReonline],
  suspended: [SHOP_STATUS.closed],
  notOpen: [SHOP_STATUS.pendingOpen, SHOP_STATUS.applying],
};

/** `%…%` for ilike, with the caller's own % and _ taken literally. */
const contains = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Shops (newest first) with their last platform note and products on the shelf. */
export async function shopPage(
  db: Tx,
  q: { keyword?: string; status?: PlatformShopFilter },
  limit: number,
  offset: number,
) {
  const where: SQL[] = [sql`${shops.status} <> -1`];
  if (q.status) where.push(inArray(shops.status, FILTER_STATUSES[q.status]));
  if (q.keyword) where.push(or(ilike(shops.nameZh, contains(q.keyword)), ilike(shops.nameEn, contains(q.keyword)))!);
  const cond = and(...where);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        shop: shops,
        note: shopStatusNotes,
        onShelf: sql<number>`(select count(*)::int from products p where p.shop_id = ${shops.shopId} and p.status = 1)`,
      })
      .from(shops)
      .leftJoin(shopStatusNotes, eq(shopStatusNotes.shopId, shops.shopId))
      .where(cond)
      .orderBy(desc(shops.createdAt), desc(shops.shopId))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(shops)
      .where(cond),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** The shop's status and the platform's last note on it (undefined: no such shop). */
export async function statusWithNote(db: Tx, shopId: number) {
  const [r] = await db
    .select({ status: shops.status, note: shopStatusNotes })
    .from(shops)
    .leftJoin(shopStatusNotes, eq(shopStatusNotes.shopId, shops.shopId))
    .where(eq(shops.shopId, shopId))
    .limit(1);
  return r;
}

/** Replaces the shop's note with the platform's latest change. */
export async function writeNote(
  db: Tx,
  v: { shopId: number; action: string; status: number; reason: string; staffId: number | null; at: Date },
): Promise<void> {
  const row = { action: v.action, status: v.status, reason: v.reason, staffId: v.staffId, changedAt: v.at };
  await db
    .insert(shopStatusNotes)
    .values({ shopId: v.shopId, ...row })
    .onConflictDoUpdate({ target: shopStatusNotes.shopId, set: row });
}
