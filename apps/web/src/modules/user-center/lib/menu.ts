/**
 * The user center (spec part 2): one route, `/user-center?currentPage=<child>`.
 *
 * The menu lists every child the spec names, grouped as large Chinese malls do. Children whose
 * pages arrive with later issues (orders, refunds, comments, coupons, balance, points, gift
 * cards) are listed but link to the user-center home, and a `currentPage` naming one of them
 * (e.g. the top bar's "my order") shows the home too — never a "coming soon" placeholder or a
 * dead link. When such a page is built, adding it to BUILT_PAGES (and to the template's
 * switch) turns its menu item into a real link. `apply-return` is a child without a menu item:
 * it is a step inside an order (it needs the order), not a place of its own.
 */
export const USER_CENTER_CHILDREN = [
  "apply-return",
  "gift-card",
  "uc-account",
  "uc-address",
  "uc-balance",
  "uc-collection",
  "uc-comments",
  "uc-coupons",
  "uc-footprint",
  "uc-integral",
  "uc-order",
  "uc-password",
  "uc-return",
  "uc-shopaccount",
] as const;
export type UcChild = (typeof USER_CENTER_CHILDREN)[number];
export type UcPage = "home" | UcChild;

/** The children built so far (profile part). */
export const BUILT_PAGES = [
  "home",
  "uc-account",
  "uc-password",
  "uc-shopaccount",
  "uc-address",
  "uc-collection",
  "uc-footprint",
  // Orders
  "uc-order",
  "uc-comments",
  "uc-balance",
  // Coupons
  "uc-coupons",
  // After-sales
  "uc-return",
  "apply-return",
  // Member assets
  "gift-card",
  "uc-integral",
] as const satisfies readonly UcPage[];
export type BuiltPage = (typeof BUILT_PAGES)[number];

export const MENU: readonly { group: "orders" | "assets" | "follow" | "account"; items: readonly UcChild[] }[] = [
  { group: "orders", items: ["uc-order", "uc-return", "uc-comments"] },
  { group: "assets", items: ["uc-coupons", "uc-balance", "uc-integral", "gift-card"] },
  { group: "follow", items: ["uc-collection", "uc-footprint"] },
  { group: "account", items: ["uc-account", "uc-address", "uc-password", "uc-shopaccount"] },
];

export function isBuilt(page: string): page is BuiltPage {
  return (BUILT_PAGES as readonly string[]).includes(page);
}

/** The page shown for a `currentPage` value: a built child, else the home. */
export function resolvePage(currentPage: string | null | undefined): BuiltPage {
  return currentPage && isBuilt(currentPage) ? currentPage : "home";
}

/** The address of a page; children not built yet lead to the home. */
export function pageHref(page: UcPage): string {
  const shown = resolvePage(page);
  return shown === "home" ? "/user-center" : `/user-center?currentPage=${shown}`;
}
