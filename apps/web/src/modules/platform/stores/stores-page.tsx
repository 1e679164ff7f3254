"use client";

import {
  PLATFORM_SHOP_FILTERS,
  shopStatusReasonBody,
  type PlatformShop,
  type PlatformShopFilter,
  type ShopStatusAction,
} from "@souk/contract";
import { App, Avatar, Button, Card, Input, Select, Space, Tag, Tooltip, type TableColumnsType } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useConsole } from "@/console/shell/console-context";
import { useServerPage } from "@/console/table/use-server-page";
import { mediaUrl } from "@/lib/media/media-url";
import { changeShopStatus, shopPage } from "./endpoints";
import { ReasonDialog } from "./reason-dialog";
import { actionsFor, isDanger, STATE_COLOR } from "./store-actions";
import { ServerTable } from "@/console/table/server-table";

interface Filters extends Record<string, unknown> {
  status?: PlatformShopFilter;
  keyword?: string;
}

/**
 * /admin/stores: every shop with its status and the platform's last reason; take offline, put
 * back online, suspend and reinstate, each with a reason the shop owner reads in the seller center.
 * The storefront's shop page and goods follow within seconds (catalog versions).
 */
export function StoresPage() {
  const t = useTranslations("platform.stores.shops");
  const { client } = useConsole();
  const { message } = App.useApp();
  const [change, setChange] = useState<{ shop: PlatformShop; action: ShopStatusAction } | null>(null);
  const page = useServerPage<PlatformShop, Filters>("stores", {}, (req, signal) =>
    client.call(shopPage(req), { signal }),
  );
  const f = page.filters;
  const submit = async (reason: string) => {
    if (!change) return;
    await client.call(changeShopStatus(change.shop.shopId, change.action, reason));
    message.success(t(`done.${change.action}`, { name: change.shop.shopName }));
    setChange(null);
    page.reload();
  };
  const columns: TableColumnsType<PlatformShop> = [
    { title: t("shopId"), dataIndex: "shopId", width: 80 },
    {
      title: t("shopName"),
      dataIndex: "shopName",
      render: (name: string, s) => (
        <Space>
          <Avatar shape="square" size="small" src={s.shopLogo ? mediaUrl(s.shopLogo) : undefined}>
            {name.slice(0, 1)}
          </Avatar>
          <span>{name}</span>
          {s.shopNameEn && s.shopNameEn !== name ? <span className="text-xs text-gray-400">{s.shopNameEn}</span> : null}
        </Space>
      ),
    },
    {
      title: t("status"),
      dataIndex: "statusText",
      width: 110,
      render: (text: string, s) => (
        <Tag color={STATE_COLOR[s.state]} data-testid={`shop-state-${s.shopId}`}>
          {text}
        </Tag>
      ),
    },
    {
      title: t("reason"),
      dataIndex: "reason",
      render: (reason: string, s) =>
        reason ? (
          <Tooltip title={s.reasonTime}>
            <span className="text-gray-600">{reason}</span>
          </Tooltip>
        ) : (
          <span className="text-gray-300">—</span>
        ),
    },
    { title: t("onShelf"), dataIndex: "onShelf", width: 90 },
    { title: t("createTime"), dataIndex: "createTime", width: 170 },
    {
      title: t("actions"),
      key: "actions",
      width: 170,
      render: (_v, s) => (
        <Space size={0}>
          {actionsFor(s.state).map((action) => (
            <Button
              key={action}
              type="link"
              size="small"
              danger={isDanger(action)}
              onClick={() => setChange({ shop: s, action })}
              data-testid={`shop-${action}-${s.shopId}`}
            >
              {t(`action.${action}`)}
            </Button>
          ))}
        </Space>
      ),
    },
  ];
  return (
    <Card title={<h1 className="text-base">{t("title")}</h1>}>
      <Space wrap className="mb-3">
        <Select<PlatformShopFilter>
          allowClear
          className="w-40"
          placeholder={t("allStates")}
          value={f.status}
          onChange={(status) => page.setFilters({ ...f, status })}
          options={PLATFORM_SHOP_FILTERS.map((s) => ({ value: s, label: t(`state.${s}`) }))}
          data-testid="shop-status-filter"
        />
        <Input.Search
          allowClear
          className="w-72"
          placeholder={t("searchHint")}
          defaultValue={f.keyword}
          onSearch={(v) => page.setFilters({ ...f, keyword: v.trim() || undefined })}
          data-testid="shop-search"
        />
      </Space>
      <ServerTable<PlatformShop>
        page={page}
        rowKey="shopId"
        size="middle"
        columns={columns}
        data-testid="shop-table"
        emptyText={f.keyword || f.status ? t("emptySearch") : t("empty")}
      />
      <ReasonDialog
        open={change !== null}
        title={change ? t(`confirm.${change.action}`, { name: change.shop.shopName }) : ""}
        intro={change ? t(`effect.${change.action}`) : undefined}
        label={t("reasonLabel")}
        okText={change ? t(`action.${change.action}`) : ""}
        danger={change ? isDanger(change.action) : false}
        schema={shopStatusReasonBody.shape.reason}
        onSubmit={submit}
        onClose={() => setChange(null)}
        testId="shop-status-dialog"
      />
    </Card>
  );
}
