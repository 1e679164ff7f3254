"use client";

import { useCallback } from "react";
import { callApi } from "@/lib/api/browser-client";
import { changeCartItemEndpoint } from "@/lib/api/endpoints/cart";
import { trackAddToCart } from "@/lib/analytics/flow";
import { getToken } from "@/lib/session/token";
import { requestLogin } from "@/lib/session/login-request";
import { useRouter } from "@/i18n/navigation";
import { useAccount } from "@/lib/session/account-context";
import { saveCheckoutSource } from "@/modules/checkout";

/*
 * The one add-to-cart and buy-now of the storefront (the detail page's buttons): logs the
 * add-to-cart analytics event once, here. Prefer `useCartActions()` in components: it also
 * refreshes the cart badges of the header and top bar. The plain functions are for code outside React.
 */

/**
 * Adds `count` pieces of a SKU (POST /p/shopCart/changeItem with a positive delta). Logged-out
 * buyers get the login popup; limits and stock are the server's ('Insufficient inventory' etc.
 * are shown as toasts by the API client). Resolves true when added.
 */
export async function addToCart(prodId: number, skuId: number, shopId: number, count: number): Promise<boolean> {
  if (!getToken()) {
    requestLogin();
    return false;
  }
  try {
    await callApi(changeCartItemEndpoint({ prodId, skuId, shopId, count }));
    trackAddToCart(prodId, shopId, count);
    return true;
  } catch {
    return false;
  }
}

/**
 * Buy now: skips the cart. Remembers the SKU for /submit-order in this tab and answers the path to
 * go to, or null (login popup shown) when logged out. `shopId` is accepted for symmetry with
 * addToCart; the server derives it.
 */
export function buyNow(prodId: number, skuId: number, _shopId: number, count: number): string | null {
  if (!getToken()) {
    requestLogin();
    return null;
  }
  saveCheckoutSource({ kind: "buyNow", prodId, skuId, count: Math.max(1, Math.trunc(count)) });
  return "/submit-order";
}

/** The same, plus: the cart badges refresh after an add, and buy-now navigates. */
export function useCartActions() {
  const { refreshCartCount } = useAccount();
  const router = useRouter();
  const add = useCallback(
    async (prodId: number, skuId: number, shopId: number, count: number) => {
      const ok = await addToCart(prodId, skuId, shopId, count);
      if (ok) refreshCartCount();
      return ok;
    },
    [refreshCartCount],
  );
  const now = useCallback(
    (prodId: number, skuId: number, shopId: number, count: number) => {
      const href = buyNow(prodId, skuId, shopId, count);
      if (href) router.push(href);
      return href !== null;
    },
    [router],
  );
  return { addToCart: add, buyNow: now, refreshCartCount };
}
