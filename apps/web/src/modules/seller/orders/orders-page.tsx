"use client";

import { Button, Card, Table, Tabs, Tag, type TableColumnsType } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { LoadError } from "@/console/table/query-states";
import type { MerchantOrder } from "../api/endpoints";
import { OrderLines } from "./order-lines";
import { ShipDialog } from "./ship-dialog";
import { ORDER_TABS, useOrders } from "./use-orders";

/** /seller/orders: the shop's orders by status tab (to ship first), each expandable to its detail; ship a paid one. */
export function OrdersPage() {
  const t = useTranslations("seller.orders");
  const page = useOrders();
  const [shipping, setShipping] = useState<string | null>(null);
  const columns: TableColumnsType<MerchantOrder> = [
    { title: t("orderNumber"), dataIndex: "orderNumber" },
    { title: t("goods"), render: (_, o) => o.items.map((i) => `${i.prodName} ${i.skuName} ×${i.count}`).join("; ") },
    { title: t("buyer"), render: (_, o) => `${o.userAddr.receiver} ${o.userAddr.mobile}` },
    { title: t("paid"), dataIndex: "actualTotal", render: (v: number) => `¥${v.toFixed(2)}` },
    { title: t("status"), dataIndex: "status", render: (s: MerchantOrder["status"]) => <Tag>{t(`state.${s}`)}</Tag> },
    { title: t("created"), dataIndex: "createTime" },
    {
      title: t("actions"),
      render: (_, o) =>
        o.status === 2 ? (
          <Button type="primary" size="small" onClick={() => setShipping(o.orderNumber)}>
            {t("ship")}
          </Button>
        ) : null,
    },
  ];
  return (
    <Card title={<h1 className="text-base">{t("title")}</h1>}>
      <Tabs
        activeKey={String(page.filters.status)}
        onChange={(k) => page.setFilters({ status: Number(k) })}
        items={ORDER_TABS.map((s) => ({ key: String(s), label: t(`tab.${s}`) }))}
      />
      {page.error ? (
        <LoadError error={page.error} onRetry={page.reload} />
      ) : (
        <Table<MerchantOrder>
          rowKey="orderNumber"
          columns={columns}
          dataSource={page.data?.records}
          loading={page.loading}
          pagination={page.pagination}
          expandable={{ expandedRowRender: (o) => <OrderLines order={o} /> }}
          locale={{ emptyText: t("empty") }}
          data-testid="seller-orders"
        />
      )}
      <ShipDialog
        orderNumber={shipping}
        onClose={(shipped) => {
          setShipping(null);
          if (shipped) page.reload();
        }}
      />
    </Card>
  );
}
