"use client";

import type {
  DecorationPickerCategory,
  DecorationPickerProduct,
  DecorationPickerShop,
  ProductCard,
} from "@souk/contract";
import { Button, Cascader, Input, Modal, Select, Space, Table, type TableColumnsType } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useConsole } from "@/console/shell/console-context";
import { LoadError } from "@/console/table/query-states";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { useServerPage } from "@/console/table/use-server-page";
import { mediaUrl } from "@/lib/media/media-url";
import { useEditor } from "./editor-context";

/** A picker row as the storefront's product card (the canvas draws it until the preview brings the live card). */
export const asCard = (p: DecorationPickerProduct): ProductCard => ({
  prodId: p.prodId,
  shopId: p.shopId,
  prodName: p.name,
  brief: "",
  pic: p.pic,
  price: p.price,
  oriPrice: p.price,
  soldNum: 0,
});

type CategoryOption = { value: number; label: string; children?: CategoryOption[] };
const toOptions = (tree: DecorationPickerCategory[]): CategoryOption[] =>
  tree.map((c) => ({
    value: c.categoryId,
    label: c.name,
    children: c.children?.length ? toOptions(c.children) : undefined,
  }));

/** The category tree of the pickers, as cascader options (loaded once per picker). */
export function useCategoryOptions() {
  const { client } = useConsole();
  const { owner } = useEditor();
  const q = useConsoleQuery(`deco-categories-${owner.kind}`, (signal) =>
    client.call(owner.api.pickCategories(), { signal }),
  );
  return toOptions(q.data ?? []);
}

/**
 * Chooses products for a goods block: searched by name, category and (platform) shop; the
 * platform sees every shop's on-shelf products, a shop its own. Answers the chosen ids in the
 * order they were ticked, at most `max`.
 */
export function ProductPicker({
  open,
  max,
  initial,
  onClose,
  onPick,
}: {
  open: boolean;
  max: number;
  initial: number[];
  onClose(): void;
  /** The chosen ids, and the rows seen for them (their names). */
  onPick(ids: number[], rows: ReadonlyMap<number, DecorationPickerProduct>): void;
}) {
  const t = useTranslations("decorationEditor.picker");
  const { client } = useConsole();
  const { owner, remember } = useEditor();
  const [chosen, setChosen] = useState<number[]>(initial);
  const [seen, setSeen] = useState<ReadonlyMap<number, DecorationPickerProduct>>(new Map());
  const categories = useCategoryOptions();
  const [shopSearch, setShopSearch] = useState("");
  const shops = useConsoleQuery(`deco-picker-shops-${shopSearch}`, (signal) =>
    owner.kind === "platform"
      ? client.call(owner.api.pickShops({ name: shopSearch || undefined, current: 1, size: 20 }), { signal })
      : Promise.resolve({ records: [] as DecorationPickerShop[], total: 0, current: 1, size: 20, pages: 0 }),
  );
  const page = useServerPage<DecorationPickerProduct, { name?: string; categoryId?: number; shopId?: number }>(
    `deco-picker-products-${owner.kind}`,
    {},
    async (req, signal) => {
      const { name, categoryId, shopId, current, size } = req;
      const r = await client.call(owner.api.pickProducts({ name, categoryId, shopId, current, size }), { signal });
      remember({ products: r.records.map(asCard) });
      setSeen((m) => new Map([...m, ...r.records.map((p): [number, DecorationPickerProduct] => [p.prodId, p])]));
      return r;
    },
    8,
  );
  const columns: TableColumnsType<DecorationPickerProduct> = [
    {
      title: t("product"),
      render: (_, p) => (
        <span className="flex items-center gap-2">
          <img src={mediaUrl(p.pic)} alt="" width={40} height={40} className="h-10 w-10 object-cover" />
          <span className="line-clamp-2">{p.name}</span>
        </span>
      ),
    },
    { title: t("price"), dataIndex: "price", width: 90, render: (v: number) => `¥${v.toFixed(2)}` },
    ...(owner.kind === "platform" ? [{ title: t("shop"), dataIndex: "shopName", width: 140 }] : []),
  ];
  return (
    <Modal
      open={open}
      width={860}
      title={t("productsTitle", { max })}
      okText={t("confirm", { n: chosen.length })}
      cancelText={t("cancel")}
      onCancel={onClose}
      onOk={() => onPick(chosen, seen)}
      okButtonProps={{ "data-testid": "picker-confirm" }}
      destroyOnHidden
    >
      <Space className="mb-3" wrap>
        <Input.Search
          allowClear
          placeholder={t("searchProduct")}
          aria-label={t("searchProduct")}
          onSearch={(name) => page.setFilters({ ...page.filters, name: name.trim() || undefined })}
          className="!w-60"
          data-testid="picker-search"
        />
        <Cascader
          options={categories}
          changeOnSelect
          placeholder={t("category")}
          aria-label={t("category")}
          className="!w-56"
          onChange={(path) =>
            page.setFilters({ ...page.filters, categoryId: path?.length ? Number(path[path.length - 1]) : undefined })
          }
        />
        {owner.kind === "platform" ? (
          <Select<number>
            allowClear
            showSearch={{ filterOption: false, onSearch: setShopSearch }}
            placeholder={t("shop")}
            aria-label={t("shop")}
            className="!w-48"
            options={(shops.data?.records ?? []).map((s) => ({ value: s.shopId, label: s.shopName }))}
            onChange={(shopId) => page.setFilters({ ...page.filters, shopId: shopId ?? undefined })}
          />
        ) : null}
      </Space>
      {page.error ? (
        <LoadError error={page.error} onRetry={page.reload} />
      ) : (
        <Table<DecorationPickerProduct>
          rowKey="prodId"
          size="small"
          columns={columns}
          dataSource={page.data?.records}
          loading={page.loading}
          pagination={page.pagination}
          locale={{ emptyText: t("noProducts") }}
          rowSelection={{
            selectedRowKeys: chosen,
            preserveSelectedRowKeys: true,
            hideSelectAll: true,
            getCheckboxProps: (p) => ({
              disabled: !chosen.includes(p.prodId) && chosen.length >= max,
              "aria-label": p.name,
            }),
            onSelect: (p, on) => setChosen((c) => (on ? [...c, p.prodId] : c.filter((id) => id !== p.prodId))),
          }}
          data-testid="picker-products"
        />
      )}
      <p className="mt-2 text-xs text-gray-500">
        {t("chosen", { n: chosen.length, max })}{" "}
        {chosen.length ? (
          <Button type="link" size="small" onClick={() => setChosen([])}>
            {t("clear")}
          </Button>
        ) : null}
      </p>
    </Modal>
  );
}
