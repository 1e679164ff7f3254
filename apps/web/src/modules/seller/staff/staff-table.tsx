"use client";

import type { StaffMember } from "@souk/contract";
import { App, Button, Popconfirm, Select, Space, Table, Tag, type TableColumnsType } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useConsole } from "@/console/shell/console-context";
import { LoadError } from "@/console/table/query-states";
import { useConsoleQuery } from "@/console/table/use-console-query";
import type { Endpoint } from "@/lib/api/endpoint";
import { setStaffRole, setStaffStatus, staffList, unlockStaff } from "../api/endpoints";
import { ASSIGNABLE_ROLES, AddStaffDialog, PasswordDialog, type AssignableRole } from "./staff-dialogs";

/** The shop's accounts: add one with a role, disable/enable, reset a password, lift a sign-in lock. */
export function StaffTable() {
  const t = useTranslations("seller.staff");
  const { client } = useConsole();
  const { message } = App.useApp();
  const q = useConsoleQuery("staff-list", (signal) => client.call(staffList(), { signal }));
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<StaffMember | null>(null);
  const act = async (e: Endpoint<null>, done: string) => {
    try {
      await client.call(e);
      message.success(done);
      q.reload();
    } catch (err) {
      message.error(errorMessages(err)?.join(" ") ?? t("failed"));
    }
  };
  if (q.error) return <LoadError error={q.error} onRetry={q.reload} />;
  const columns: TableColumnsType<StaffMember> = [
    { title: t("userName"), dataIndex: "userName" },
    { title: t("name"), dataIndex: "name" },
    {
      title: t("role"),
      dataIndex: "role",
      render: (r: StaffMember["role"], s) =>
        r === "owner" ? (
          <Tag>{t("roleName.owner")}</Tag>
        ) : (
          <Select<AssignableRole>
            size="small"
            value={r}
            aria-label={t("roleOf", { name: s.name })}
            className="w-32"
            onChange={(role) => act(setStaffRole(s.staffId, role), t("roleDone"))}
            options={ASSIGNABLE_ROLES.map((v) => ({ value: v, label: t(`roleName.${v}`) }))}
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
      render: (_, s) =>
        s.role === "owner" ? null : (
          <Space size={0} wrap>
            <Popconfirm
              title={s.status === 1 ? t("disableConfirm", { name: s.name }) : t("enableConfirm", { name: s.name })}
              onConfirm={() =>
                act(
                  setStaffStatus(s.staffId, s.status === 1 ? 0 : 1),
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
              <Button type="link" size="small" onClick={() => act(unlockStaff(s.staffId), t("unlockedDone"))}>
                {t("unlock")}
              </Button>
            )}
          </Space>
        ),
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button type="primary" onClick={() => setAdding(true)} data-testid="add-staff">
          {t("add")}
        </Button>
      </div>
      <Table<StaffMember>
        rowKey="staffId"
        size="small"
        columns={columns}
        dataSource={q.data}
        loading={q.loading}
        pagination={false}
        data-testid="staff-table"
      />
      <AddStaffDialog
        open={adding}
        onClose={(added) => {
          setAdding(false);
          if (added) q.reload();
        }}
      />
      <PasswordDialog member={resetting} onClose={() => setResetting(null)} />
    </div>
  );
}
