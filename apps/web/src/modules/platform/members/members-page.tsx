"use client";

import type { PlatformMember } from "@souk/contract";
import { UserOutlined } from "@ant-design/icons";
import { Avatar, Button, Card, Input, Tag, type TableColumnsType } from "antd";
import { useTranslations } from "next-intl";
import { useConsole } from "@/console/shell/console-context";
import { useServerPage } from "@/console/table/use-server-page";
import { Link } from "@/i18n/navigation";
import { mediaUrl } from "@/lib/media/media-url";
import { memberPage } from "./endpoints";
import { yuan } from "./format";
import { ServerTable } from "@/console/table/server-table";

/**
 * /admin/members: every buyer, newest first, found by phone, nickname or account (part of it) —
 * avatar, names, the phone masked as the mall shows it, level, balance, points, status and sign-up
 * time; each row opens the member's page.
 */
export function MembersPage() {
  const t = useTranslations("platform.members");
  const { client } = useConsole();
  const page = useServerPage<PlatformMember, { keyword?: string }>("members", {}, (req, signal) =>
    client.call(memberPage(req), { signal }),
  );
  const columns: TableColumnsType<PlatformMember> = [
    {
      title: t("avatar"),
      dataIndex: "pic",
      width: 72,
      render: (pic: string) => <Avatar src={pic ? mediaUrl(pic) : undefined} icon={<UserOutlined />} alt="" />,
    },
    {
      title: t("nickName"),
      dataIndex: "nickName",
      width: 150,
      render: (n: string, m) => (
        <Link href={`/admin/members/${m.userId}`} data-testid="member-link">
          {n}
        </Link>
      ),
    },
    { title: t("account"), dataIndex: "userName", render: (v: string | null) => v ?? "—" },
    { title: t("mobile"), dataIndex: "mobile", render: (v: string | null) => v ?? "—" },
    { title: t("level"), dataIndex: "levelName", width: 110, render: (v: string | null) => v ?? t("noLevel") },
    { title: t("balance"), dataIndex: "balance", width: 120, align: "right", render: (v: number) => yuan(v) },
    { title: t("points"), dataIndex: "points", width: 90, align: "right" },
    {
      title: t("status"),
      dataIndex: "status",
      width: 90,
      render: (s: 0 | 1) =>
        s === 1 ? <Tag color="#237804">{t("enabled")}</Tag> : <Tag color="red">{t("disabled")}</Tag>,
    },
    { title: t("createTime"), dataIndex: "createTime", width: 170 },
    {
      title: t("actions"),
      width: 90,
      render: (_, m) => (
        <Link href={`/admin/members/${m.userId}`}>
          <Button type="link" size="small">
            {t("view")}
          </Button>
        </Link>
      ),
    },
  ];
  return (
    <Card title={<h1 className="text-base">{t("title")}</h1>}>
      <p className="mb-4 text-gray-600">{t("intro")}</p>
      <Input.Search
        className="mb-4 !w-96 max-w-full"
        allowClear
        maxLength={50}
        placeholder={t("searchPlaceholder")}
        enterButton={t("search")}
        onSearch={(v) => page.setFilters({ keyword: v.trim() || undefined })}
        data-testid="member-search"
      />
      <ServerTable<PlatformMember>
        page={page}
        rowKey="userId"
        columns={columns}
        scroll={{ x: 1150 }}
        data-testid="members-table"
        emptyText={page.filters.keyword ? t("noMatch") : t("empty")}
      />
    </Card>
  );
}
