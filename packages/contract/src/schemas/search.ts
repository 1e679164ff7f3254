import { z } from "zod";
import { pageQuery, pageSchema } from "../pagination.ts";
import { idSchema } from "../validation.ts";

/*
 * Product and shop search (mall4j dialect): `GET /search/searchProdPage`, `GET /search/searchShopPage`.
 * Public, cacheable per query string. Prices on the wire are yuan (2 decimals); names are in the
 * request language (Accept-Language); images are `/files/...` paths.
 */

/** A query-string value that may be sent empty (`?cid=`): empty means "not given". */
const blankAsMissing = (v: unknown) => (v === "" || v === null ? undefined : v);

/** An optional positive id in a query string; `""` counts as absent. */
export const optionalIdSchema = z.preprocess(blankAsMissing, idSchema.optional());

/** An optional yuan amount (≥ 0) in a query string; `""` counts as absent. */
export const optionalYuanSchema = z.preprocess(
  blankAsMissing,
  z.coerce.number({ error: "v.price" }).min(0, { error: "v.price" }).max(100_000_000, { error: "v.price" }).optional(),
);

/** A search keyword: trimmed, at most 100 characters (longer input is refused, not cut). */
export const keywordSchema = z.preprocess(
  blankAsMissing,
  z.string().trim().max(100, { error: "v.keywordLength" }).optional(),
);

/**
 * `sort` of product lists: 0 relevance with a keyword (best-selling without one),
 * 1 sales, 2 price, 3 newest. `orderBy` 0 ascending, 1 descending; when absent each sort uses
 * its natural direction: sales desc, price asc, newest desc (relevance ignores orderBy).
 */
export const PROD_SORT = { default: 0, sales: 1, price: 2, newest: 3 } as const;
export const ORDER_BY = { asc: 0, desc: 1 } as const;

/**
 * `st=1` (new products, spec /list): products put on sale in the last NEW_PRODUCT_DAYS days,
 * newest first unless another sort is chosen. `st=0` (or absent): all products.
 */
export const NEW_PRODUCT_DAYS = 30;

/** Optional enum-like small integer in a query string; `""` counts as absent. */
const optionalChoice = (max: number) =>
  z.preprocess(blankAsMissing, z.coerce.number().int().min(0).max(max).optional());

const sortFields = {
  /** 0 relevance/default, 1 sales, 2 price, 3 newest (PROD_SORT). */
  sort: z.preprocess(blankAsMissing, z.coerce.number().int().min(0).max(3).default(0)),
  /** 0 ascending, 1 descending; absent → the sort's natural direction (see PROD_SORT). */
  orderBy: optionalChoice(1),
};

/**
 * Attribute filter `attrs`: groups `name:value` joined by `;`; several values of one name are
 * joined by `,` and mean OR; different names mean AND, and one SKU must satisfy all of them.
 * Names and values are those of the facets (either language is accepted):
 *   `颜色:黑色,白色;容量:256GB`. At most 10 groups, 20 values each; a malformed value → A00002
 *   (field `attrs`). Use `formatAttrFilter` / `parseAttrFilter` to build and read it.
 */
export interface AttrFilter {
  name: string;
  values: string[];
}
const ATTR_SEP = /[;；]/;

/** Parses an `attrs` value; null when malformed (empty names/values, too many groups or values, reserved characters). */
export function parseAttrFilter(raw: string): AttrFilter[] | null {
  const out: AttrFilter[] = [];
  const groups = raw
    .split(ATTR_SEP)
    .map((g) => g.trim())
    .filter(Boolean);
  if (groups.length > 10) return null;
  for (const g of groups) {
    const i = g.search(/[:：]/);
    if (i <= 0) return null;
    const name = g.slice(0, i).trim();
    const values = g
      .slice(i + 1)
      .split(/[,，]/)
      .map((v) => v.trim())
      .filter(Boolean);
    if (!name || values.length === 0 || values.length > 20) return null;
    const existing = out.find((a) => a.name === name);
    if (existing) existing.values.push(...values.filter((v) => !existing.values.includes(v)));
    else out.push({ name, values: [...new Set(values)] });
  }
  return out;
}

/** Builds an `attrs` value from filters (the inverse of parseAttrFilter). */
export function formatAttrFilter(filters: AttrFilter[]): string {
  return filters
    .filter((f) => f.values.length)
    .map((f) => `${f.name}:${f.values.join(",")}`)
    .join(";");
}

const attrsSchema = z.preprocess(
  blankAsMissing,
  z
    .string()
    .max(500, { error: "v.attrs" })
    .refine((s) => parseAttrFilter(s) !== null, { error: "v.attrs" })
    .optional(),
);

