import type { AttrFilter } from "@souk/contract";
import { escapeLike } from "./highlight.ts";

/**
 * SQL of product lists (search, shop goods, newest, recommendations) — one place that knows how
 * a filter becomes a WHERE clause, so every list shows exactly the products search finds.
 *
 * Always: on-shelf products (status 1) of open shops (status 1). Every value is a bind
 * parameter; sort columns come from a fixed table, never from the request.
 *
 * Every filter, sort, rank and facet reads the search projection `product_search` (alias `p`; one
 * narrow row per product, kept in sync with products by a trigger — migration 0027, ADR 0029), so
 * the rows a search visits stay in shared buffers; only a page's cards are read from products.
 */

/** What to filter on, already resolved by the service (ids, fen, dates). */
export interface ProdFilter {
  /** `to_tsquery('simple', …)` text from tokenize.toTsQuery (null: no keyword). */
  tsQuery?: string | null;
  /**
   * Exact-substring recheck, one entry per Han run of the keyword: the run must occur in the
   * product's Chinese name, or its brand's name, or be matched by its category path (leaf ids
   * precomputed from the category tree). Drops bigram false positives ("蓝牙…耳机" apart).
   */
  recheck?: (RunRecheck | { anyOf: { tsQuery: string; runs: RunRecheck[] }[] })[];
  /**
   * Relevance of a keyword search: one point per keyword part found in the product's name (Han
   * runs in the Chinese name, words in either name), two when the product's category is the
   * term itself (categoryIds), then sales. Cheaper than ts_rank (no
   * tsvector decompression per hit) and what a buyer expects: name hits before products found
   * through their brand, category or shop.
   */
  relevance?: { pattern: string; zhOnly: boolean; categoryIds?: number[]; weight?: number }[];
  /** Open shops whose name matches the keyword: their products match too. */
  shopIds?: number[];
  /** Leaf category ids (a subtree); [] means nothing matches. */
  categoryIds?: number[];
  shopId?: number;
  shopCategoryId?: number;
  brandId?: number;
  minFen?: number;
  maxFen?: number;
  inStock?: boolean;
  createdSince?: Date;
  attrs?: AttrFilter[];
  excludeProdId?: number;
  /** Shops that do not deliver to the buyer's area (their default freight template, ADR 0042). */
  excludeShopIds?: number[];
}

/**
 * The exact-substring recheck of one Han run (see ProdFilter.recheck). A term read several ways
 * (ADR 0036: 耳机 or earbud) is `anyOf` its alternatives, each its own tsquery and run rechecks:
 * a product matches the term when it matches one alternative entirely.
 */
export interface RunRecheck {
  pattern: string;
  categoryIds: number[];
}

export type SortKey = "relevance" | "sales" | "price" | "newest";

/** A statement with positional parameters ($1…). */
export interface Statement {
  text: string;
  params: unknown[];
}

class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

/** The product search text of Han runs: `%run%`, LIKE-escaped. */
export function containsPattern(run: string): string {
  return `%${escapeLike(run)}%`;
}

/** The relevance expression (see ProdFilter.relevance), adding its parameters; null without a keyword. */
function relevanceOf(f: ProdFilter, p: Params): string | null {
  if (!f.tsQuery || !f.relevance?.length) return null;
  return f.relevance
    .map(({ pattern, zhOnly, categoryIds, weight }) => {
      // A category that IS the term weighs two name hits: 5G手机 (category 手机) before 手机壳.
      if (categoryIds) return `(p.category_id = any(${p.add(categoryIds)}::int[]))::int * 2`;
      const pat = p.add(pattern);
      const times = weight && weight !== 1 ? ` * ${Math.trunc(weight)}` : "";
      // Han has no case: LIKE (ILIKE lower-cases the whole name first — 3 ms of 8 for 手机 at 20k hits).
      return zhOnly
        ? `(p.name_zh like ${pat})::int${times}`
        : `(p.name_zh ilike ${pat} or p.name_en ilike ${pat})::int${times}`;
    })
    .join(" + ");
}

