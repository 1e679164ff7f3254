"use client";

import type { Locale, SettlementAdjustment, SettlementRow } from "@souk/contract";
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  DatePicker,
  Row,
  Select,
  Space,
  Statistic,
  Table,
  type TableColumnsType,
} from "antd";
import dayjs from "dayjs";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessages } from "@/console/api/console-client";
import { useConsole } from "@/console/shell/console-context";
import { LoadError } from "@/console/table/query-states";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { useServerPage } from "@/console/table/use-server-page";
import { downloadSettlementsCsv } from "./download-csv";
import { settledShops, settlements, type SettlementFilters } from "./endpoints";
import { mallDay, yuanText } from "./money";

type Filters = SettlementFilters & Record<string, unknown>;

/**
 * /admin/finance: each shop's settled mall days — paid, refunds, the platform's commission, the
 * adjustments for refunds of earlier days and what the mall owes — by shop and days, with the
 * totals of the whole filter and its CSV (ADR 0049).
 */
export function FinancePage() {
  const t = useTranslations("platform.finance");
  const locale = useLocale() as Locale;
  const { client, session } = useConsole();
  const { message } = App.useApp();
  const [today] = useState(() => mallDay(Date.now()));
  const shops = useConsoleQuery("finance-shops", (signal) => client.call(settledShops(), { signal }));
  const page = useServerPage<SettlementRow, Filters>(
    "settlements",
    { from: mallDay(Date.parse(today), 30), to: today },
    (req, signal) => client.call(settlements(req), { signal }),
  );
  const [exporting, setExporting] = useState(false);
  const f = page.filters;
  const data = page.data as
    (typeof page.data & { totals?: Record<string, number>; lastSettledDay?: string | null }) | undefined;
  const money = (v: number) => yuanText(v);
  const columns: TableColumnsType<SettlementRow> = [
    { title: t("day"), dataIndex: "day", width: 110 },
    { title: t("shop"), dataIndex: "shopName", render: (n: string, r) => `${n} (#${r.shopId})` },
    { title: t("orders"), dataIndex: "orders", align: "right" },
    { title: t("paid"), dataIndex: "paid", align: "right", render: money },
    { title: t("refunds"), dataIndex: "refunds", align: "right", render: money },
    { title: t("commission"), dataIndex: "commission", align: "right", render: money },
    {
      title: t("adjustment"),
      dataIndex: "adjustment",
      align: "right",
      render: (v: number) => (v === 0 ? money(0) : <span className="text-orange-600">{money(-v)}</span>),
    },
    { title: t("owed"), dataIndex: "owed", align: "right", render: (v: number) => <b>{money(v)}</b> },
  ];
  const adjColumns: TableColumnsType<SettlementAdjustment> = [
    { title: t("refundSn"), dataIndex: "refundSn" },
    { title: t("orderNumber"), dataIndex: "orderNumber" },
    { title: t("orderDay"), dataIndex: "orderDay" },
    { title: t("refundAmount"), dataIndex: "refundAmount", align: "right", render: money },
    { title: t("commissionBack"), dataIndex: "commissionBack", align: "right", render: money },
  ];
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadSettlementsCsv(session.token, locale, { shopId: f.shopId, from: f.from, to: f.to });
    } catch (e) {
      message.error(errorMessages(e)?.join(" ") ?? t("failed"));
    } finally {
      setExporting(false);
    }
  };
  const totals = data?.totals;
  return (
    <Card title={<h1 className="text-base">{t("title")}</h1>}>
      <div className="flex flex-col gap-4">
        <Alert type="info" showIcon title={t("rule")} description={t("ruleDetail")} />
        <Space wrap>
          <Select<number>
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t("allShops")}
            className="w-60"
            value={f.shopId}
            onChange={(shopId) => page.setFilters({ ...f, shopId })}
            options={(shops.data ?? []).map((s) => ({ value: s.shopId, label: `${s.shopName} (#${s.shopId})` }))}
            data-testid="finance-shop"
          />
          <DatePicker.RangePicker
            value={f.from && f.to ? [dayjs(f.from), dayjs(f.to)] : null}
            onChange={(v) => {
              const [a, b] = v ?? [];
              page.setFilters({ ...f, from: a?.format("YYYY-MM-DD"), to: b?.format("YYYY-MM-DD") });
            }}
            data-testid="finance-range"
          />
          <Button onClick={exportCsv} loading={exporting} disabled={!page.data?.total} data-testid="finance-csv">
            {t("csv")}
          </Button>
          <span className="text-xs text-gray-500">
            {data?.lastSettledDay ? t("lastSettled", { day: data.lastSettledDay }) : t("noneSettled")}
          </span>
        </Space>
        {page.error ? (
          <LoadError error={page.error} onRetry={page.reload} />
        ) : (
          <>
            <Row gutter={16}>
              {(["paid", "refunds", "commission", "adjustment", "owed"] as const).map((k) => (
                <Col key={k} xs={12} lg={4}>
                  <Statistic
                    title={t(`total.${k}`)}
                    value={totals ? yuanText(k === "adjustment" ? -totals[k]! : totals[k]!) : "—"}
                    loading={page.loading && !totals}
                    data-testid={`finance-total-${k}`}
                  />
                </Col>
              ))}
              <Col xs={12} lg={4}>
                <Statistic title={t("total.orders")} value={totals?.orders ?? "—"} />
              </Col>
            </Row>
            <Table<SettlementRow>
              rowKey={(r) => `${r.shopId}:${r.day}`}
              size="small"
              columns={columns}
              dataSource={page.data?.records}
              loading={page.loading}
              pagination={page.pagination}
              locale={{ emptyText: t("empty") }}
              expandable={{
                rowExpandable: (r) => r.adjustments.length > 0,
                expandedRowRender: (r) => (
                  <div className="flex flex-col gap-2">
                    <span className="text-xs text-gray-500">{t("adjustmentNote")}</span>
                    <Table<SettlementAdjustment>
                      rowKey="refundSn"
                      size="small"
                      columns={adjColumns}
                      dataSource={r.adjustments}
                      pagination={false}
                    />
                  </div>
                ),
              }}
              data-testid="finance-table"
            />
          </>
        )}
      </div>
    </Card>
  );
}
