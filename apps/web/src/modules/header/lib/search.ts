export type SearchMode = "goods" | "shops";

/** Spec part 2: the search type follows the route; /shopList searches shops, everything else goods. */
export function searchModeFor(pathname: string): SearchMode {
  return /^\/shopList\/?$/.test(pathname) ? "shops" : "goods";
}

/** Message key (namespace `header`) of the blank-keyword warning, or null when the keyword is usable. */
export type KeywordProblem = "emptyGoods" | "emptyShop" | "emptyKeyword";

export function keywordProblem(keyword: string, mode: SearchMode | "any"): KeywordProblem | null {
  if (keyword.trim() !== "") return null;
  if (mode === "goods") return "emptyGoods";
  if (mode === "shops") return "emptyShop";
  return "emptyKeyword";
}

/** Where a search goes: /list?pn= for goods (product name), /shopList?shopName= for shops. */
export function searchHref(keyword: string, mode: SearchMode): string {
  const k = keyword.trim();
  return mode === "shops"
    ? `/shopList?${new URLSearchParams({ shopName: k })}`
    : `/list?${new URLSearchParams({ pn: k })}`;
}

/** Spec part 9: the blank-keyword warning stays 1 s; input settles after 100 ms. */
export const SEARCH_WARNING_MS = 1000;
export const SEARCH_DEBOUNCE_MS = 100;
