"use client";

import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from "@ant-design/icons";
import { PROD_TAG_MAX_PRODUCTS, prodTagProdsBody, type MerchantProdTag, type MerchantProduct } from "@souk/contract";
import { App, Button, Space, Table, Tag, type TableColumnsType } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useConsole } from "@/console/shell/console-context";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { useValidationText } from "@/lib/forms/validation-text";
import { productPage, setProdTagProducts } from "../api/endpoints";
import { ProductPicker } from "../marketing/product-picker";
import { PromotionDrawer } from "../marketing/promotion-drawer";
import { moveItem } from "./group-membership";

type Known = Pick<MerchantProduct, "prodId" | "prodName" | "status">;

/**
 * A group's products in the order the home shows them: add the shop's products on the shelf (each
 * at the end), move one up or down, take one out; saving replaces the group's list in one call.
 */
export function GroupProductsDrawer({
  group,
  title,
  onClose,
}: {
  group: MerchantProdTag;
  /** The group's title in the page's language. */
  title: string;
  onClose(saved: boolean): void;
}) {
  const t = useTranslations("seller.productGroups");
  const tc = useTranslations("console");
  const text = useValidationText();
  const { client } = useConsole();
  const { message } = App.useApp();
  const [ids, setIds] = useState<number[]>(group.prodIds);
  const [picked, setPicked] = useState<Known[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The names of the products the group holds (one call, the list's own filter by ids).
  const held = useConsoleQuery(`group-products:${group.tagId}`, (signal) =>
    group.prodIds.length
      ? client.call(productPage({ current: 1, size: PROD_TAG_MAX_PRODUCTS, prodIds: group.prodIds.join(",") }), {
          signal,
        })
      : Promise.resolve({ records: [] as MerchantProduct[], total: 0 }),
  );
  const known = new Map<number, Known>();
  for (const p of [...(held.data?.records ?? []), ...picked]) known.set(p.prodId, p);
  const change = (next: number[]) => {
    setIds(next);
    setProblem(null);
  };
  const save = async () => {
    const parsed = prodTagProdsBody.safeParse({ prodIds: ids });
    if (!parsed.success) {
      setProblem(text(parsed.error.issues[0]?.message) ?? tc("tryAgainLater"));
      return;
    }
    setSaving(true);
    try {
      await client.call(setProdTagProducts(group.tagId, ids));
      message.success(t("saved"));
      onClose(true);
    } catch (e) {
      setProblem(errorMessages(e)?.join(" ") ?? tc("tryAgainLater"));
      setSaving(false);
    }
  };
  const columns: TableColumnsType<number> = [
    { title: "#", width: 56, render: (_, _id, i) => i + 1 },
    {
      title: t("product"),
      render: (_, id) => {
        const p = known.get(id);
        if (!p) return held.loading ? "…" : `#${id}`;
        return (
          <span>
            {p.prodName} <span className="text-gray-500">#{id}</span>
            {p.status !== 1 ? <Tag className="!ml-2">{t("offShelf")}</Tag> : null}
          </span>
        );
      },
    },
    {
      title: t("actions"),
      width: 140,
      render: (_, id, i) => {
        const name = known.get(id)?.prodName ?? `#${id}`;
        return (
          <Space size={0}>
            <Button
              type="text"
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={t("moveUp", { name })}
              disabled={i === 0}
              onClick={() => change(moveItem(ids, i, -1))}
            />
            <Button
              type="text"
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={t("moveDown", { name })}
              disabled={i === ids.length - 1}
              onClick={() => change(moveItem(ids, i, 1))}
            />
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t("takeOut", { name })}
              onClick={() => change(ids.filter((x) => x !== id))}
            />
          </Space>
        );
      },
    },
  ];
  const full = ids.length >= PROD_TAG_MAX_PRODUCTS;
  return (
    <PromotionDrawer
      open
      title={t("productsTitle", { title })}
      problem={problem}
      saving={saving}
      onSave={() => void save()}
      onClose={() => onClose(false)}
    >
      <p className="mb-2 text-gray-600">{t("productsHint", { max: PROD_TAG_MAX_PRODUCTS })}</p>
      <div className="mb-4" data-testid="group-add-product">
        <label htmlFor="group-add-product" className="mb-1 block">
          {t("addProduct")}
        </label>
        {/* A fresh picker after each pick, so it is empty for the next one. */}
        <ProductPicker
          key={ids.length}
          id="group-add-product"
          onProduct={(p) => {
            if (!p || full || ids.includes(p.prodId)) return;
            setPicked((old) => [...old, p]);
            change([...ids, p.prodId]);
          }}
        />
        {full ? <p className="mt-1 text-gray-500">{t("full", { max: PROD_TAG_MAX_PRODUCTS })}</p> : null}
      </div>
      <Table<number>
        rowKey={(id) => id}
        size="small"
        columns={columns}
        dataSource={ids}
        pagination={false}
        locale={{ emptyText: t("noProducts") }}
        data-testid="group-products"
      />
    </PromotionDrawer>
  );
}
