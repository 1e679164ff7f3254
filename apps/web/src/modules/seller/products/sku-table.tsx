"use client";

import { InputNumber, Table, type TableColumnsType } from "antd";
import { useTranslations } from "next-intl";
import type { SkuRow, SpecDimension } from "./sku-matrix";

/** One row per combination of the spec values: price and original price in yuan, stock. */
export function SkuTable({
  dimensions,
  rows,
  onChange,
}: {
  dimensions: SpecDimension[];
  rows: SkuRow[];
  onChange(key: string, patch: Partial<SkuRow>): void;
}) {
  const t = useTranslations("seller.productForm");
  const named = dimensions.filter((d) => d.name.trim() && d.values.length > 0);
  const columns: TableColumnsType<SkuRow> = [
    ...named.map((d, i) => ({ title: d.name, key: `p${i}`, render: (_: unknown, r: SkuRow) => r.properties[i] })),
    {
      title: t("price"),
      key: "price",
      render: (_, r) => (
        <InputNumber
          aria-label={t("priceOf", { sku: r.properties.join(" ") })}
          min={0}
          precision={2}
          value={r.price}
          onChange={(v) => onChange(r.key, { price: v })}
        />
      ),
    },
    {
      title: t("oriPrice"),
      key: "oriPrice",
      render: (_, r) => (
        <InputNumber
          aria-label={t("oriPriceOf", { sku: r.properties.join(" ") })}
          min={0}
          precision={2}
          value={r.oriPrice}
          onChange={(v) => onChange(r.key, { oriPrice: v })}
        />
      ),
    },
    {
      title: t("stock"),
      key: "stock",
      render: (_, r) => (
        <InputNumber
          aria-label={t("stockOf", { sku: r.properties.join(" ") })}
          min={0}
          precision={0}
          value={r.stock}
          onChange={(v) => onChange(r.key, { stock: v })}
        />
      ),
    },
  ];
  return (
    <Table<SkuRow>
      rowKey="key"
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: t("noSkus") }}
      data-testid="sku-table"
    />
  );
}
