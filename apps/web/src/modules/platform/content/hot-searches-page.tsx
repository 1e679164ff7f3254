"use client";

import { ArrowDownOutlined, ArrowUpOutlined } from "@ant-design/icons";
import type { AdminHotSearch } from "@souk/contract";
import { App, Button, Card, Input, Popconfirm, Space, Switch, Table, type TableColumnsType } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useConsole } from "@/console/shell/console-context";
import { LoadError } from "@/console/table/query-states";
import { useServerPage } from "@/console/table/use-server-page";
import { deleteHotSearch, hotSearchPage, orderHotSearches, updateHotSearch } from "./endpoints";
import { HotSearchDrawer } from "./hot-search-drawer";
import { moved } from "./hot-search-order";

/**
 * /admin/content/hot-searches: the words under the storefront's search box (it shows the first
 * four enabled, in this order). Add and edit in a drawer; move up/down, enable/disable in place;
 * delete after a confirmation. Moving works on the whole list, so it is offered while the list is
 * unfiltered and fits one page.
 */
export function HotSearchesPage() {
  const t = useTranslations("platform.content.hotSearches");
  const tc = useTranslations("console");
  const { client } = useConsole();
  const { message } = App.useApp();
  const [open, setOpen] = useState<{ word: AdminHotSearch | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const page = useServerPage<AdminHotSearch, { keyword?: string }>(
    "content-hot-searches",
    {},
    (req, signal) => client.call(hotSearchPage(req), { signal }),
    50,
  );
  const records = page.data?.records ?? [];
  const canMove = !page.filters.keyword && (page.data?.total ?? 0) <= records.length;
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      message.success(done);
      page.reload();
    } catch (e) {
      message.error(errorMessages(e)?.join(" ") ?? tc("tryAgainLater"));
    } finally {
      setBusy(false);
    }
  };
  const move = (h: AdminHotSearch, step: -1 | 1) =>
    run(
      () =>
        client.call(
          orderHotSearches(
            moved(
              records.map((r) => r.hotSearchId),
              h.hotSearchId,
              step,
            ),
          ),
        ),
      t("moved"),
    );
  const toggle = (h: AdminHotSearch, on: boolean) =>
    run(() => {
      const { hotSearchId: _id, ...body } = h;
      return client.call(updateHotSearch(h.hotSearchId, { ...body, status: on ? 1 : 0 }));
    }, t("saved"));
  const close = (saved: boolean) => {
    setOpen(null);
    if (saved) page.reload();
  };
  const columns: TableColumnsType<AdminHotSearch> = [
    { title: t("seq"), dataIndex: "seq", width: 70 },
    { title: t("titleZh"), dataIndex: "titleZh" },
    { title: t("titleEn"), dataIndex: "titleEn" },
    {
      title: t("searches"),
      render: (_, h) => (
        <span className="text-gray-600">
          {h.contentZh || h.titleZh} / {h.contentEn || h.titleEn}
        </span>
      ),
    },
    {
      title: t("status"),
      width: 100,
      render: (_, h) => (
        <Switch
          size="small"
          checked={h.status === 1}
          disabled={busy}
          aria-label={t("enabledOf", { title: h.titleZh })}
          onChange={(on) => void toggle(h, on)}
        />
      ),
    },
    {
      title: t("actions"),
      width: 230,
      render: (_, h, i) => (
        <Space size={0}>
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={t("moveUp")}
            disabled={!canMove || busy || i === 0}
            onClick={() => void move(h, -1)}
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={t("moveDown")}
            disabled={!canMove || busy || i === records.length - 1}
            onClick={() => void move(h, 1)}
          />
          <Button type="link" size="small" onClick={() => setOpen({ word: h })}>
            {t("edit")}
          </Button>
          <Popconfirm
            title={t("deleteConfirm", { title: h.titleZh })}
            okText={t("delete")}
            cancelText={t("cancel")}
            okButtonProps={{ danger: true }}
            onConfirm={() => run(() => client.call(deleteHotSearch(h.hotSearchId)), t("deleted"))}
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
      title={<h1 className="text-base">{t("pageTitle")}</h1>}
      extra={
        <Button type="primary" onClick={() => setOpen({ word: null })} data-testid="hot-search-create">
          {t("create")}
        </Button>
      }
    >
      <p className="mb-4 text-gray-600">{t("intro")}</p>
      <Input.Search
        allowClear
        placeholder={t("searchPlaceholder")}
        aria-label={t("searchPlaceholder")}
        onSearch={(keyword) => page.setFilters({ keyword: keyword.trim() || undefined })}
        className="mb-4 !w-72"
      />
      {page.error ? (
        <LoadError error={page.error} onRetry={page.reload} />
      ) : (
        <Table<AdminHotSearch>
          rowKey="hotSearchId"
          columns={columns}
          dataSource={records}
          loading={page.loading}
          pagination={page.pagination}
          locale={{ emptyText: page.filters.keyword ? t("noMatch") : t("empty") }}
          data-testid="content-hot-searches"
        />
      )}
      <HotSearchDrawer open={open !== null} editing={open?.word ?? null} onClose={close} />
    </Card>
  );
}
