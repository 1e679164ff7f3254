"use client";

import { useConsole } from "@/console/shell/console-context";
import { useServerPage } from "@/console/table/use-server-page";
import { orderPage, type MerchantOrder } from "../api/endpoints";

/** The status tabs of the order list (0: every order), in the order a shop works through them. */
export const ORDER_TABS = [0, 2, 1, 3, 5, 6] as const;

/** The shop's orders of one status tab, paged by the server. */
export function useOrders() {
  const { client } = useConsole();
  return useServerPage<MerchantOrder, { status: number }>("orders", { status: 2 }, (req, signal) =>
    client.call(orderPage(req), { signal }),
  );
}
