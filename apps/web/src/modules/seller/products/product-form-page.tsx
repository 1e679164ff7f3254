"use client";

import { Spin } from "antd";
import { LoadError } from "@/console/table/query-states";
import { useConsole } from "@/console/shell/console-context";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { categoryTree, productDetail } from "../api/endpoints";
import { categoryOptions, categoryPath } from "./category-path";
import { formFromDetail } from "./product-body";
import { ProductEditor } from "./product-editor";

/** /seller/products/new and /seller/products/{prodId}: loads the category tree (and the product) before the editor. */
export function ProductFormPage({ prodId }: { prodId?: number }) {
  const { client } = useConsole();
  const q = useConsoleQuery(`product-form:${prodId ?? "new"}`, async (signal) => {
    const [tree, detail] = await Promise.all([
      client.call(categoryTree(), { signal }),
      prodId ? client.call(productDetail(prodId), { signal }) : Promise.resolve(null),
    ]);
    return { tree, detail };
  });
  if (q.error) return <LoadError error={q.error} onRetry={q.reload} />;
  if (!q.data) return <Spin />;
  const { tree, detail } = q.data;
  const start = detail
    ? {
        prodId: detail.prodId,
        status: detail.status,
        takedownReason: detail.takedownReason,
        ...formFromDetail(detail, categoryPath(tree, detail.categoryId)),
      }
    : { status: 0, basics: { onShelf: true }, dimensions: [{ name: "", values: [] }], rows: [], pictures: [] };
  return <ProductEditor key={prodId ?? "new"} start={start} categories={categoryOptions(tree)} />;
}
