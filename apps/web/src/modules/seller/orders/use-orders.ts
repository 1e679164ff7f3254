"use client";

import { useConsole } from "@/console/shell/console-context";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { useServerPage } from "@/console/table/use-server-page";
import { orderCounts, orderPage, type MerchantOrder, type OrderSearch } from "../api/endpoints";

/** The status tabs of the order list (0: every order), in the order a shop works through them. */
export const ORDER_TABS = [0, 2, 1, 3, 4, 5, 6] as const;

export type OrderFilters = OrderSearch & { status: number } & Record<string, unknown>;

/** The search part of the filters (what the tab counts and the export depend on). */
export function searchOf({ orderNumber, phone, from, to }: OrderFilters): OrderSearch {
  return { orderNumber, phone, from, to };
}

/** The shop's orders of one status tab under the search, paged by the server, and each tab's count. */
export function useOrders() {
  const { client } = useConsole();
  const page = useServerPage<MerchantOrder, OrderFilters>("orders", { status: 2 }, (req, signal) =>
    client.call(orderPage(req), { signal }),
  );
  const search = searchOf(page.filters);
  const counts = useConsoleQuery(`order-counts:${JSON.stringify(search)}`, (signal) =>
    client.call(orderCounts(search), { signal }),
  );
  const countOf = (status: number) => counts.data?.find((c) => c.status === status)?.count;
  return {
    page,
    countOf,
    reload() {
      page.reload();
      counts.reload();
    },
  };
}
