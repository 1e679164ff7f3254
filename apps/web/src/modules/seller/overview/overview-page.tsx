"use client";

import { roleMay, type ShopDayFigures, type StaffRole } from "@souk/contract";
import { Card, Col, Row, Statistic } from "antd";
import { useTranslations } from "next-intl";
import { useConsole } from "@/console/shell/console-context";
import { LoadError } from "@/console/table/query-states";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { Link } from "@/i18n/navigation";
import { shopDashboard } from "../api/endpoints";
import { percentText, trendPoints, yuanText } from "../reports/chart-data";
import { SalesTrendChart } from "../reports/sales-trend-chart";

type Figure = "paidAmount" | "paidOrders" | "visitors" | "conversion";

function show(figure: Figure, d: ShopDayFigures): string {
  if (figure === "paidAmount") return yuanText(d.paidAmount);
  if (figure === "conversion") return percentText(d.conversion);
  const v = d[figure];
  return v === null ? "—" : String(v);
}

/**
 * /seller: the owner's dashboard (`GET /m/dashboard`: maintained daily figures) — today's and
 * yesterday's paid amount, paid orders, visitors and conversion, the to-do counts linking to their
 * lists, and the 30-day trend. Staff whose role has no dashboard see a welcome and their sections.
 */
export function OverviewPage() {
  const t = useTranslations("seller.overview");
  const { session } = useConsole();
  const mayDashboard = roleMay(session.role as StaffRole, ["dashboard"]);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-lg font-medium">{t("welcome", { shop: session.shopName ?? "" })}</h1>
      {mayDashboard ? <Dashboard /> : <p data-testid="overview-no-dashboard">{t("noDashboard")}</p>}
    </div>
  );
}

function Dashboard() {
  const t = useTranslations("seller.overview");
  const { client } = useConsole();
  const q = useConsoleQuery("dashboard", (signal) => client.call(shopDashboard(), { signal }));
  if (q.error) return <LoadError error={q.error} onRetry={q.reload} />;
  const d = q.data;
  const loading = q.loading && !d;
  const figures: Figure[] = ["paidAmount", "paidOrders", "visitors", "conversion"];
  // Each count opens its list filtered to what it counts: orders open on "to ship", after-sales on
  // "in progress", products on the shelf with a low SKU (the count's own rule), conversations by unread.
  const todo = [
    { key: "toShip", href: "/seller/orders", value: d?.todo.toShip },
    { key: "afterSales", href: "/seller/refunds", value: d?.todo.afterSales },
    { key: "lowStock", href: "/seller/products?stock=low&status=1", value: d?.todo.lowStock },
    { key: "unanswered", href: "/seller/service", value: d?.todo.unansweredConversations },
  ] as const;
  return (
    <>
      <Row gutter={[16, 16]}>
        {figures.map((f) => (
          <Col xs={12} lg={6} key={f}>
            <Card loading={loading} data-testid={`figure-${f}`}>
              {d && (
                <>
                  <Statistic title={t(`figure.${f}`)} value={show(f, d.today)} />
                  <div className="mt-1 text-xs text-gray-500">
                    {t("yesterday")} {show(f, d.yesterday)}
                  </div>
                </>
              )}
            </Card>
          </Col>
        ))}
      </Row>
      <Card title={t("todoTitle")} size="small">
        <Row gutter={[16, 16]}>
          {todo.map((c) => (
            <Col xs={12} lg={6} key={c.key}>
              <Link href={c.href} className="block" data-testid={`todo-${c.key}`}>
                <Statistic title={t(`todo.${c.key}`)} value={c.value ?? 0} loading={loading} />
              </Link>
            </Col>
          ))}
        </Row>
      </Card>
      <Card title={t("trendTitle")} size="small" loading={loading}>
        {d && <SalesTrendChart points={trendPoints(d.trend)} salesLabel={t("sales")} ordersLabel={t("orders")} />}
      </Card>
    </>
  );
}
