import {
  fenToYuan,
  NEW_PRODUCT_DAYS,
  parseAttrFilter,
  PROD_SORT,
  SEARCH_FACET_SAMPLE,
  toPage,
  type Locale,
  type Page,
  type PageQuery,
  type ProdCard,
  type SearchFacets,
  type SearchProdPage,
  type SearchProdPageQuery,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { TtlCache } from "../../infra/cache/ttl-cache.ts";
import { pick } from "../../infra/http/locale.ts";
import { nowMs } from "../../infra/time.ts";
import { catalogServiceOf } from "../catalog/service.ts";
import { withDiscountBadges } from "../discount/badges.ts";
import { freightServiceOf } from "../freight/service.ts";
import { escapeHtml, highlight, keywordParts } from "./highlight.ts";
import {
  cardsStatement,
  containsPattern,
  countStatement,
  densityStatement,
  facetStatement,
  onShelfStatement,
  bandStatement,
  pageStatement,
  probeStatement,
  termStatsStatement,
  walkStatement,
  type CardRow,
  type FacetRow,
  type KeySort,
  type ProbeRow,
  type ProdFilter,
  type SampleKeys,
  type SortKey,
  type Statement,
  type WalkRow,
} from "./product-query.ts";
import { hitBound, toTermStats, type TermStats, type TermStatsRow } from "./term-stats.ts";
import { asTyped, singleText, type Term } from "./interpret.ts";
import { keywordReaderOf } from "./keyword-reader.ts";
import { toTsQuery } from "./tokenize.ts";

/** At most this many values per attribute facet. */
const MAX_ATTR_VALUES = 30;
/**
 * Facets (and the total) of a filter are kept this long per process: paging and re-sorting a
 * result, and the many buyers browsing the same list, reuse them. Catalog writes in this process
 * clear the cache at once (bumpCatalogVersion); other processes catch up within the TTL.
 */
const FACET_TTL_MS = 30_000;
/**
 * A page of a search (its cards' rows; discount badges are added per request) is kept this long
 * per process: a repeated query — the popular terms, a buyer going back — is answered from memory.
 * Shorter than the facets': the cards show stock and sales. Catalog writes clear it like the facets.
 */
const PAGE_TTL_MS = 10_000;
const HOUR_MS = 3_600_000;
/**
 * A keyword page first walks this many products of its sort's index (walkStatement): the first
 * page costs at most this many rows whatever the hit count. Found too few hits in them
 * (a rare term, a deep page, a relevance tier the walk cannot prove): the hits are sorted, and
 * then there are few of them.
 */
const PAGE_WALK = 5_000;
/**
 * A column sort walks only this many products of its index before it reads a head band instead
 * (ProductSearch.head): a term on ≥ 2 % of the catalogue fills a page within them unless its hits
 * sit away from the head of the order (鞋 by price), and the band costs the same wherever they sit.
 */
const BAND_AFTER_WALK = 2_000;
/**
 * A result known (from the cached summary) or bounded by the lexeme statistics (term-stats.ts) to
 * hold at most this many hits is sorted at once: the
 * walk would mostly read non-hits and then fall back anyway (蓝牙耳机: 1.4k hits, 10 ms either way,
 * 20 ms both).
 */
const SORT_AT_ONCE = 2_000;
/**
 * A column sort of a common term samples this many hits' keys to place its head band
 * (ProductSearch.head); the band reaches the BAND_MIN_RANK-th best sampled key at least, and
 * enough of them for about BAND_MARGIN times the hits the page needs.
 */
const PROBE_SAMPLE = 100;
/**
 * A keyword page's walk must be able to yield this many times the hits its page needs (by the hits'
 * upper bound, spread evenly over the on-shelf catalogue), or the head band is read at once.
 */
const WALK_YIELD = 2;
const BAND_MIN_RANK = 3;
const BAND_MARGIN = 4;
/**
 * Placed by the facet sample's keys (SEARCH_FACET_SAMPLE + 1 hits, five times the probe's) and the
 * density estimate, a band aims at this many times the page: the sample's quantiles are tighter, and
 * a band by a sort the hits do not follow (sales) costs about its width (手机 page 5 by relevance:
 * 48k entries of the sales index at 4×).
 */
const FACET_BAND_MARGIN = 2;
/** About this many on-shelf products are sampled to estimate a total beyond SEARCH_FACET_SAMPLE. */
const DENSITY_SAMPLE = 4_000;
/** The on-shelf catalogue size an estimate scales to changes slowly: kept longer, never cleared. */
const ON_SHELF_TTL_MS = 600_000;
/** The lexeme statistics change only with ANALYZE: kept as long, never cleared. */
const TERM_STATS_TTL_MS = 600_000;

/** The sizes that choose a plan (the constants above); tests shrink them to reach every plan. */
export interface Tuning {
  densitySample: number;
  sortAtOnce: number;
  probeSample: number;
  pageWalk: number;
  bandAfterWalk: number;
  facetSample: number;
  /**
   * Read keywords as buyers mean them (ADR 0036: pinyin, typos, synonyms, the zero-result
   * fallback); false: as typed only — the bench's baseline of the judged query set.
   */
  readKeywords: boolean;
}

/** Sort keys of sampled hits (physical order); fewer rows than `sample`: every hit. */
interface KeySample {
  rows: ProbeRow[];
  sample: number;
}

/** The hits of a filter estimated from a density sample (exact when it sampled every page). */
interface Density {
  estimate: number | null;
  exact: boolean;
}

/** Facets of a filter with its total (exact, or estimated beyond SEARCH_FACET_SAMPLE hits). */
interface Summary {
  row: FacetRow;
  total: number;
  totalExact: boolean;
  sampled: boolean;
}

/**
 * An estimate rounded down to its leading digit (4,196 → 4,000; 18,175 → 10,000): shown as
 * "4,000+", it must not look exact, and the sample's error (±20 % at a few thousand hits) rarely
 * makes it claim more than there is.
 */
export function roundDownEstimate(n: number): number {
  if (n < 10) return Math.floor(n);
  const unit = 10 ** Math.floor(Math.log10(n));
  return Math.floor(n / unit) * unit;
}

/** The categories of a Han run of the keyword (ProductSearch.runScopes). */
interface RunScope {
  run: string;
  exact: number[];
  named: number[];
}

/** A keyword resolved for the product query, or "none" when it cannot match anything. */
export interface ResolvedKeyword {
  tsQuery: string;
  relevance: NonNullable<ProdFilter["relevance"]>;
  recheck: NonNullable<ProdFilter["recheck"]>;
  shopIds: number[];
  terms: string[];
}

/**
 * Restricts every term of a tsquery (from toTsQuery) to weight A — the names: shops store their
 * names as A and intro/categories as B. `phone:*` → `phone:*A`, `手机` → `手机:A`.
 */
export function namesOnly(tsQuery: string): string {
  return tsQuery.replace(/([\p{L}\p{N}]+)(:\*)?/gu, (_m, word: string, star?: string) => `${word}:${star ? "*" : ""}A`);
}

function num(v: number | string | null | undefined): number {
  return v === null || v === undefined ? 0 : Number(v);
}

function json<T>(v: T | string): T {
  return typeof v === "string" ? (JSON.parse(v) as T) : v;
}

/** Product lists built on product-query.ts: search (with facets), shop goods, newest, recommendations. */
export class ProductSearch {
  private readonly facetCache = new TtlCache<Summary | undefined>(FACET_TTL_MS);
  private readonly onShelfCache = new TtlCache<number>(ON_SHELF_TTL_MS);
  private readonly pageCache = new TtlCache<CardRow[]>(PAGE_TTL_MS);
  private readonly termStatsCache = new TtlCache<TermStats | null>(TERM_STATS_TTL_MS);

  private readonly tuning: Tuning;

  /** `tuning`: the defaults unless a test needs a small catalogue to take another plan. */
  constructor(
    private readonly ctx: AppContext,
    tuning: Partial<Tuning> = {},
  ) {
    this.tuning = {
      densitySample: DENSITY_SAMPLE,
      sortAtOnce: SORT_AT_ONCE,
      probeSample: PROBE_SAMPLE,
      pageWalk: PAGE_WALK,
      bandAfterWalk: BAND_AFTER_WALK,
      facetSample: SEARCH_FACET_SAMPLE,
      readKeywords: true,
      ...tuning,
    };
  }

  invalidate(): void {
    this.facetCache.clear();
    this.pageCache.clear();
  }

  private run<T>(s: Statement): Promise<T[]> {
    return this.ctx.database.query<T>(s.text, s.params);
  }

  /**
   * The keyword as the product query needs it: the tsquery, the exact-substring rechecks of its
   * Han runs (with the leaf categories whose path names contain the run), and the open shops
   * whose name matches. null when the keyword holds no letters or digits (nothing can match).
   */
  async resolveKeyword(keyword: string): Promise<ResolvedKeyword | null> {
    const tsQuery = toTsQuery(keyword);
    if (!tsQuery) return null;
    const { hanRuns, words, terms } = keywordParts(keyword);
    const subtrees = await this.runScopes(hanRuns);
    const recheck = subtrees.map((t) => ({ pattern: containsPattern(t.run), categoryIds: t.named }));
    const shops = await this.matchingShops([{ tsQuery, hanRuns }]);
    const relevance = [
      ...hanRuns.map((r) => ({ pattern: containsPattern(r), zhOnly: true })),
      ...words.map((w) => ({ pattern: containsPattern(w), zhOnly: false })),
      // Products whose category IS the term outrank those that only mention it in their name (手机壳).
      ...subtrees.filter((t) => t.exact.length > 0).map((t) => ({ pattern: "", zhOnly: true, categoryIds: t.exact })),
    ];
    return { tsQuery, relevance, recheck, shopIds: shops, terms };
  }

  /**
   * A keyword read as terms with alternatives (interpret.ts). One alternative per term is the
   * keyword as before (resolveKeyword of the read text: the same statements as a Chinese query);
   * otherwise each term's tsquery ORs its alternatives, its recheck is the alternatives' own
   * (ProdFilter.recheck `anyOf`), and each alternative scores its weight when its first run is
   * in the name — the words as typed above what they were read as.
   */
  async resolveTerms(keyword: string, terms: Term[]): Promise<ResolvedKeyword | null> {
    const typed = keywordParts(keyword).terms;
    const single = singleText(terms);
    if (single !== null) {
      const kw = await this.resolveKeyword(single);
      if (kw) kw.terms = [...new Set([...kw.terms, ...typed])];
      return kw;
    }
    const read = (
      await Promise.all(
        terms.map(async (t) =>
          (
            await Promise.all(
              t.alternatives.map(async (a) => {
                const tsQuery = toTsQuery(a.text);
                if (!tsQuery) return null;
                const parts = keywordParts(a.text);
                return { weight: a.weight, tsQuery, parts, scopes: await this.runScopes(parts.hanRuns) };
              }),
            )
          ).filter((a) => a !== null),
        ),
      )
    ).filter((alts) => alts.length > 0);
    if (read.length === 0) return null;
    const tsQuery = read
      .map((alts) => (alts.length === 1 ? alts[0]!.tsQuery : `(${alts.map((a) => `(${a.tsQuery})`).join(" | ")})`))
      .join(" & ");
    const runs = (scopes: RunScope[]) => scopes.map((t) => ({ pattern: containsPattern(t.run), categoryIds: t.named }));
    const recheck = read.flatMap((alts): NonNullable<ProdFilter["recheck"]> =>
      alts.length === 1
        ? runs(alts[0]!.scopes)
        : [{ anyOf: alts.map((a) => ({ tsQuery: a.tsQuery, runs: runs(a.scopes) })) }],
    );
    const relevance = read.flatMap((alts) =>
      alts.map((a) => {
        const first = a.parts.hanRuns[0] ?? a.parts.words[0] ?? "";
        return {
          pattern: containsPattern(first),
          zhOnly: a.parts.hanRuns.length > 0,
          weight: alts.length === 1 ? 1 : a.weight,
        };
      }),
    );
    // Shops whose name matches a reading: each term's first, second, … alternative together.
    const widest = Math.max(...read.map((alts) => alts.length));
    const variants = Array.from({ length: widest }, (_, i) => {
      const pick = read.map((alts) => alts[Math.min(i, alts.length - 1)]!);
      return { tsQuery: pick.map((a) => a.tsQuery).join(" & "), hanRuns: pick.flatMap((a) => a.parts.hanRuns) };
    });
    const highlight = new Set([...typed, ...read.flatMap((alts) => alts.flatMap((a) => a.parts.terms))]);
    return { tsQuery, relevance, recheck, shopIds: await this.matchingShops(variants), terms: [...highlight] };
  }

  /** Open shops whose name matches any of the readings (names only, Chinese runs rechecked). */
  private async matchingShops(readings: { tsQuery: string; hanRuns: string[] }[]): Promise<number[]> {
    const ids = new Set<number>();
    for (const r of readings) {
      const shops = await this.ctx.database.query<{ shop_id: number }>(
        `select shop_id from shops
         where status = 1 and search_vector @@ to_tsquery('simple', $1) and name_zh ilike all($2::text[])`,
        [namesOnly(r.tsQuery), r.hanRuns.map(containsPattern)],
      );
      for (const s of shops) ids.add(s.shop_id);
    }
    return [...ids];
  }

  /**
   * The categories of each Han run: `exact` the subtree of a category that IS the run, `named`
   * also the leaves that name it. A category brings its products in when it IS the run (手机 →
   * the 手机 subtree) or is a leaf that names it (手机壳); a broad parent that merely mentions it
   * (手机数码, 手机配件) does not, or 手机 would find earbuds, watches and cameras, and sorting by
   * price would show them first.
   */
  private async runScopes(hanRuns: string[]): Promise<RunScope[]> {
    const catalog = catalogServiceOf(this.ctx);
    const index = await catalog.categoryIndex();
    return Promise.all(
      hanRuns.map(async (run) => {
        const exact = new Set<number>();
        const named = new Set<number>();
        for (const c of index.byId.values()) {
          if (!c.nameZh.includes(run)) continue;
          const ids = await catalog.withDescendants(c.categoryId);
          const isLeaf = ids.length === 1;
          if (c.nameZh === run) for (const id of ids) exact.add(id);
          if (c.nameZh === run || isLeaf) for (const id of ids) named.add(id);
        }
        return { run, exact: [...exact], named: [...named] };
      }),
    );
  }

  /** Leaf ids under every given category (intersection); undefined when none is given, [] when nothing fits. */
  private async categoryScope(ids: (number | undefined)[]): Promise<number[] | undefined> {
    const given = ids.filter((id): id is number => id !== undefined);
    if (given.length === 0) return undefined;
    const catalog = catalogServiceOf(this.ctx);
    let scope: Set<number> | undefined;
    for (const id of given) {
      const sub = new Set(await catalog.withDescendants(id));
      scope = scope ? new Set([...scope].filter((x) => sub.has(x))) : sub;
    }
    return [...(scope ?? [])];
  }

  /** `/search/searchProdPage`: a page of cards plus facets over the whole result. */
  async search(q: SearchProdPageQuery, locale: Locale): Promise<SearchProdPage> {
    const page = await this.searchAs(q, locale);
    if (!q.prodName || page.total > 0 || !this.tuning.readKeywords) return page;
    // Nothing as typed (ADR 0036): the closest spelling the catalogue knows, else any of the words.
    const fallback = await keywordReaderOf(this.ctx).fallback(q.prodName);
    if (fallback.didYouMean) {
      const fixed = await this.searchAs({ ...q, prodName: fallback.didYouMean }, locale);
      if (fixed.total > 0) return { ...fixed, rewrite: { kind: "didYouMean", query: fallback.didYouMean } };
    }
    if (fallback.anyWord.length) {
      const any = await this.searchAs(q, locale, fallback.anyWord);
      if (any.total > 0) return { ...any, rewrite: { kind: "anyWord", query: q.prodName } };
    }
    return page;
  }

  /** One search of the keyword as read (`terms`: as given instead, the any-word fallback). */
  private async searchAs(q: SearchProdPageQuery, locale: Locale, given?: Term[]): Promise<SearchProdPage> {
    const empty = (): SearchProdPage => ({
      ...toPage<ProdCard>([], 0, q),
      facets: { categories: [], brands: [], attrs: [], priceRange: null, sampled: false },
      totalExact: true,
    });
    const filter: ProdFilter = {};
    let highlights: string[] = [];
    if (q.prodName) {
      const terms =
        given ?? (this.tuning.readKeywords ? await keywordReaderOf(this.ctx).terms(q.prodName) : asTyped(q.prodName));
      const kw = await this.resolveTerms(q.prodName, terms);
      if (!kw) return empty();
      Object.assign(filter, {
        tsQuery: kw.tsQuery,
        relevance: kw.relevance,
        recheck: kw.recheck,
        shopIds: kw.shopIds,
      });
      highlights = kw.terms;
    }
    const categoryIds = await this.categoryScope([q.categoryId, q.cpid, q.cid, q.thCid]);
    if (categoryIds) {
      if (categoryIds.length === 0) return empty();
      filter.categoryIds = categoryIds;
    }
    filter.shopId = q.shopId;
    filter.brandId = q.brandId ?? q.bid;
    // Prices are compared in fen; a reversed range is read the way the buyer meant it.
    let [min, max] = [q.minPrice, q.maxPrice];
    if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
    if (min !== undefined) filter.minFen = Math.ceil(min * 100 - 1e-6);
    if (max !== undefined) filter.maxFen = Math.floor(max * 100 + 1e-6);
    filter.inStock = q.inStock === 1;
    // New products: on sale for at most NEW_PRODUCT_DAYS, counted from the start of the current
    // hour so the filter (and its cached facets) stays the same for an hour.
    if (q.st === 1) {
      filter.createdSince = new Date(Math.floor(nowMs(this.ctx) / HOUR_MS) * HOUR_MS - NEW_PRODUCT_DAYS * 86_400_000);
    }
    if (q.attrs) filter.attrs = parseAttrFilter(q.attrs) ?? [];
    // Deliver to (spec parts 2-3, ADR 0042): products of shops that do not deliver to the area are left out.
    if (q.areaId) {
      const away = await freightServiceOf(this.ctx).shopsNotDeliveringTo(q.areaId);
      if (away.length > 0) filter.excludeShopIds = away;
    }

    const { sort, desc } = sortOf(q.sort, q.orderBy, q.st === 1);
    // Attribute facets only for a narrowed result (keyword or category): over the whole catalogue
    // "颜色" mixes phones and shoes, and expanding every product's attributes is the costly part.
    const withAttrs = Boolean(filter.tsQuery || filter.categoryIds);
    const key = JSON.stringify(filter);
    const pageKey = JSON.stringify([key, sort, desc, q.size, q.current]);
    // The summary's samples also place a head band (pageRows), so that a search computing both
    // pays for each sample once: the density sample estimates the hits, the facet sample's sort
    // keys replace the probe. Either is started by whichever needs it first.
    let density: Promise<Density> | undefined;
    const densityOnce = () => (density ??= this.density(filter));
    // Relevance pages its first page from the sales walk almost always, and its keys cost a name
    // match per sampled hit (ILIKE for a Latin word): asked for from page 2 on; a first page whose
    // walk falls short probes instead.
    const keySpec: SampleKeys | undefined =
      filter.tsQuery && (sort !== "relevance" || q.current > 1)
        ? { sort: sort === "relevance" ? "sales" : sort, topTier: sort === "relevance" }
        : undefined;
    let facetKeys: Promise<KeySample> | undefined;
    const [rows, summary] = await Promise.all([
      this.pageCache.get(pageKey, async () => {
        const known = this.facetCache.peek(key);
        const hits = known ? known.total : await this.hitBound(filter);
        return this.pageRows(filter, sort, desc, q.size, (q.current - 1) * q.size, hits, {
          estimate: known ? async () => known.total : async () => (await densityOnce()).estimate,
          // Set (synchronously, below) when this request computes the summary; else a probe.
          keys: () => facetKeys,
        });
      }),
      this.facetCache.get(key, () => {
        const run = this.summary(filter, withAttrs, densityOnce, keySpec);
        if (keySpec) {
          facetKeys = run.then((r) => r.keys);
          facetKeys.catch(() => undefined); // awaited only by a page that reads a band
        }
        return run.then((r) => r.summary);
      }),
    ]);
    const total = summary?.total ?? 0;
    return {
      ...toPage(
        await withDiscountBadges(
          this.ctx,
          rows.map((r) => toCard(r, locale, highlights)),
          locale,
        ),
        total,
        q,
      ),
      facets: summary ? await this.facets(summary.row, summary.sampled, locale) : empty().facets,
      totalExact: summary?.totalExact ?? true,
    };
  }

  /**
   * At most how many products the keyword matches, by the lexeme statistics (蓝牙耳机 on 200k
   * products: ≤ 1,940 by its rarest bigram); null when they cannot say (no statistics, prefix
   * words, or a shop whose name matches: it adds its products, which the lexemes do not bound).
   */
  private async hitBound(f: ProdFilter): Promise<number | null> {
    if (!f.tsQuery || f.shopIds?.length) return null;
    const stats = await this.termStatsCache.get("products", async () => {
      const [row] = await this.run<TermStatsRow>(termStatsStatement());
      return toTermStats(row);
    });
    return hitBound(stats, f.tsQuery);
  }

  /**
   * One page of a search: the plan is chosen by how many hits there may be (`hits`: the cached
   * total, else the lexeme statistics' bound, else null — unknown).
   * - No keyword: the planner walks the sort's index itself (pageStatement).
   * - At most SORT_AT_ONCE hits: they are sorted at once (pageStatement).
   * - Otherwise the sort's index is walked (walkStatement: relevance by sales, PAGE_WALK rows at
   *   most; a column sort BAND_AFTER_WALK rows) unless it cannot yield the page (WALK_YIELD); a
   *   walk that falls short, or none, reads the head band of its order (head; relevance: of its
   *   top tier by sales), placed by `sample` — sort keys of sampled hits (the facet sample's, else
   *   a probe's) and the hits' estimate (the cached total, else the density sample's). Each is
   *   kept only when it provably is the exact page, else the hits are sorted.
   */
  private async pageRows(
    f: ProdFilter,
    sort: SortKey,
    desc: boolean,
    size: number,
    offset: number,
    hits: number | null,
    sample: { estimate: () => Promise<number | null>; keys: () => Promise<KeySample> | undefined },
  ): Promise<CardRow[]> {
    const need = offset + size;
    const { pageWalk, bandAfterWalk, sortAtOnce } = this.tuning;
    if (f.tsQuery && need <= PAGE_WALK && !(hits !== null && hits <= sortAtOnce)) {
      const topTier = sort === "relevance";
      const [bandSort, bandDesc] = topTier ? (["sales", true] as const) : [sort, desc];
      const walkRows = topTier ? pageWalk : bandAfterWalk;
      // A walk is skipped when even the hits' bound (cached total, lexeme statistics) spread evenly
      // would not give it twice the page (手机 page 5: ≤ 18k hits of 196k, ~180 in 2,000 rows): it
      // would read all its rows and fall short.
      const onShelf = hits === null ? 0 : await this.onShelf();
      const walkable = hits === null || onShelf === 0 || (walkRows * hits) / onShelf >= WALK_YIELD * need;
      let head: number[] = [];
      if (walkable)
        head = (await this.run<WalkRow>(walkStatement(f, sort, desc, need, walkRows))).map((r) => r.prod_id);
      if (head.length < need) {
        // The keys of sampled hits place the band: the facet sample's when this request computes
        // the summary (no statement of its own), else a probe's.
        const keys = sample.keys() ?? this.probe(f, bandSort, topTier);
        head = await this.head(f, bandSort, bandDesc, need, await keys, sample.estimate, topTier);
      }
      if (head.length === need) return this.run<CardRow>(cardsStatement(head.slice(offset)));
    }
    return this.run<CardRow>(pageStatement(f, sort, desc, size, offset));
  }

  /** The sort keys of the first PROBE_SAMPLE hits in physical order (probeStatement). */
  private async probe(f: ProdFilter, sort: KeySort, topTier: boolean): Promise<KeySample> {
    const sample = this.tuning.probeSample;
    return { rows: await this.run<ProbeRow>(probeStatement(f, sort, sample, topTier)), sample };
  }

  /**
   * The first `need` hits of a column sort, read from a band at the head of the order: the sampled
   * keys (hits in physical order, unrelated to the sort: the facet sample's or a probe's) give the
   * key before which about FACET_BAND_MARGIN (BAND_MARGIN for a probe's) × `need` hits lie, each
   * sampled hit standing for `estimate` / sample hits, and bandStatement reads the hits up to that
   * key. Its cost is the band's, wherever the hits sit in the order. `topTier`: only the sampled
   * hits of the top relevance tier place the band. None back: the sample held every hit, or the
   * band came out thin even widened (the caller sorts every hit then).
   */
  private async head(
    f: ProdFilter,
    sort: KeySort,
    desc: boolean,
    need: number,
    { rows: keys, sample }: KeySample,
    estimate: () => Promise<number | null>,
    topTier = false,
  ) {
    if (keys.length < sample) return [];
    const hits = await estimate();
    const placed = topTier ? keys.filter((k) => k.top) : keys;
    if (placed.length === 0) return [];
    placed.sort((a, b) => (Number(a.rank) - Number(b.rank)) * (desc ? -1 : 1));
    // The k-th key of a sample of `sample` out of `hits` has about k × hits / sample hits (of its
    // tier, for a top-tier band) at or before it. Unknown or tiny `hits` (an estimate): BAND_MIN_RANK keeps a margin then.
    const margin = sample > PROBE_SAMPLE ? FACET_BAND_MARGIN : BAND_MARGIN;
    const k = Math.max(BAND_MIN_RANK, Math.ceil((margin * need * sample) / (hits || Infinity)));
    // A band that still comes out thin (the sample's bias) is widened once, BAND_MARGIN times,
    // before every hit is sorted.
    for (const rank of new Set([k, k * BAND_MARGIN].map((r) => Math.min(placed.length, r)))) {
      const band = await this.run<WalkRow>(bandStatement(f, sort, desc, placed[rank - 1]!.key, need, topTier));
      if (band.length === need) return band.map((r) => r.prod_id);
    }
    return [];
  }

  /** On-shelf products: the catalogue an estimate scales to (cached, ON_SHELF_TTL_MS). */
  private onShelf(): Promise<number> {
    return this.onShelfCache.get("all", async () => {
      const [c] = await this.run<{ total: number }>(onShelfStatement());
      return c?.total ?? 0;
    });
  }

  /** The density sample of a filter (densityStatement) and the total it estimates. */
  private async density(f: ProdFilter): Promise<Density> {
    const onShelf = await this.onShelf();
    const percent = Math.min(100, (100 * this.tuning.densitySample) / Math.max(onShelf, 1));
    const [d] = await this.run<{ hits: number; sampled: number }>(densityStatement(f, percent));
    const hits = d?.hits ?? 0;
    // A sample of every page (a small catalogue) counted every hit.
    if (percent >= 100) return { estimate: hits, exact: true };
    return { estimate: d && d.sampled > 0 ? (hits * onShelf) / d.sampled : null, exact: false };
  }

  /**
   * Facets and total of a filter: exact up to SEARCH_FACET_SAMPLE hits; beyond, facets of that
   * sample and a total estimated from the hit density among the best sellers (exact when they
   * are the whole catalogue), so the cost stays bounded however many products match.
   */
  private async summary(
    f: ProdFilter,
    withAttrs: boolean,
    density: () => Promise<Density>,
    keys: SampleKeys | undefined,
  ): Promise<{ summary: Summary | undefined; keys: KeySample }> {
    // The density sample runs alongside the facets (one round trip of latency), and is only
    // used when the facet sample overflows (and to size a head band).
    const facetSample = this.tuning.facetSample;
    const [[row], d] = await Promise.all([
      this.run<FacetRow>(facetStatement(f, MAX_ATTR_VALUES, withAttrs, facetSample, keys)),
      density(),
    ]);
    const sampledKeys = {
      rows: json(row?.keys ?? []).map(([key, rank, top]) => ({ key, rank, top: top ?? undefined })),
      sample: facetSample + 1,
    };
    if (row) delete row.keys; // the page's, not the cached summary's
    const summary = (): Summary | undefined => {
      if (!row) return undefined;
      if (row.total <= facetSample) return { row, total: row.total, totalExact: true, sampled: false };
      if (d.exact) return { row, total: d.estimate ?? 0, totalExact: true, sampled: true };
      return {
        row,
        total: Math.max(facetSample + 1, roundDownEstimate(d.estimate ?? 0)),
        totalExact: false,
        sampled: true,
      };
    };
    return { summary: summary(), keys: sampledKeys };
  }

  private async facets(row: FacetRow, sampled: boolean, locale: Locale): Promise<SearchFacets> {
    const index = await catalogServiceOf(this.ctx).categoryIndex();
    const categories = json(row.categories).flatMap(([categoryId, count]) => {
      const c = index.byId.get(categoryId);
      return c ? [{ categoryId, categoryName: pick(locale, c.nameZh, c.nameEn), parentId: c.parentId, count }] : [];
    });
    const brands = json(row.brands).map(([brandId, count, name, nameEn, imgUrl]) => ({
      brandId,
      name: pick(locale, name, nameEn),
      imgUrl,
      count,
    }));
    const attrs: SearchFacets["attrs"] = [];
    for (const [nameZh, nameEn, valueZh, valueEn, count] of json(row.attrs)) {
      const name = pick(locale, nameZh, nameEn);
      let attr = attrs.at(-1);
      if (!attr || attr.name !== name) attrs.push((attr = { name, values: [] }));
      attr.values.push({ value: pick(locale, valueZh, valueEn), count });
    }
    const priceRange =
      row.min_price === null || row.max_price === null
        ? null
        : { min: fenToYuan(num(row.min_price)), max: fenToYuan(num(row.max_price)) };
    return { categories, brands, attrs, priceRange, sampled };
  }

  /** A page of cards without facets (shop goods, newest). */
  async page(
    filter: ProdFilter,
    sort: SortKey,
    desc: boolean,
    q: PageQuery,
    locale: Locale,
    terms: string[] = [],
  ): Promise<Page<ProdCard>> {
    const [rows, [count]] = await Promise.all([
      this.run<CardRow>(pageStatement(filter, sort, desc, q.size, (q.current - 1) * q.size)),
      this.run<{ total: number }>(countStatement(filter)),
    ]);
    return toPage(
      await withDiscountBadges(
        this.ctx,
        rows.map((r) => toCard(r, locale, terms)),
        locale,
      ),
      count?.total ?? 0,
      q,
    );
  }

  async cards(s: Statement, locale: Locale): Promise<ProdCard[]> {
    return withDiscountBadges(
      this.ctx,
      (await this.run<CardRow>(s)).map((r) => toCard(r, locale, [])),
      locale,
    );
  }
}

/**
 * sort (0 relevance, 1 sales, 2 price, 3 newest) and orderBy (0 asc, 1 desc) → the query's order.
 * Without orderBy each sort takes its natural direction: sales desc, price asc, newest desc.
 * New products (st=1) with the default sort are listed newest first.
 */
export function sortOf(sort: number, orderBy: number | undefined, newOnly = false): { sort: SortKey; desc: boolean } {
  const key: SortKey =
    sort === PROD_SORT.sales
      ? "sales"
      : sort === PROD_SORT.price
        ? "price"
        : sort === PROD_SORT.newest || newOnly
          ? "newest"
          : "relevance";
  const natural = key !== "price";
  return { sort: key, desc: orderBy === undefined ? natural : orderBy === 1 };
}

export function toCard(r: CardRow, locale: Locale, terms: readonly string[]): ProdCard {
  const prodName = pick(locale, r.name_zh, r.name_en);
  return {
    prodId: r.prod_id,
    prodName,
    highlightName: terms.length ? highlight(prodName, terms) : escapeHtml(prodName),
    brief: pick(locale, r.brief_zh, r.brief_en),
    pic: r.pic,
    price: fenToYuan(num(r.price)),
    oriPrice: fenToYuan(num(r.ori_price)),
    soldNum: r.sold_num,
    totalStock: r.total_stock,
    shopId: r.shop_id,
    shopName: pick(locale, r.shop_name_zh, r.shop_name_en),
    activities: [],
  };
}
