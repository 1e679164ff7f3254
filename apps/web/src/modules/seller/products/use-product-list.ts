"use client";

import type { MerchantProduct, ProductSort } from "@souk/contract";
import { App } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useConsole } from "@/console/shell/console-context";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { useServerPage } from "@/console/table/use-server-page";
import { categoryTree, productPage, setProductStatus } from "../api/endpoints";
import { categoryOptions } from "./category-path";

export interface ProductListFilters extends Record<string, unknown> {
  prodName?: string;
  status?: "0" | "1";
  /** A platform category of any level. */
  categoryId?: number;
  stock?: "low" | "out";
  sort?: ProductSort;
}

/**
 * The filters a link may open the list with (`?stock=low&status=1` from the dashboard's to-do,
 * `?status=0`), read from the router's search params (a client navigation has not yet changed
 * `window.location` when the list first renders).
 */
export function filtersFromUrl(q: { get(name: string): string | null }): ProductListFilters {
  const stock = q.get("stock");
  const status = q.get("status");
  return {
    ...(stock === "low" || stock === "out" ? { stock } : {}),
    ...(status === "0" || status === "1" ? { status } : {}),
  };
}

/** The product list's data (server-paged, filtered by name and shelf status) and its shelf actions. */
export function useProductList(initial: ProductListFilters) {
  const t = useTranslations("seller.products");
  const tc = useTranslations("console");
  const { client } = useConsole();
  const { message } = App.useApp();
  const page = useServerPage<MerchantProduct, ProductListFilters>("products", initial, (req, signal) =>
    client.call(productPage(req), { signal }),
  );
  const tree = useConsoleQuery("category-tree", (signal) => client.call(categoryTree(), { signal }));
  const [selected, setSelected] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);

  /** Puts the products on (1) or off (0) the shelf, one call each; reports what failed. */
  async function shelve(prodIds: number[], status: 0 | 1) {
    setBusy(true);
    const failed: string[] = [];
    for (const id of prodIds) {
      try {
        await client.call(setProductStatus(id, status));
      } catch (e) {
        failed.push(errorMessages(e)?.join(" ") ?? tc("tryAgainLater"));
      }
    }
    setBusy(false);
    setSelected([]);
    page.reload();
    if (failed.length) message.error(failed[0]);
    else message.success(status === 1 ? t("shelved", { n: prodIds.length }) : t("unshelved", { n: prodIds.length }));
  }

  return { page, categories: tree.data ? categoryOptions(tree.data) : [], selected, setSelected, busy, shelve };
}
