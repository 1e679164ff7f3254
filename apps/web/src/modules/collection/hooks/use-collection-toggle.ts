"use client";

import { useCallback, useEffect, useState } from "react";
import type { Endpoint } from "@/lib/api/endpoint";
import { callApi } from "@/lib/api/browser-client";
import {
  isProdCollectedEndpoint,
  isShopCollectedEndpoint,
  toggleProdCollectionEndpoint,
  toggleShopCollectionEndpoint,
} from "@/lib/api/endpoints/collection";
import { requestLogin } from "@/lib/session/login-request";
import { useAccount } from "@/lib/session/account-context";

export interface CollectionToggle {
  /** Whether the buyer collected it; false for visitors and while unknown. */
  isCollection: boolean;
  /** True until the first answer (logged-in buyers only). */
  loading: boolean;
  /** True while a toggle is on its way (disable the button). */
  busy: boolean;
  /** Collects or un-collects; a visitor gets the login popup instead. Answers the new state. */
  addOrCancel: () => Promise<boolean>;
}

function useToggle(
  id: number | null | undefined,
  isCollected: (id: number) => Endpoint<boolean>,
  toggle: (id: number) => Endpoint<boolean>,
): CollectionToggle {
  const { loggedIn } = useAccount();
  const valid = typeof id === "number" && Number.isSafeInteger(id) && id > 0;
  const [known, setKnown] = useState<{ id: number; value: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!loggedIn || !valid) return;
    const ctrl = new AbortController();
    callApi(isCollected(id), { signal: ctrl.signal, silent: true, suppressLogin: true }).then(
      (value) => setKnown({ id, value }),
      () => {},
    );
    return () => ctrl.abort();
    // The endpoint factories are module constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loggedIn, valid, id]);

  const current = loggedIn && valid && known?.id === id ? known.value : false;

  const addOrCancel = useCallback(async () => {
    if (!loggedIn) {
      requestLogin();
      return false;
    }
    if (!valid || busy) return current;
    setBusy(true);
    try {
      const value = await callApi(toggle(id));
      setKnown({ id, value });
      return value;
    } catch {
      return current; // the API client showed why (or opened the login popup)
    } finally {
      setBusy(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loggedIn, valid, id, busy, current]);

  return { isCollection: current, loading: loggedIn && valid && known?.id !== id, busy, addOrCancel };
}

/**
 * Collect toggle of a product detail page: `/p/user/collection/isCollection` and `addOrCancel`.
 *   const { isCollection, busy, addOrCancel } = useCollectionToggle(prodId);
 */
export function useCollectionToggle(prodId: number | null | undefined): CollectionToggle {
  return useToggle(prodId, isProdCollectedEndpoint, toggleProdCollectionEndpoint);
}

/** Collect toggle of a shop page: `/p/shop/collection/isCollection` and `addOrCancel`. */
export function useShopCollectionToggle(shopId: number | null | undefined): CollectionToggle {
  return useToggle(shopId, isShopCollectedEndpoint, toggleShopCollectionEndpoint);
}
