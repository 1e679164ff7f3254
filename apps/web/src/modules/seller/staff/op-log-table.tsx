"use client";

import { OP_LOG_ACTIONS, type OpLogAction, type OpLogEntry } from "@souk/contract";
import { DatePicker, Select, Space, type TableColumnsType } from "antd";
import dayjs from "dayjs";
import { useTranslations } from "next-intl";
import { useConsole } from "@/console/shell/console-context";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { useServerPage } from "@/console/table/use-server-page";
import { opLogPage, staffList } from "../api/endpoints";
import { describeDetail } from "./op-log-detail";
import { ServerTable } from "@/console/table/server-table";

interface Filters extends Record<string, unknown> {
  action?: OpLogAction;
  staffId?: number;
  from?: string;
  to?: string;
}

/** The message key of an action ("product.update" → "product_update": a dot would nest). */
type Underscored<T> = T extends `${infer A}.${infer B}` ? `${A}_${B}` : never;
type ActionKey = Underscored<OpLogAction>;
const actionKey = (a: OpLogAction) => a.replace(".", "_") as ActionKey;

/** The shop's operation log, newest first, paged by the server, by action, staff member and days. */
export function OpLogTable() {
  const t = useTranslations("seller.staff");
  const { client } = useConsole();
  const staff = useConsoleQuery("staff-list", (signal) => client.call(staffList(), { signal }));
  const page = useServerPage<OpLogEntry, Filters>("oplog", {}, (req, signal) =>
    client.call(opLogPage(req), { signal }),
  );
  const f = page.filters;
  const columns: TableColumnsType<OpLogEntry> = [
    { title: t("when"), dataIndex: "createdAt", width: 170 },
    { title: t("who"), dataIndex: "userName", width: 130 },
    {
      title: t("action"),
      dataIndex: "action",
      width: 150,
      render: (a: OpLogAction) => t(`actionName.${actionKey(a)}`),
    },
    { title: t("target"), dataIndex: "target", width: 170 },
    {
      title: t("detail"),
      dataIndex: "detail",
      render: (d: OpLogEntry["detail"]) => describeDetail(d, { price: t("price"), stock: t("stock") }),
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      <Space wrap>
        <Select<OpLogAction>
          allowClear
          placeholder={t("allActions")}
          className="w-48"
          value={f.action}
          onChange={(action) => page.setFilters({ ...f, action })}
          options={OP_LOG_ACTIONS.map((a) => ({ value: a, label: t(`actionName.${actionKey(a)}`) }))}
          data-testid="oplog-action"
        />
        <Select<number>
          allowClear
          placeholder={t("allStaff")}
          className="w-48"
          value={f.staffId}
          onChange={(staffId) => page.setFilters({ ...f, staffId })}
          options={(staff.data ?? []).map((s) => ({ value: s.staffId, label: `${s.name} (${s.userName})` }))}
        />
        <DatePicker.RangePicker
          value={f.from && f.to ? [dayjs(f.from), dayjs(f.to)] : null}
          onChange={(v) => {
            const [a, b] = v ?? [];
            page.setFilters({ ...f, from: a?.format("YYYY-MM-DD"), to: b?.format("YYYY-MM-DD") });
          }}
        />
      </Space>
      <ServerTable<OpLogEntry>
        page={page}
        rowKey="id"
        size="small"
        columns={columns}
        data-testid="oplog-table"
        emptyText={t("emptyLog")}
      />
    </div>
  );
}
