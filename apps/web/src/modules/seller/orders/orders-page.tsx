"use client";

import { Badge, Button, Card, Space, Tabs, Tag, type TableColumnsType } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Link } from "@/i18n/navigation";
import type { MerchantOrder } from "../api/endpoints";
import { OrderLines } from "./order-lines";
import { OrderSearchBar } from "./order-search";
import { ShipDialog } from "./ship-dialog";
import { ORDER_TABS, useOrders } from "./use-orders";
import { ServerTable } from "@/console/table/server-table";

/**
 * /seller/orders: the shop's orders by status tab (to ship first) with each tab's count under the
 * search (number, buyer phone, days), paged by the server; each row expands to its lines and
 * links to its detail page; a paid one ships from here or from the detail; CSV export of days.
 */
export function OrdersPage() {
  const t = useTranslations("seller.orders");
  const td = useTranslations("seller.orderDetail");
  const ts = useTranslations("seller.orderSearch");
  const { page, countOf, reload } = useOrders();
  const [shipping, setShipping] = useState<string | null>(null);
  const columns: TableColumnsType<MerchantOrder> = [
    {
      title: t("orderNumber"),
      dataIndex: "orderNumber",
      render: (n: string) => <Link href={`/seller/orders/${n}`}>{n}</Link>,
    },
    { title: t("goods"), render: (_, o) => o.items.map((i) => `${i.prodName} ${i.skuName} ×${i.count}`).join("; ") },
    { title: t("buyer"), render: (_, o) => `${o.userAddr.receiver} ${o.userAddr.mobile}` },
    { title: t("paid"), dataIndex: "actualTotal", render: (v: number) => `¥${v.toFixed(2)}` },
    { title: t("status"), dataIndex: "status", render: (s: MerchantOrder["status"]) => <Tag>{t(`state.${s}`)}</Tag> },
    { title: t("created"), dataIndex: "createTime" },
    {
      title: t("actions"),
      width: 140,
      render: (_, o) => (
        <Space className="whitespace-nowrap">
          <Link href={`/seller/orders/${o.orderNumber}`}>{td("open")}</Link>
          {o.status === 2 ? (
            <Button type="primary" size="small" onClick={() => setShipping(o.orderNumber)}>
              {t("ship")}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];
  return (
    <Card title={<h1 className="text-base">{t("title")}</h1>}>
      <OrderSearchBar
        status={page.filters.status}
        onSearch={(search) => page.setFilters({ ...search, status: page.filters.status })}
      />
      <Tabs
        activeKey={String(page.filters.status)}
        onChange={(k) => page.setFilters({ ...page.filters, status: Number(k) })}
        items={ORDER_TABS.map((s) => ({
          key: String(s),
          label: (
            <span data-testid={`order-tab-${s}`}>
              {ts(`tab.${s}`)}{" "}
              <Badge count={countOf(s) ?? 0} showZero overflowCount={99999} color={s === 2 ? "#cf1322" : "#595959"} />
            </span>
          ),
        }))}
      />
      <ServerTable<MerchantOrder>
        page={page}
        rowKey="orderNumber"
        columns={columns}
        expandable={{ expandedRowRender: (o) => <OrderLines order={o} /> }}
        data-testid="seller-orders"
        emptyText={t("empty")}
      />
      <ShipDialog
        orderNumber={shipping}
        onClose={(shipped) => {
          setShipping(null);
          if (shipped) reload();
        }}
      />
    </Card>
  );
}
