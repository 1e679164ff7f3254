"use client";

import type { RefundListItem } from "@souk/contract";
import clsx from "clsx";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Link } from "@/i18n/navigation";
import { refundPageEndpoint } from "@/lib/api/endpoints/refund";
import { Money } from "@/components/ui/money";
import { Thumb } from "@/components/ui/thumbnail";
import { Pager } from "@/components/ui/pager";
import { EmptyState, Panel } from "@/components/ui/panel";
import { useApiData } from "@/lib/hooks/use-api-data";
import { returnDetailHref } from "../lib/links";

const TABS = [
  { tab: 0, key: "all" },
  { tab: 1, key: "processing" },
  { tab: 2, key: "success" },
  { tab: 3, key: "closed" },
] as const;
const SIZE = 10;

/** uc-return: the buyer's after-sales applications by status tab, newest first, in pages. */
export function UcReturnPage() {
  const t = useTranslations("refund");
  const [tab, setTab] = useState(0);
  const [current, setCurrent] = useState(1);
  const page = useApiData(() => refundPageEndpoint(tab, current, SIZE), `${tab}:${current}`);
  return (
    <Panel title={t("listTitle")} testId="uc-return">
      <div role="tablist" aria-label={t("tabsLabel")} className="-mt-2 mb-3 flex gap-5 border-b border-line">
        {TABS.map((x) => (
          <button
            key={x.key}
            type="button"
            role="tab"
            aria-selected={tab === x.tab}
            onClick={() => {
              setTab(x.tab);
              setCurrent(1);
            }}
            className={clsx(
              "-mb-px border-b-2 px-0.5 pb-2 text-xs",
              tab === x.tab ? "border-brand font-semibold text-brand" : "border-transparent text-ink hover:text-brand",
            )}
            data-testid={`uc-return-tab-${x.key}`}
          >
            {t(`tabs.${x.key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-busy={page.status === "loading"}>
        {page.status === "ready" && page.data.total === 0 ? (
          <EmptyState testId="uc-return-empty">{t("empty")}</EmptyState>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="uc-return-list">
            {page.data?.records.map((r) => (
              <Row key={r.refundSn} r={r} />
            ))}
          </ul>
        )}
      </div>
      <Pager current={current} pages={page.data?.pages ?? 0} onChange={setCurrent} />
    </Panel>
  );
}

function Row({ r }: { r: RefundListItem }) {
  const t = useTranslations("refund");
  return (
    <li
      className="border border-line text-xs"
      data-testid="uc-return-row"
      data-refund-sn={r.refundSn}
      data-status={r.status}
    >
      <div className="flex items-center gap-5 border-b border-line bg-[#f7f7f7] px-3 py-2 text-subtle max-md:flex-wrap max-md:gap-x-3 max-md:gap-y-1">
        <span>{r.applyTime}</span>
        <span>
          {t("refundSn")}: <span className="text-ink">{r.refundSn}</span>
        </span>
        <span>{r.shopName}</span>
      </div>
      <div className="grid grid-cols-[1fr_120px_140px_110px] items-center max-md:grid-cols-3 max-md:pb-2">
        <div className="flex gap-3 px-3 py-3 max-md:col-span-3">
          <Thumb src={r.item.pic} size={56} />
          <div className="min-w-0">
            <p className="line-clamp-2 leading-5 text-ink">{r.item.prodName}</p>
            <p className="text-[11px] text-muted">
              {t(r.applyType === 2 ? "typeReturn" : "typeRefund")} · ×{r.refundCount}
            </p>
          </div>
        </div>
        <Money value={r.refundAmount} strong className="text-center" />
        <span
          className={clsx(
            "text-center",
            r.status === 5 ? "text-[#2a9d3b]" : r.status === -1 ? "text-muted" : "text-brand",
          )}
          data-testid="uc-return-status"
        >
          {r.statusText}
        </span>
        <Link
          href={returnDetailHref(r.refundSn)}
          className="text-center text-ink hover:text-brand max-md:flex max-md:min-h-11 max-md:items-center max-md:justify-center"
          data-testid="uc-return-detail-link"
        >
          {t("viewDetail")}
        </Link>
      </div>
    </li>
  );
}
