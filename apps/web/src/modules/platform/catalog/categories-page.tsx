"use client";

import { commissionPercent, type PlatformCategory } from "@souk/contract";
import { App, Button, Card, Image, Input, Popconfirm, Space, Table, Tag, type TableColumnsType } from "antd";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useConsole } from "@/console/shell/console-context";
import { LoadError } from "@/console/table/query-states";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { mediaUrl } from "@/lib/media/media-url";
import { CategoryDrawer, type CategoryDrawerTarget } from "./category-drawer";
import { filterTree, parentIds, tableRows, type CategoryRow } from "./category-filter";
import { categoryTree, deleteCategory, setCategoryStatus } from "./endpoints";
import { MoveDialog } from "./move-dialog";

/**
 * /admin/catalog/categories: the three-level category tree with every status — add under any
 * category of the first two levels (or at the top), edit names, picture, order, status and the
 * platform's commission (a percentage with two decimals), move within its grade, enable or
 * disable, and delete an empty one (the API refuses one with products or subcategories).
 */
export function CategoriesPage() {
  const t = useTranslations("platform.catalog.categories");
  const tc = useTranslations("console");
  const locale = useLocale();
  const { client } = useConsole();
  const { message } = App.useApp();
  const name = (c: { nameZh: string; nameEn: string }) => (locale === "en" ? c.nameEn : c.nameZh);
  const q = useConsoleQuery("platform-categories", (signal) => client.call(categoryTree(), { signal }));
  const [drawer, setDrawer] = useState<CategoryDrawerTarget | null>(null);
  const [moving, setMoving] = useState<PlatformCategory | null>(null);
  const [search, setSearch] = useState("");
  const [expanded, setExpanded] = useState<readonly React.Key[]>([]);
  const shown = useMemo(() => tableRows(filterTree(q.data ?? [], search)), [q.data, search]);

  const done = (saved: boolean) => {
    setDrawer(null);
    setMoving(null);
    if (saved) q.reload();
  };
  const act = async (ep: Parameters<typeof client.call>[0], ok: string) => {
    try {
      await client.call(ep);
      message.success(ok);
      q.reload();
    } catch (e) {
      message.error(errorMessages(e)?.join(" ") ?? tc("tryAgainLater"));
    }
  };

  /** The category of a row as the API answered it (with its children). */
  const full = (r: CategoryRow): PlatformCategory => ({ ...r, children: [] });
  const columns: TableColumnsType<CategoryRow> = [
    {
      title: t("name"),
      key: "name",
      width: 300,
      render: (_, c) => (
        <span className="inline-block align-middle">
          <span className="font-medium">{name(c)}</span>
          <span className="block text-xs text-gray-500">{locale === "en" ? c.nameZh : c.nameEn}</span>
        </span>
      ),
    },
    {
      title: t("picture"),
      dataIndex: "pic",
      width: 80,
      render: (pic: string) =>
        pic ? <Image src={mediaUrl(pic)} alt="" width={40} height={40} preview={false} /> : <span>—</span>,
    },
    { title: t("grade"), dataIndex: "grade", width: 90, render: (g: 1 | 2 | 3) => t(`grades.${g}`) },
    {
      title: t("commission"),
      dataIndex: "commissionRate",
      width: 110,
      render: (bp: number) => `${commissionPercent(bp)}%`,
    },
    { title: t("seq"), dataIndex: "seq", width: 70 },
    { title: t("products"), dataIndex: "productCount", width: 90 },
    {
      title: t("status"),
      dataIndex: "status",
      width: 90,
      // A solid dark green: antd's light green tag is below AA contrast.
      render: (s: number) => (s === 1 ? <Tag color="#237804">{t("enabled")}</Tag> : <Tag>{t("disabled")}</Tag>),
    },
    {
      title: t("actions"),
      key: "actions",
      width: 300,
      render: (_, c) => (
        <Space size={0} wrap>
          {c.grade < 3 ? (
            <Button
              type="link"
              size="small"
              onClick={() => setDrawer({ kind: "create", parent: full(c), parentName: name(c) })}
              data-testid={`category-add-${c.categoryId}`}
            >
              {t("addChild")}
            </Button>
          ) : null}
          <Button type="link" size="small" onClick={() => setDrawer({ kind: "edit", category: full(c) })}>
            {t("edit")}
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() =>
              act(
                setCategoryStatus(c.categoryId, c.status === 1 ? 0 : 1),
                c.status === 1 ? t("nowDisabled") : t("nowEnabled"),
              )
            }
          >
            {c.status === 1 ? t("disable") : t("enable")}
          </Button>
          {c.grade > 1 ? (
            <Button type="link" size="small" onClick={() => setMoving(full(c))}>
              {t("move")}
            </Button>
          ) : null}
          <Popconfirm
            title={t("deleteConfirm", { name: name(c) })}
            description={t("deleteHint")}
            okText={t("delete")}
            cancelText={t("cancel")}
            okButtonProps={{ danger: true }}
            onConfirm={() => act(deleteCategory(c.categoryId), t("deleted"))}
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
        <Button
          type="primary"
          onClick={() => setDrawer({ kind: "create", parent: null, parentName: "" })}
          data-testid="category-add-top"
        >
          {t("addTop")}
        </Button>
      }
    >
      <p className="mb-4 text-gray-600">{t("intro")}</p>
      <Space className="mb-4" wrap>
        <Input.Search
          allowClear
          placeholder={t("search")}
          aria-label={t("search")}
          style={{ width: 280 }}
          onSearch={(v) => {
            setSearch(v.trim());
            if (v.trim()) setExpanded(parentIds(filterTree(q.data ?? [], v.trim())));
          }}
        />
        <Button onClick={() => setExpanded([])}>{t("collapseAll")}</Button>
      </Space>
      {q.error ? (
        <LoadError error={q.error} onRetry={q.reload} />
      ) : (
        <Table<CategoryRow>
          rowKey="categoryId"
          columns={columns}
          dataSource={shown}
          loading={q.loading}
          pagination={false}
          size="small"
          expandable={{
            childrenColumnName: "children",
            expandedRowKeys: expanded,
            onExpandedRowsChange: (keys) => setExpanded(keys),
          }}
          locale={{ emptyText: search ? t("noMatch") : t("empty") }}
          data-testid="platform-categories"
        />
      )}
      <CategoryDrawer target={drawer} onClose={done} />
      <MoveDialog key={moving?.categoryId ?? 0} tree={q.data ?? []} category={moving} name={name} onClose={done} />
    </Card>
  );
}
