import { and, eq, inArray } from "drizzle-orm";
import { SHOP_STATUS, type DecorationBlockStored, type DecorationProblem, type Locale } from "@souk/contract";
import type { Tx } from "../../infra/db/client.ts";
import type { LocalizedText } from "../../infra/http/app-error.ts";
import {
  categories,
  coupons,
  products,
  renovations,
  seckills,
  shopCategories,
  shops,
} from "../../infra/db/schema/index.ts";
import { referencesOf, type Located } from "./references.ts";
import { PROBLEM_TEXT } from "./texts.ts";

/** The result of checking a document against what exists now. */
export interface CheckResult {
  /** Links and items buyers could not use (publishing is refused while there are any). */
  problems: (Omit<DecorationProblem, "message"> & { text: LocalizedText })[];
  /** Items of another shop in a shop's page (saving is refused): "blocks.3.dataField.prodIds.1". */
  foreign: { field: string; text: LocalizedText }[];
}

const uniq = (ids: number[]) => [...new Set(ids)];

/**
 * Checks every reference of a document: products on the shelf (of an open shop), categories
 * that exist and are shown, open shops, the shop's categories, published micro pages, coupons
 * still on offer and flash-sale sessions not over. For a shop (`ownerShopId` > 0) products,
 * coupons and micro pages must be its own; the platform may use any shop's.
 */
export async function checkDocument(
  db: Tx,
  blocks: readonly DecorationBlockStored[],
  ownerShopId: number,
  now: Date,
): Promise<CheckResult> {
  const refs = referencesOf(blocks);
  const ids = (kind: Located["ref"]["kind"]) =>
    uniq(refs.flatMap((r) => (r.ref.kind === kind && "id" in r.ref ? [r.ref.id] : [])));
  const prodIds = ids("product");
  const shopIds = ids("shop");
  const couponIds = ids("coupon");
  const pageIds = ids("microPage");
  const shopCategoryIds = ids("shopCategory");
  const categoryIds = uniq(refs.flatMap((r) => (r.ref.kind === "categories" ? r.ref.ids : [])));
  const sessions = ids("session");

  const [prodRows, shopRows, couponRows, pageRows, shopCatRows, catRows, sessionRows] = await Promise.all([
    prodIds.length
      ? db
          .select({ id: products.prodId, shopId: products.shopId, status: products.status, shopStatus: shops.status })
          .from(products)
          .innerJoin(shops, eq(shops.shopId, products.shopId))
          .where(inArray(products.prodId, prodIds))
      : [],
    shopIds.length
      ? db.select({ id: shops.shopId, status: shops.status }).from(shops).where(inArray(shops.shopId, shopIds))
      : [],
    couponIds.length
      ? db
          .select({ id: coupons.couponId, shopId: coupons.shopId, status: coupons.status, endTime: coupons.endTime })
          .from(coupons)
          .where(inArray(coupons.couponId, couponIds))
      : [],
    pageIds.length
      ? db
          .select({ id: renovations.renovationId, shopId: renovations.shopId, published: renovations.published })
          .from(renovations)
          .where(inArray(renovations.renovationId, pageIds))
      : [],
    shopCategoryIds.length
      ? db
          .select({ id: shopCategories.shopCategoryId, shopId: shopCategories.shopId })
          .from(shopCategories)
          .where(inArray(shopCategories.shopCategoryId, shopCategoryIds))
      : [],
    categoryIds.length
      ? db
          .select({ id: categories.categoryId, status: categories.status })
          .from(categories)
          .where(inArray(categories.categoryId, categoryIds))
      : [],
    sessions.length
      ? db
          .select({ start: seckills.startTime, end: seckills.endTime })
          .from(seckills)
          .where(
            and(
              eq(seckills.status, 1),
              inArray(
                seckills.startTime,
                sessions.map((s) => new Date(s * 1000)),
              ),
            ),
          )
      : [],
  ]);
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  const prods = byId(prodRows);
  const shopMap = byId(shopRows);
  const couponMap = byId(couponRows);
  const pages = byId(pageRows);
  const shopCats = byId(shopCatRows);
  const cats = byId(catRows);
  const liveSessions = new Set(
    sessionRows.filter((s) => s.end.getTime() > now.getTime()).map((s) => Math.floor(s.start.getTime() / 1000)),
  );
  const ownShop = (shopId: number) => ownerShopId === 0 || shopId === ownerShopId;

  const result: CheckResult = { problems: [], foreign: [] };
  const problem = (r: Located, text: LocalizedText) =>
    result.problems.push({ blockIndex: r.blockIndex, field: r.field, text });
  const foreign = (r: Located, text: LocalizedText) =>
    result.foreign.push({ field: `blocks.${r.blockIndex}.dataField.${r.field}`, text });

  for (const r of refs) {
    const ref = r.ref;
    switch (ref.kind) {
      case "product": {
        const p = prods.get(ref.id);
        if (p && !ownShop(p.shopId)) foreign(r, PROBLEM_TEXT.foreignProduct(ref.id));
        else if (!p || p.status !== 1 || p.shopStatus !== SHOP_STATUS.open) problem(r, PROBLEM_TEXT.product(ref.id));
        break;
      }
      case "shop": {
        if (shopMap.get(ref.id)?.status !== SHOP_STATUS.open) problem(r, PROBLEM_TEXT.shop(ref.id));
        break;
      }
      case "coupon": {
        const c = couponMap.get(ref.id);
        if (c && !ownShop(c.shopId)) foreign(r, PROBLEM_TEXT.foreignCoupon(ref.id));
        else if (!c || c.status !== 1 || c.endTime.getTime() <= now.getTime()) problem(r, PROBLEM_TEXT.coupon(ref.id));
        break;
      }
      case "microPage": {
        const p = pages.get(ref.id);
        if (!ownShop(ref.shopId) || (p && !ownShop(p.shopId))) foreign(r, PROBLEM_TEXT.foreignMicroPage(ref.id));
        else if (!p || p.shopId !== ref.shopId || !p.published) problem(r, PROBLEM_TEXT.microPage(ref.id));
        break;
      }
      case "shopCategory": {
        const c = shopCats.get(ref.id);
        const shop = await shopStatus(db, ref.shopId, shopMap);
        if (!c || c.shopId !== ref.shopId || shop !== SHOP_STATUS.open) problem(r, PROBLEM_TEXT.shopCategory(ref.id));
        break;
      }
      case "categories": {
        const gone = ref.ids.find((id) => cats.get(id)?.status !== 1);
        if (gone !== undefined) problem(r, PROBLEM_TEXT.category(gone));
        break;
      }
      case "session": {
        if (!liveSessions.has(ref.id)) problem(r, PROBLEM_TEXT.session);
        break;
      }
    }
  }
  return result;
}

/** A shop's status, from the rows already read or one more look-up (type-2 links to a shop's category). */
async function shopStatus(db: Tx, shopId: number, known: Map<number, { status: number }>): Promise<number | undefined> {
  const hit = known.get(shopId);
  if (hit) return hit.status;
  const [row] = await db.select({ id: shops.shopId, status: shops.status }).from(shops).where(eq(shops.shopId, shopId));
  if (row) known.set(shopId, row);
  return row?.status;
}

/** The problems in the request's language. */
export function localizedProblems(c: CheckResult, locale: Locale): DecorationProblem[] {
  return c.problems.map((p) => ({ blockIndex: p.blockIndex, field: p.field, message: p.text[locale] }));
}
