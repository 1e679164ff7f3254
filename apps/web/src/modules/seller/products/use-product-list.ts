"use client";

import type { MerchantProduct } from "@souk/contract";
import { App } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useConsole } from "@/console/shell/console-context";
import { useServerPage } from "@/console/table/use-server-page";
import { productPage, setProductStatus } from "../api/endpoints";

export interface ProductListFilters extends Record<string, unknown> {
  prodName?: string;
  status?: "0" | "1";
}

/** The product list's data (server-paged, filtered by name and shelf status) and its shelf actions. */
export function useProductList() {
  const t = useTranslations("seller.products");
  const tc = useTranslations("console");
  const { client } = useConsole();
  const { message } = App.useApp();
  const page = useServerPage<MerchantProduct, ProductListFilters>("products", {}, (req, signal) =>
    client.call(productPage(req), { signal }),
  );
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

  return { page, selected, setSelected, busy, shelve };
}
