"use client";

import type { BalanceLogRecord, GiftCard, OrderListItem, PlatformGrowthLog, PointsLogRecord } from "@souk/contract";
import { Descriptions, Table, Tag, type TableColumnsType } from "antd";
import { useLocale, useTranslations } from "next-intl";
import { useConsole } from "@/console/shell/console-context";
import { LoadError } from "@/console/table/query-states";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { useServerPage } from "@/console/table/use-server-page";
import {
  memberBalanceLog,
  memberGiftCards,
  memberGrowthLog,
  memberInfo,
  memberOrders,
  memberPointsLog,
} from "./endpoints";
import { discountRate, signed, yuan } from "./format";

/** `reload` bumps when the member's figures changed (an adjustment); the parent also remounts the paged tabs with it. */
type TabProps = { userId: number; reload: number };

/** The member's orders, paged, with the status the buyer sees. */
export function OrdersTab({ userId }: TabProps) {
  const t = useTranslations("platform.members.orders");
  const { client } = useConsole();
  const page = useServerPage<OrderListItem, Record<string, never>>(`member-orders:${userId}`, {}, (req, signal) =>
    client.call(memberOrders(userId, { current: req.current, size: req.size }), { signal }),
  );
  const columns: TableColumnsType<OrderListItem> = [
    { title: t("orderNumber"), dataIndex: "orderNumber" },
    { title: t("shop"), dataIndex: "shopName" },
    { title: t("products"), render: (_, o) => o.items.map((i) => i.prodName).join("、") },
    { title: t("amount"), dataIndex: "actualTotal", align: "right", render: (v: number) => yuan(v) },
    { title: t("status"), dataIndex: "statusLabel", render: (s: string) => <Tag>{s}</Tag> },
    { title: t("createTime"), dataIndex: "createTime", width: 170 },
  ];
  if (page.error) return <LoadError error={page.error} onRetry={page.reload} />;
  return (
    <Table<OrderListItem>
      rowKey="orderNumber"
      size="small"
      columns={columns}
      dataSource={page.data?.records}
      loading={page.loading}
      pagination={page.pagination}
      locale={{ emptyText: t("empty") }}
      data-testid="member-orders"
    />
  );
}

/** The balance ledger as the buyer's wallet page shows it, with the operator's note. */
export function BalanceTab({ userId }: TabProps) {
  const t = useTranslations("platform.members.ledger");
  const { client } = useConsole();
  const page = useServerPage<BalanceLogRecord, Record<string, never>>(`member-balance:${userId}`, {}, (req, signal) =>
    client.call(memberBalanceLog(userId, { current: req.current, size: req.size }), { signal }),
  );
  const columns: TableColumnsType<BalanceLogRecord> = [
    { title: t("time"), dataIndex: "createTime", width: 170 },
    { title: t("reason"), dataIndex: "reasonText" },
    {
      title: t("change"),
      dataIndex: "amount",
      align: "right",
      render: (v: number) => <span className={v < 0 ? "text-red-700" : "text-green-800"}>{signed(v, true)}</span>,
    },
    { title: t("after"), dataIndex: "balanceAfter", align: "right", render: (v: number) => yuan(v) },
    { title: t("note"), dataIndex: "note", render: (v: string | null) => v ?? "—" },
  ];
  if (page.error) return <LoadError error={page.error} onRetry={page.reload} />;
  return (
    <Table<BalanceLogRecord>
      rowKey="logId"
      size="small"
      columns={columns}
      dataSource={page.data?.records}
      loading={page.loading}
      pagination={page.pagination}
      locale={{ emptyText: t("empty") }}
      data-testid="member-balance-log"
    />
  );
}

/** The points ledger. */
export function PointsTab({ userId }: TabProps) {
  const t = useTranslations("platform.members.ledger");
  const { client } = useConsole();
  const page = useServerPage<PointsLogRecord, Record<string, never>>(`member-points:${userId}`, {}, (req, signal) =>
    client.call(memberPointsLog(userId, { current: req.current, size: req.size }), { signal }),
  );
  const columns: TableColumnsType<PointsLogRecord> = [
    { title: t("time"), dataIndex: "createTime", width: 170 },
    { title: t("reason"), dataIndex: "reasonText" },
    {
      title: t("change"),
      dataIndex: "points",
      align: "right",
      render: (v: number) => <span className={v < 0 ? "text-red-700" : "text-green-800"}>{signed(v)}</span>,
    },
    { title: t("after"), dataIndex: "balanceAfter", align: "right" },
    { title: t("note"), dataIndex: "note", render: (v: string | null) => v ?? "—" },
  ];
  if (page.error) return <LoadError error={page.error} onRetry={page.reload} />;
  return (
    <Table<PointsLogRecord>
      rowKey="logId"
      size="small"
      columns={columns}
      dataSource={page.data?.records}
      loading={page.loading}
      pagination={page.pagination}
      locale={{ emptyText: t("empty") }}
      data-testid="member-points-log"
    />
  );
}

