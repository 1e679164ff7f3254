"use client";

import { FLOW_PAGE, type PayInfo } from "@souk/contract";
import { useCallback, useEffect, useState } from "react";
import { callApi } from "@/lib/api/browser-client";
import { payInfoEndpoint } from "@/lib/api/endpoints/payment";
import { trackPageView } from "@/lib/analytics/flow";
import { serverOffset } from "@/lib/time/time-left";

export type PayInfoState =
  | { status: "loading" }
  | { status: "ready"; info: PayInfo; /** server now − browser now */ offset: number }
  | { status: "failed" };

/** The /payment summary of a trade, with the server-clock offset for its countdown. */
export function usePayInfo(payNo: string | null) {
  const [state, setState] = useState<PayInfoState>({ status: "loading" });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!payNo) return;
    const ctrl = new AbortController();
    callApi(payInfoEndpoint(payNo), { signal: ctrl.signal }).then(
      (info) => setState({ status: "ready", info, offset: serverOffset(info.nowMs, Date.now()) }),
      (e: unknown) => {
        if ((e as Error).name !== "AbortError") setState({ status: "failed" });
      },
    );
    return () => ctrl.abort();
  }, [payNo, version]);
  // The payment pages report their own flow view (page-ids.ts: selfReported) with the trade's order
  // numbers (spec part 3), once they are known; a trade that cannot be loaded is logged without them.
  const orderKey =
    !payNo || state.status === "failed" ? "" : state.status === "ready" ? state.info.orderNumbers.join(",") : null;
  useEffect(() => {
    if (orderKey === null) return;
    trackPageView({ pageId: FLOW_PAGE.pay, orderNumbers: orderKey ? orderKey.split(",") : undefined });
  }, [orderKey]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state: payNo ? state : ({ status: "failed" } as const), reload };
}

/** A payNo from the query: digits only (anything else is no trade). */
export function parsePayNo(v: string | null): string | null {
  const s = (v ?? "").trim();
  return /^\d{20,32}$/.test(s) ? s : null;
}