function where(f: ProdFilter, p: Params): string {
  // Products of open shops: those of no shop that is not open, tested per row against an array
  // computed once per statement (an InitPlan) — never a join. `shop_id in (select …open shops)`
  // became a semi-join, and with the GIN index's row estimate of 1 for a rare term the planner
  // nested-looped a scan of shops per hit (蓝牙耳机's 1.4k hits: 4.4 of 5 ms). `<> all` is no index
  // condition, and on `shop_id + 0` (no statistics) the planner keeps ~95 % of the rows, about
  // what it estimated for the semi-join (with `= any(open shops)` it intersected the GIN bitmap
  // with every open shop's products, or thought most rows filtered out and changed plans). The
  // shop names are only joined for the page's own rows (pageStatement).
  const conds = ["p.status = 1", "p.shop_id + 0 <> all(array(select cs.shop_id from shops cs where cs.status <> 1))"];
  if (f.tsQuery) {
    const tsq = `to_tsquery('simple', ${p.add(f.tsQuery)})`;
    const runRecheck = (r: RunRecheck) => {
      const pat = p.add(r.pattern);
      const alternatives = [
        `p.name_zh like ${pat}`,
        `p.brand_id in (select b.brand_id from brands b where b.name like ${pat})`,
      ];
      if (r.categoryIds.length) alternatives.push(`p.category_id = any(${p.add(r.categoryIds)}::int[])`);
      return `(${alternatives.join(" or ")})`;
    };
    const rechecks = (f.recheck ?? []).map((r) => {
      if (!("anyOf" in r)) return runRecheck(r);
      const alts = r.anyOf.map((a) =>
        [`p.search_vector @@ to_tsquery('simple', ${p.add(a.tsQuery)})`, ...a.runs.map(runRecheck)].join(" and "),
      );
      return `((${alts.join(") or (")}))`;
    });
    const byText = [`p.search_vector @@ ${tsq}`, ...rechecks].join(" and ");
    // BitmapOr of the GIN index and product_search_shop_idx when a shop name matches too.
    conds.push(f.shopIds?.length ? `((${byText}) or p.shop_id = any(${p.add(f.shopIds)}::int[]))` : byText);
  }
  if (f.categoryIds) conds.push(`p.category_id = any(${p.add(f.categoryIds)}::int[])`);
  if (f.shopId !== undefined) conds.push(`p.shop_id = ${p.add(f.shopId)}`);
  if (f.shopCategoryId !== undefined) conds.push(`p.shop_category_id = ${p.add(f.shopCategoryId)}`);
  if (f.brandId !== undefined) conds.push(`p.brand_id = ${p.add(f.brandId)}`);
  if (f.minFen !== undefined) conds.push(`p.price >= ${p.add(f.minFen)}`);
  if (f.maxFen !== undefined) conds.push(`p.price <= ${p.add(f.maxFen)}`);
  if (f.inStock) conds.push("p.total_stock > 0");
  if (f.createdSince) conds.push(`p.created_at >= ${p.add(f.createdSince.toISOString())}::timestamptz`);
  if (f.excludeProdId !== undefined) conds.push(`p.prod_id <> ${p.add(f.excludeProdId)}`);
  // Like the closed shops above: `<> all` on `shop_id + 0`, no index condition, no plan change.
  if (f.excludeShopIds?.length) conds.push(`p.shop_id + 0 <> all(${p.add(f.excludeShopIds)}::int[])`);
  if (f.attrs?.length) {
    // One active SKU must carry a value of every attribute (either language).
    const groups = f.attrs.map((a) => {
      const alts = a.values.flatMap((v) => [
        `k.properties @> ${p.add(JSON.stringify([{ nameZh: a.name, valueZh: v }]))}::jsonb`,
        `k.properties @> ${p.add(JSON.stringify([{ nameEn: a.name, valueEn: v }]))}::jsonb`,
      ]);
      return `(${alts.join(" or ")})`;
    });
    conds.push(
      `exists (select 1 from skus k where k.prod_id = p.prod_id and k.status = 1 and ${groups.join(" and ")})`,
    );
  }
  return conds.join("\n  and ");
}

/** The search projection (see the top of this file): every column where() and the sorts read. */
const FROM = "from product_search p";

export interface CardRow {
  prod_id: number;
  name_zh: string;
  name_en: string;
  brief_zh: string;
  brief_en: string;
  pic: string;
  price: number | string;
  ori_price: number | string;
  sold_num: number;
  total_stock: number;
  shop_id: number;
  shop_name_zh: string;
  shop_name_en: string;
}

