"use client";

import { REPORT_MAX_DAYS, reportDays, type PlatformSalesReport } from "@souk/contract";
import { Card, Col, DatePicker, Row, Space, Statistic, Table, Tabs, type TableColumnsType } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslations } from "next-intl";
import { useState } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { useConsole } from "@/console/shell/console-context";
import { LoadError } from "@/console/table/query-states";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { platformSales } from "../finance/endpoints";
import { mallDay, yuanText } from "../finance/money";
import { FlowView } from "./flow-view";
import { INK_LEGEND, INK_TOOLTIP } from "./chart-ink";

type Range = { from: string; to: string };
type ShopRow = PlatformSalesReport["shops"][number];
type CategoryRow = PlatformSalesReport["categories"][number];
type DayRow = PlatformSalesReport["days"][number];

/**
 * /admin/reports: the whole mall over a range of mall days (at most REPORT_MAX_DAYS) — sales by
 * day (chart and table), by shop and by first-level category, and the flow report (pages, sources,
 * product funnel) that the CLI report prints.
 */
export function PlatformReportsPage() {
  const t = useTranslations("platform.reports");
  const [todayDay] = useState(() => mallDay(Date.now()));
  const [range, setRange] = useState<Range>(() => ({ from: mallDay(Date.parse(todayDay), 6), to: todayDay }));
  const today = dayjs(todayDay);
  const preset = (label: string, from: number, to = 0): { label: string; value: [Dayjs, Dayjs] } => ({
    label,
    value: [today.subtract(from, "day"), today.subtract(to, "day")],
  });
  return (
    <Card
      title={<h1 className="text-base">{t("title")}</h1>}
      extra={
        <Space>
          <span>{t("range")}</span>
          <DatePicker.RangePicker
            data-testid="report-range"
            allowClear={false}
            value={[dayjs(range.from), dayjs(range.to)]}
            disabledDate={(d) => d.isAfter(today, "day")}
            presets={[
              preset(t("today"), 0),
              preset(t("yesterday"), 1, 1),
              preset(t("last7"), 6),
              preset(t("last30"), 29),
            ]}
            onChange={(v) => {
              const [a, b] = v ?? [];
              if (!a || !b) return;
              const next = { from: a.format("YYYY-MM-DD"), to: b.format("YYYY-MM-DD") };
              if (reportDays(next.from, next.to) <= REPORT_MAX_DAYS) setRange(next);
            }}
          />
        </Space>
      }
    >
      <Tabs
        items={[
          { key: "sales", label: t("salesTab"), children: <SalesView range={range} /> },
          { key: "flow", label: t("flowTab"), children: <FlowView range={range} /> },
        ]}
      />
    </Card>
  );
}

function SalesView({ range }: { range: Range }) {
  const t = useTranslations("platform.reports");
  const { client } = useConsole();
  const q = useConsoleQuery(`platform-sales:${range.from}:${range.to}`, (signal) =>
    client.call(platformSales(range), { signal }),
  );
  if (q.error) return <LoadError error={q.error} onRetry={q.reload} />;
  const r = q.data;
  const points = (r?.days ?? []).map((d) => ({
    ...d,
    label: d.day.slice(5),
    yuan: d.paid / 100,
    refundYuan: d.refunds / 100,
  }));
  const dayCols: TableColumnsType<DayRow> = [
    { title: t("day"), dataIndex: "day" },
    { title: t("paid"), dataIndex: "paid", align: "right", render: yuanText },
    { title: t("orders"), dataIndex: "orders", align: "right" },
    { title: t("refunds"), dataIndex: "refunds", align: "right", render: yuanText },
  ];
  const shopCols: TableColumnsType<ShopRow> = [
    { title: t("shop"), dataIndex: "shopName", render: (n: string, s) => `${n} (#${s.shopId})` },
    { title: t("paid"), dataIndex: "paid", align: "right", render: yuanText },
    { title: t("orders"), dataIndex: "orders", align: "right" },
    { title: t("refunds"), dataIndex: "refunds", align: "right", render: yuanText },
  ];
  const catCols: TableColumnsType<CategoryRow> = [
    { title: t("category"), dataIndex: "categoryName" },
    { title: t("goodsPaid"), dataIndex: "paid", align: "right", render: yuanText },
    { title: t("items"), dataIndex: "items", align: "right" },
  ];
  return (
    <div className="flex flex-col gap-4">
      <Row gutter={16}>
        {(["paid", "orders", "refunds"] as const).map((k) => (
          <Col span={6} key={k}>
            <Statistic
              title={t(k)}
              value={r ? (k === "orders" ? r.total.orders : yuanText(r.total[k])) : "—"}
              loading={q.loading && !r}
              data-testid={`report-total-${k}`}
            />
          </Col>
        ))}
      </Row>
      <div style={{ width: "100%", height: 280 }} data-testid="report-sales-chart">
        <ResponsiveContainer>
          <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} />
            <YAxis yAxisId="yuan" tick={{ fontSize: 12 }} />
            <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip itemStyle={INK_TOOLTIP} labelFormatter={(_l, p) => String(p?.[0]?.payload?.day ?? "")} />
            <Legend formatter={INK_LEGEND} />
            <Bar yAxisId="orders" dataKey="orders" name={t("orders")} fill="#91caff" isAnimationActive={false} />
            <Line
              yAxisId="yuan"
              dataKey="yuan"
              name={t("paidYuan")}
              stroke="#e4393c"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
            <Line
              yAxisId="yuan"
              dataKey="refundYuan"
              name={t("refundsYuan")}
              stroke="#fa8c16"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Table<ShopRow>
            size="small"
            rowKey="shopId"
            title={() => t("byShop")}
            columns={shopCols}
            dataSource={r?.shops}
            loading={q.loading}
            pagination={{ pageSize: 8, hideOnSinglePage: true }}
            locale={{ emptyText: t("empty") }}
            data-testid="report-shops"
          />
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t("byCategory")}>
            <div style={{ width: "100%", height: 200 }} data-testid="report-category-chart">
              <ResponsiveContainer>
                <BarChart
                  data={(r?.categories ?? []).slice(0, 8).map((c) => ({ ...c, yuan: c.paid / 100 }))}
                  layout="vertical"
                  margin={{ left: 16, right: 16 }}
                >
                  <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                  <XAxis type="number" tick={{ fontSize: 12 }} />
                  <YAxis type="category" dataKey="categoryName" width={100} tick={{ fontSize: 12 }} />
                  <Tooltip itemStyle={INK_TOOLTIP} />
                  <Bar dataKey="yuan" name={t("goodsPaid")} fill="#cf2a2d" isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            </div>
            <Table<CategoryRow>
              size="small"
              rowKey="categoryId"
              columns={catCols}
              dataSource={r?.categories}
              loading={q.loading}
              pagination={{ pageSize: 8, hideOnSinglePage: true }}
              locale={{ emptyText: t("empty") }}
              data-testid="report-categories"
            />
          </Card>
        </Col>
      </Row>
      <Table<DayRow>
        size="small"
        rowKey="day"
        title={() => t("byDay")}
        columns={dayCols}
        dataSource={r ? [...r.days].reverse() : []}
        loading={q.loading}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        data-testid="report-days"
      />
    </div>
  );
}