/** The level in effect, growth, the next level and the benefits; the latest growth changes. */
export function LevelTab({ userId, reload }: TabProps) {
  const t = useTranslations("platform.members.levelTab");
  const tl = useTranslations("platform.members.ledger");
  const locale = useLocale();
  const { client } = useConsole();
  const info = useConsoleQuery(`member-info:${userId}:${reload}`, (signal) =>
    client.call(memberInfo(userId), { signal }),
  );
  const log = useConsoleQuery(`member-growth:${userId}:${reload}`, (signal) =>
    client.call(memberGrowthLog(userId), { signal }),
  );
  if (info.error) return <LoadError error={info.error} onRetry={info.reload} />;
  const m = info.data;
  const columns: TableColumnsType<PlatformGrowthLog> = [
    { title: tl("time"), dataIndex: "createTime", width: 170 },
    { title: tl("reason"), dataIndex: "reasonText" },
    { title: tl("change"), dataIndex: "amount", align: "right", render: (v: number) => signed(v) },
    { title: tl("after"), dataIndex: "growthAfter", align: "right" },
    { title: tl("note"), dataIndex: "note", render: (v: string | null) => v ?? "—" },
  ];
  return (
    <div className="flex flex-col gap-4">
      <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} data-testid="member-level">
        <Descriptions.Item label={t("level")}>{m?.level?.name ?? t("none")}</Descriptions.Item>
        <Descriptions.Item label={t("growth")}>{m?.growth ?? "…"}</Descriptions.Item>
        <Descriptions.Item label={t("next")}>
          {m ? (m.next ? t("nextText", { name: m.next.level.name, more: m.next.needMore }) : t("top")) : "…"}
        </Descriptions.Item>
        <Descriptions.Item label={t("paidUntil")}>{m?.paidUntil ?? t("notPaid")}</Descriptions.Item>
        <Descriptions.Item label={t("discount")}>
          {m
            ? m.benefits.discount < 100
              ? t("discountText", { rate: discountRate(m.benefits.discount, locale) })
              : t("noDiscount")
            : "…"}
        </Descriptions.Item>
        <Descriptions.Item label={t("freeShipping")}>
          {m ? (m.benefits.freeShipping ? t("yes") : t("no")) : "…"}
        </Descriptions.Item>
        <Descriptions.Item label={t("multiplier")}>{m ? `×${m.benefits.pointsMultiplier}` : "…"}</Descriptions.Item>
      </Descriptions>
      <h3 className="font-medium">{t("growthLog")}</h3>
      <Table<PlatformGrowthLog>
        rowKey="logId"
        size="small"
        columns={columns}
        dataSource={log.data}
        loading={log.loading}
        pagination={false}
        locale={{ emptyText: t("noGrowth") }}
      />
    </div>
  );
}

/** The member's bound gift cards (numbers masked). */
export function GiftCardsTab({ userId, reload }: TabProps) {
  const t = useTranslations("platform.members.giftCards");
  const { client } = useConsole();
  const q = useConsoleQuery(`member-cards:${userId}:${reload}`, (signal) =>
    client.call(memberGiftCards(userId), { signal }),
  );
  const columns: TableColumnsType<GiftCard> = [
    { title: t("cardNo"), dataIndex: "cardNo" },
    { title: t("parValue"), dataIndex: "parValue", align: "right", render: (v: number) => yuan(v) },
    { title: t("balance"), dataIndex: "balance", align: "right", render: (v: number) => yuan(v) },
    {
      title: t("state"),
      dataIndex: "state",
      render: (s: 1 | 2 | 3) => <Tag color={s === 1 ? "#237804" : undefined}>{t(`states.${s}`)}</Tag>,
    },
    { title: t("dueDate"), dataIndex: "dueDate", width: 170 },
    { title: t("bindTime"), dataIndex: "bindTime", width: 170 },
  ];
  if (q.error) return <LoadError error={q.error} onRetry={q.reload} />;
  return (
    <Table<GiftCard>
      rowKey="cardId"
      size="small"
      columns={columns}
      dataSource={q.data}
      loading={q.loading}
      pagination={false}
      locale={{ emptyText: t("empty") }}
      data-testid="member-gift-cards"
    />
  );
}
