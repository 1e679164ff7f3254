"use client";

import type { ReportRangeQuery, ShopDayFigures } from "@souk/contract";
import { Button, Col, Row, Statistic, Table, type TableColumnsType } from "antd";
import { useTranslations } from "next-intl";
import { useConsole } from "@/console/shell/console-context";
import { LoadError } from "@/console/table/query-states";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { salesReport } from "../api/endpoints";
import { downloadText, percentText, salesCsv, trendPoints, yuanText } from "./chart-data";
import { SalesTrendChart } from "./sales-trend-chart";

/** Sales by day over the range: totals, the trend chart, the day table and its CSV. */
export function SalesReportView({ range }: { range: ReportRangeQuery }) {
  const t = useTranslations("seller.reports.sales");
  const { client } = useConsole();
  const q = useConsoleQuery(`sales:${range.from}:${range.to}`, (signal) => client.call(salesReport(range), { signal }));
  if (q.error) return <LoadError error={q.error} onRetry={q.reload} />;
  const r = q.data;
  const headers = {
    day: t("day"),
    paidAmount: t("paidAmount"),
    paidOrders: t("paidOrders"),
    refundAmount: t("refundAmount"),
    refunds: t("refunds"),
    visitors: t("visitors"),
    conversion: t("conversion"),
  };
  const columns: TableColumnsType<ShopDayFigures> = [
    { title: headers.day, dataIndex: "day" },
    { title: headers.paidAmount, dataIndex: "paidAmount", align: "right", render: yuanText },
    { title: headers.paidOrders, dataIndex: "paidOrders", align: "right" },
    { title: headers.refundAmount, dataIndex: "refundAmount", align: "right", render: yuanText },
    { title: headers.refunds, dataIndex: "refunds", align: "right" },
    { title: headers.visitors, dataIndex: "visitors", align: "right", render: (v: number | null) => v ?? "—" },
    { title: headers.conversion, dataIndex: "conversion", align: "right", render: percentText },
  ];
  return (
    <div className="flex flex-col gap-4">
      <Row gutter={16} align="middle">
        {(["paidAmount", "paidOrders", "refundAmount", "refunds"] as const).map((k) => (
          <Col span={5} key={k}>
            <Statistic
              title={headers[k]}
              value={r ? (k.endsWith("Amount") ? yuanText(r.total[k]) : r.total[k]) : "—"}
              loading={q.loading && !r}
              data-testid={`sales-total-${k}`}
            />
          </Col>
        ))}
        <Col span={4} className="text-right">
          <Button
            disabled={!r}
            data-testid="sales-csv"
            onClick={() => r && downloadText(`sales-${r.from}_${r.to}.csv`, salesCsv(r, headers))}
          >
            {t("csv")}
          </Button>
        </Col>
      </Row>
      {r && (
        <SalesTrendChart points={trendPoints(r.days)} salesLabel={t("chartSales")} ordersLabel={headers.paidOrders} />
      )}
      <Table<ShopDayFigures>
        rowKey="day"
        size="small"
        columns={columns}
        dataSource={r ? [...r.days].reverse() : []}
        loading={q.loading}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        data-testid="sales-table"
      />
    </div>
  );
}
