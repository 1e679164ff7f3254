"use client";

import { formatYuan, PRODUCT_SORTS, type MerchantProduct, type ProductSort } from "@souk/contract";
import { Button, Card, Cascader, Image, Input, Select, Space, Tag, type TableColumnsType } from "antd";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { Link, useRouter } from "@/i18n/navigation";
import { mediaUrl } from "@/lib/media/media-url";
import { filtersFromUrl, useProductList, type ProductListFilters } from "./use-product-list";
import { ServerTable } from "@/console/table/server-table";

/** /seller/products: the shop's products, searched by name, filtered by shelf status, paged by the server; bulk shelving. */
export function ProductsPage() {
  // A link with other filters (the dashboard's to-do, the sidebar) starts the list afresh.
  const q = useSearchParams();
  return <ProductList key={q.toString()} initial={filtersFromUrl(q)} />;
}

function ProductList({ initial }: { initial: ProductListFilters }) {
  const t = useTranslations("seller.products");
  const tf = useTranslations("seller.productFilters");
  const router = useRouter();
  const { page, categories, selected, setSelected, busy, shelve } = useProductList(initial);
  const columns: TableColumnsType<MerchantProduct> = [
    {
      title: t("picture"),
      dataIndex: "pic",
      width: 80,
      render: (pic: string) => <Image src={mediaUrl(pic)} alt="" width={48} height={48} preview={false} />,
    },
    {
      title: t("name"),
      dataIndex: "prodName",
      width: 280,
      render: (name: string, p) => <Link href={`/seller/products/${p.prodId}`}>{name}</Link>,
    },
    { title: t("price"), dataIndex: "price", width: 120, render: (fen: number) => `¥${formatYuan(fen)}` },
    { title: tf("category"), dataIndex: "categoryName", width: 140 },
    { title: t("stock"), dataIndex: "totalStock", width: 90 },
    { title: tf("sold"), dataIndex: "soldNum", width: 90 },
    { title: t("skus"), width: 90, render: (_, p) => p.skus.filter((k) => k.status === 1).length },
    {
      title: t("status"),
      dataIndex: "status",
      width: 110,
      // A solid dark green: antd's light green tag is below AA contrast.
      render: (s: number, p) =>
        p.takedownReason ? (
          // The platform's takedown: the reason, until an edit clears it.
          <span data-testid={`takedown-${p.prodId}`}>
            <Tag color="#a8071a">{t("takenDown")}</Tag>
            <span className="mt-1 block text-xs text-gray-700">
              {t("takedownReason", { reason: p.takedownReason })}
            </span>
          </span>
        ) : s === 1 ? (
          <Tag color="#237804">{t("onShelf")}</Tag>
        ) : (
          <Tag>{t("offShelf")}</Tag>
        ),
    },
    {
      title: t("actions"),
      width: 160,
      render: (_, p) => (
        <Space>
          <Link href={`/seller/products/${p.prodId}`}>{t("edit")}</Link>
          <Button type="link" size="small" disabled={busy} onClick={() => shelve([p.prodId], p.status === 1 ? 0 : 1)}>
            {p.status === 1 ? t("takeOff") : t("putOn")}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Card
      title={<h1 className="text-base">{t("title")}</h1>}
      extra={
        <Button type="primary" onClick={() => router.push("/seller/products/new")}>
          {t("create")}
        </Button>
      }
    >
      <Space className="mb-4" wrap>
        <Input.Search
          allowClear
          placeholder={t("searchName")}
          aria-label={t("searchName")}
          onSearch={(v) => page.setFilters({ ...page.filters, prodName: v.trim() || undefined })}
          style={{ width: 260 }}
        />
        <Select
          aria-label={t("status")}
          value={page.filters.status ?? "all"}
          style={{ width: 140 }}
          onChange={(v: string) =>
            page.setFilters({ ...page.filters, status: v === "all" ? undefined : (v as "0" | "1") })
          }
          options={[
            { value: "all", label: t("allStatus") },
            { value: "1", label: t("onShelf") },
            { value: "0", label: t("offShelf") },
          ]}
        />
        <Cascader
          aria-label={tf("category")}
          placeholder={tf("allCategories")}
          options={categories}
          changeOnSelect
          allowClear
          style={{ width: 240 }}
          onChange={(path) =>
            page.setFilters({ ...page.filters, categoryId: (path as number[] | undefined)?.at(-1) ?? undefined })
          }
        />
        <Select
          aria-label={tf("stock")}
          value={page.filters.stock ?? "all"}
          style={{ width: 150 }}
          onChange={(v: string) =>
            page.setFilters({ ...page.filters, stock: v === "all" ? undefined : (v as "low" | "out") })
          }
          options={[
            { value: "all", label: tf("allStock") },
            { value: "low", label: tf("lowStock") },
            { value: "out", label: tf("outOfStock") },
          ]}
          data-testid="stock-filter"
        />
        <Select
          aria-label={tf("sort")}
          value={page.filters.sort ?? "updated"}
          style={{ width: 170 }}
          onChange={(v: ProductSort) => page.setFilters({ ...page.filters, sort: v })}
          options={PRODUCT_SORTS.map((s) => ({ value: s, label: tf(`sorts.${s}`) }))}
        />
        <Button disabled={!selected.length || busy} onClick={() => shelve(selected, 1)}>
          {t("bulkOn")}
        </Button>
        <Button disabled={!selected.length || busy} onClick={() => shelve(selected, 0)}>
          {t("bulkOff")}
        </Button>
      </Space>
      <ServerTable<MerchantProduct>
        page={page}
        rowKey="prodId"
        columns={columns}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        data-testid="seller-products"
        emptyText={t("empty")}
      />
    </Card>
  );
}
