"use client";

import { REPORT_MAX_DAYS, reportDays, type ReportRangeQuery } from "@souk/contract";
import { Card, DatePicker, Space, Tabs } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { mallDay } from "./chart-data";
import { FlowReportView } from "./flow-report";
import { SalesReportView } from "./sales-report";

const FORMAT = "YYYY-MM-DD";

/**
 * /seller/reports: sales by day and the flow report (pages, sources, product funnel) for any mall
 * day or range the owner picks (at most REPORT_MAX_DAYS), as charts and tables with CSV export.
 */
export function ReportsPage() {
  const t = useTranslations("seller.reports");
  // Today's mall day, read once when the page opens (the default range is the last 7 days).
  const [todayDay] = useState(() => mallDay(Date.now()));
  const [range, setRange] = useState<ReportRangeQuery>(() => ({
    from: mallDay(Date.parse(todayDay), 6),
    to: todayDay,
  }));
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
            format={FORMAT}
            disabledDate={(d) => d.isAfter(today, "day")}
            presets={[
              preset(t("preset.today"), 0),
              preset(t("preset.yesterday"), 1, 1),
              preset(t("preset.last7"), 6),
              preset(t("preset.last30"), 29),
            ]}
            onChange={(v) => {
              const [a, b] = v ?? [];
              if (!a || !b) return;
              const next = { from: a.format(FORMAT), to: b.format(FORMAT) };
              // Longer ranges are cut to the last REPORT_MAX_DAYS days (what the API accepts).
              if (reportDays(next.from, next.to) > REPORT_MAX_DAYS)
                next.from = b.subtract(REPORT_MAX_DAYS - 1, "day").format(FORMAT);
              setRange(next);
            }}
          />
        </Space>
      }
    >
      <Tabs
        items={[
          { key: "sales", label: t("salesTab"), children: <SalesReportView range={range} /> },
          { key: "flow", label: t("flowTab"), children: <FlowReportView range={range} /> },
        ]}
      />
    </Card>
  );
}
