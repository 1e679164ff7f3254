/**
 * Header tab type (spec part 2): which promotion tab of a header is current —
 * 0 default, 2 special discount, 3 group buy, 4 flash sale, 5 coupons.
 */
export type HeaderTabType = 0 | 2 | 3 | 4 | 5;

const TABS: [RegExp, HeaderTabType][] = [
  [/^\/(special-discount|discount-detail)(\/|$)/, 2],
  [/^\/group-buy(\/|$)/, 3],
  [/^\/(flash-sale|secdetail)(\/|$)/, 4],
  [/^\/coupons(\/|$)/, 5],
];

/** The tab type of a path (query and hash ignored). */
export function headerTabType(href: string): HeaderTabType {
  const path = href.split(/[?#]/, 1)[0] ?? "";
  for (const [re, type] of TABS) if (re.test(path)) return type;
  return 0;
}

/**
 * Whether a nav item's href is the page being viewed: a promotion tab is current on any page of
 * its type; a default-type item only when path and query are exactly the same ("/list" is not
 * "/list?st=1").
 */
export function isCurrentNav(itemHref: string, pathname: string, search: string): boolean {
  const type = headerTabType(itemHref);
  if (type !== 0) return type === headerTabType(pathname);
  const here = search ? `${pathname}?${search.replace(/^\?/, "")}` : pathname;
  return itemHref === here;
}
