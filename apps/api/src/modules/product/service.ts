import {
  type ProductActivityView,
  fenToYuan,
  toPage,
  type Locale,
  type PageQuery,
  type Page,
  type ProdCard,
  type ProdInfo,
  type ProdOffShelf,
  type SitemapProductPage,
  type SitemapShopPage,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { sanitizeRichText } from "../../infra/html/sanitize.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { pick } from "../../infra/http/locale.ts";
import { perContext } from "../../infra/per-context.ts";
import { catalogServiceOf } from "../catalog/service.ts";
import { discountBadge } from "../discount/badges.ts";
import { discountServiceOf } from "../discount/service.ts";
import { groupBuyServiceOf } from "../groupbuy/service.ts";
import { seckillServiceOf } from "../seckill/service.ts";
import { recommendStatement } from "../search/product-query.ts";
import { searchServiceOf } from "../search/service.ts";
import { activeSkus, productPlacement, productWithShop } from "./queries.ts";

/** Product status (mall4cloud StatusEnum): 1 on shelf, 0 off shelf, -1 deleted. */
const ON_SHELF = 1;
const DELETED = -1;
const SHOP_OPEN = 1;

/**
 * Product detail, recommendations, newest products and sitemap data. Lists go through the
 * search module's ProductSearch, so every list applies the same "on shelf, open shop" rule.
 */
export class ProductService {
  constructor(private readonly ctx: AppContext) {}

  /**
   * `/prod/prodInfo`. Deleted or unknown → A01000 (404). Off shelf, or the shop is not open →
   * A01100 (the mall4cloud answer; HTTP 409 from the error catalogue) with a ProdOffShelf in
   * `data`, so the page renders its off-shelf state with the name and picture.
   */
  async prodInfo(prodId: number, locale: Locale): Promise<ProdInfo> {
    const db = this.ctx.database.db;
    const [row] = await productWithShop(db, prodId);
    if (!row || row.product.status === DELETED) throw new AppError("A01000");
    const { product: p, shop, brand } = row;
    const prodName = pick(locale, p.nameZh, p.nameEn);
    if (p.status !== ON_SHELF || shop.status !== SHOP_OPEN) {
      const data: ProdOffShelf = { prodId: p.prodId, prodName, pic: p.pic, shopId: p.shopId, status: p.status };
      throw new AppError("A01100", undefined, data);
    }
    const [skuRows, chain] = await Promise.all([
      activeSkus(db, prodId),
      catalogServiceOf(this.ctx).ancestry(p.categoryId),
    ]);
    const skuList = skuRows.map((k) => {
      const properties = k.properties.map((x) => ({
        name: pick(locale, x.nameZh, x.nameEn),
        value: pick(locale, x.valueZh, x.valueEn),
      }));
      return {
        skuId: k.skuId,
        skuName: properties.map((x) => x.value).join(" "),
        properties,
        price: fenToYuan(k.price),
        oriPrice: fenToYuan(k.oriPrice),
        stock: k.stock,
        pic: k.pic || p.pic,
      };
    });
    // A running limited-time price: per SKU, and the badge from the lowest one (price and end for the countdown).
    const discounts = discountServiceOf(this.ctx);
    const acts = await discounts.forLines(
      db,
      skuRows.map((k) => ({
        key: String(k.skuId),
        shopId: p.shopId,
        prodId: p.prodId,
        skuId: k.skuId,
        categoryId: p.categoryId,
        count: 1,
        unitPrice: k.price,
      })),
    );
    // A running flash sale or group buy of the product: the detail page's entries to them.
    const [flash, group] = await Promise.all([
      seckillServiceOf(this.ctx).runningOfProduct(p.prodId, locale),
      groupBuyServiceOf(this.ctx).runningOfProduct(p.prodId, locale),
    ]);
    let best: ProductActivityView | null = null;
    for (const sku of skuList) {
      const a = acts.priceOf.get(sku.skuId);
      if (!a) continue;
      const view = discounts.activityView(a.row, a.unitPrice);
      Object.assign(sku, { activityPrice: view.activityPrice });
      if (!best || view.activityPrice < best.activityPrice) best = view;
    }
    return {
      prodId: p.prodId,
      prodName,
      brief: pick(locale, p.briefZh, p.briefEn),
      pic: p.pic,
      imgs: p.imgs.length ? p.imgs : [p.pic],
      price: fenToYuan(p.price),
      oriPrice: fenToYuan(p.oriPrice),
      totalStock: p.totalStock,
      soldNum: p.soldNum,
      status: p.status,
      prodType: p.prodType,
      shopId: p.shopId,
      shop: {
        shopId: shop.shopId,
        shopName: pick(locale, shop.nameZh, shop.nameEn),
        shopLogo: shop.logo,
        score: shop.score / 10,
        status: shop.status,
        shopType: shop.shopType,
        followers: shop.followers,
      },
      categoryId: p.categoryId,
      categoryPath: chain.map((c) => ({ categoryId: c.categoryId, categoryName: pick(locale, c.nameZh, c.nameEn) })),
      brand: brand
        ? { brandId: brand.brandId, name: pick(locale, brand.name, brand.nameEn), imgUrl: brand.imgUrl }
        : null,
      salesAttrs: p.salesAttrs.map((a) => ({
        name: pick(locale, a.nameZh, a.nameEn),
        values: a.values.map((v) => pick(locale, v.zh, v.en)),
      })),
      skuList,
      specs: p.specs.map((s) => ({
        name: pick(locale, s.nameZh, s.nameEn),
        value: pick(locale, s.valueZh, s.valueEn),
      })),
      content: sanitizeRichText(pick(locale, p.contentZh, p.contentEn)),
      activities: [
        ...(flash && flash.state === 2
          ? [
              {
                type: "seckill",
                label: pick(locale, "秒杀", "Flash sale"),
                seckillId: flash.seckillId,
                activityPrice: flash.seckillPrice,
                endTime: flash.endTime,
                expiresIn: flash.expiresIn,
              },
            ]
          : []),
        ...(group
          ? [
              {
                type: "groupBuy",
                label: pick(locale, "拼团", "Group buy"),
                groupActivityId: group.groupActivityId,
                groupNumber: group.groupNumber,
                activityPrice: group.groupPrice,
                endTime: group.endTime,
                expiresIn: group.expiresIn,
              },
            ]
          : []),
        ...(best ? [discountBadge(best, locale)] : []),
      ],
    };
  }

  /** `/prod/recommendList`: same leaf category first, then same shop, by sales, never itself. */
  async recommendList(prodId: number, size: number, locale: Locale): Promise<ProdCard[]> {
    const [placement] = await productPlacement(this.ctx.database.db, prodId);
    if (!placement) return [];
    return searchServiceOf(this.ctx).products.cards(
      recommendStatement(prodId, placement.categoryId, placement.shopId, size),
      locale,
    );
  }

  /** `/prod/lastedProdPage`: on-shelf products, newest first. */
  lastedProdPage(q: PageQuery, locale: Locale): Promise<Page<ProdCard>> {
    return searchServiceOf(this.ctx).products.page({}, "newest", true, q, locale);
  }

  /** `/sitemap/products`: on-shelf products of open shops by id, with their last change. */
  async sitemapProducts(q: PageQuery): Promise<SitemapProductPage> {
    const from = "from products p join shops s on s.shop_id = p.shop_id where p.status = 1 and s.status = 1";
    const [rows, [count]] = await Promise.all([
      this.ctx.database.query<{ prod_id: number; updated_at: Date | string }>(
        `select p.prod_id, p.updated_at ${from} order by p.prod_id limit $1 offset $2`,
        [q.size, (q.current - 1) * q.size],
      ),
      this.ctx.database.query<{ total: number }>(`select count(*)::int as total ${from}`),
    ]);
    return toPage(
      rows.map((r) => ({ prodId: r.prod_id, updatedAt: new Date(r.updated_at).toISOString() })),
      count?.total ?? 0,
      q,
    );
  }

  /** `/sitemap/shops`: open shops by id (no edit time yet: their creation time). */
  async sitemapShops(q: PageQuery): Promise<SitemapShopPage> {
    const [rows, [count]] = await Promise.all([
      this.ctx.database.query<{ shop_id: number; created_at: Date | string }>(
        "select shop_id, created_at from shops where status = 1 order by shop_id limit $1 offset $2",
        [q.size, (q.current - 1) * q.size],
      ),
      this.ctx.database.query<{ total: number }>("select count(*)::int as total from shops where status = 1"),
    ]);
    return toPage(
      rows.map((r) => ({ shopId: r.shop_id, updatedAt: new Date(r.created_at).toISOString() })),
      count?.total ?? 0,
      q,
    );
  }
}

export const productServiceOf = perContext((ctx) => new ProductService(ctx));
