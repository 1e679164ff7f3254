import { formatAttrFilter, parseAttrFilter, type AttrFilter } from "@souk/contract";

/**
 * The /list URL (spec part 2: pn, cpid, cid, thCid, st, areaId, bid, bName) plus the list's own
 * controls (sort, orderBy, current, minPrice, maxPrice, inStock, attrs), parsed leniently: a
 * malformed value is dropped rather than turned into an error page, so a shared or hand-edited
 * link always shows a list.
 */
export interface ListQuery {
  /** Product-name keyword. */
  pn?: string;
  cpid?: number;
  cid?: number;
  thCid?: number;
  /** 1: new products only. */
  st?: 0 | 1;
  areaId?: number;
  bid?: number;
  /** Brand name, shown as the active brand filter. */
  bName?: string;
  /** 0 relevance/default, 1 sales, 2 price, 3 newest. */
  sort: 0 | 1 | 2 | 3;
  /** 0 ascending, 1 descending (absent: the sort's natural direction). */
  orderBy?: 0 | 1;
  current: number;
  minPrice?: number;
  maxPrice?: number;
  inStock?: 1;
  /** `name:v1,v2;name2:v` (contract formatAttrFilter). */
  attrs?: string;
}

export type RawParams = Record<string, string | string[] | undefined>;

export const LIST_PAGE_SIZE = 40;
/** The search API refuses pages beyond this; links never go further. */
export const MAX_LIST_PAGE = 100_000;

function first(v: string | string[] | undefined): string | undefined {
  const s = Array.isArray(v) ? v[0] : v;
  return s === undefined ? undefined : s.trim();
}
function id(v: string | string[] | undefined): number | undefined {
  const s = first(v);
  if (!s || !/^\d{1,12}$/.test(s)) return undefined;
  const n = Number(s);
  return n > 0 ? n : undefined;
}
function text(v: string | string[] | undefined, max: number): string | undefined {
  const s = first(v);
  return s ? s.slice(0, max) : undefined;
}
function choice<T extends number>(v: string | string[] | undefined, allowed: readonly T[]): T | undefined {
  const s = first(v);
  if (!s || !/^\d$/.test(s)) return undefined;
  const n = Number(s) as T;
  return allowed.includes(n) ? n : undefined;
}
function yuan(v: string | string[] | undefined): number | undefined {
  const s = first(v);
  if (!s || !/^\d{1,9}(\.\d{1,2})?$/.test(s)) return undefined;
  return Number(s);
}

export function parseListQuery(params: RawParams): ListQuery {
  const q: ListQuery = {
    pn: text(params.pn, 100),
    cpid: id(params.cpid),
    cid: id(params.cid),
    thCid: id(params.thCid),
    st: choice(params.st, [0, 1] as const),
    areaId: id(params.areaId),
    bid: id(params.bid),
    bName: text(params.bName, 50),
    sort: choice(params.sort, [0, 1, 2, 3] as const) ?? 0,
    orderBy: choice(params.orderBy, [0, 1] as const),
    current: Math.min(id(params.current) ?? 1, MAX_LIST_PAGE),
    minPrice: yuan(params.minPrice),
    maxPrice: yuan(params.maxPrice),
    inStock: choice(params.inStock, [1] as const),
    attrs: text(params.attrs, 500),
  };
  if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) {
    [q.minPrice, q.maxPrice] = [q.maxPrice, q.minPrice];
  }
  if (!q.bid) q.bName = undefined;
  return q;
}

/** Order of the URL's parameters: stable, so equal lists have equal URLs (and cache entries). */
export const LIST_PARAM_ORDER: readonly (keyof ListQuery)[] = [
  "pn",
  "cpid",
  "cid",
  "thCid",
  "st",
  "bid",
  "bName",
  "minPrice",
  "maxPrice",
  "inStock",
  "attrs",
  "sort",
  "orderBy",
  "current",
  "areaId",
];

