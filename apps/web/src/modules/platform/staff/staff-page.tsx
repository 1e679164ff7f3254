"use client";

import { Card, Tabs } from "antd";
import { useTranslations } from "next-intl";
import { PlatformOpLogTable } from "./op-log-table";
import { PlatformStaffTable } from "./staff-table";

/** /admin/staff (super administrators): the platform's accounts and the console's operation log. */
export function PlatformStaffPage() {
  const t = useTranslations("platform.staff");
  return (
    <Card title={<h1 className="text-base">{t("title")}</h1>}>
      <Tabs
        items={[
          { key: "accounts", label: t("accountsTab"), children: <PlatformStaffTable /> },
          { key: "log", label: t("logTab"), children: <PlatformOpLogTable /> },
        ]}
      />
    </Card>
  );
}