/**
 * ORDER BY of a sort: ties always end on prod_id so pages never overlap. Relevance without a
 * keyword is best-selling first.
 */
function orderBy(sort: SortKey, desc: boolean, relevance: string | null, keyword: boolean): string {
  const dir = desc ? "desc" : "asc";
  // With a keyword the GIN index must drive the query. Ordering by a bare indexed column would let
  // the planner walk product_search_price_idx / _sold_idx / created_idx and filter each row
  // with @@, hoping to find `size` hits early — a full index walk when the hits sit at the other
  // end. `+ 0` / `+ interval '0'` keep the order but hide the index, so the hits are sorted instead.
  const n = keyword ? " + 0" : "";
  switch (sort) {
    case "relevance":
      return relevance ? `${relevance} desc, p.sold_num desc, p.prod_id desc` : `p.sold_num${n} desc, p.prod_id desc`;
    case "sales":
      return `p.sold_num${n} ${dir}, p.prod_id ${dir}`;
    case "price":
      return `p.price${n} ${dir}, p.prod_id ${dir}`;
    case "newest":
      return `p.created_at${keyword ? " + interval '0'" : ""} ${dir}, p.prod_id ${dir}`;
  }
}

/**
 * The cards of an ordered list of ids, in that order: the shop join and the card columns are
 * paid for the page's rows only (late materialization), not for every hit the ORDER BY ranks.
 */
function cardsOf(idsQuery: string): string {
  return `select p.prod_id, p.name_zh, p.name_en, p.brief_zh, p.brief_en, p.pic, p.price, p.ori_price,
  p.sold_num, p.total_stock, p.shop_id, s.name_zh as shop_name_zh, s.name_en as shop_name_en
from unnest(array(
${idsQuery}
)) with ordinality as pg(prod_id, ord)
join products p on p.prod_id = pg.prod_id
join shops s on s.shop_id = p.shop_id
order by pg.ord`;
}

/** One page of cards. */
export function pageStatement(f: ProdFilter, sort: SortKey, desc: boolean, limit: number, offset: number): Statement {
  const p = new Params();
  const w = where(f, p);
  const order = orderBy(sort, desc, sort === "relevance" ? relevanceOf(f, p) : null, Boolean(f.tsQuery));
  return {
    text: cardsOf(`select p.prod_id ${FROM}
where ${w}
order by ${order}
limit ${p.add(limit)} offset ${p.add(offset)}`),
    params: p.values,
  };
}

/** The number of matching products. */
export function countStatement(f: ProdFilter): Statement {
  const p = new Params();
  const w = where(f, p);
  return { text: `select count(*)::int as total\n${FROM}\nwhere ${w}`, params: p.values };
}

export interface FacetRow {
  /** Hits counted, at most the statement's sample + 1 (more than the sample: facets are sampled). */
  total: number;
  min_price: number | string | null;
  max_price: number | string | null;
  /** [[categoryId, count], …] */
  categories: [number, number][] | string;
  /** [[brandId, count, name, nameEn, imgUrl], …] */
  brands: [number, number, string, string, string][] | string;
  /** [[nameZh, nameEn, valueZh, valueEn, count], …] */
  attrs: [string, string, string, string, number][] | string;
  /** With `keys`: the sampled hits' sort keys, [[key, rank, top], …] (as probeStatement's rows). */
  keys?: [string, number | string, boolean | null][] | string | null;
}

/** The sort keys a facet sample also returns, to place a head band (bandStatement) without a probe. */
export interface SampleKeys {
  sort: KeySort;
  topTier: boolean;
}

/**
 * Total, price range and facet counts of at most `sample` + 1 hits, in one statement: the first
 * hits the scan yields (no order: a bounded sample) are computed once (a materialized CTE of the
 * few columns facets need) and aggregated four ways. `total` ≤ sample means the sample is the
 * whole result and everything is exact; more means the caller estimates the total (The
 * cost of a search must not grow with its hit count). Attribute values come from the products'
 * sales attributes (each value is listed once per product, so count(*) counts products). The
 * LIMITs inside the LATERALs (at most 5 attributes of 30 values per product) bound what a product
 * can contribute and replace the planner's default guess of 100 rows per jsonb_array_elements call
 * (which once made PostgreSQL JIT-compile a 40 ms query; the pool also turns JIT off).
 * `keys`: also the sampled hits' sort keys (and top-tier flags), which place a page's head band
 * (bandStatement) as a probe's would, from five times the hits and without a statement of its own.
 */
