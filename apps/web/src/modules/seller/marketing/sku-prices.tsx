"use client";

import { formatYuan, type MerchantProduct } from "@souk/contract";
import { Checkbox, Form, InputNumber, Table } from "antd";
import { useTranslations } from "next-intl";

/** One SKU row of a group buy's or flash sale's form: taken part or not, its activity price (yuan) and stock. */
export interface SkuPriceRow {
  skuId: number;
  label: string;
  /** The SKU's normal price (fen). */
  price: number;
  on: boolean;
  promoPrice?: number;
  stock?: number;
  /** Flash units already taken (an edited flash sale): the stock cannot go below them. */
  sold?: number;
}

/** The rows for a picked product: its on-sale SKUs, each taking part at about 80 % of its price. */
export function skuRowsOf(p: MerchantProduct | undefined): SkuPriceRow[] {
  return (p?.skus ?? [])
    .filter((k) => k.status === 1)
    .map((k) => ({
      skuId: k.skuId,
      label: k.properties.join(" ") || `#${k.skuId}`,
      price: k.price,
      on: true,
      promoPrice: Math.max(0.01, Math.round(k.price * 0.8) / 100),
      stock: Math.min(100, Math.max(1, k.stock)),
    }));
}

/** Yuan typed in the form → the fen the merchant body carries. */
export const toFen = (yuan: number | undefined) => Math.round((yuan ?? 0) * 100);

/** The `skus` list of the form as a table: take part, price in yuan, and (flash sales) flash stock. */
export function SkuPrices({ withStock, priceLabel }: { withStock: boolean; priceLabel: string }) {
  const t = useTranslations("seller.marketing");
  return (
    <Form.List name="skus">
      {(fields) => (
        <Table
          size="small"
          pagination={false}
          rowKey="key"
          dataSource={fields}
          locale={{ emptyText: t("pickProductFirst") }}
          columns={[
            {
              title: t("sku"),
              render: (_, field) => (
                <Form.Item noStyle shouldUpdate>
                  {(form) => {
                    const row = form.getFieldValue(["skus", field.name]) as SkuPriceRow | undefined;
                    return row ? `${row.label} (¥${formatYuan(row.price)})` : null;
                  }}
                </Form.Item>
              ),
            },
            {
              title: t("takePart"),
              width: 90,
              render: (_, field) => (
                <Form.Item name={[field.name, "on"]} valuePropName="checked" noStyle>
                  <Checkbox aria-label={t("takePart")} />
                </Form.Item>
              ),
            },
            {
              title: priceLabel,
              width: 150,
              render: (_, field) => (
                <Form.Item name={[field.name, "promoPrice"]} noStyle>
                  <InputNumber min={0.01} step={0.01} prefix="¥" aria-label={priceLabel} />
                </Form.Item>
              ),
            },
            ...(withStock
              ? [
                  {
                    title: t("promoStock"),
                    width: 120,
                    render: (_: unknown, field: { name: number }) => (
                      <Form.Item noStyle shouldUpdate>
                        {(form) => {
                          const sold = (form.getFieldValue(["skus", field.name]) as SkuPriceRow | undefined)?.sold ?? 0;
                          return (
                            <>
                              <Form.Item name={[field.name, "stock"]} noStyle>
                                <InputNumber min={Math.max(1, sold)} max={100000} aria-label={t("promoStock")} />
                              </Form.Item>
                              {sold > 0 ? (
                                <div className="text-xs text-gray-500">{t("promoSold", { n: sold })}</div>
                              ) : null}
                            </>
                          );
                        }}
                      </Form.Item>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
    </Form.List>
  );
}
