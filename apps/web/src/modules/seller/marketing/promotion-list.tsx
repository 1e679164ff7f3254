"use client";

import { PROMOTION_STATES, type Page, type PromotionState } from "@souk/contract";
import { App, Button, Card, Input, Popconfirm, Select, Space, type TableColumnsType } from "antd";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useConsole } from "@/console/shell/console-context";
import { useServerPage, type PageRequest } from "@/console/table/use-server-page";
import type { Endpoint } from "@/lib/api/endpoint";
import type { PromotionFilters } from "./endpoints";
import { ServerTable } from "@/console/table/server-table";

type Filters = { name?: string; state?: PromotionState };

/**
 * One promotion kind's list: search by name, filter by state, server paging, a create button and
 * an end action per row (confirmed first). The page adds its own columns and its form drawer.
 */
export function PromotionList<T extends object>({
  kind,
  title,
  rowKey,
  load,
  columns,
  end,
  endable,
  editable,
  form,
}: {
  kind: string;
  title: string;
  rowKey: keyof T & string;
  load(q: PromotionFilters): Endpoint<Page<T>>;
  columns: TableColumnsType<T>;
  end(row: T): Endpoint<null>;
  endable(row: T): boolean;
  /** Rows the API lets the shop edit (absent: none). */
  editable?(row: T): boolean;
  /** The create/edit drawer: `editing` null creates; `onClose(true)` after a save loads the list again. */
  form(p: { open: boolean; editing: T | null; onClose(saved: boolean): void }): ReactNode;
}) {
  const t = useTranslations("seller.marketing");
  const { client } = useConsole();
  const { message } = App.useApp();
  const [drawer, setDrawer] = useState<{ editing: T | null } | null>(null);
  const page = useServerPage<T, Filters>(kind, {}, (req: PageRequest & Filters, signal) =>
    client.call(load({ current: req.current, size: req.size, name: req.name, state: req.state }), { signal }),
  );
  const all: TableColumnsType<T> = [
    ...columns,
    {
      title: t("actions"),
      width: 150,
      render: (_, row) => (
        <Space>
          {editable?.(row) ? (
            <Button type="link" size="small" onClick={() => setDrawer({ editing: row })}>
              {t("edit")}
            </Button>
          ) : null}
          {endable(row) ? (
            <Popconfirm
              title={t("endConfirm")}
              okText={t("end")}
              cancelText={t("cancel")}
              onConfirm={async () => {
                try {
                  await client.call(end(row));
                  message.success(t("ended"));
                  page.reload();
                } catch (e) {
                  message.error(errorMessages(e)?.join(" ") ?? t("failed"));
                }
              }}
            >
              <Button type="link" size="small" danger>
                {t("end")}
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      ),
    },
  ];
  return (
    <Card
      title={<h1 className="text-base">{title}</h1>}
      extra={
        <Button type="primary" onClick={() => setDrawer({ editing: null })} data-testid="promotion-create">
          {t("create")}
        </Button>
      }
    >
      <Space className="mb-4" wrap>
        <Input.Search
          allowClear
          placeholder={t("searchName")}
          aria-label={t("searchName")}
          onSearch={(v) => page.setFilters({ ...page.filters, name: v.trim() || undefined })}
          style={{ width: 260 }}
        />
        <Select
          aria-label={t("state")}
          value={page.filters.state ?? "all"}
          style={{ width: 140 }}
          onChange={(v: string) =>
            page.setFilters({ ...page.filters, state: v === "all" ? undefined : (v as PromotionState) })
          }
          options={[
            { value: "all", label: t("allStates") },
            ...PROMOTION_STATES.map((s) => ({ value: s, label: t(`states.${s}`) })),
          ]}
        />
      </Space>
      <ServerTable<T> page={page} rowKey={rowKey} columns={all} data-testid={`seller-${kind}`} emptyText={t("empty")} />
      {form({
        open: drawer !== null,
        editing: drawer?.editing ?? null,
        onClose(saved) {
          setDrawer(null);
          if (saved) page.reload();
        },
      })}
    </Card>
  );
}
