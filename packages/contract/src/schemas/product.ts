import { z } from "zod";
import { MAX_PAGE_SIZE, pageQuery, pageSchema } from "../pagination.ts";
import { idSchema } from "../validation.ts";
import { prodActivityBadge, type ProdCard } from "./search.ts";

/*
 * Product detail, comments, recommendations, sitemap data and the catalog version (mall4j
 * dialect). Public. Prices are yuan (2 decimals), texts in the request language, images `/files/...`.
 */

/**
 * `GET /prod/prodInfo?prodId=` — everything the detail page needs (ProdInfo).
 * - On-shelf product of an open shop → 00000 with ProdInfo.
 * - Off-shelf (status 0), or its shop is not open → **A01100** (HTTP 409, the mall4cloud way) with
 *   `data` = ProdOffShelf, so the page can render the "off-shelf" state with name and picture.
 * - Deleted (status -1) or unknown → **A01000** (HTTP 404), data null.
 */
export const prodInfoQuery = z.object({ prodId: idSchema });

export const prodShopBrief = z.object({
  shopId: z.number(),
  shopName: z.string(),
  shopLogo: z.string(),
  /** 0..5, one decimal. */
  score: z.number(),
  /** 1 open (others: see ShopHeadInfo.status). */
  status: z.number(),
  /** 1 self-run, 2 ordinary. */
  shopType: z.number(),
  followers: z.number(),
});
export type ProdShopBrief = z.infer<typeof prodShopBrief>;

/** One SKU. `properties` follow `salesAttrs` order; `skuName` is their values joined by a space. */
const nameValue = z.object({ name: z.string(), value: z.string() });
export const prodSku = z.object({
  skuId: z.number(),
  skuName: z.string(),
  properties: z.array(nameValue),
  price: z.number(),
  oriPrice: z.number(),
  /** Sellable stock; 0 = sold out (the selector disables the combination). */
  stock: z.number(),
  pic: z.string(),
  /** The running limited-time price of the SKU (yuan), when a discount activity covers it. */
  activityPrice: z.number().optional(),
});
export type ProdSku = z.infer<typeof prodSku>;

export const prodInfoView = z.object({
  prodId: z.number(),
  prodName: z.string(),
  /** Selling point shown under the name. */
  brief: z.string(),
  pic: z.string(),
  /** Gallery, main picture first. */
  imgs: z.array(z.string()),
  /** Lowest SKU price, yuan. */
  price: z.number(),
  oriPrice: z.number(),
  totalStock: z.number(),
  soldNum: z.number(),
  /** 1 on shelf (always 1 in a success answer). */
  status: z.number(),
  /** 0 normal, 1 group buy, 2 seckill, 3 points. */
  prodType: z.number(),
  shopId: z.number(),
  shop: prodShopBrief,
  /** The leaf category. */
  categoryId: z.number(),
  /** Breadcrumb from the top category down to the leaf. */
  categoryPath: z.array(z.object({ categoryId: z.number(), categoryName: z.string() })),
  brand: z.object({ brandId: z.number(), name: z.string(), imgUrl: z.string() }).nullable(),
  /** The SKU selector: attribute names and their values, in display order. */
  salesAttrs: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  skuList: z.array(prodSku),
  /** Specifications table. */
  specs: z.array(nameValue),
  /**
   * Rich detail as sanitized HTML (safe to render): basic formatting, tables, images with `/files/`
   * or https sources only; no scripts, event handlers, styles or javascript: URLs.
   */
  content: z.string(),
  /** Activity badges (a running limited-time discount: type "discount" with its price and end). The flash-sale issue adds `seckillId` here. */
  activities: z.array(prodActivityBadge),
});
export type ProdInfo = z.infer<typeof prodInfoView>;

/** `data` of the A01100 (off-shelf) answer of prodInfo. */
export interface ProdOffShelf {
  prodId: number;
  prodName: string;
  pic: string;
  shopId: number;
  /** 0 off shelf; 1 when the product is on shelf but its shop is not open. */
  status: number;
}

/**
 * `GET /prod/recommendList?prodId=&size=` — on-shelf products of the same leaf category, then of
 * the same shop, best-selling first, never the product itself; `size` 1..20 (default 8). An unknown
 * product gives [].
 */
export const recommendListQuery = z.object({
  prodId: idSchema,
  size: z.coerce.number().int().min(1).max(20).default(8),
});
export type RecommendList = ProdCard[];

