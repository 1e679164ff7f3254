import { and, desc, eq, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import {
  pageOffset,
  type Locale,
  type SettlementFilter,
  type SettlementPage,
  type SettlementRow,
} from "@souk/contract";
import type { Tx } from "../../infra/db/client.ts";
import { financeAdjustments, financeSettlements, shops } from "../../infra/db/schema/index.ts";
import { pick } from "../../infra/http/locale.ts";
import { mallDateTime } from "../../infra/time.ts";
import { lastSettledDay } from "./settle.ts";

function where(f: SettlementFilter): SQL | undefined {
  const w: SQL[] = [];
  if (f.shopId) w.push(eq(financeSettlements.shopId, f.shopId));
  if (f.from) w.push(gte(financeSettlements.day, f.from));
  if (f.to) w.push(lte(financeSettlements.day, f.to));
  return w.length ? and(...w) : undefined;
}

/** Settled rows matching the filter, newest day first, then by shop; `limit` null = every row. */
async function rows(db: Tx, f: SettlementFilter, locale: Locale, limit: number | null, offset = 0) {
  const base = db
    .select({
      shopId: financeSettlements.shopId,
      nameZh: shops.nameZh,
      nameEn: shops.nameEn,
      day: financeSettlements.day,
      orders: financeSettlements.orders,
      paid: financeSettlements.paid,
      refunds: financeSettlements.refunds,
      commission: financeSettlements.commission,
      adjustment: financeSettlements.adjustment,
      owed: financeSettlements.owed,
      settledAt: financeSettlements.settledAt,
    })
    .from(financeSettlements)
    .leftJoin(shops, eq(shops.shopId, financeSettlements.shopId))
    .where(where(f))
    .orderBy(desc(financeSettlements.day), financeSettlements.shopId)
    .$dynamic();
  const list = limit === null ? await base : await base.limit(limit).offset(offset);
  const adj = list.some((r) => r.adjustment !== 0)
    ? await db
        .select()
        .from(financeAdjustments)
        .where(inArray(financeAdjustments.day, [...new Set(list.map((r) => r.day))]))
        .orderBy(financeAdjustments.refundId)
    : [];
  return list.map((r): SettlementRow => ({
    shopId: r.shopId,
    shopName: r.nameZh ? pick(locale, r.nameZh, r.nameEn ?? "") : `#${r.shopId}`,
    day: r.day,
    orders: r.orders,
    paid: r.paid,
    refunds: r.refunds,
    commission: r.commission,
    adjustment: r.adjustment,
    adjustments: adj
      .filter((a) => a.shopId === r.shopId && a.day === r.day)
      .map((a) => ({
        refundSn: a.refundSn,
        orderNumber: a.orderNumber,
        orderDay: a.orderDay,
        refundAmount: a.refundAmount,
        commissionBack: a.commissionBack,
      })),
    owed: r.owed,
    settledAt: mallDateTime(r.settledAt),
  }));
}

/** A page of settled shop-days with the totals of every matching row. */
export async function settlementPage(
  db: Tx,
  q: SettlementFilter & { current: number; size: number },
  locale: Locale,
): Promise<SettlementPage> {
  const [records, [t], last] = await Promise.all([
    rows(db, q, locale, q.size, pageOffset(q)),
    db
      .select({
        n: sql<number>`count(*)::int`,
        orders: sql<string>`coalesce(sum(${financeSettlements.orders}), 0)`,
        paid: sql<string>`coalesce(sum(${financeSettlements.paid}), 0)`,
        refunds: sql<string>`coalesce(sum(${financeSettlements.refunds}), 0)`,
        commission: sql<string>`coalesce(sum(${financeSettlements.commission}), 0)`,
        adjustment: sql<string>`coalesce(sum(${financeSettlements.adjustment}), 0)`,
        owed: sql<string>`coalesce(sum(${financeSettlements.owed}), 0)`,
      })
      .from(financeSettlements)
      .where(where(q)),
    lastSettledDay(db),
  ]);
  const total = Number(t?.n ?? 0);
  return {
    records,
    total,
    current: q.current,
    size: q.size,
    pages: Math.ceil(total / q.size),
    totals: {
      orders: Number(t?.orders ?? 0),
      paid: Number(t?.paid ?? 0),
      refunds: Number(t?.refunds ?? 0),
      commission: Number(t?.commission ?? 0),
      adjustment: Number(t?.adjustment ?? 0),
      owed: Number(t?.owed ?? 0),
    },
    lastSettledDay: last,
  };
}

/** Every matching row (the CSV), at most `cap`. */
export function settlementRows(db: Tx, f: SettlementFilter, locale: Locale, cap: number): Promise<SettlementRow[]> {
  return rows(db, f, locale, cap);
}

/** The shops that have settled days (the report's shop filter), by id. */
export async function settledShops(db: Tx, locale: Locale): Promise<{ shopId: number; shopName: string }[]> {
  const list = await db
    .selectDistinct({ shopId: financeSettlements.shopId, nameZh: shops.nameZh, nameEn: shops.nameEn })
    .from(financeSettlements)
    .leftJoin(shops, eq(shops.shopId, financeSettlements.shopId))
    .orderBy(financeSettlements.shopId);
  return list.map((r) => ({
    shopId: r.shopId,
    shopName: r.nameZh ? pick(locale, r.nameZh, r.nameEn ?? "") : `#${r.shopId}`,
  }));
}
