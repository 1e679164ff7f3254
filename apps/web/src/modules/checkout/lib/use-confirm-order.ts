"use client";

import type { Address, ConfirmOrderView } from "@souk/contract";
import { useCallback, useEffect, useState } from "react";
import { ApiError } from "@/lib/api/api-error";
import { callApi } from "@/lib/api/browser-client";
import { addressListEndpoint } from "@/lib/api/endpoints/address";
import { confirmOrderEndpoint } from "@/lib/api/endpoints/order";
import { confirmBodyOf, loadCheckoutSource, type CheckoutSource } from "./checkout-source";

export type Confirmed =
  { status: "loading" } | { status: "ready"; view: ConfirmOrderView } | { status: "failed"; message: string | null };

/**
 * The data of /submit-order: what is being bought (the checkout source of this tab), the server's
 * confirmation of it (prices, coupons, submit token) again whenever the coupon choice changes or
 * `reload()` is called, the buyer's addresses and the chosen one.
 */
export function useConfirmOrder() {
  // The source is read once, in the browser (MemberGate renders this only after mounting).
  const [source] = useState<CheckoutSource | null>(() => loadCheckoutSource());
  const [confirmed, setConfirmed] = useState<Confirmed>({ status: "loading" });
  const [version, setVersion] = useState(0);
  const [addresses, setAddresses] = useState<Address[] | null>(null);
  const [chosen, setChosen] = useState(0);
  /**
   * The address the buyer picked (0: none yet, the server shows the default): the order is priced
   * again for it — freight and whether each shop delivers there depend on it (ADR 0042).
   */
  const [picked, setPicked] = useState(0);
  /** null: the server picks the best coupons; else exactly these couponUserIds (the buyer changed them). */
  const [couponIds, setCouponIds] = useState<number[] | null>(null);
  /** Points the buyer chose to spend (0: none); the server answers what the order really takes. */
  const [usePoints, setUsePoints] = useState(0);
  useEffect(() => {
    if (!source) return;
    const ctrl = new AbortController();
    const coupons = couponIds === null ? {} : { userChangeCoupon: 1, couponIds };
    const points = usePoints > 0 ? { usePoints } : {};
    callApi(confirmOrderEndpoint({ ...confirmBodyOf(source, picked), ...coupons, ...points }), {
      signal: ctrl.signal,
    }).then(
      (view) => {
        setConfirmed({ status: "ready", view });
        setChosen((c) => c || view.userAddr?.addrId || 0);
      },
      (e: unknown) => {
        if ((e as Error).name === "AbortError") return;
        // Refused points (already shown as a toast, e.g. 'Not enough points'): none.
        if (usePoints > 0) setUsePoints(0);
        // A refused coupon choice (already shown as a toast): back to the automatic choice.
        else if (couponIds !== null) setCouponIds(null);
        else setConfirmed({ status: "failed", message: e instanceof ApiError ? e.message : null });
      },
    );
    return () => ctrl.abort();
  }, [source, version, couponIds, usePoints, picked]);

  const loadAddresses = useCallback(async () => {
    const list = await callApi(addressListEndpoint()).catch(() => [] as Address[]);
    setAddresses(list);
    return list;
  }, []);
  useEffect(() => {
    if (!source) return;
    const ctrl = new AbortController();
    callApi(addressListEndpoint(), { signal: ctrl.signal }).then(setAddresses, () => {});
    return () => ctrl.abort();
  }, [source]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const choose = useCallback((addrId: number) => {
    setChosen(addrId);
    setPicked(addrId);
  }, []);
  return {
    source,
    confirmed,
    addresses,
    loadAddresses,
    chosen,
    setChosen: choose,
    couponIds,
    setCouponIds,
    usePoints,
    setUsePoints,
    reload,
  };
}
