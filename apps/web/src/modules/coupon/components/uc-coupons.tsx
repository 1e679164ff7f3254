"use client";

import clsx from "clsx";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Link } from "@/i18n/navigation";
import { myCouponCountsEndpoint, myCouponsEndpoint } from "@/lib/api/endpoints/coupon";
import { Pager } from "@/components/ui/pager";
import { EmptyState, Panel } from "@/components/ui/panel";
import { useApiData } from "@/lib/hooks/use-api-data";
import { shortDate } from "../lib/coupon-rule";
import { CouponTicket } from "./coupon-ticket";

const PAGE_SIZE = 12;
/** Tabs in the spec's order: not used, used, expired (API status 1, 2, 0). */
const TABS = [
  { status: 1, label: "tabUnused", count: "unUseCount", empty: "emptyUnused" },
  { status: 2, label: "tabUsed", count: "usedCount", empty: "emptyUsed" },
  { status: 0, label: "tabExpired", count: "expiredCount", empty: "emptyExpired" },
] as const;

/** uc-coupons: the buyer's coupons by status, with the count on every tab. */
export function UcCouponsPage() {
  const t = useTranslations("coupon");
  const tu = useTranslations("userCenter");
  const [tab, setTab] = useState<(typeof TABS)[number]>(TABS[0]);
  const [current, setCurrent] = useState(1);
  const counts = useApiData(myCouponCountsEndpoint, "coupon-counts");
  const list = useApiData(() => myCouponsEndpoint(tab.status, current, PAGE_SIZE), `coupons-${tab.status}-${current}`);
  return (
    <Panel
      title={tu("pages.uc-coupons")}
      testId="uc-coupons"
      actions={
        <Link href="/coupons" className="text-brand hover:underline">
          {t("toCenter")}
        </Link>
      }
    >
      <div role="tablist" aria-label={t("ucTitle")} className="mb-4 flex gap-6 border-b border-line text-sm">
        {TABS.map((x) => (
          <button
            key={x.status}
            type="button"
            role="tab"
            aria-selected={tab.status === x.status}
            onClick={() => {
              setTab(x);
              setCurrent(1);
            }}
            className={clsx(
              "-mb-px border-b-2 pb-2",
              tab.status === x.status
                ? "border-brand font-semibold text-brand"
                : "border-transparent text-ink hover:text-brand",
            )}
            data-testid={`uc-coupons-tab-${x.status}`}
          >
            {t(x.label, { count: counts.data?.[x.count] ?? 0 })}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {list.status === "ready" && list.data.total === 0 ? (
          <EmptyState testId="uc-coupons-empty">{t(tab.empty)}</EmptyState>
        ) : (
          <div className="grid grid-cols-2 gap-4">
            {list.data?.records.map((c) => (
              <CouponTicket
                key={c.couponUserId}
                coupon={c}
                testId="uc-coupon"
                faded={c.status !== 1}
                stamp={
                  c.status === 2 ? (c.locked ? t("locked") : t("usedStamp")) : c.status === 0 ? t("expiredStamp") : null
                }
                validity={t("validUntil", { start: shortDate(c.userStartTime), end: shortDate(c.userEndTime) })}
                action={
                  c.status === 1 ? (
                    <Link
                      href={c.shopId === 0 ? "/list" : `/shopIndex?sid=${c.shopId}`}
                      className="rounded-full border border-brand px-3 py-1 text-xs text-brand hover:bg-brand hover:text-white"
                    >
                      {t("goUse")}
                    </Link>
                  ) : null
                }
              />
            ))}
          </div>
        )}
        <Pager current={current} pages={list.data?.pages ?? 0} onChange={setCurrent} />
      </div>
    </Panel>
  );
}