/** `GET /prod/lastedProdPage?current=&size=` — on-shelf products, newest first (Page<ProdCard>). */
export const lastedProdPageQuery = pageQuery;

/**
 * `GET /prod/tag/prodTagList` (mall4j) — the home page's product groups, in the platform's order:
 * `id`, `title` (in the request's language), `seq`, `style` (mall4j's layout hint: 0 one column,
 * 1 two, 2 three). Hidden groups are left out.
 */
export const prodTag = z.object({ id: z.number(), title: z.string(), seq: z.number(), style: z.number() });
export type ProdTag = z.infer<typeof prodTag>;

/**
 * `GET /prod/prodListByTagId?tagId=&current=&size=` (mall4j) — the on-shelf products of a group in
 * the group's order (Page<ProdCard>); an unknown or hidden group answers A01000 (404).
 */
export const prodListByTagIdQuery = pageQuery.extend({ tagId: idSchema });

/* ---------- The shop's product groups (merchant `/m/prodTag`) ---------- */

const jsonInt = (v: unknown): unknown => (v === undefined || typeof v === "number" ? v : Number.NaN);
const bodyId = z.preprocess(
  jsonInt,
  z
    .number({ error: "v.positiveInt" })
    .int({ error: "v.positiveInt" })
    .min(1, { error: "v.positiveInt" })
    .max(2_147_483_647, {
      error: "v.positiveInt",
    }),
);

/** A group's titles: 1-20 characters in Chinese, 1-40 in English (they head a row of the home). */
export const PROD_TAG_TITLE_MAX = { zh: 20, en: 40 } as const;
/** At most this many products in one group. */
export const PROD_TAG_MAX_PRODUCTS = 100;

/**
 * `POST /m/prodTag` and `PUT /m/prodTag/:tagId` — create or edit one of the shop's groups: titles,
 * `seq` (lower first on the home), `style` (0-2, mall4j's layout hint) and `status` (1 shown, 0 hidden).
 */
export const prodTagBody = z.object({
  titleZh: z
    .string({ error: "v.tagTitle" })
    .trim()
    .min(1, { error: "v.tagTitle" })
    .max(PROD_TAG_TITLE_MAX.zh, { error: "v.tagTitle" }),
  titleEn: z
    .string({ error: "v.tagTitle" })
    .trim()
    .min(1, { error: "v.tagTitle" })
    .max(PROD_TAG_TITLE_MAX.en, { error: "v.tagTitle" }),
  seq: z
    .preprocess(
      jsonInt,
      z
        .number({ error: "v.tagSeq" })
        .int({ error: "v.tagSeq" })
        .min(0, { error: "v.tagSeq" })
        .max(9999, { error: "v.tagSeq" }),
    )
    .default(0),
  style: z
    .preprocess(
      jsonInt,
      z
        .number({ error: "v.tagStyle" })
        .int({ error: "v.tagStyle" })
        .min(0, { error: "v.tagStyle" })
        .max(2, { error: "v.tagStyle" }),
    )
    .default(0),
  status: z
    .preprocess(
      jsonInt,
      z
        .number({ error: "v.tagStatus" })
        .int({ error: "v.tagStatus" })
        .min(0, { error: "v.tagStatus" })
        .max(1, { error: "v.tagStatus" }),
    )
    .default(1),
});

/**
 * `PUT /m/prodTag/:tagId/prods` — the group's products, in the order shown (replaces the list: a
 * product left out leaves the group). Only the shop's own, not deleted products; no repeats.
 */
export const prodTagProdsBody = z.object({
  prodIds: z
    .array(bodyId, { error: "v.tagProds" })
    .max(PROD_TAG_MAX_PRODUCTS, { error: "v.tagProds" })
    .refine((ids) => new Set(ids).size === ids.length, { error: "v.tagProds" }),
});

export const prodTagIdParams = z.object({ tagId: idSchema });

/** One of the shop's groups as the merchant sees it: both titles and the product ids in order. */
export const merchantProdTag = z.object({
  tagId: z.number(),
  titleZh: z.string(),
  titleEn: z.string(),
  seq: z.number(),
  style: z.number(),
  status: z.number(),
  prodIds: z.array(z.number()),
});
export type MerchantProdTag = z.infer<typeof merchantProdTag>;

/* ---------- Comments (the orders issue writes them; these endpoints only read) ---------- */

