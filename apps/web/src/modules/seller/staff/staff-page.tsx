"use client";

import { Card, Tabs } from "antd";
import { useTranslations } from "next-intl";
import { OpLogTable } from "./op-log-table";
import { StaffTable } from "./staff-table";

/** /seller/staff (owner only): the shop's staff accounts and the operation log. */
export function StaffPage() {
  const t = useTranslations("seller.staff");
  return (
    <Card title={<h1 className="text-base">{t("title")}</h1>}>
      <Tabs
        items={[
          { key: "accounts", label: t("accountsTab"), children: <StaffTable /> },
          { key: "log", label: t("logTab"), children: <OpLogTable /> },
        ]}
      />
    </Card>
  );
}
