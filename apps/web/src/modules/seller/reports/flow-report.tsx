"use client";

import {
  reportDays,
  type FlowFunnelRow,
  type FlowPageRow,
  type FlowSourceRow,
  type ReportRangeQuery,
} from "@souk/contract";
import { Alert, Button, Card, Col, Row, Table, type TableColumnsType } from "antd";
import { useTranslations } from "next-intl";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { readableLegendLabel, readableTooltipItem } from "./readable-chart-text";
import { useConsole } from "@/console/shell/console-context";
import { LoadError } from "@/console/table/query-states";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { flowRangeReport } from "../api/endpoints";
import { downloadText, flowCsv, funnelSteps, percentText } from "./chart-data";

/** The flow report over the range: the shop's funnel, page views and visitors per page, sources, products. */
export function FlowReportView({ range }: { range: ReportRangeQuery }) {
  const t = useTranslations("seller.reports.flow");
  const { client } = useConsole();
  const q = useConsoleQuery(`flow:${range.from}:${range.to}`, (signal) =>
    client.call(flowRangeReport(range), { signal }),
  );
  if (q.error) return <LoadError error={q.error} onRetry={q.reload} />;
  const r = q.data;
  const total = r?.funnel.find((f) => f.prodId === 0);
  const steps = funnelSteps(total).map((s) => ({ ...s, name: t(`step.${s.step}`) }));
  const headers = {
    section: t("section"),
    pages: t("pages"),
    sources: t("sources"),
    funnel: t("funnel"),
    name: t("name"),
    from: t("from"),
    pv: t("pv"),
    uv: t("uv"),
    viewers: t("step.viewers"),
    carters: t("step.carters"),
    orderers: t("step.orderers"),
    payers: t("step.payers"),
  };
  const pageCols: TableColumnsType<FlowPageRow> = [
    { title: headers.name, dataIndex: "pageName" },
    { title: headers.pv, dataIndex: "pv", align: "right" },
    { title: headers.uv, dataIndex: "uv", align: "right" },
  ];
  const sourceCols: TableColumnsType<FlowSourceRow> = [
    { title: headers.name, dataIndex: "pageName" },
    { title: headers.from, dataIndex: "prevPageName" },
    { title: headers.pv, dataIndex: "pv", align: "right" },
  ];
  const funnelCols: TableColumnsType<FlowFunnelRow> = [
    { title: t("product"), dataIndex: "prodName" },
    { title: headers.viewers, dataIndex: "viewers", align: "right" },
    { title: headers.carters, dataIndex: "carters", align: "right" },
    { title: headers.orderers, dataIndex: "orderers", align: "right" },
    { title: headers.payers, dataIndex: "payers", align: "right" },
    {
      title: t("payRate"),
      align: "right",
      render: (_, f) => percentText(f.viewers ? f.payers / f.viewers : null),
    },
  ];
  const days = reportDays(range.from, range.to);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        {r && r.aggregatedDays < days ? (
          <Alert type="info" showIcon title={t("partial", { done: r.aggregatedDays, days })} />
        ) : (
          <span className="text-xs text-gray-500">{t("uvNote")}</span>
        )}
        <Button
          disabled={!r}
          data-testid="flow-csv"
          onClick={() => r && downloadText(`flow-${r.from}_${r.to}.csv`, flowCsv(r, headers))}
        >
          {t("csv")}
        </Button>
      </div>
      <Row gutter={16}>
        <Col span={12}>
          <Card size="small" title={t("funnel")} loading={q.loading && !r}>
            <div style={{ width: "100%", height: 220 }} data-testid="flow-funnel-chart">
              <ResponsiveContainer>
                <BarChart data={steps} layout="vertical" margin={{ left: 24, right: 24 }}>
                  <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                  <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
                  <YAxis type="category" dataKey="name" width={90} tick={{ fontSize: 12 }} />
                  <Tooltip
                    itemStyle={readableTooltipItem}
                    formatter={(v, _n, p) => [`${v} (${percentText(p.payload.share)})`, ""]}
                  />
                  <Bar dataKey="count" fill="#cf2a2d" isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            </div>
          </Card>
        </Col>
        <Col span={12}>
          <Card size="small" title={t("pages")} loading={q.loading && !r}>
            <div style={{ width: "100%", height: 220 }} data-testid="flow-pages-chart">
              <ResponsiveContainer>
                <BarChart data={r?.pages.slice(0, 8) ?? []} margin={{ left: 0, right: 8 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="pageName" tick={{ fontSize: 11 }} interval={0} />
                  <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
                  <Tooltip itemStyle={readableTooltipItem} />
                  <Legend formatter={readableLegendLabel} />
                  <Bar dataKey="pv" name={headers.pv} fill="#91caff" isAnimationActive={false} />
                  <Bar dataKey="uv" name={headers.uv} fill="#1677ff" isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            </div>
          </Card>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={12}>
          <Table<FlowPageRow>
            size="small"
            rowKey="pageId"
            title={() => headers.pages}
            columns={pageCols}
            dataSource={r?.pages}
            loading={q.loading}
            pagination={{ pageSize: 8, hideOnSinglePage: true }}
            data-testid="flow-pages"
          />
        </Col>
        <Col span={12}>
          <Table<FlowSourceRow>
            size="small"
            rowKey={(s) => `${s.pageId}:${s.prevPageId}`}
            title={() => headers.sources}
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
        title={() => t("productFunnel")}
        columns={funnelCols}
        dataSource={r?.funnel}
        loading={q.loading}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        data-testid="flow-funnel"
      />
    </div>
  );
}