/** `GET /prodComm/prodCommData?prodId=` — summary of the shown comments of a product. */
export const prodCommDataQuery = z.object({ prodId: idSchema });
export const prodCommData = z.object({
  /** All shown comments. */
  number: z.number(),
  /** Share of good comments (score 4–5) in percent, one decimal (96.5); 0 when there are none. */
  positiveRating: z.number(),
  /** Good: score 4–5. */
  praiseNumber: z.number(),
  /** Medium: score 3. */
  secondaryNumber: z.number(),
  /** Bad: score 1–2. */
  negativeNumber: z.number(),
  /** With pictures. */
  picNumber: z.number(),
});
export type ProdCommData = z.infer<typeof prodCommData>;

/** `evaluate` filter: -1 all, 0 good (4–5), 1 medium (3), 2 bad (1–2), 3 with pictures. */
export const COMMENT_EVALUATE = { all: -1, good: 0, medium: 1, bad: 2, withPics: 3 } as const;

/** `GET /prodComm/prodCommPageByProd?prodId=&evaluate=&current=&size=` — newest first (Page<ProdComment>). */
export const prodCommPageQuery = pageQuery.extend({
  prodId: idSchema,
  evaluate: z.coerce.number().int().min(-1).max(3).default(-1),
});
export type ProdCommPageQuery = z.infer<typeof prodCommPageQuery>;

export const prodComment = z.object({
  commId: z.number(),
  /** Masked for anonymous comments: first and last character around "***" ("演***家"). */
  nickName: z.string(),
  userAvatar: z.string(),
  isAnonymous: z.boolean(),
  /** 1..5 stars. */
  score: z.number(),
  content: z.string(),
  pics: z.array(z.string()),
  /** The shop's reply, or null. */
  replyContent: z.string().nullable(),
  /** "yyyy-MM-dd HH:mm:ss", China time. */
  recTime: z.string(),
  /** The bought SKU's values ("曜石黑 8GB+256GB"), "" when unknown. */
  skuName: z.string(),
});
export type ProdComment = z.infer<typeof prodComment>;
export const prodCommPage = pageSchema(prodComment);
export type ProdCommPage = z.infer<typeof prodCommPage>;

/* ---------- Sitemap data and cache versions ---------- */

export const MAX_SITEMAP_PAGE = 5000;
/** `GET /sitemap/products?current=&size=` and `GET /sitemap/shops` — size 1..5000 (default 5000), by id. */
export const sitemapQuery = z.object({
  current: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(MAX_SITEMAP_PAGE).default(MAX_SITEMAP_PAGE),
});
/** On-shelf products of open shops; `updatedAt` ISO 8601 (for `<lastmod>`). */
export const sitemapProduct = z.object({ prodId: z.number(), updatedAt: z.string() });
export type SitemapProduct = z.infer<typeof sitemapProduct>;
/** Open shops; `updatedAt` ISO 8601 (shops have no edit time yet: their creation time). */
export const sitemapShop = z.object({ shopId: z.number(), updatedAt: z.string() });
export type SitemapShop = z.infer<typeof sitemapShop>;
export const sitemapProductPage = pageSchema(sitemapProduct);
export type SitemapProductPage = z.infer<typeof sitemapProductPage>;
export const sitemapShopPage = pageSchema(sitemapShop);
export type SitemapShopPage = z.infer<typeof sitemapShopPage>;

/**
 * `GET /catalog/version` — one version per cache tag, bumped whenever the API changes data shown on
 * cached catalog pages. Versions only ever grow (they are at least the bump time in ms), also across
 * a re-seed.
 *
 * Storefront contract: tag cached fetches with `catalog:<tag>` (e.g. prodInfo, search and shop
 * goods → `catalog:products`; headInfo, shop pages → `catalog:shops`; notices → `catalog:notices`;
 * home and micro-page decorations → `catalog:home`). Poll this endpoint (it is cheap and never
 * cached; every ~10–30 s from the server, or on a short revalidate) and call `revalidateTag` for each
 * tag whose version differs from the last one seen. A short `revalidate` on the pages remains the
 * safety net for changes made outside the API (SQL by hand).
 */
/** site: the site-wide chrome the platform console edits (web config, hot words, terms, switches). */
export const CATALOG_TAGS = ["products", "shops", "notices", "home", "site"] as const;
export type CatalogTag = (typeof CATALOG_TAGS)[number];
export type CatalogVersion = Record<CatalogTag, number>;

/** Page size cap shared by every list of this file (mall4j: 100). */
export const MAX_PROD_PAGE_SIZE = MAX_PAGE_SIZE;
