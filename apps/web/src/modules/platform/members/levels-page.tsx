"use client";

import { Button, Card, Space, Table, Tag, type TableColumnsType } from "antd";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useConsole } from "@/console/shell/console-context";
import { LoadError } from "@/console/table/query-states";
import { useConsoleQuery } from "@/console/table/use-console-query";
import { memberLevels, memberPeriods, type AdminLevel, type AdminPeriod } from "./endpoints";
import { discountRate, yuan } from "./format";
import { BenefitsDrawer, LevelDrawer } from "./level-drawers";
import { PeriodsDrawer } from "./periods-drawer";

type Open =
  { kind: "add" } | { kind: "edit"; level: AdminLevel } | { kind: "benefits"; level: AdminLevel } | { kind: "periods" };

/**
 * /admin/members/levels: the member levels (growth thresholds, the paid level) with their benefits
 * — discount, free shipping, points multiplier, joining coupons — and the paid membership periods
 * with their prices; each edited in a drawer with the API's own rules and messages.
 */
export function LevelsPage() {
  const t = useTranslations("platform.memberLevels");
  const locale = useLocale();
  const { client } = useConsole();
  const [open, setOpen] = useState<Open | null>(null);
  const levels = useConsoleQuery("member-levels", (signal) => client.call(memberLevels(), { signal }));
  const periods = useConsoleQuery("member-periods", (signal) => client.call(memberPeriods(), { signal }));
  const close = (saved: boolean) => {
    setOpen(null);
    if (saved) {
      levels.reload();
      periods.reload();
    }
  };
  const name = (r: { nameZh: string; nameEn: string }) => (locale === "en" ? r.nameEn : r.nameZh);
  const levelColumns: TableColumnsType<AdminLevel> = [
    { title: t("name"), render: (_, l) => name(l) },
    { title: t("otherName"), render: (_, l) => (locale === "en" ? l.nameZh : l.nameEn) },
    {
      title: t("kind"),
      dataIndex: "paid",
      render: (paid: boolean) => (paid ? <Tag color="gold">{t("paidLevel")}</Tag> : <Tag>{t("growthLevel")}</Tag>),
    },
    { title: t("needGrowth"), dataIndex: "needGrowth", align: "right", render: (v: number, l) => (l.paid ? "—" : v) },
    {
      title: t("discount"),
      dataIndex: "discount",
      render: (d: number) => (d < 100 ? t("discountText", { rate: discountRate(d, locale) }) : t("noDiscount")),
    },
    { title: t("freeShipping"), dataIndex: "freeShipping", render: (v: boolean) => (v ? t("yes") : t("no")) },
    { title: t("multiplier"), dataIndex: "pointsMultiplier", render: (v: number) => `×${v}` },
    { title: t("coupons"), dataIndex: "couponIds", render: (ids: number[]) => ids.length || "—" },
    {
      title: t("actions"),
      width: 200,
      render: (_, l) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setOpen({ kind: "edit", level: l })}>
            {t("editLevel")}
          </Button>
          <Button type="link" size="small" onClick={() => setOpen({ kind: "benefits", level: l })}>
            {t("editBenefits")}
          </Button>
        </Space>
      ),
    },
  ];
  const periodColumns: TableColumnsType<AdminPeriod> = [
    { title: t("periodName"), render: (_, p) => name(p) },
    { title: t("days"), dataIndex: "days", align: "right" },
    { title: t("price"), dataIndex: "price", align: "right", render: (v: number) => yuan(v) },
  ];
  return (
    <div className="flex flex-col gap-4">
      <Card
        title={<h1 className="text-base">{t("title")}</h1>}
        extra={
          <Button type="primary" onClick={() => setOpen({ kind: "add" })} data-testid="level-add">
            {t("add")}
          </Button>
        }
      >
        <p className="mb-4 text-gray-600">{t("intro")}</p>
        {levels.error ? (
          <LoadError error={levels.error} onRetry={levels.reload} />
        ) : (
          <Table<AdminLevel>
            rowKey="levelId"
            columns={levelColumns}
            dataSource={levels.data}
            loading={levels.loading}
            pagination={false}
            scroll={{ x: 900 }}
            locale={{ emptyText: t("empty") }}
            data-testid="member-levels"
          />
        )}
      </Card>
      <Card
        title={<h2 className="text-base">{t("periodsTitle")}</h2>}
        extra={
          <Space>
            <Button onClick={() => setOpen({ kind: "periods" })} data-testid="periods-edit">
              {t("editPeriods")}
            </Button>
          </Space>
        }
      >
        <p className="mb-4 text-gray-600">{t("periodsIntro")}</p>
        {periods.error ? (
          <LoadError error={periods.error} onRetry={periods.reload} />
        ) : (
          <Table<AdminPeriod>
            rowKey="periodId"
            columns={periodColumns}
            dataSource={periods.data}
            loading={periods.loading}
            pagination={false}
            locale={{ emptyText: t("noPeriods") }}
            data-testid="member-periods"
          />
        )}
      </Card>
      {open?.kind === "add" ? <LevelDrawer onClose={close} /> : null}
      {open?.kind === "edit" ? <LevelDrawer level={open.level} onClose={close} /> : null}
      {open?.kind === "benefits" ? (
        <BenefitsDrawer level={open.level} title={name(open.level)} onClose={close} />
      ) : null}
      {open?.kind === "periods" ? <PeriodsDrawer periods={periods.data ?? []} onClose={close} /> : null}
    </div>
  );
}
