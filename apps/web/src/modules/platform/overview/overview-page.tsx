"use client";

import { Card, Col, Row, Statistic } from "antd";
import { useTranslations } from "next-intl";
import { useConsole } from "@/console/shell/console-context";
import { LoadError } from "@/console/table/query-states";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { storeApplications } from "../api/endpoints";

/**
 * /admin: the operator's welcome and to-do counts — store applications waiting for review (the
 * total of `GET /admin/shop/apply/page?auditStatus=0`).
 */
export function PlatformOverviewPage() {
  const t = useTranslations("platform.overview");
  const { session, client } = useConsole();
  const q = useConsoleQuery("applications:0", (signal) =>
    client.call(storeApplications({ current: 1, size: 1, auditStatus: 0 }), { signal }),
  );
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-lg font-medium">{t("welcome", { name: session.name })}</h1>
      {q.error ? (
        <LoadError error={q.error} onRetry={q.reload} />
      ) : (
        <Card title={t("todoTitle")} size="small">
          <Row gutter={[16, 16]}>
            <Col xs={12} lg={6} data-testid="todo-storeApplications">
              <Statistic
                title={t("todo.storeApplications")}
                value={q.data?.total ?? 0}
                loading={q.loading && !q.data}
              />
            </Col>
          </Row>
        </Card>
      )}
    </div>
  );
}
