"use client";

import type { PlatformShopApplication } from "@souk/contract";
import { Avatar, Button, Card, Input, Space, Tabs, Tag, type TableColumnsType } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useConsole } from "@/console/shell/console-context";
import { useServerPage } from "@/console/table/use-server-page";
import { mediaUrl } from "@/lib/media/media-url";
import { ApplicationDrawer, AUDIT_COLOR } from "./application-drawer";
import { applicationPage } from "./endpoints";
import { ServerTable } from "@/console/table/server-table";

type Tab = "0" | "1" | "-1" | "all";
interface Filters extends Record<string, unknown> {
  auditStatus?: 0 | 1 | -1;
  keyword?: string;
}

/**
 * /admin/stores/applications: store applications by audit status (under review first), searched
 * by shop name or the applicant's account, paged by the server; a row opens its detail with the
 * documents, where the operator approves or refuses with a reason.
 */
export function StoreApplicationsPage() {
  const t = useTranslations("platform.stores.applications");
  const { client } = useConsole();
  const [open, setOpen] = useState<number | null>(null);
  const page = useServerPage<PlatformShopApplication, Filters>(
    "store-applications",
    { auditStatus: 0 },
    (req, signal) => client.call(applicationPage(req), { signal }),
  );
  const f = page.filters;
  const tab: Tab = f.auditStatus === undefined ? "all" : (String(f.auditStatus) as Tab);
  const columns: TableColumnsType<PlatformShopApplication> = [
    {
      title: t("shopName"),
      dataIndex: "shopName",
      render: (name: string, a) => (
        <Space>
          <Avatar shape="square" size="small" src={a.shopLogo ? mediaUrl(a.shopLogo) : undefined}>
            {name.slice(0, 1)}
          </Avatar>
          {name}
        </Space>
      ),
    },
    { title: t("applicant"), dataIndex: "userMobile", width: 140, render: (m: string | null) => m ?? "—" },
    { title: t("contactMobile"), dataIndex: "mobile", width: 130 },
    { title: t("region"), key: "region", width: 200, render: (_v, a) => `${a.province} ${a.city} ${a.area}` },
    {
      title: t("status"),
      dataIndex: "statusText",
      width: 110,
      render: (text: string, a) => <Tag color={AUDIT_COLOR[a.auditStatus]}>{text}</Tag>,
    },
    { title: t("updateTime"), dataIndex: "updateTime", width: 170 },
    {
      title: t("actions"),
      key: "actions",
      width: 100,
      render: (_v, a) => (
        <Button
          type="link"
          size="small"
          onClick={() => setOpen(a.applyId)}
          data-testid={`application-open-${a.applyId}`}
        >
          {a.auditStatus === 0 ? t("review") : t("view")}
        </Button>
      ),
    },
  ];
  return (
    <Card title={<h1 className="text-base">{t("title")}</h1>}>
      <Tabs
        activeKey={tab}
        onChange={(k) => page.setFilters({ ...f, auditStatus: k === "all" ? undefined : (Number(k) as 0 | 1 | -1) })}
        items={[
          { key: "0", label: t("tab.pending") },
          { key: "1", label: t("tab.passed") },
          { key: "-1", label: t("tab.rejected") },
          { key: "all", label: t("tab.all") },
        ]}
      />
      <div className="mb-3">
        <Input.Search
          allowClear
          className="max-w-sm"
          placeholder={t("searchHint")}
          defaultValue={f.keyword}
          onSearch={(v) => page.setFilters({ ...f, keyword: v.trim() || undefined })}
          data-testid="application-search"
        />
      </div>
      <ServerTable<PlatformShopApplication>
        page={page}
        rowKey="applyId"
        size="middle"
        columns={columns}
        onRow={(a) => ({ onDoubleClick: () => setOpen(a.applyId) })}
        data-testid="application-table"
        emptyText={f.keyword ? t("emptySearch") : t("empty")}
      />
      {open !== null ? (
        <ApplicationDrawer
          applyId={open}
          onClose={(changed) => {
            setOpen(null);
            if (changed) page.reload();
          }}
        />
      ) : null}
    </Card>
  );
}
