"use client";

import type { DecorationPageSummary } from "@souk/contract";
import { App, Button, Card, Input, Popconfirm, Select, Space, Table, Tag, type TableColumnsType } from "antd";
import dayjs from "dayjs";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useConsole } from "@/console/shell/console-context";
import { LoadError } from "@/console/table/query-states";
import { useServerPage } from "@/console/table/use-server-page";
import { Link } from "@/i18n/navigation";
import type { DecorationOwner } from "./owner";
import { PageNameDialog } from "./page-name-dialog";

const when = (iso: string | null) => (iso ? dayjs(iso).format("YYYY-MM-DD HH:mm") : "—");

/**
 * The owner's decorated pages: its home page (created by the API on first visit) and its micro
 * pages, searched by name and filtered by kind; create, rename and delete micro pages.
 */
export function DecorationPagesPage({ owner }: { owner: DecorationOwner }) {
  const t = useTranslations("decorationEditor.pages");
  const tc = useTranslations("console");
  const { client } = useConsole();
  const { message } = App.useApp();
  const [naming, setNaming] = useState<{ page: DecorationPageSummary | null } | null>(null);
  const page = useServerPage<DecorationPageSummary, { name?: string; kind?: string }>(
    `decoration-pages-${owner.kind}`,
    {},
    (req, signal) => client.call(owner.api.pages(req), { signal }),
  );
  const remove = async (p: DecorationPageSummary) => {
    try {
      await client.call(owner.api.deletePage(p.renovationId));
      message.success(t("deleted"));
      page.reload();
    } catch (e) {
      message.error(errorMessages(e)?.join(" ") ?? tc("tryAgainLater"));
    }
  };
  const columns: TableColumnsType<DecorationPageSummary> = [
    {
      title: t("name"),
      render: (_, p) => (
        <Link href={`${owner.consolePath}/${p.renovationId}`} data-testid="decoration-page-link">
          {p.name}
        </Link>
      ),
    },
    {
      title: t("kind"),
      width: 100,
      render: (_, p) => (p.isHome ? <Tag color="#d4380d">{t("home")}</Tag> : <Tag>{t("micro")}</Tag>),
    },
    {
      title: t("draft"),
      width: 220,
      render: (_, p) => (
        <span>
          {when(p.updatedAt)} · {p.updatedBy || "—"}
        </span>
      ),
    },
    {
      title: t("published"),
      width: 220,
      render: (_, p) =>
        p.publishedVersion === null ? (
          <Tag>{t("unpublished")}</Tag>
        ) : (
          <span>
            {t("version", { v: p.publishedVersion })} · {when(p.publishedAt)}
          </span>
        ),
    },
    {
      title: t("actions"),
      width: 230,
      render: (_, p) => (
        <Space size={0}>
          <Link href={`${owner.consolePath}/${p.renovationId}`} className="px-2">
            {t("decorate")}
          </Link>
          {p.publishedVersion !== null ? (
            <a href={owner.liveHref(p)} target="_blank" rel="noreferrer" className="px-2">
              {t("view")}
            </a>
          ) : null}
          {p.isHome ? null : (
            <>
              <Button type="link" size="small" onClick={() => setNaming({ page: p })}>
                {t("rename")}
              </Button>
              <Popconfirm
                title={t("deleteConfirm", { name: p.name })}
                okText={t("delete")}
                cancelText={t("cancel")}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove(p)}
              >
                <Button type="link" size="small" danger>
                  {t("delete")}
                </Button>
              </Popconfirm>
            </>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Card
      title={<h1 className="text-base">{t(owner.kind === "platform" ? "titlePlatform" : "titleShop")}</h1>}
      extra={
        <Button type="primary" onClick={() => setNaming({ page: null })} data-testid="decoration-page-create">
          {t("create")}
        </Button>
      }
    >
      <p className="mb-4 text-gray-600">{t(owner.kind === "platform" ? "introPlatform" : "introShop")}</p>
      <Space className="mb-4" wrap>
        <Input.Search
          allowClear
          placeholder={t("searchPlaceholder")}
          aria-label={t("searchPlaceholder")}
          onSearch={(name) => page.setFilters({ ...page.filters, name: name.trim() || undefined })}
          className="!w-72"
        />
        <Select<string>
          value={page.filters.kind ?? ""}
          aria-label={t("kind")}
          className="!w-40"
          onChange={(kind) => page.setFilters({ ...page.filters, kind: kind || undefined })}
          options={[
            { value: "", label: t("allKinds") },
            { value: "home", label: t("home") },
            { value: "micro", label: t("micro") },
          ]}
        />
      </Space>
      {page.error ? (
        <LoadError error={page.error} onRetry={page.reload} />
      ) : (
        <Table<DecorationPageSummary>
          rowKey="renovationId"
          columns={columns}
          dataSource={page.data?.records}
          loading={page.loading}
          pagination={page.pagination}
          locale={{ emptyText: page.filters.name || page.filters.kind ? t("noMatch") : t("empty") }}
          data-testid="decoration-pages"
        />
      )}
      <PageNameDialog
        owner={owner}
        editing={naming?.page ?? null}
        open={naming !== null}
        onClose={(saved) => {
          setNaming(null);
          if (saved) page.reload();
        }}
      />
    </Card>
  );
}