/** The /list URL of a query; defaults (sort 0, page 1) are left out. */
export function listHref(q: Partial<ListQuery>): string {
  const s = new URLSearchParams();
  for (const k of LIST_PARAM_ORDER) {
    const v = q[k];
    if (v === undefined || v === null || v === "") continue;
    if (k === "sort" && v === 0) continue;
    if (k === "current" && v === 1) continue;
    if (k === "st" && v === 0) continue;
    s.set(k, String(v));
  }
  const qs = s.toString();
  return qs ? `/list?${qs}` : "/list";
}

/**
 * A link that changes some of the list's parameters. Any change other than the page itself
 * goes back to page 1; changing the sort drops an explicit direction unless given.
 */
export function withChanges(q: ListQuery, patch: Partial<ListQuery>): string {
  const next: Partial<ListQuery> = { ...q, ...patch };
  if (!("current" in patch)) next.current = 1;
  if ("sort" in patch && !("orderBy" in patch)) next.orderBy = undefined;
  return listHref(next);
}

/** Parameters for `GET /search/searchProdPage` (contract searchProdPageQuery). */
export function searchApiQuery(q: ListQuery, size = LIST_PAGE_SIZE): Record<string, string | number | undefined> {
  return {
    prodName: q.pn,
    cpid: q.cpid,
    cid: q.cid,
    thCid: q.thCid,
    st: q.st,
    brandId: q.bid,
    minPrice: q.minPrice,
    maxPrice: q.maxPrice,
    inStock: q.inStock,
    attrs: q.attrs,
    areaId: q.areaId,
    sort: q.sort,
    orderBy: q.orderBy,
    current: q.current,
    size,
  };
}

/** The sort buttons: price toggles between ascending and descending; the others have one direction. */
export type SortKey = "default" | "sales" | "priceAsc" | "priceDesc" | "newest";
export function activeSort(q: ListQuery): SortKey {
  switch (q.sort) {
    case 1:
      return "sales";
    case 2:
      return q.orderBy === 1 ? "priceDesc" : "priceAsc";
    case 3:
      return "newest";
    default:
      return "default";
  }
}
export function sortPatch(key: SortKey): Pick<ListQuery, "sort" | "orderBy"> {
  switch (key) {
    case "sales":
      return { sort: 1, orderBy: undefined };
    case "priceAsc":
      return { sort: 2, orderBy: 0 };
    case "priceDesc":
      return { sort: 2, orderBy: 1 };
    case "newest":
      return { sort: 3, orderBy: undefined };
    default:
      return { sort: 0, orderBy: undefined };
  }
}

/** The chosen attribute values of an `attrs` parameter (malformed → none). */
export function chosenAttrs(attrs: string | undefined): AttrFilter[] {
  return attrs ? (parseAttrFilter(attrs) ?? []) : [];
}

/** `attrs` with `value` of attribute `name` added, or removed when it was chosen (undefined when nothing is left). */
export function toggleAttr(attrs: string | undefined, name: string, value: string): string | undefined {
  const list = chosenAttrs(attrs).map((f) => ({ ...f, values: [...f.values] }));
  const f = list.find((x) => x.name === name);
  if (!f) list.push({ name, values: [value] });
  else if (f.values.includes(value)) f.values = f.values.filter((v) => v !== value);
  else f.values.push(value);
  const s = formatAttrFilter(list);
  return s || undefined;
}

/** `attrs` without attribute `name`. */
export function withoutAttr(attrs: string | undefined, name: string): string | undefined {
  return formatAttrFilter(chosenAttrs(attrs).filter((f) => f.name !== name)) || undefined;
}

/** How many filters narrow the list (the phone's "Filter" button shows it): brand, each attribute value, price, in stock. */
export function activeFilters(q: ListQuery): number {
  const values = chosenAttrs(q.attrs).reduce((n, a) => n + a.values.length, 0);
  return (
    (q.bid ? 1 : 0) + values + (q.minPrice !== undefined || q.maxPrice !== undefined ? 1 : 0) + (q.inStock ? 1 : 0)
  );
}
