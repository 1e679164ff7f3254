import { and, asc, desc, eq, gt, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import {
  SHOP_STATUS,
  toPage,
  type DecorationPickerCategory,
  type DecorationPickerCoupon,
  type DecorationPickerFlashSession,
  type DecorationPickerMicroPage,
  type DecorationPickerProduct,
  type DecorationPickerShop,
  type Locale,
  type Page,
  type PageQuery,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { categories, coupons, products, renovations, shopCategories, shops } from "../../infra/db/schema/index.ts";
import { pick } from "../../infra/http/locale.ts";
import { mallDateTime, nowMs } from "../../infra/time.ts";
import { containing } from "./editor-queries.ts";
import { seckillServiceOf } from "../seckill/service.ts";

/*
 * The editor's pickers: small pages of cards (picture and name) to choose what a block shows or
 * links to. `ownerShopId` 0 is the platform (every open shop's items); a shop sees its own.
 */

const offset = (p: PageQuery) => (p.current - 1) * p.size;

export interface ProductPick extends PageQuery {
  name?: string;
  categoryId?: number;
  shopId?: number;
  ids?: number[];
}

/**
 * On-shelf products of open shops, best sellers first; with `ids`, those products whatever their
 * status (the editor showing a block's choices, off-shelf ones flagged), in the order asked.
 */
export async function pickProducts(
  ctx: AppContext,
  ownerShopId: number,
  f: ProductPick,
  locale: Locale,
): Promise<Page<DecorationPickerProduct>> {
  const db = ctx.database.db;
  const conds: SQL[] = [sql`${products.status} <> -1`];
  if (ownerShopId > 0) conds.push(eq(products.shopId, ownerShopId));
  if (f.ids?.length) conds.push(inArray(products.prodId, f.ids));
  else {
    conds.push(eq(products.status, 1), eq(shops.status, SHOP_STATUS.open));
    if (f.shopId !== undefined) conds.push(eq(products.shopId, f.shopId));
    if (f.name) {
      const named = or(ilike(products.nameZh, containing(f.name)), ilike(products.nameEn, containing(f.name)))!;
      conds.push(/^\d{1,9}$/.test(f.name) ? or(named, eq(products.prodId, Number(f.name)))! : named);
    }
    if (f.categoryId !== undefined) {
      const c = f.categoryId;
      conds.push(
        sql`${products.categoryId} in (select category_id from categories where category_id = ${c} or parent_id = ${c}
          or parent_id in (select category_id from categories where parent_id = ${c}))`,
      );
    }
  }
  const where = and(...conds);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .innerJoin(shops, eq(shops.shopId, products.shopId))
    .where(where);
  const rows = await db
    .select({
      prodId: products.prodId,
      nameZh: products.nameZh,
      nameEn: products.nameEn,
      pic: products.pic,
      price: products.price,
      shopId: products.shopId,
      shopNameZh: shops.nameZh,
      shopNameEn: shops.nameEn,
      status: products.status,
    })
    .from(products)
    .innerJoin(shops, eq(shops.shopId, products.shopId))
    .where(where)
    .orderBy(desc(products.soldNum), asc(products.prodId))
    .limit(f.size)
    .offset(offset(f));
  const order = new Map((f.ids ?? []).map((id, i) => [id, i]));
  if (order.size) rows.sort((a, b) => (order.get(a.prodId) ?? 0) - (order.get(b.prodId) ?? 0));
  return toPage(
    rows.map((r) => ({
      prodId: r.prodId,
      name: pick(locale, r.nameZh, r.nameEn),
      pic: r.pic,
      price: Number(r.price) / 100,
      shopId: r.shopId,
      shopName: pick(locale, r.shopNameZh, r.shopNameEn),
      status: r.status,
    })),
    Number(count?.n ?? 0),
    f,
  );
}

/** Open shops by name (a shop: itself). */
export async function pickShops(
  ctx: AppContext,
  ownerShopId: number,
  f: PageQuery & { name?: string },
  locale: Locale,
): Promise<Page<DecorationPickerShop>> {
  const db = ctx.database.db;
  const conds: SQL[] = [eq(shops.status, SHOP_STATUS.open)];
  if (ownerShopId > 0) conds.push(eq(shops.shopId, ownerShopId));
  if (f.name) conds.push(or(ilike(shops.nameZh, containing(f.name)), ilike(shops.nameEn, containing(f.name)))!);
  const where = and(...conds);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(shops)
    .where(where);
  const rows = await db
    .select({ shopId: shops.shopId, nameZh: shops.nameZh, nameEn: shops.nameEn, logo: shops.logo })
    .from(shops)
    .where(where)
    .orderBy(asc(shops.shopId))
    .limit(f.size)
    .offset(offset(f));
  return toPage(
    rows.map((r) => ({ shopId: r.shopId, shopName: pick(locale, r.nameZh, r.nameEn), shopLogo: r.logo })),
    Number(count?.n ?? 0),
    f,
  );
}

/** Coupons on offer (on, not ended): a shop's own; for the platform, the platform's and every shop's. */
export async function pickCoupons(
  ctx: AppContext,
  ownerShopId: number,
  f: PageQuery & { name?: string },
  locale: Locale,
): Promise<Page<DecorationPickerCoupon>> {
  const db = ctx.database.db;
  const conds: SQL[] = [eq(coupons.status, 1), gt(coupons.endTime, new Date(nowMs(ctx)))];
  if (ownerShopId > 0) conds.push(eq(coupons.shopId, ownerShopId));
  if (f.name) conds.push(or(ilike(coupons.nameZh, containing(f.name)), ilike(coupons.nameEn, containing(f.name)))!);
  const where = and(...conds);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(coupons)
    .where(where);
  const rows = await db
    .select()
    .from(coupons)
    .where(where)
    .orderBy(asc(coupons.shopId), desc(coupons.couponId))
    .limit(f.size)
    .offset(offset(f));
  return toPage(
    rows.map((r) => ({
      couponId: r.couponId,
      couponName: pick(locale, r.nameZh, r.nameEn),
      couponType: r.couponType,
      cashCondition: Number(r.cashCondition) / 100,
      reduceAmount: Number(r.reduceAmount) / 100,
      couponDiscount: r.couponDiscount,
      endTime: mallDateTime(r.endTime),
    })),
    Number(count?.n ?? 0),
    f,
  );
}

/** Flash-sale sessions running or ahead, soonest first (the storefront's `/flash-sale` tabs). */
export async function pickFlashSessions(ctx: AppContext): Promise<DecorationPickerFlashSession[]> {
  const sessions = await seckillServiceOf(ctx).sessions();
  return sessions.map((s) => ({
    session: s.session,
    startTime: s.startTime,
    endTime: s.endTime,
    productCount: s.count,
  }));
}

/** Micro pages: the owner's (drafts too); the platform may list a shop's (`shopId`), published ones only. */
export async function pickMicroPages(
  ctx: AppContext,
  ownerShopId: number,
  f: PageQuery & { name?: string; shopId?: number },
): Promise<Page<DecorationPickerMicroPage>> {
  const db = ctx.database.db;
  const shopId = ownerShopId > 0 ? ownerShopId : (f.shopId ?? 0);
  const conds: SQL[] = [eq(renovations.shopId, shopId), eq(renovations.homeStatus, 0)];
  if (shopId !== ownerShopId) conds.push(eq(renovations.published, true));
  if (f.name) conds.push(ilike(renovations.name, containing(f.name)));
  const where = and(...conds);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(renovations)
    .where(where);
  const rows = await db
    .select({
      renovationId: renovations.renovationId,
      name: renovations.name,
      shopId: renovations.shopId,
      published: renovations.published,
    })
    .from(renovations)
    .where(where)
    .orderBy(desc(renovations.updatedAt), desc(renovations.renovationId))
    .limit(f.size)
    .offset(offset(f));
  return toPage(rows, Number(count?.n ?? 0), f);
}

/** The platform's shown categories as a tree (three levels), by seq. */
export async function pickCategories(ctx: AppContext, locale: Locale): Promise<DecorationPickerCategory[]> {
  const rows = await ctx.database.db
    .select({
      id: categories.categoryId,
      parentId: categories.parentId,
      nameZh: categories.nameZh,
      nameEn: categories.nameEn,
      pic: categories.pic,
    })
    .from(categories)
    .where(eq(categories.status, 1))
    .orderBy(asc(categories.seq), asc(categories.categoryId));
  const nodes = new Map<number, DecorationPickerCategory & { parentId: number }>();
  for (const r of rows)
    nodes.set(r.id, {
      categoryId: r.id,
      name: pick(locale, r.nameZh, r.nameEn),
      pic: r.pic,
      children: [],
      parentId: r.parentId,
    });
  const roots: DecorationPickerCategory[] = [];
  for (const n of nodes.values()) {
    const parent = nodes.get(n.parentId);
    if (parent) parent.children.push(n);
    else if (n.parentId === 0) roots.push(n);
  }
  const strip = (n: DecorationPickerCategory): DecorationPickerCategory => ({
    categoryId: n.categoryId,
    name: n.name,
    pic: n.pic,
    children: n.children.map(strip),
  });
  return roots.map(strip);
}

/** A shop's categories (for type-2 links with shopId), by seq. */
export async function pickShopCategories(
  ctx: AppContext,
  shopId: number,
  locale: Locale,
): Promise<DecorationPickerCategory[]> {
  const rows = await ctx.database.db
    .select({ id: shopCategories.shopCategoryId, nameZh: shopCategories.nameZh, nameEn: shopCategories.nameEn })
    .from(shopCategories)
    .where(eq(shopCategories.shopId, shopId))
    .orderBy(asc(shopCategories.seq), asc(shopCategories.shopCategoryId));
  return rows.map((r) => ({ categoryId: r.id, name: pick(locale, r.nameZh, r.nameEn), pic: "", children: [] }));
}
