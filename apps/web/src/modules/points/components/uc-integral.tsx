"use client";

import clsx from "clsx";
import { Coins } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Link } from "@/i18n/navigation";
import { pointsInfoEndpoint, pointsLogEndpoint } from "@/lib/api/endpoints/points";
import { Pager } from "@/components/ui/pager";
import { EmptyState, Panel } from "@/components/ui/panel";
import { useApiData } from "@/lib/hooks/use-api-data";
import { signedPoints } from "../lib/points-input";

const PAGE_SIZE = 10;

/** uc-integral: the points held, what expires soon, the rules and the ledger (every change is a row). */
export function UcIntegralPage() {
  const t = useTranslations("points");
  const tu = useTranslations("userCenter");
  const [current, setCurrent] = useState(1);
  const info = useApiData(pointsInfoEndpoint, "points-info");
  const log = useApiData(() => pointsLogEndpoint(current, PAGE_SIZE), `points-log-${current}`);
  const i = info.data;
  return (
    <Panel
      title={tu("pages.uc-integral")}
      testId="uc-integral"
      actions={
        <Link href="/member-center/integral-mall" className="text-brand hover:underline" data-testid="uc-integral-mall">
          {t("toMall")}
        </Link>
      }
    >
      <div className="mb-5 flex items-center gap-4 bg-gradient-to-r from-[#fff4e8] to-white px-6 py-5">
        <Coins size={40} className="text-[#f08300]" aria-hidden />
        <div>
          <p className="text-xs text-subtle">{t("available")}</p>
          <p className="text-2xl font-semibold text-brand" data-testid="uc-integral-points">
            {i ? i.points : "—"}
          </p>
        </div>
        {i && i.expiringPoints > 0 ? (
          <p className="ml-6 text-xs text-[#c0392b]" data-testid="uc-integral-expiring">
            {t("expiring", { points: i.expiringPoints, time: i.expireTime.slice(0, 10) })}
          </p>
        ) : null}
        {i ? (
          <ul className="ml-auto max-w-[380px] list-disc pl-4 text-xs text-muted" data-testid="uc-integral-rules">
            <li>{t("ruleEarn", { n: i.earnPerYuan })}</li>
            <li>{t("ruleUse", { n: i.pointsPerYuan, share: i.maxSharePercent })}</li>
            <li>{t("ruleBonus", { register: i.registerBonus, review: i.reviewBonus })}</li>
            <li>{t("ruleExpiry", { years: i.expiryYears })}</li>
          </ul>
        ) : null}
      </div>
      <h2 className="mb-2 text-sm font-semibold text-ink">{t("history")}</h2>
      {log.status === "ready" && log.data.total === 0 ? (
        <EmptyState testId="uc-integral-empty">{t("empty")}</EmptyState>
      ) : (
        <div className="max-md:overflow-x-auto">
          <table className="w-full text-xs" data-testid="uc-integral-log">
            <thead>
              <tr className="bg-page text-subtle">
                <th scope="col" className="px-3 py-2 text-left font-normal">
                  {t("time")}
                </th>
                <th scope="col" className="px-3 py-2 text-left font-normal">
                  {t("reason")}
                </th>
                <th scope="col" className="px-3 py-2 text-left font-normal">
                  {t("reference")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-normal">
                  {t("change")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-normal">
                  {t("after")}
                </th>
              </tr>
            </thead>
            <tbody>
              {log.data?.records.map((r) => (
                <tr key={r.logId} className="border-b border-line" data-testid="uc-integral-row">
                  <td className="px-3 py-2.5 text-subtle">{r.createTime}</td>
                  <td className="px-3 py-2.5 text-ink">
                    {r.reasonText}
                    {r.note ? <span className="block text-subtle">{r.note}</span> : null}
                  </td>
                  <td className="px-3 py-2.5 text-subtle">
                    {r.refType === "order" ? (
                      <Link href={`/order-detail?orderNumber=${r.refId}`} className="hover:text-brand">
                        {r.refId}
                      </Link>
                    ) : r.refType === "refund" ? (
                      <Link href={`/return-detail?refundSn=${r.refId}`} className="hover:text-brand">
                        {r.refId}
                      </Link>
                    ) : r.refType === "trade" ? (
                      t("payNo", { payNo: r.refId })
                    ) : (
                      "—"
                    )}
                  </td>
                  <td
                    className={clsx(
                      "px-3 py-2.5 text-right font-semibold",
                      r.points < 0 ? "text-ink" : "text-[#2a7a3b]",
                    )}
                  >
                    {signedPoints(r.points)}
                  </td>
                  <td className="px-3 py-2.5 text-right text-subtle">{r.balanceAfter}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager current={current} pages={log.data?.pages ?? 0} onChange={setCurrent} />
    </Panel>
  );
}
