"use client";

import { Card, Col, Row, Statistic } from "antd";
import { useTranslations } from "next-intl";
import { useConsole } from "@/console/shell/console-context";
import { LoadError } from "@/console/table/query-states";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { Link } from "@/i18n/navigation";
import { orderPage, productPage, refundPage } from "../api/endpoints";

/**
 * /seller: the shop's to-do counts, each linking to its list — orders to ship, orders awaiting
 * payment, after-sales in progress, products off the shelf — read as the totals of one-row pages.
 */
export function OverviewPage() {
  const t = useTranslations("seller.overview");
  const { client, session } = useConsole();
  const q = useConsoleQuery("overview", async (signal) => {
    const total = <T,>(p: Promise<{ total: number } & T>) => p.then((x) => x.total);
    const [toShip, unpaid, refunds, offShelf] = await Promise.all([
      total(client.call(orderPage({ current: 1, size: 1, status: 2 }), { signal })),
      total(client.call(orderPage({ current: 1, size: 1, status: 1 }), { signal })),
      total(client.call(refundPage({ current: 1, size: 1, tab: 1 }), { signal })),
      total(client.call(productPage({ current: 1, size: 1, status: "0" }), { signal })),
    ]);
    return { toShip, unpaid, refunds, offShelf };
  });
  if (q.error) return <LoadError error={q.error} onRetry={q.reload} />;
  const cards = [
    { key: "toShip", href: "/seller/orders", value: q.data?.toShip },
    { key: "unpaid", href: "/seller/orders", value: q.data?.unpaid },
    { key: "refunds", href: "/seller/refunds", value: q.data?.refunds },
    { key: "offShelf", href: "/seller/products", value: q.data?.offShelf },
  ] as const;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-lg font-medium">{t("welcome", { shop: session.shopName ?? "" })}</h1>
      <Row gutter={16}>
        {cards.map((c) => (
          <Col span={6} key={c.key}>
            <Card loading={q.loading && !q.data} data-testid={`todo-${c.key}`}>
              <Statistic title={t(c.key)} value={c.value ?? 0} />
              <Link href={c.href} className="mt-2 inline-block">
                {t("open")}
              </Link>
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
