"use client";

import { Card, Col, Row, Segmented, Statistic } from "antd";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useConsole } from "@/console/shell/console-context";
import { LoadError } from "@/console/table/query-states";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { Link } from "@/i18n/navigation";
import { platformDashboard } from "../stores/endpoints";
import { chartPoints, MALL_METRICS, metricText, metricTotal, type MallMetric } from "./dashboard-data";
import { MallTrendChart } from "./mall-trend-chart";

/**
 * /admin: the operator's welcome, the mall's figures of today (paid amount, orders, visitors, new
 * members, new shops), their 30-day trend and the to-do counts (`GET /admin/dashboard`).
 */
export function PlatformOverviewPage() {
  const t = useTranslations("platform.overview");
  const m = useTranslations("platform.stores.dashboard");
  const { session, client } = useConsole();
  const [metric, setMetric] = useState<MallMetric>("paidAmount");
  const q = useConsoleQuery("platform-dashboard", (signal) => client.call(platformDashboard(), { signal }));
  const d = q.data;
  const loading = q.loading && !d;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-lg font-medium">{t("welcome", { name: session.name })}</h1>
      {q.error ? (
        <LoadError error={q.error} onRetry={q.reload} />
      ) : (
        <>
          <Card title={t("todoTitle")} size="small">
            <Row gutter={[16, 16]}>
              <Col xs={12} lg={6} data-testid="todo-storeApplications">
                <Link href="/admin/stores/applications" className="block">
                  <Statistic
                    title={t("todo.storeApplications")}
                    value={d?.todo.storeApplications ?? 0}
                    loading={loading}
                  />
                </Link>
              </Col>
            </Row>
          </Card>
          <Card title={m("todayTitle", { day: d?.today.day ?? "" })} size="small">
            <Row gutter={[16, 16]}>
              {MALL_METRICS.map((k) => (
                <Col xs={12} md={8} lg={4} key={k} data-testid={`today-${k}`}>
                  <Statistic title={m(`metric.${k}`)} value={d ? metricText(k, d.today[k]) : "—"} loading={loading} />
                </Col>
              ))}
            </Row>
          </Card>
          <Card
            title={m("trendTitle")}
            size="small"
            extra={
              <Segmented<MallMetric>
                value={metric}
                onChange={setMetric}
                options={MALL_METRICS.map((k) => ({ value: k, label: m(`metric.${k}`) }))}
                data-testid="trend-metric"
              />
            }
          >
            <Row gutter={[16, 16]} className="mb-2">
              {MALL_METRICS.map((k) => (
                <Col xs={12} md={8} lg={4} key={k}>
                  <Statistic
                    title={m("total30", { metric: m(`metric.${k}`) })}
                    value={d ? metricText(k, metricTotal(d.trend, k)) : "—"}
                    valueStyle={{ fontSize: 18 }}
                    loading={loading}
                  />
                </Col>
              ))}
            </Row>
            <MallTrendChart points={d ? chartPoints(d.trend, metric) : []} name={m(`metric.${metric}`)} />
            <p className="mt-2 text-xs text-gray-500">{m("visitorsNote")}</p>
          </Card>
        </>
      )}
    </div>
  );
}
