/** What the top-bar "my store" entry does for a shop status (spec part 2, top bar). */
export type ShopEntry =
  { kind: "go"; href: string } | { kind: "warn"; message: "shopUnderReview" | "shopNotOpened" | "shopOffline" };

export function shopEntry(shopStatus: number | null | undefined, shopId: number | null | undefined): ShopEntry {
  if (shopStatus === 1) {
    // An open status without a shop id is inconsistent data: treat it as no store.
    return shopId != null
      ? { kind: "go", href: `/shopIndex?sid=${shopId}` }
      : { kind: "warn", message: "shopNotOpened" };
  }
  if (shopStatus === 0) return { kind: "warn", message: "shopUnderReview" };
  if (shopStatus === -1 || shopStatus == null) return { kind: "warn", message: "shopNotOpened" };
  return { kind: "warn", message: "shopOffline" };
}
