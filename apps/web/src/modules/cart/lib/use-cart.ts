"use client";

import type { CartItem, CartShop, CartTotal } from "@souk/contract";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { callApi } from "@/lib/api/browser-client";
import { cartInfoEndpoint, cartInvalidEndpoint, cartTotalEndpoint } from "@/lib/api/endpoints/cart";
import { useAccount } from "@/lib/session/account-context";
import { allBasketIds, reconcileSelection, selectedIds } from "./selection";

export interface CartState {
  status: "loading" | "ready" | "failed";
  shops: CartShop[];
  invalid: CartItem[];
  selected: Set<number>;
  /** The server's totals of the current selection (null while they are being computed). */
  total: CartTotal | null;
}

/**
 * /cart state: the shops and invalid lines from the API, the selection, and the server totals
 * of the selection, recomputed after every change. `reload()` also refreshes the header and
 * top-bar badges.
 */
export function useCart() {
  const { refreshCartCount } = useAccount();
  const [state, setState] = useState<CartState>({
    status: "loading",
    shops: [],
    invalid: [],
    selected: new Set(),
    total: null,
  });
  const known = useRef<Set<number> | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const ctrl = new AbortController();
    Promise.all([
      callApi(cartInfoEndpoint(), { signal: ctrl.signal }),
      callApi(cartInvalidEndpoint(), { signal: ctrl.signal, silent: true }).catch(() => [] as CartItem[]),
    ]).then(
      ([shops, invalid]) => {
        setState((s) => ({
          ...s,
          status: "ready",
          shops,
          invalid,
          selected: reconcileSelection(shops, s.selected, known.current),
        }));
        known.current = new Set(allBasketIds(shops));
      },
      (e: unknown) => {
        if ((e as Error).name !== "AbortError") setState((s) => ({ ...s, status: "failed" }));
      },
    );
    return () => ctrl.abort();
  }, [version]);

  const ids = useMemo(() => selectedIds(state.shops, state.selected), [state.shops, state.selected]);
  const idsKey = ids.join(",");
  const [totalFor, setTotalFor] = useState<{ key: string; total: CartTotal } | null>(null);

  // Totals come from the server's pricing pipeline, for exactly the selected lines.
  useEffect(() => {
    if (idsKey === "") return;
    const ctrl = new AbortController();
    callApi(cartTotalEndpoint(idsKey.split(",").map(Number)), { signal: ctrl.signal }).then(
      (total) => setTotalFor({ key: `${version}:${idsKey}`, total }),
      () => {},
    );
    return () => ctrl.abort();
  }, [idsKey, version]);

  const reload = useCallback(() => {
    setVersion((v) => v + 1);
    refreshCartCount();
  }, [refreshCartCount]);

  const setSelected = useCallback((next: Set<number>) => setState((s) => ({ ...s, selected: next })), []);

  // The previous answer stays on screen (dimmed) until the new one arrives.
  const total = idsKey !== "" ? (totalFor?.total ?? null) : null;
  const totalPending = idsKey !== "" && totalFor?.key !== `${version}:${idsKey}`;
  return { ...state, total, totalPending, selectedIds: ids, setSelected, reload };
}