export function facetStatement(
  f: ProdFilter,
  maxAttrValues: number,
  withAttrs: boolean,
  sample: number,
  keys?: SampleKeys,
): Statement {
  const p = new Params();
  const k = keys ? KEYS[keys.sort] : null;
  const relevance = keys?.topTier ? relevanceOf(f, p) : null;
  const keyCols = k
    ? `, ${k.col}::text as key, ${k.num} as rank, ${relevance ? `(${relevance}) >= ${p.add(maxRelevance(f))}` : "null::boolean"} as top`
    : "";
  const w = where(f, p);
  const attrs = withAttrs
    ? `(select coalesce(json_agg(json_build_array(an_zh, an_en, v_zh, v_en, n) order by an_zh, n desc, v_zh), '[]'::json)
     from (
       select an_zh, an_en, v_zh, v_en, n,
              row_number() over (partition by an_zh order by n desc, v_zh) as r
       from (
         select a.value->>'nameZh' as an_zh, min(a.value->>'nameEn') as an_en, v.value->>'zh' as v_zh, min(v.value->>'en') as v_en,
                count(*)::int as n
         from m
         cross join lateral (select e from jsonb_array_elements(m.sales_attrs) as e limit 5) as a(value)
         cross join lateral (select e from jsonb_array_elements(a.value->'values') as e limit 30) as v(value)
         group by a.value->>'nameZh', v.value->>'zh'
       ) x
     ) y where r <= ${p.add(maxAttrValues)})`
    : "'[]'::json";
  const text = `with m as materialized (
  select p.prod_id, p.category_id, p.brand_id, p.price, p.sales_attrs${keyCols}
  ${FROM}
  where ${w}
  limit ${p.add(sample + 1)}
)
select
  (select count(*)::int from m) as total,
  (select min(price) from m) as min_price,
  (select max(price) from m) as max_price,
  (select coalesce(json_agg(json_build_array(category_id, n) order by n desc, category_id), '[]'::json)
     from (select category_id, count(*)::int as n from m group by category_id) c) as categories,
  (select coalesce(json_agg(json_build_array(b.brand_id, x.n, b.name, b.name_en, b.img_url) order by x.n desc, b.brand_id), '[]'::json)
     from (select brand_id, count(*)::int as n from m where brand_id is not null group by brand_id) x
     join brands b on b.brand_id = x.brand_id) as brands,
  ${attrs} as attrs${k ? ",\n  (select json_agg(json_build_array(key, rank, top)) from m) as keys" : ""}`;
  return { text, params: p.values };
}

/**
 * The first `walk` on-shelf products in an index order — sales (product_search_sold_idx),
 * price (_price_idx) or newest (_created_idx) — as a derived table aliased `p`: a filter on it
 * reads at most `walk` rows whatever the hit count, since the LIMIT keeps the filter out of the
 * index scan.
 */
function walked(sort: SortKey, desc: boolean, walk: number, p: Params): string {
  const dir = desc ? "desc" : "asc";
  const key =
    sort === "price"
      ? `p.price ${dir}, p.prod_id ${dir}`
      : sort === "newest"
        ? `p.created_at ${dir}, p.prod_id ${dir}`
        : sort === "sales"
          ? `p.sold_num ${dir}, p.prod_id ${dir}`
          : "p.sold_num desc, p.prod_id desc";
  return `(select * ${FROM} where p.status = 1 order by ${key} limit ${p.add(walk)}) p`;
}

export interface WalkRow {
  prod_id: number;
}

/** The highest relevance score a product can reach for this filter (see ProdFilter.relevance). */
export function maxRelevance(f: ProdFilter): number {
  return (f.relevance ?? []).reduce((sum, r) => sum + (r.categoryIds ? 2 : (r.weight ?? 1)), 0);
}

/**
 * The first `limit` hits in the sort's index order, reading at most `walk` products of it and
 * stopping as soon as `limit` are found (the rows come out of the index already in order). For
 * relevance it walks by sales and keeps only the top tier — products with the highest score a
 * product can reach (maxRelevance): they rank first, and among them by sales. `limit` rows back
 * means the exact page; fewer (rare term, deep page, a thin top tier, hits that sit at the other
 * end of the index), and the caller sorts all hits instead (pageStatement).
 */