/**
 * `GET /search/searchProdPage` — the product list and search of /list (and of the header search).
 *
 * - `prodName`: keyword, optional (absent/blank → browse by the other filters). Chinese works
 *   with 1+ characters (app-side bigrams, ADR 0002), English is case-insensitive with prefix
 *   matching ("PHO" finds "phone"). A product matches by its name, its brand, its category names,
 *   or because its shop's name matches. A keyword with no letters or digits finds nothing.
 * - Categories: `categoryId` (any level), `cpid` (1st), `cid` (2nd), `thCid` (3rd): each given one
 *   restricts to its subtree (they intersect). An unknown or hidden category finds nothing.
 * - `shopId`; `brandId` or its alias `bid`; `st` (0 all, 1 new products, NEW_PRODUCT_DAYS);
 *   `minPrice` / `maxPrice` in yuan (inclusive, on the product's lowest SKU price);
 *   `inStock=1` only products with stock; `attrs` (AttrFilter); `areaId` (any level): only products
 *   of shops that deliver there (their default freight template, ADR 0042).
 * - `sort` / `orderBy` (PROD_SORT, ORDER_BY); `current` ≥ 1, `size` 1..100 (pagination bounds and
 *   malformed values → A00002 naming each field).
 * Only on-shelf products of open shops are listed. No match → empty `records`, never an error.
 */
export const searchProdPageQuery = pageQuery.extend({
  prodName: keywordSchema,
  categoryId: optionalIdSchema,
  cpid: optionalIdSchema,
  cid: optionalIdSchema,
  thCid: optionalIdSchema,
  shopId: optionalIdSchema,
  brandId: optionalIdSchema,
  /** Alias of brandId (the /list URL's `bid`). */
  bid: optionalIdSchema,
  st: optionalChoice(1),
  minPrice: optionalYuanSchema,
  maxPrice: optionalYuanSchema,
  inStock: optionalChoice(1),
  attrs: attrsSchema,
  /** Accepted for the storefront's local-storage area; no delivery-area filtering yet. */
  areaId: optionalIdSchema,
  ...sortFields,
});
export type SearchProdPageQuery = z.infer<typeof searchProdPageQuery>;

/** An activity badge on a product card or detail (discount, group buy, flash sale). */
export const prodActivityBadge = z.object({
  /** "seckill" | "groupBuy" | "discount" (more may be added). */
  type: z.string(),
  /** Short label in the request language, e.g. "秒杀" / "Flash sale". */
  label: z.string(),
  /** type "discount" (a running limited-time price): the activity, its price (yuan) and end. */
  discountId: z.number().optional(),
  activityPrice: z.number().optional(),
  endTime: z.string().optional(),
  expiresIn: z.number().optional(),
  /**
   * type "seckill" (a running flash sale: /secdetail/{seckillId}) or "groupBuy" (an open group buy:
   * /group-buy/{groupActivityId}, `groupNumber` buyers per team), on the detail page;
   * `activityPrice` is the lowest flash / group price, `endTime` and `expiresIn` the activity's end.
   */
  seckillId: z.number().optional(),
  groupActivityId: z.number().optional(),
  groupNumber: z.number().optional(),
});
export type ProdActivityBadge = z.infer<typeof prodActivityBadge>;

/**
 * A product card of every product list (search, shop goods, recommendations, newest).
 * `highlightName` is `prodName` HTML-escaped, with the keyword's matches wrapped in `<em>…</em>`;
 * it is safe to render as HTML (dangerouslySetInnerHTML) and equals the escaped name when there
 * is no keyword. `totalStock` 0 means sold out.
 */
export const prodCard = z.object({
  prodId: z.number(),
  prodName: z.string(),
  highlightName: z.string(),
  brief: z.string(),
  pic: z.string(),
  /** Lowest SKU price, yuan. */
  price: z.number(),
  /** Market price shown struck through, yuan (equals price when there is no discount). */
  oriPrice: z.number(),
  soldNum: z.number(),
  totalStock: z.number(),
  shopId: z.number(),
  shopName: z.string(),
  activities: z.array(prodActivityBadge),
});
export type ProdCard = z.infer<typeof prodCard>;

/** Facets of a product search, counted over the whole result set (every filter applied), not the page. */
export const searchFacets = z.object({
  /** Leaf categories of the results, most products first. `parentId` lets the page group them. */
  categories: z.array(
    z.object({ categoryId: z.number(), categoryName: z.string(), parentId: z.number(), count: z.number() }),
  ),
  /** Brands of the results, most products first. */
  brands: z.array(z.object({ brandId: z.number(), name: z.string(), imgUrl: z.string(), count: z.number() })),
  /** Sales attributes of the results (names/values in the request language), values by count. */
  attrs: z.array(z.object({ name: z.string(), values: z.array(z.object({ value: z.string(), count: z.number() })) })),
  /** Lowest and highest product price of the results (yuan); null when there are none. */
  priceRange: z.object({ min: z.number(), max: z.number() }).nullable(),
  /**
   * true when the result was too large to count facets over all of it: the counts and the price
   * range are those of a bounded sample of the hits (SEARCH_FACET_SAMPLE), so a storefront shows
   * the values without their counts. false: exact over the whole result.
   */
  sampled: z.boolean(),
});
export type SearchFacets = z.infer<typeof searchFacets>;

