import type { PlatformShopFilter, ShopStatusAction } from "@souk/contract";

/**
 * What the platform may do to a shop in each state of its list (the API's rules, shop-apply
 * rules.ts): an open shop can be taken offline or suspended, an offline one put back online or
 * suspended, a not-yet-open one suspended, a suspended one reinstated.
 */
export function actionsFor(state: PlatformShopFilter): ShopStatusAction[] {
  switch (state) {
    case "open":
      return ["offline", "suspend"];
    case "offline":
      return ["online", "suspend"];
    case "notOpen":
      return ["suspend"];
    case "suspended":
      return ["reinstate"];
  }
}

/** The antd Tag colour of each state. */
export const STATE_COLOR: Record<PlatformShopFilter, string> = {
  open: "green",
  offline: "orange",
  suspended: "red",
  notOpen: "default",
};

/** Actions that take a shop off the storefront ask for confirmation in a danger style. */
export const isDanger = (a: ShopStatusAction) => a === "offline" || a === "suspend";