export function walkStatement(f: ProdFilter, sort: SortKey, desc: boolean, limit: number, walk: number): Statement {
  const p = new Params();
  const from = walked(sort, desc, walk, p);
  const w = where(f, p);
  const relevance = sort === "relevance" ? relevanceOf(f, p) : null;
  const topTier = relevance ? ` and (${relevance}) >= ${p.add(maxRelevance(f))}` : "";
  return {
    text: `select p.prod_id from ${from}
where ${w}${topTier}
order by ${orderBy(sort === "relevance" ? "sales" : sort, sort === "relevance" ? true : desc, null, false)}
limit ${p.add(limit)}`,
    params: p.values,
  };
}

/** The sorts read from a column's on-shelf index (relevance is walked by sales, walkStatement). */
export type KeySort = Exclude<SortKey, "relevance">;

/** A column sort: the column, its SQL type, and a number in the same order (for the caller to rank). */
const KEYS: Record<KeySort, { col: string; hidden: string; type: string; num: string }> = {
  sales: { col: "p.sold_num", hidden: "p.sold_num + 0", type: "int", num: "p.sold_num" },
  price: { col: "p.price", hidden: "p.price + 0", type: "bigint", num: "p.price" },
  newest: {
    col: "p.created_at",
    hidden: "p.created_at + interval '0'",
    type: "timestamptz",
    num: "extract(epoch from p.created_at)",
  },
};

export interface ProbeRow {
  /** The sort key as text, to hand back to bandStatement unchanged. */
  key: string;
  /** The same key as a number in the same order. */
  rank: number | string;
  /** With `topTier`: whether the hit is of the top relevance tier (maxRelevance). */
  top?: boolean;
}

/**
 * The sort keys of the first `sample` hits the GIN index yields (physical order: a sample that
 * does not depend on the sort): fewer than `sample` rows means that is every hit. `topTier`
 * (relevance) also says of each sampled hit whether it is of the top tier, which a band of the
 * top tier reads (bandStatement).
 */
export function probeStatement(f: ProdFilter, sort: KeySort, sample: number, topTier = false): Statement {
  const p = new Params();
  const relevance = topTier ? relevanceOf(f, p) : null;
  const top = relevance ? `, (${relevance}) >= ${p.add(maxRelevance(f))} as top` : "";
  const w = where(f, p);
  const k = KEYS[sort];
  return {
    text: `select ${k.col}::text as key, ${k.num} as rank${top} ${FROM}\nwhere ${w}\nlimit ${p.add(sample)}`,
    params: p.values,
  };
}

/**
 * The first `limit` hits in sort order among those whose sort key is at or before `bound` (a band
 * at the head of the order). Every hit outside the band sorts after every hit in it, so `limit`
 * rows back are exactly the first `limit` of all hits. The order is hidden from the planner (as in
 * pageStatement) so that it intersects the GIN bitmap with a range of the sort's on-shelf index
 * (BitmapAnd) instead of walking that index row by row: the cost is the band, not the distance
 * from the head of the index to the first hit (鞋 by price: the cheapest 31k products hold none).
 * `topTier` (relevance, read as sales descending): only hits of the highest relevance score
 * (maxRelevance), which rank first and among themselves by sales — `limit` of them back are
 * exactly the first `limit` of the relevance order.
 */
export function bandStatement(
  f: ProdFilter,
  sort: KeySort,
  desc: boolean,
  bound: string,
  limit: number,
  topTier = false,
): Statement {
  const p = new Params();
  const k = KEYS[sort];
  const b = p.add(bound);
  const relevance = topTier ? relevanceOf(f, p) : null;
  const tier = relevance ? ` and (${relevance}) >= ${p.add(maxRelevance(f))}` : "";
  const band = `${k.col} ${desc ? ">=" : "<="} cast(${b} as ${k.type})${tier}`;
  // Products of shops whose name matches are hits too: a branch of their own, since the planner
  // does not intersect the band with an OR of the GIN and shop indexes. The keyword branch's key is
  // hidden (`+ 0`): alone (no shop branch), the planner would walk the sort's index through it
  // (手机 page 5 by relevance: 12k rows, 19 ms, against ~5 for the BitmapAnd).
  const branches = [
    `select p.prod_id, ${k.hidden} as key ${FROM}\nwhere ${where({ ...f, shopIds: undefined }, p)}\n  and ${band}`,
  ];
  if (f.shopIds?.length) {
    const others = where({ ...f, tsQuery: null, recheck: undefined, relevance: undefined, shopIds: undefined }, p);
    branches.push(
      `select p.prod_id, ${k.col} as key ${FROM}\nwhere ${others}\n  and p.shop_id = any(${p.add(f.shopIds)}::int[]) and ${band}`,
    );
  }
  const dir = desc ? "desc" : "asc";
  return {
    text: `select h.prod_id from (\n${branches.join("\nunion\n")}\n) h\norder by h.key ${dir}, h.prod_id ${dir}\nlimit ${p.add(limit)}`,
    params: p.values,
  };
}

