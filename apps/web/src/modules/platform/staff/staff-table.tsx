"use client";

import { PLATFORM_ROLES, type PlatformRole, type PlatformStaffMember } from "@souk/contract";
import { App, Button, Popconfirm, Select, Space, Table, Tag, type TableColumnsType } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useConsole } from "@/console/shell/console-context";
import { LoadError } from "@/console/table/query-states";
import { useConsoleQuery } from "@/console/table/use-console-query";
import type { Endpoint } from "@/lib/api/endpoint";
import {
  platformStaffList,
  setPlatformStaffRole,
  setPlatformStaffStatus,
  unlockPlatformStaff,
} from "../finance/endpoints";
import { AddPlatformStaffDialog, PlatformPasswordDialog } from "./staff-dialogs";

/**
 * The platform's accounts: add one with a role, change its role, disable/enable, reset a password,
 * lift a sign-in lock. The API keeps the last enabled super administrator (its message is shown).
 */
export function PlatformStaffTable() {
  const t = useTranslations("platform.staff");
  const { client, session } = useConsole();
  const { message } = App.useApp();
  const q = useConsoleQuery("platform-staff-list", (signal) => client.call(platformStaffList(), { signal }));
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<PlatformStaffMember | null>(null);
  const act = async (e: Endpoint<null>, done: string) => {
    try {
      await client.call(e);
      message.success(done);
    } catch (err) {
      message.error(errorMessages(err)?.join(" ") ?? t("failed"));
    }
    q.reload();
  };
  if (q.error) return <LoadError error={q.error} onRetry={q.reload} />;
  const columns: TableColumnsType<PlatformStaffMember> = [
    {
      title: t("userName"),
      dataIndex: "userName",
      render: (u: string, s) => (s.staffId === session.staffId ? `${u} (${t("you")})` : u),
    },
    { title: t("name"), dataIndex: "name" },
    {
      title: t("role"),
      dataIndex: "role",
      render: (r: PlatformRole, s) => (
        <Select<PlatformRole>
          size="small"
          value={r}
          aria-label={t("roleOf", { name: s.name })}
          className="w-44"
          onChange={(role) => act(setPlatformStaffRole(s.staffId, role), t("roleDone"))}
          options={PLATFORM_ROLES.map((v) => ({ value: v, label: t(`roleName.${v}`) }))}
        />
      ),
    },
    {
      title: t("status"),
      render: (_, s) => (
        <Space size={4}>
          <Tag color={s.status === 1 ? "green" : "default"}>{s.status === 1 ? t("enabled") : t("disabled")}</Tag>
          {s.locked && <Tag color="orange">{t("locked")}</Tag>}
        </Space>
      ),
    },
    { title: t("createdAt"), dataIndex: "createdAt" },
    {
      title: t("actions"),
      render: (_, s) => (
        <Space size={0} wrap>
          <Popconfirm
            title={s.status === 1 ? t("disableConfirm", { name: s.name }) : t("enableConfirm", { name: s.name })}
            onConfirm={() =>
              act(
                setPlatformStaffStatus(s.staffId, s.status === 1 ? 0 : 1),
                s.status === 1 ? t("disabledDone") : t("enabledDone"),
              )
            }
          >
            <Button type="link" size="small">
              {s.status === 1 ? t("disable") : t("enable")}
            </Button>
          </Popconfirm>
          <Button type="link" size="small" onClick={() => setResetting(s)}>
            {t("resetPassword")}
          </Button>
          {s.locked && (
            <Button type="link" size="small" onClick={() => act(unlockPlatformStaff(s.staffId), t("unlockedDone"))}>
              {t("unlock")}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <Button type="primary" onClick={() => setAdding(true)} data-testid="add-platform-staff">
          {t("add")}
        </Button>
        <span className="text-xs text-gray-500">{t("rolesHint")}</span>
      </div>
      <Table<PlatformStaffMember>
        rowKey="staffId"
        size="small"
        columns={columns}
        dataSource={q.data}
        loading={q.loading}
        pagination={false}
        locale={{ emptyText: t("empty") }}
        data-testid="platform-staff-table"
      />
      <AddPlatformStaffDialog
        open={adding}
        onClose={(added) => {
          setAdding(false);
          if (added) q.reload();
        }}
      />
      <PlatformPasswordDialog member={resetting} onClose={() => setResetting(null)} />
    </div>
  );
}
