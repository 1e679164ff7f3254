"use client";

import { NOTICE_STATES, type AdminNotice, type NoticeState } from "@souk/contract";
import { App, Button, Card, Input, Popconfirm, Select, Space, Tag, type TableColumnsType } from "antd";
import dayjs from "dayjs";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useConsole } from "@/console/shell/console-context";
import { useServerPage } from "@/console/table/use-server-page";
import { deleteNotice, noticePage } from "./endpoints";
import { NoticeDrawer } from "./notice-drawer";
import { ServerTable } from "@/console/table/server-table";

const STATE_COLOR: Record<NoticeState, string | undefined> = {
  live: "#237804",
  scheduled: "#0958d9",
  expired: undefined,
  draft: undefined,
};
const when = (iso: string | null) => (iso ? dayjs(iso).format("YYYY-MM-DD HH:mm") : "—");

/**
 * /admin/content/notices: the platform's notices (the storefront's notice list, detail and the
 * home notice strip for the top ones), searched by title and filtered by state, newest first;
 * create and edit in a drawer, delete after a confirmation.
 */
export function NoticesPage() {
  const t = useTranslations("platform.content.notices");
  const tc = useTranslations("console");
  const locale = useLocale();
  const { client } = useConsole();
  const { message } = App.useApp();
  const [open, setOpen] = useState<{ notice: AdminNotice | null } | null>(null);
  const page = useServerPage<AdminNotice, { keyword?: string; state?: NoticeState }>(
    "content-notices",
    {},
    (req, signal) => client.call(noticePage(req), { signal }),
  );
  const close = (saved: boolean) => {
    setOpen(null);
    if (saved) page.reload();
  };
  const remove = async (n: AdminNotice) => {
    try {
      await client.call(deleteNotice(n.id));
      message.success(t("deleted"));
      page.reload();
    } catch (e) {
      message.error(errorMessages(e)?.join(" ") ?? tc("tryAgainLater"));
    }
  };
  const titleOf = (n: AdminNotice) => (locale === "en" ? n.titleEn : n.titleZh);
  const columns: TableColumnsType<AdminNotice> = [
    {
      title: t("title"),
      render: (_, n) => (
        <span>
          {n.isTop ? <Tag color="#d4380d">{t("top")}</Tag> : null}
          {titleOf(n)}
        </span>
      ),
    },
    {
      title: t("state"),
      dataIndex: "state",
      width: 110,
      render: (s: NoticeState) => <Tag color={STATE_COLOR[s]}>{t(`states.${s}`)}</Tag>,
    },
    { title: t("publishFrom"), dataIndex: "publishFrom", width: 160, render: when },
    { title: t("publishTo"), dataIndex: "publishTo", width: 160, render: when },
    {
      title: t("actions"),
      width: 150,
      render: (_, n) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setOpen({ notice: n })}>
            {t("edit")}
          </Button>
          <Popconfirm
            title={t("deleteConfirm", { title: titleOf(n) })}
            okText={t("delete")}
            cancelText={t("cancel")}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove(n)}
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
        <Button type="primary" onClick={() => setOpen({ notice: null })} data-testid="notice-create">
          {t("create")}
        </Button>
      }
    >
      <p className="mb-4 text-gray-600">{t("intro")}</p>
      <Space className="mb-4" wrap>
        <Input.Search
          allowClear
          placeholder={t("searchPlaceholder")}
          aria-label={t("searchPlaceholder")}
          onSearch={(keyword) => page.setFilters({ ...page.filters, keyword: keyword.trim() || undefined })}
          className="!w-72"
          data-testid="notice-search"
        />
        <Select<NoticeState | "">
          value={page.filters.state ?? ""}
          aria-label={t("state")}
          className="!w-40"
          onChange={(state) => page.setFilters({ ...page.filters, state: state || undefined })}
          options={[
            { value: "", label: t("allStates") },
            ...NOTICE_STATES.map((s) => ({ value: s, label: t(`states.${s}`) })),
          ]}
        />
      </Space>
      <ServerTable<AdminNotice>
        page={page}
        rowKey="id"
        columns={columns}
        data-testid="content-notices"
        emptyText={page.filters.keyword || page.filters.state ? t("noMatch") : t("empty")}
      />
      <NoticeDrawer open={open !== null} editing={open?.notice ?? null} onClose={close} />
    </Card>
  );
}