/**
 * How many of a repeatable page sample (TABLESAMPLE SYSTEM, `percent` of the table's pages) of
 * on-shelf products match (`hits`), and how many on-shelf products the sample held (`sampled`):
 * the density behind an estimated total. Page-level sampling reads few pages whatever the hit
 * count, is not biased by any sort, and REPEATABLE keeps the estimate (and so the page count)
 * the same from one request to the next.
 */
export function densityStatement(f: ProdFilter, percent: number): Statement {
  const p = new Params();
  const pct = p.add(percent);
  const w = where(f, p);
  return {
    text: `select (count(*) filter (where ${w}))::int as hits, count(*)::int as sampled
from (select * ${FROM} tablesample system (${pct}) repeatable (16) where p.status = 1) p`,
    params: p.values,
  };
}

/**
 * The planner's statistics of the product search vectors (ANALYZE; autovacuum on PostgreSQL, the
 * seed on PGlite): the most common lexemes with the share of products carrying each, followed by
 * the smallest and largest share (ts_typanalyze's layout), and the row count.
 * `elems` is null when the table was never analyzed.
 */
export function termStatsStatement(): Statement {
  return {
    text: `select s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs as freqs, c.reltuples::float8 as rows
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
left join pg_stats s on s.schemaname = n.nspname and s.tablename = c.relname and s.attname = 'search_vector'
where c.relname = 'product_search' and n.nspname = current_schema()`,
    params: [],
  };
}

/** On-shelf products (status 1): the catalogue an estimated total scales to. */
export function onShelfStatement(): Statement {
  return { text: "select count(*)::int as total from product_search where status = 1", params: [] };
}

/** The cards of the given product ids, in that order. */
export function cardsStatement(ids: number[]): Statement {
  return { text: cardsOf("select unnest($1::int[])"), params: [ids] };
}

/**
 * Recommendations: the same leaf category first, then the same shop, best-selling first,
 * never the product itself (BitmapOr of product_search_category_idx and _shop_idx).
 */
export function recommendStatement(prodId: number, categoryId: number, shopId: number, limit: number): Statement {
  const p = new Params();
  const w = where({ excludeProdId: prodId }, p);
  const cat = p.add(categoryId);
  const shop = p.add(shopId);
  return {
    text: cardsOf(`select p.prod_id ${FROM}\nwhere ${w} and (p.category_id = ${cat} or p.shop_id = ${shop})
order by (p.category_id = ${cat}) desc, p.sold_num desc, p.prod_id desc\nlimit ${p.add(limit)}`),
    params: p.values,
  };
}

/**
 * The on-shelf products of a home product group (prod_tag_products), in the group's order, one
 * page: `cards` the page's cards, `count` how many the group lists under the same rule.
 */
export function taggedStatements(tagId: number, limit: number, offset: number): { cards: Statement; count: Statement } {
  const p = new Params();
  const w = where({}, p);
  const tag = p.add(tagId);
  const members = `${FROM}\njoin prod_tag_products t on t.prod_id = p.prod_id and t.tag_id = ${tag}\nwhere ${w}`;
  const countParams = [...p.values];
  return {
    cards: {
      text: cardsOf(
        `select p.prod_id ${members}\norder by t.seq, p.prod_id\nlimit ${p.add(limit)} offset ${p.add(offset)}`,
      ),
      params: p.values,
    },
    count: { text: `select count(*)::int as total ${members}`, params: countParams },
  };
}
