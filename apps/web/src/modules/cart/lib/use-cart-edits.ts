"use client";

import type { CartItem } from "@souk/contract";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { useRouter } from "@/i18n/navigation";
import { callApi } from "@/lib/api/browser-client";
import {
  changeCartItemEndpoint,
  cleanInvalidEndpoint,
  deleteCartItemsEndpoint,
  moveToCollectionEndpoint,
} from "@/lib/api/endpoints/cart";
import { saveCheckoutSource } from "@/modules/checkout";
import { settleCheck } from "./selection";
import type { useCart } from "./use-cart";

/**
 * What the buyer does on /cart: change a quantity, delete, move to the collection, clear the
 * invalid lines, settle. Lines being changed are `busyLines`; every change reloads the cart.
 */
export function useCartEdits(cart: ReturnType<typeof useCart>) {
  const t = useTranslations("cart");
  const router = useRouter();
  const [busyLines, setBusyLines] = useState<ReadonlySet<number>>(new Set());

  const withBusy = async (ids: number[], work: () => Promise<unknown>) => {
    setBusyLines((s) => new Set([...s, ...ids]));
    try {
      await work();
      return true;
    } catch {
      return false; // the API client showed the message (e.g. 'Insufficient inventory')
    } finally {
      setBusyLines((s) => new Set([...s].filter((id) => !ids.includes(id))));
      cart.reload();
    }
  };

  // A delta of 0 is refused by the API (mall4j's '输入更改数量'): an unchanged count sends nothing.
  const changeCount = (item: CartItem, next: number) => {
    if (next === item.count) return;
    void withBusy([item.basketId], () =>
      callApi(
        changeCartItemEndpoint({
          basketId: item.basketId,
          prodId: item.prodId,
          skuId: item.skuId,
          shopId: item.shopId,
          count: next - item.count,
        }),
      ),
    );
  };

  const remove = async (ids: number[]) => {
    if (await withBusy(ids, () => callApi(deleteCartItemsEndpoint(ids)))) toast.success(t("deleted"));
  };
  const collect = async (ids: number[]) => {
    if (await withBusy(ids, () => callApi(moveToCollectionEndpoint(ids)))) toast.success(t("movedToCollection"));
  };
  const clearInvalid = async () => {
    if (await withBusy([], () => callApi(cleanInvalidEndpoint()))) toast.success(t("invalidCleared"));
  };

  const settle = () => {
    switch (settleCheck(cart.selectedIds.length)) {
      case "empty":
        toast.error(t("chooseItems"));
        return;
      case "tooMany":
        toast.error(t("tooMany"));
        return;
      case "ok":
        saveCheckoutSource({ kind: "cart", basketIds: cart.selectedIds });
        router.push("/submit-order");
    }
  };

  return { busyLines, changeCount, remove, collect, clearInvalid, settle };
}
