"use client";

import type { PlatformOpLogEntry } from "@souk/contract";
import { DatePicker, Select, Space, type TableColumnsType } from "antd";
import dayjs from "dayjs";
import { useTranslations } from "next-intl";
import { useConsole } from "@/console/shell/console-context";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { useServerPage } from "@/console/table/use-server-page";
import { platformOpLog, platformStaffList, type PlatformOpLogFilters } from "../finance/endpoints";
import { describePlatformDetail } from "./op-log-detail";
import { ServerTable } from "@/console/table/server-table";

type Filters = PlatformOpLogFilters & Record<string, unknown>;

/** Actions the console writes that the filter offers; other areas' actions show by their own name. */
const KNOWN_ACTIONS = ["staff.create", "staff.role", "staff.status", "staff.password", "staff.unlock", "signin.locked"];

/** The console's operation log, newest first, paged by the server, by staff member, action and days. */
export function PlatformOpLogTable() {
  const t = useTranslations("platform.staff");
  const { client } = useConsole();
  const staff = useConsoleQuery("platform-staff-list", (signal) => client.call(platformStaffList(), { signal }));
  const page = useServerPage<PlatformOpLogEntry, Filters>("platform-oplog", {}, (req, signal) =>
    client.call(platformOpLog(req), { signal }),
  );
  const f = page.filters;
  // Keys built from the log's data (actions of every console area): looked up, falling back to the raw text.
  const dyn = t as unknown as { (key: string): string; has(key: string): boolean };
  const known = (key: string) => (dyn.has(key) ? dyn(key) : null);
  const actionName = (a: string) => known(`actionName.${a.replace(/\./g, "_")}`) ?? a;
  const label = (k: string) => known(`detailKey.${k}`);
  const roleName = (r: string) => known(`roleName.${r}`);
  const columns: TableColumnsType<PlatformOpLogEntry> = [
    { title: t("when"), dataIndex: "createdAt", width: 170 },
    { title: t("who"), dataIndex: "userName", width: 130 },
    { title: t("action"), dataIndex: "action", width: 160, render: actionName },
    { title: t("target"), dataIndex: "target", width: 120 },
    {
      title: t("detail"),
      dataIndex: "detail",
      render: (d: PlatformOpLogEntry["detail"]) => describePlatformDetail(d, label, roleName),
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      <Space wrap>
        <Select<number>
          allowClear
          placeholder={t("allStaff")}
          className="w-52"
          value={f.staffId}
          onChange={(staffId) => page.setFilters({ ...f, staffId })}
          options={(staff.data ?? []).map((s) => ({ value: s.staffId, label: `${s.name} (${s.userName})` }))}
          data-testid="oplog-staff"
        />
        <Select<string>
          allowClear
          showSearch
          placeholder={t("allActions")}
          className="w-52"
          value={f.action}
          onChange={(action) => page.setFilters({ ...f, action })}
          options={KNOWN_ACTIONS.map((a) => ({ value: a, label: actionName(a) }))}
          data-testid="oplog-action"
        />
        <DatePicker.RangePicker
          value={f.from && f.to ? [dayjs(f.from), dayjs(f.to)] : null}
          onChange={(v) => {
            const [a, b] = v ?? [];
            page.setFilters({ ...f, from: a?.format("YYYY-MM-DD"), to: b?.format("YYYY-MM-DD") });
          }}
        />
      </Space>
      <ServerTable<PlatformOpLogEntry>
        page={page}
        rowKey="id"
        size="small"
        columns={columns}
        data-testid="platform-oplog-table"
        emptyText={t("emptyLog")}
      />
    </div>
  );
}
