"use client";

import type { MerchantProdTag } from "@souk/contract";
import { App, Button, Card, Popconfirm, Space, Table, Tag, type TableColumnsType } from "antd";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useConsole } from "@/console/shell/console-context";
import { LoadError } from "@/console/table/query-states";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { deleteProdTag, prodTagList } from "../api/endpoints";
import { GroupDrawer } from "./group-drawer";
import { GroupProductsDrawer } from "./group-products-drawer";

type Open = { kind: "edit"; group: MerchantProdTag | null } | { kind: "products"; group: MerchantProdTag };

/**
 * /seller/products/groups: the shop's product groups on the mall home (`/m/prodTag`) in their
 * order — titles, seq, layout, shown or hidden, product count; create and edit in a drawer, set
 * the products in order in another, delete after a confirmation (the products stay).
 */
export function GroupsPage() {
  const t = useTranslations("seller.productGroups");
  const tc = useTranslations("console");
  const { client } = useConsole();
  const { message } = App.useApp();
  const locale = useLocale();
  const titleOf = (g: MerchantProdTag) => (locale === "en" ? g.titleEn : g.titleZh);
  const [open, setOpen] = useState<Open | null>(null);
  const q = useConsoleQuery("prod-tags", (signal) => client.call(prodTagList(), { signal }));
  const close = (saved: boolean) => {
    setOpen(null);
    if (saved) q.reload();
  };
  const remove = async (g: MerchantProdTag) => {
    try {
      await client.call(deleteProdTag(g.tagId));
      message.success(t("deleted"));
      q.reload();
    } catch (e) {
      message.error(errorMessages(e)?.join(" ") ?? tc("tryAgainLater"));
    }
  };
  const columns: TableColumnsType<MerchantProdTag> = [
    { title: t("titleZh"), dataIndex: "titleZh" },
    { title: t("titleEn"), dataIndex: "titleEn" },
    { title: t("seq"), dataIndex: "seq", width: 80 },
    { title: t("style"), dataIndex: "style", width: 120, render: (s: number) => t(`styles.${s as 0 | 1 | 2}`) },
    {
      title: t("status"),
      dataIndex: "status",
      width: 100,
      // A solid dark green: antd's light green tag is below AA contrast.
      render: (s: number) => (s === 1 ? <Tag color="#237804">{t("shown")}</Tag> : <Tag>{t("hidden")}</Tag>),
    },
    { title: t("count"), width: 100, render: (_, g) => g.prodIds.length },
    {
      title: t("actions"),
      width: 220,
      render: (_, g) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setOpen({ kind: "edit", group: g })}>
            {t("edit")}
          </Button>
          <Button type="link" size="small" onClick={() => setOpen({ kind: "products", group: g })}>
            {t("products")}
          </Button>
          <Popconfirm
            title={t("deleteConfirm", { title: titleOf(g) })}
            okText={t("delete")}
            cancelText={t("cancel")}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove(g)}
          >
            <Button type="link" size="small" danger>
              {t("delete")}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Card
      title={<h1 className="text-base">{t("title")}</h1>}
      extra={
        <Button type="primary" onClick={() => setOpen({ kind: "edit", group: null })} data-testid="group-create">
          {t("create")}
        </Button>
      }
    >
      <p className="mb-4 text-gray-600">{t("intro")}</p>
      {q.error ? (
        <LoadError error={q.error} onRetry={q.reload} />
      ) : (
        <Table<MerchantProdTag>
          rowKey="tagId"
          columns={columns}
          dataSource={q.data}
          loading={q.loading}
          pagination={false}
          locale={{ emptyText: t("empty") }}
          data-testid="seller-groups"
        />
      )}
      <GroupDrawer open={open?.kind === "edit"} editing={open?.kind === "edit" ? open.group : null} onClose={close} />
      {open?.kind === "products" ? (
        <GroupProductsDrawer group={open.group} title={titleOf(open.group)} onClose={close} />
      ) : null}
    </Card>
  );
}
