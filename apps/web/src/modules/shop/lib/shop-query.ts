import { parseListQuery, type ListQuery, type RawParams } from "@/modules/search";

/** /shop-prod-list: a shop's goods by shop category, keyword, sort and page. */
export interface ShopProdQuery {
  sid?: number;
  cid?: number;
  prodName?: string;
  sort: ListQuery["sort"];
  orderBy?: ListQuery["orderBy"];
  current: number;
}

export const SHOP_PAGE_SIZE = 20;

export function parseShopProdQuery(params: RawParams): ShopProdQuery {
  // The shared parser validates ids, sorts and pages the same way as /list.
  const l = parseListQuery({
    cpid: params.sid,
    cid: params.cid,
    pn: params.prodName,
    sort: params.sort,
    orderBy: params.orderBy,
    current: params.current,
  });
  return { sid: l.cpid, cid: l.cid, prodName: l.pn, sort: l.sort, orderBy: l.orderBy, current: l.current };
}

export function shopProdHref(q: Partial<ShopProdQuery>): string {
  const s = new URLSearchParams();
  if (q.sid) s.set("sid", String(q.sid));
  if (q.cid) s.set("cid", String(q.cid));
  if (q.prodName) s.set("prodName", q.prodName);
  if (q.sort) s.set("sort", String(q.sort));
  if (q.orderBy !== undefined) s.set("orderBy", String(q.orderBy));
  if (q.current && q.current > 1) s.set("current", String(q.current));
  return `/shop-prod-list?${s}`;
}

/** A link changing some parameters; anything but the page goes back to page 1. */
export function shopProdWith(q: ShopProdQuery, patch: Partial<ShopProdQuery>): string {
  const next = { ...q, ...patch };
  if (!("current" in patch)) next.current = 1;
  if ("sort" in patch && !("orderBy" in patch)) next.orderBy = undefined;
  return shopProdHref(next);
}

/** The shop index of a shop, optionally of one shop category (the spec's /shopIndex?sid=&cid=). */
export function shopIndexHref(sid: number, cid?: number): string {
  return cid ? `/shopIndex?sid=${sid}&cid=${cid}` : `/shopIndex?sid=${sid}`;
}
