"use client";

import { Image, Input, InputNumber, Select, Table, type TableColumnsType } from "antd";
import { useTranslations } from "next-intl";
import { mediaUrl } from "@/lib/media/media-url";
import type { SkuRow, SpecDimension } from "./sku-matrix";

/**
 * One row per combination of the spec values: price and original price in yuan, stock, the
 * shop's code and the SKU's picture (one of the product's pictures; none: the main one).
 */
export function SkuTable({
  dimensions,
  rows,
  pictures,
  onChange,
}: {
  dimensions: SpecDimension[];
  rows: SkuRow[];
  pictures: string[];
  onChange(key: string, patch: Partial<SkuRow>): void;
}) {
  const t = useTranslations("seller.productForm");
  const tx = useTranslations("seller.productExtras");
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
    {
      title: tx("skuWeight"),
      key: "weight",
      render: (_, r) => (
        <InputNumber
          aria-label={tx("skuWeightOf", { sku: r.properties.join(" ") })}
          min={0}
          max={1_000_000}
          precision={0}
          value={r.weight}
          onChange={(v) => onChange(r.key, { weight: v })}
        />
      ),
    },
    {
      title: tx("skuCode"),
      key: "skuCode",
      render: (_, r) => (
        <Input
          aria-label={tx("skuCodeOf", { sku: r.properties.join(" ") })}
          maxLength={40}
          style={{ width: 140 }}
          value={r.skuCode}
          onChange={(e) => onChange(r.key, { skuCode: e.target.value })}
        />
      ),
    },
    {
      title: tx("skuPic"),
      key: "pic",
      render: (_, r) => (
        <Select
          aria-label={tx("skuPicOf", { sku: r.properties.join(" ") })}
          style={{ width: 120 }}
          value={r.pic && pictures.includes(r.pic) ? r.pic : ""}
          onChange={(v: string) => onChange(r.key, { pic: v })}
          options={[
            { value: "", label: tx("skuPicMain") },
            ...pictures.map((p, i) => ({
              value: p,
              label: (
                <span className="flex items-center gap-1">
                  <Image src={mediaUrl(p)} alt="" width={20} height={20} preview={false} />
                  {t("pictureN", { n: i + 1 })}
                </span>
              ),
            })),
          ]}
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
