"use client";

import { formatYuan, type PlatformCategory, type PlatformProduct } from "@souk/contract";
import { Button, Card, Cascader, Image, Input, Select, Space, Tag, Tooltip, type TableColumnsType } from "antd";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useConsole } from "@/console/shell/console-context";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { useServerPage } from "@/console/table/use-server-page";
import { mediaUrl } from "@/lib/media/media-url";
import { categoryOptions } from "./category-tree";
import { categoryTree, productPage } from "./endpoints";
import { TakedownDialog } from "./takedown-dialog";
import { ServerTable } from "@/console/table/server-table";

type Filters = { prodName?: string; shopName?: string; categoryId?: number; status?: "0" | "1" | "takedown" };

/**
 * /admin/catalog/products: every shop's products, searched by name (or id), shop, category and
 * status, paged by the server; take one off the shelf for a stated violation (the shop sees the
 * reason and cannot list it again until it has edited it).
 */
export function ProductsPage() {
  const t = useTranslations("platform.catalog.products");
  const locale = useLocale();
  const { client } = useConsole();
  const [taking, setTaking] = useState<PlatformProduct | null>(null);
  const page = useServerPage<PlatformProduct, Filters>("platform-products", {}, (req, signal) =>
    client.call(productPage(req), { signal }),
  );
  const tree = useConsoleQuery("platform-categories", (signal) => client.call(categoryTree(), { signal }));
  const name = (c: PlatformCategory) => (locale === "en" ? c.nameEn : c.nameZh);

  const columns: TableColumnsType<PlatformProduct> = [
    {
      title: t("picture"),
      dataIndex: "pic",
      width: 72,
      render: (pic: string) => <Image src={mediaUrl(pic)} alt="" width={48} height={48} preview={false} />,
    },
    {
      title: t("name"),
      dataIndex: "prodName",
      width: 240,
      render: (n: string, p) => (
        <span>
          <a href={`/${locale === "en" ? "en/" : ""}detail/${p.prodId}`} target="_blank" rel="noreferrer">
            {n}
          </a>
          <span className="block text-xs text-gray-500">ID {p.prodId}</span>
        </span>
      ),
    },
    { title: t("shop"), dataIndex: "shopName", width: 150 },
    { title: t("category"), dataIndex: "categoryName", width: 200 },
    { title: t("price"), dataIndex: "price", width: 100, render: (fen: number) => `¥${formatYuan(fen)}` },
    { title: t("stock"), dataIndex: "totalStock", width: 80 },
    { title: t("sold"), dataIndex: "soldNum", width: 80 },
    {
      title: t("status"),
      key: "status",
      width: 220,
      render: (_, p) =>
        p.takedown ? (
          <Tooltip title={p.takedown.at}>
            <span className="block">
              <Tag color="#a8071a">{t("statusTakedown")}</Tag>
              <span className="mt-1 block text-xs break-words whitespace-normal text-gray-700">
                {p.takedown.reason}
              </span>
            </span>
          </Tooltip>
        ) : p.status === 1 ? (
          <Tag color="#237804">{t("onShelf")}</Tag>
        ) : (
          <Tag>{t("offShelf")}</Tag>
        ),
    },
    { title: t("updatedAt"), dataIndex: "updatedAt", width: 170 },
    {
      title: t("actions"),
      key: "actions",
      width: 110,
      render: (_, p) =>
        p.takedown ? (
          <span className="text-gray-500">{t("awaitingEdit")}</span>
        ) : (
          <Button type="link" size="small" danger onClick={() => setTaking(p)} data-testid={`takedown-${p.prodId}`}>
            {t("takedown")}
          </Button>
        ),
    },
  ];

  return (
    <Card title={<h1 className="text-base">{t("title")}</h1>}>
      <p className="mb-4 text-gray-600">{t("intro")}</p>
      <Space className="mb-4" wrap>
        <Input.Search
          allowClear
          placeholder={t("searchName")}
          aria-label={t("searchName")}
          style={{ width: 240 }}
          onSearch={(v) => page.setFilters({ ...page.filters, prodName: v.trim() || undefined })}
          data-testid="product-search"
        />
        <Input.Search
          allowClear
          placeholder={t("searchShop")}
          aria-label={t("searchShop")}
          style={{ width: 200 }}
          onSearch={(v) => page.setFilters({ ...page.filters, shopName: v.trim() || undefined })}
        />
        <Cascader
          aria-label={t("category")}
          placeholder={t("allCategories")}
          options={categoryOptions(tree.data ?? [], name, (l) => `${l} (${t("disabled")})`)}
          changeOnSelect
          allowClear
          showSearch
          style={{ width: 240 }}
          onChange={(path) =>
            page.setFilters({ ...page.filters, categoryId: (path as number[] | undefined)?.at(-1) ?? undefined })
          }
        />
        <Select
          aria-label={t("status")}
          value={page.filters.status ?? "all"}
          style={{ width: 150 }}
          onChange={(v: string) =>
            page.setFilters({ ...page.filters, status: v === "all" ? undefined : (v as Filters["status"]) })
          }
          options={[
            { value: "all", label: t("allStatus") },
            { value: "1", label: t("onShelf") },
            { value: "0", label: t("offShelf") },
            { value: "takedown", label: t("statusTakedown") },
          ]}
          data-testid="product-status"
        />
      </Space>
      <ServerTable<PlatformProduct>
        page={page}
        rowKey="prodId"
        columns={columns}
        scroll={{ x: 1460 }}
        data-testid="platform-products"
        emptyText={t("empty")}
      />
      <TakedownDialog
        product={taking}
        onClose={(saved) => {
          setTaking(null);
          if (saved) page.reload();
        }}
      />
    </Card>
  );
}
