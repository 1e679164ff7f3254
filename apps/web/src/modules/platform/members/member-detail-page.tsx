"use client";

import { UserOutlined } from "@ant-design/icons";
import { Avatar, Button, Card, Descriptions, Result, Space, Spin, Tabs, Tag } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useConsole } from "@/console/shell/console-context";
import { LoadError } from "@/console/table/query-states";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { Link } from "@/i18n/navigation";
import { ApiError } from "@/lib/api/api-error";
import { mediaUrl } from "@/lib/media/media-url";
import { AdjustDialog, type AdjustKind } from "./adjust-dialog";
import { memberOne } from "./endpoints";
import { yuan } from "./format";
import { BalanceTab, GiftCardsTab, LevelTab, OrdersTab, PointsTab } from "./member-tabs";
import { StatusDialog } from "./status-dialog";

/**
 * /admin/members/{userId}: one member — profile and figures, adjust the balance or points with a
 * reason, disable or re-enable; tabs for orders, the balance and points ledgers, level and growth,
 * and gift cards. After a change everything loads again, as the buyer now sees it.
 */
export function MemberDetailPage({ userId }: { userId: number }) {
  const t = useTranslations("platform.members");
  const { client } = useConsole();
  const [version, setVersion] = useState(0);
  const [adjust, setAdjust] = useState<AdjustKind | null>(null);
  const [statusOpen, setStatusOpen] = useState(false);
  const q = useConsoleQuery(`member:${userId}:${version}`, (signal) => client.call(memberOne(userId), { signal }));
  const changed = (yes: boolean) => {
    setAdjust(null);
    setStatusOpen(false);
    if (yes) setVersion((v) => v + 1);
  };
  if (q.error instanceof ApiError && q.error.status === 404)
    return (
      <Result
        status="404"
        title={t("notFound")}
        extra={
          <Link href="/admin/members">
            <Button>{t("back")}</Button>
          </Link>
        }
      />
    );
  if (q.error) return <LoadError error={q.error} onRetry={q.reload} />;
  const m = q.data;
  if (!m) return <Spin className="block py-12" />;
  return (
    <div className="flex flex-col gap-4">
      <Card
        title={
          <Space>
            <Avatar src={m.pic ? mediaUrl(m.pic) : undefined} icon={<UserOutlined />} alt="" />
            <h1 className="text-base" data-testid="member-name">
              {m.nickName}
            </h1>
            {m.status === 1 ? (
              <Tag color="#237804">{t("enabled")}</Tag>
            ) : (
              <Tag color="red" data-testid="member-disabled">
                {t("disabled")}
              </Tag>
            )}
          </Space>
        }
        extra={
          <Space wrap>
            <Link href="/admin/members">{t("back")}</Link>
            <Button onClick={() => setAdjust("balance")} data-testid="adjust-balance">
              {t("adjustBalance")}
            </Button>
            <Button onClick={() => setAdjust("points")} data-testid="adjust-points">
              {t("adjustPoints")}
            </Button>
            <Button danger={m.status === 1} onClick={() => setStatusOpen(true)} data-testid="member-status">
              {m.status === 1 ? t("disable") : t("enable")}
            </Button>
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }} data-testid="member-profile">
          <Descriptions.Item label={t("userId")}>{m.userId}</Descriptions.Item>
          <Descriptions.Item label={t("account")}>{m.userName ?? "—"}</Descriptions.Item>
          <Descriptions.Item label={t("mobile")}>{m.mobile ?? "—"}</Descriptions.Item>
          <Descriptions.Item label={t("createTime")}>{m.createTime}</Descriptions.Item>
          <Descriptions.Item label={t("balance")}>
            <span data-testid="member-balance">{yuan(m.balance)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t("points")}>
            <span data-testid="member-points">{m.points}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t("level")}>{m.levelName ?? t("noLevel")}</Descriptions.Item>
          <Descriptions.Item label={t("growth")}>{m.growth}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card>
        <Tabs
          defaultActiveKey="balance"
          items={[
            {
              key: "orders",
              label: t("tabs.orders"),
              children: <OrdersTab key={version} userId={userId} reload={version} />,
            },
            {
              key: "balance",
              label: t("tabs.balance"),
              children: <BalanceTab key={version} userId={userId} reload={version} />,
            },
            {
              key: "points",
              label: t("tabs.points"),
              children: <PointsTab key={version} userId={userId} reload={version} />,
            },
            { key: "level", label: t("tabs.level"), children: <LevelTab userId={userId} reload={version} /> },
            {
              key: "giftCards",
              label: t("tabs.giftCards"),
              children: <GiftCardsTab userId={userId} reload={version} />,
            },
          ]}
        />
      </Card>
      {adjust ? (
        <AdjustDialog
          kind={adjust}
          userId={userId}
          held={adjust === "balance" ? m.balance : m.points}
          onClose={changed}
        />
      ) : null}
      {statusOpen ? <StatusDialog member={m} onClose={changed} /> : null}
    </div>
  );
}
