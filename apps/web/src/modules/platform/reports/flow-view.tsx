"use client";

import type { FlowFunnelRow, FlowPageRow, FlowSourceRow } from "@souk/contract";
import { Alert, Col, Row, Table, type TableColumnsType } from "antd";
import { reportDays } from "@souk/contract";
import { useTranslations } from "next-intl";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useConsole } from "@/console/shell/console-context";
import { LoadError } from "@/console/table/query-states";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { platformFlow } from "../finance/endpoints";
import { INK_LEGEND, INK_TOOLTIP } from "./chart-ink";

const pct = (a: number, b: number) => (b ? `${((a / b) * 100).toFixed(2)}%` : "—");

/** The mall's flow over the range (`GET /admin/report/flow`): pages, sources and the product funnel. */
export function FlowView({ range }: { range: { from: string; to: string } }) {
  const t = useTranslations("platform.reports.flow");
  const { client } = useConsole();
  const q = useConsoleQuery(`platform-flow:${range.from}:${range.to}`, (signal) =>
    client.call(platformFlow(range), { signal }),
  );
  if (q.error) return <LoadError error={q.error} onRetry={q.reload} />;
  const r = q.data;
  const days = reportDays(range.from, range.to);
  const pageCols: TableColumnsType<FlowPageRow> = [
    { title: t("page"), dataIndex: "pageName" },
    { title: t("pv"), dataIndex: "pv", align: "right" },
    { title: t("uv"), dataIndex: "uv", align: "right" },
  ];
  const sourceCols: TableColumnsType<FlowSourceRow> = [
    { title: t("page"), dataIndex: "pageName" },
    { title: t("from"), dataIndex: "prevPageName" },
    { title: t("pv"), dataIndex: "pv", align: "right" },
  ];
  const funnelCols: TableColumnsType<FlowFunnelRow> = [
    { title: t("product"), dataIndex: "prodName" },
    { title: t("viewers"), dataIndex: "viewers", align: "right" },
    { title: t("carters"), dataIndex: "carters", align: "right" },
    { title: t("orderers"), dataIndex: "orderers", align: "right" },
    { title: t("payers"), dataIndex: "payers", align: "right" },
    { title: t("payRate"), align: "right", render: (_, f) => pct(f.payers, f.viewers) },
  ];
  return (
    <div className="flex flex-col gap-4">
      {r && r.aggregatedDays < days ? (
        <Alert type="info" showIcon title={t("partial", { done: r.aggregatedDays, days })} />
      ) : (
        <span className="text-xs text-gray-500">{t("uvNote")}</span>
      )}
      <div style={{ width: "100%", height: 240 }} data-testid="flow-pages-chart">
        <ResponsiveContainer>
          <BarChart data={r?.pages.slice(0, 10) ?? []} margin={{ left: 0, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="pageName" tick={{ fontSize: 11 }} interval={0} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip itemStyle={INK_TOOLTIP} />
            <Legend formatter={INK_LEGEND} />
            <Bar dataKey="pv" name={t("pv")} fill="#91caff" isAnimationActive={false} />
            <Bar dataKey="uv" name={t("uv")} fill="#1677ff" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Table<FlowPageRow>
            size="small"
            rowKey="pageId"
            title={() => t("pages")}
            columns={pageCols}
            dataSource={r?.pages}
            loading={q.loading}
            pagination={{ pageSize: 8, hideOnSinglePage: true }}
            data-testid="flow-pages"
          />
        </Col>
        <Col xs={24} lg={12}>
          <Table<FlowSourceRow>
            size="small"
            rowKey={(s) => `${s.pageId}:${s.prevPageId}`}
            title={() => t("sources")}
            columns={sourceCols}
            dataSource={r?.sources}
            loading={q.loading}
            pagination={{ pageSize: 8, hideOnSinglePage: true }}
          />
        </Col>
      </Row>
      <Table<FlowFunnelRow>
        size="small"
        rowKey="prodId"
        title={() => t("funnel")}
        columns={funnelCols}
        dataSource={r?.funnel}
        loading={q.loading}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        data-testid="flow-funnel"
      />
    </div>
  );
}