/** Facets are counted over at most this many hits (SearchFacets.sampled); beyond, the total is estimated. */
export const SEARCH_FACET_SAMPLE = 500;

/**
 * `data` of searchProdPage: a mall4j page of cards plus `facets`. `totalExact` false: the result
 * has more than SEARCH_FACET_SAMPLE products and `total` (and `pages`) is an estimate rounded down
 * to its leading digit — show it the way big malls do ("1万+", "10,000+"); pages past the real end
 * are empty.
 */
/**
 * How a search that found nothing as typed was answered instead: `didYouMean` — the results of
 * `query`, the closest known spelling of the keyword; `anyWord` — products matching any of the
 * keyword's words (`query` is the keyword itself). Absent: the results are for the keyword.
 */
export const searchRewrite = z.object({ kind: z.enum(["didYouMean", "anyWord"]), query: z.string() });
export type SearchRewrite = z.infer<typeof searchRewrite>;

export const searchProdPage = pageSchema(prodCard).extend({
  facets: searchFacets,
  totalExact: z.boolean(),
  rewrite: searchRewrite.optional(),
});
export type SearchProdPage = z.infer<typeof searchProdPage>;

/**
 * `GET /search/searchShopPage?shopName=&current=&size=` — open shops whose name matches
 * (Chinese bigrams / English prefixes, as product search); blank shopName lists every open shop.
 * Best match first, then by sales.
 */
export const searchShopPageQuery = pageQuery.extend({ shopName: keywordSchema });
export type SearchShopPageQuery = z.infer<typeof searchShopPageQuery>;

/** A record of searchShopPage. `score` 0..5 with one decimal (4.8). `goods`: up to 4 best sellers. */
export const shopSearchCard = z.object({
  shopId: z.number(),
  shopName: z.string(),
  /** The name HTML-escaped with the matched keyword in `<em>…</em>` (as ProdCard.highlightName). */
  highlightName: z.string(),
  shopLogo: z.string(),
  intro: z.string(),
  /** 1 self-run, 2 ordinary. */
  shopType: z.number(),
  score: z.number(),
  soldNum: z.number(),
  followers: z.number(),
  goods: z.array(prodCard),
});
export type ShopSearchCard = z.infer<typeof shopSearchCard>;
export const searchShopPage = pageSchema(shopSearchCard).extend({ rewrite: searchRewrite.optional() });
export type SearchShopPage = z.infer<typeof searchShopPage>;

/**
 * `GET /search/suggest?q=&mode=` — completions of what the buyer is typing, pinyin-aware
 * (`sh` → 手机, 手表 …; `蓝牙e` → 蓝牙耳机): product, brand and category names and hot words for
 * `mode=prod`, shop names for `mode=shop`. Best known first; at most `limit`.
 */
export const suggestQuery = z.object({
  q: z.preprocess(blankAsMissing, z.string().trim().max(50, { error: "v.suggestLength" }).optional()),
  mode: z.enum(["prod", "shop"]).default("prod"),
  limit: z.coerce.number().int().min(1).max(10).default(8),
});
export type SuggestQuery = z.infer<typeof suggestQuery>;

/** One completion: the text to search, and where it comes from (category, brand, hot word, product name, shop). */
export const suggestion = z.object({
  text: z.string(),
  kind: z.enum(["category", "brand", "hot", "product", "shop"]),
});
export type Suggestion = z.infer<typeof suggestion>;

/**
 * The platform's search synonyms (`GET/PUT /admin/search/synonyms`), applied when a buyer searches —
 * no re-index. A group of equivalent terms (耳机 = 耳麦 = earphone) finds each other; `oneWay`: the
 * first term also finds the others (iphone → 手机), not the other way round. Terms are whole words
 * (a Latin term matches a whole word of the keyword; a Chinese term also inside a Chinese run).
 */
export const synonymGroup = z.object({
  terms: z
    .array(z.string().trim().min(1, { error: "v.synonymTerm" }).max(30, { error: "v.synonymTerm" }))
    .min(2, { error: "v.synonymGroup" })
    .max(12, { error: "v.synonymGroup" }),
  oneWay: z.boolean().default(false),
});
export type SynonymGroup = z.infer<typeof synonymGroup>;
export const synonymsBody = z.object({ groups: z.array(synonymGroup).max(500, { error: "v.synonymGroup" }) });
export type SynonymsBody = z.infer<typeof synonymsBody>;
