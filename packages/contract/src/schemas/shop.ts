import { z } from "zod";
import { pageQuery, pageSchema } from "../pagination.ts";
import { idOrZeroSchema, idSchema } from "../validation.ts";
import { renovation } from "./content.ts";
import { keywordSchema, optionalIdSchema, prodCard } from "./search.ts";

/*
 * Shop pages: /shopIndex, /shop-prod-list, /select-decorate (mall4j dialect). Public.
 */

/**
 * Shop status (mall4cloud ShopStatus): 1 open, 0 closed, 2 offline (violation), 3 open-application
 * pending, 4 applying, 5 re-online pending. Only open shops list goods; -1 (deleted) is answered as
 * unknown.
 */
export const SHOP_STATUS = { closed: 0, open: 1, offline: 2, pendingOpen: 3, applying: 4, pendingReonline: 5 } as const;

/**
 * `GET /shop/headInfo?shopId=` — the shop header. Answers for every existing shop whatever its
 * status (the page shows a clear state when `status !== 1`, using `shopStatusText`). Unknown or
 * deleted → A00013 (HTTP 404) "店铺不存在" / "shop does not exist".
 */
export const shopHeadInfoQuery = z.object({ shopId: idSchema });
export const shopHeadInfo = z.object({
  shopId: z.number(),
  shopName: z.string(),
  shopLogo: z.string(),
  intro: z.string(),
  /** 1 self-run, 2 ordinary. */
  shopType: z.number(),
  /** 0..5, one decimal. */
  score: z.number(),
  followers: z.number(),
  soldNum: z.number(),
  /** On-shelf products (0 when the shop is not open). */
  prodCount: z.number(),
  status: z.number(),
  /** The status in the request language: "营业中" / "Open", "店铺已关闭" / "This shop is closed", … */
  shopStatusText: z.string(),
});
export type ShopHeadInfo = z.infer<typeof shopHeadInfo>;

/** `GET /shop/categoryList?shopId=` — the shop's own categories in display order ([] for a shop that is not open or unknown). */
export const shopCategoryListQuery = z.object({ shopId: idSchema });
export const shopCategory = z.object({
  shopCategoryId: z.number(),
  categoryName: z.string(),
  /** On-shelf products in the category. */
  prodCount: z.number(),
});
export type ShopCategory = z.infer<typeof shopCategory>;

/**
 * `GET /shop/prodPage?shopId=&shopCategoryId=&prodName=&sort=&orderBy=&current=&size=` — a shop's
 * goods (Page<ProdCard>), with the same keyword, sort and orderBy rules as searchProdPage.
 * A shop that is not open, or unknown, gives an empty page.
 */
export const shopProdPageQuery = pageQuery.extend({
  shopId: idSchema,
  shopCategoryId: optionalIdSchema,
  prodName: keywordSchema,
  sort: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(3).default(0)),
  orderBy: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(1).optional()),
});
export type ShopProdPageQuery = z.infer<typeof shopProdPageQuery>;
export const shopProdPage = pageSchema(prodCard);
export type ShopProdPage = z.infer<typeof shopProdPage>;

/**
 * A shop's decoration as served: texts in the request language, `prodIds`/`shopIds` with live
 * `goods`/`shops` cards beside them, `content` a JSON string of DecorationBlock (as the home page).
 */
export const shopRenovation = renovation.unwrap().extend({ shopId: z.number(), name: z.string() });
export type ShopRenovation = z.infer<typeof shopRenovation>;

/** `GET /shopRenovation/shopHomepage?shopId=` — the open shop's published home decoration, or null (→ the page shows a default home). */
export const shopHomepageQuery = z.object({ shopId: idSchema });

/**
 * `GET /shopRenovation/info?renovationId=&shopId=` — a micro-page (/select-decorate). `shopId`
 * (0 = platform), when given, must be the page's shop. Unknown, another shop's, or a shop that is not
 * open → A00013 (HTTP 404).
 */
export const renovationInfoQuery = z.object({
  renovationId: idSchema,
  shopId: z.preprocess((v) => (v === "" ? undefined : v), idOrZeroSchema.optional()),
});
