"use client";

import type { DecorationVersion } from "@souk/contract";
import { App, Button, Drawer, Popconfirm, Table, type TableColumnsType } from "antd";
import dayjs from "dayjs";
import { useTranslations } from "next-intl";
import { errorMessages } from "@/console/api/console-client";
import { useConsole } from "@/console/shell/console-context";
import { LoadError } from "@/console/table/query-states";
import { useServerPage } from "@/console/table/use-server-page";
import type { DecorationApi } from "./endpoints";

/**
 * The page's published versions, newest first; restoring one publishes its blocks again as a new
 * version (buyers see it within seconds) and makes it the draft.
 */
export function VersionsDrawer({
  open,
  onClose,
  ...table
}: VersionsProps & {
  open: boolean;
  onClose(): void;
}) {
  const t = useTranslations("decorationEditor.versions");
  return (
    <Drawer open={open} onClose={onClose} title={t("title")} size={640} destroyOnHidden>
      <VersionsTable {...table} />
    </Drawer>
  );
}

interface VersionsProps {
  api: DecorationApi;
  pageId: number;
  /** The live version (not offered for restoring). */
  current: number | null;
  onRestored(): void;
}

function VersionsTable({ api, pageId, current, onRestored }: VersionsProps) {
  const t = useTranslations("decorationEditor.versions");
  const tc = useTranslations("console");
  const { client } = useConsole();
  const { message } = App.useApp();
  const page = useServerPage<DecorationVersion, { live: number | null }>(
    `deco-versions-${pageId}`,
    { live: current },
    (req, signal) => client.call(api.versions(pageId, { current: req.current, size: req.size }), { signal }),
  );
  const restore = async (v: DecorationVersion) => {
    try {
      const r = await client.call(api.restore(pageId, v.version));
      message.success(t("restored", { v: v.version, nv: r.version }));
      onRestored();
    } catch (e) {
      message.error(errorMessages(e)?.join(" ") ?? tc("tryAgainLater"));
    }
  };
  const columns: TableColumnsType<DecorationVersion> = [
    { title: t("version"), dataIndex: "version", width: 70, render: (v: number) => `v${v}` },
    {
      title: t("publishedAt"),
      dataIndex: "publishedAt",
      render: (s: string) => dayjs(s).format("YYYY-MM-DD HH:mm:ss"),
    },
    { title: t("publishedBy"), dataIndex: "publishedBy", render: (s: string | null) => s ?? "—" },
    { title: t("blocks"), dataIndex: "blockCount", width: 70 },
    {
      title: t("actions"),
      width: 90,
      render: (_, v) =>
        v.version === current ? (
          <span className="text-xs text-gray-500">{t("live")}</span>
        ) : (
          <Popconfirm
            title={t("restoreConfirm", { v: v.version })}
            okText={t("restore")}
            cancelText={t("cancel")}
            onConfirm={() => restore(v)}
          >
            <Button type="link" size="small" data-testid={`version-restore-${v.version}`}>
              {t("restore")}
            </Button>
          </Popconfirm>
        ),
    },
  ];
  return page.error ? (
    <LoadError error={page.error} onRetry={page.reload} />
  ) : (
    <Table<DecorationVersion>
      rowKey="version"
      size="small"
      columns={columns}
      dataSource={page.data?.records}
      loading={page.loading}
      pagination={page.pagination}
      locale={{ emptyText: t("empty") }}
      data-testid="deco-versions"
    />
  );
}
