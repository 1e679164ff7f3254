"use client";

import type { RefundListItem } from "@souk/contract";
import { Button, Card, Tabs, Tag, type TableColumnsType } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useConsole } from "@/console/shell/console-context";
import { Link } from "@/i18n/navigation";
import { useServerPage } from "@/console/table/use-server-page";
import { refundPage } from "../api/endpoints";
import { RefundDrawer } from "./refund-drawer";
import { ServerTable } from "@/console/table/server-table";

/** The after-sales tabs of the merchant API: in progress first (what waits for the shop), then all, success, closed. */
const TABS = [1, 0, 2, 3] as const;

/** /seller/refunds: the shop's after-sales applications by tab, each opened in a drawer to decide. */
export function RefundsPage() {
  const t = useTranslations("seller.refunds");
  const { client } = useConsole();
  const page = useServerPage<RefundListItem, { tab: number }>("refunds", { tab: 1 }, (req, signal) =>
    client.call(refundPage(req), { signal }),
  );
  const [open, setOpen] = useState<string | null>(null);
  const columns: TableColumnsType<RefundListItem> = [
    {
      title: t("refundSn"),
      dataIndex: "refundSn",
      render: (sn: string) => <Link href={`/seller/refunds/${sn}`}>{sn}</Link>,
    },
    {
      title: t("orderNumber"),
      dataIndex: "orderNumber",
      render: (n: string) => <Link href={`/seller/orders/${n}`}>{n}</Link>,
    },
    { title: t("goods"), render: (_, r) => `${r.item.prodName} ${r.item.skuName} ×${r.refundCount}` },
    { title: t("type"), render: (_, r) => t(`applyType.${r.applyType}`) },
    { title: t("amount"), dataIndex: "refundAmount", render: (v: number) => `¥${v.toFixed(2)}` },
    { title: t("state"), dataIndex: "statusText", render: (s: string) => <Tag>{s}</Tag> },
    { title: t("applied"), dataIndex: "applyTime" },
    {
      title: t("actions"),
      render: (_, r) => (
        <Button size="small" onClick={() => setOpen(r.refundSn)}>
          {t("open")}
        </Button>
      ),
    },
  ];
  return (
    <Card title={<h1 className="text-base">{t("title")}</h1>}>
      <Tabs
        activeKey={String(page.filters.tab)}
        onChange={(k) => page.setFilters({ tab: Number(k) })}
        items={TABS.map((k) => ({ key: String(k), label: t(`tab.${k}`) }))}
      />
      <ServerTable<RefundListItem>
        page={page}
        rowKey="refundSn"
        columns={columns}
        data-testid="seller-refunds"
        emptyText={t("empty")}
      />
      <RefundDrawer
        refundSn={open}
        onClose={(changed) => {
          setOpen(null);
          if (changed) page.reload();
        }}
      />
    </Card>
  );
}
