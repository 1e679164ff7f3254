"use client";

import type { OrderCount, OrderListItem } from "@souk/contract";
import clsx from "clsx";
import { Search, Store } from "lucide-react";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { Link } from "@/i18n/navigation";
import { myOrdersEndpoint, orderCountEndpoint } from "@/lib/api/endpoints/order";
import { AfterSalesLink } from "@/modules/refund";
import { Pager } from "@/components/ui/pager";
import { EmptyState, Panel } from "@/components/ui/panel";
import { useApiData } from "@/lib/hooks/use-api-data";
import { ORDER_TABS, parseStatusParam, searchQuery, statusLabelKey } from "../lib/order-actions";
import { Money } from "@/components/ui/money";
import { OrderActionsBar } from "./order-actions-bar";
import { Thumb } from "@/components/ui/thumbnail";

const PAGE_SIZE = 10;
const COLS = "grid grid-cols-[1fr_130px_130px_130px]";
/** Phones: the items across, amount and status side by side under them, the actions below. */
const PHONE_COLS = "max-md:grid-cols-2 max-md:[&>*:first-child]:col-span-2 max-md:[&>*:last-child]:col-span-2";

/** uc-order: the buyer's orders by status tab, searched by product name or order number, in pages. */
export function UcOrderPage() {
  const t = useTranslations("order");
  const tu = useTranslations("userCenter");
  const params = useSearchParams();
  const [status, setStatus] = useState(() => parseStatusParam(params.get("status")));
  const [current, setCurrent] = useState(1);
  const [draft, setDraft] = useState("");
  const [search, setSearch] = useState("");
  const searchId = useId();
  const q = searchQuery(search);
  const page = useApiData(
    () => myOrdersEndpoint({ status, current, size: PAGE_SIZE, ...q }),
    `orders-${status}-${current}-${search}`,
  );
  const counts = useApiData(orderCountEndpoint, "order-counts");

  const pick = (s: number) => {
    setStatus(s);
    setCurrent(1);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSearch(draft);
    setCurrent(1);
  };
  const changed = (what: string) => {
    if (what === "delete" && (page.data?.records.length ?? 0) <= 1 && current > 1) setCurrent(current - 1);
    else page.reload();
    counts.reload();
  };

  return (
    <Panel
      title={tu("pages.uc-order")}
      testId="uc-order"
      actions={
        <form onSubmit={submit} className="flex" role="search">
          <label htmlFor={searchId} className="sr-only">
            {t("searchLabel")}
          </label>
          <input
            id={searchId}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            maxLength={50}
            placeholder={t("searchPlaceholder")}
            className="h-7 w-[230px] border border-line-strong px-2 text-xs focus:border-brand focus:outline-none max-md:h-11 max-md:w-40 max-md:text-sm"
            data-testid="uc-order-search"
          />
          <button
            type="submit"
            className="flex h-7 w-9 items-center justify-center bg-brand text-white hover:bg-brand-dark max-md:h-11 max-md:w-11"
            aria-label={t("search")}
            data-testid="uc-order-search-submit"
          >
            <Search size={14} aria-hidden />
          </button>
        </form>
      }
    >
      <div
        role="tablist"
        aria-label={t("tabsLabel")}
        className="-mt-2 mb-3 flex gap-5 border-b border-line max-md:overflow-x-auto max-md:whitespace-nowrap"
      >
        {ORDER_TABS.map((tab) => {
          const n = tab.key === "all" ? 0 : ((counts.data as OrderCount | null)?.[tab.key] ?? 0);
          const on = status === tab.status;
          return (
            <button
              key={tab.key}
              type="button"
              role="tab"
              aria-selected={on}
              onClick={() => pick(tab.status)}
              className={clsx(
                "-mb-px border-b-2 px-0.5 pb-2 text-xs",
                on ? "border-brand font-semibold text-brand" : "border-transparent text-ink hover:text-brand",
              )}
              data-testid={`uc-order-tab-${tab.key}`}
            >
              {t(`status.${tab.key}`)}
              {n > 0 &&
              ["pendingPayment", "pendingDelivery", "pendingReceipt", "pendinEvaluation"].includes(tab.key) ? (
                <span className="ml-0.5 text-brand">{n}</span>
              ) : null}
            </button>
          );
        })}
      </div>

      <div className={clsx(COLS, "bg-page px-3 py-2 text-xs text-subtle max-md:hidden")} aria-hidden>
        <span>{t("colItems")}</span>
        <span className="text-center">{t("colAmount")}</span>
        <span className="text-center">{t("colStatus")}</span>
        <span className="text-center">{t("colActions")}</span>
      </div>

      <div
        role="tabpanel"
        aria-label={t(`status.${ORDER_TABS.find((x) => x.status === status)?.key ?? "all"}`)}
        aria-busy={page.status === "loading"}
      >
        {page.status === "ready" && page.data.total === 0 ? (
          <EmptyState testId="uc-order-empty">{search ? t("noMatch") : t("empty")}</EmptyState>
        ) : (
          <ul className="mt-3 flex flex-col gap-3" data-testid="uc-order-list">
            {page.data?.records.map((o) => (
              <OrderRow key={o.orderNumber} order={o} onChanged={changed} />
            ))}
          </ul>
        )}
      </div>
      <Pager current={current} pages={page.data?.pages ?? 0} onChange={setCurrent} />
    </Panel>
  );
}

function OrderRow({ order, onChanged }: { order: OrderListItem; onChanged: (what: string) => void }) {
  const t = useTranslations("order");
  return (
    <li
      className="border border-line"
      data-testid="uc-order-row"
      data-order-number={order.orderNumber}
      data-status={order.status}
    >
      <div className="flex items-center gap-5 border-b border-line bg-[#f7f7f7] px-3 py-2 text-xs text-subtle max-md:flex-wrap max-md:gap-x-3 max-md:gap-y-1">
        <span>{order.createTime}</span>
        <span>
          {t("orderNumber")}: <span className="text-ink">{order.orderNumber}</span>
        </span>
        <Link href={`/shopIndex?sid=${order.shopId}`} className="flex items-center gap-1 text-ink hover:text-brand">
          <Store size={12} aria-hidden />
          {order.shopName}
        </Link>
        {order.orderType === 3 ? (
          <span className="border border-[#f08300] px-1.5 text-[#f08300]" data-testid="uc-order-type-points">
            {t("typePoints")}
          </span>
        ) : null}
      </div>
      <div className={clsx(COLS, "items-stretch", PHONE_COLS)}>
        <ul className="divide-y divide-line">
          {order.items.map((i) => (
            <li key={i.orderItemId} className="flex gap-3 px-3 py-3 text-xs">
              <a href={`/detail/${i.prodId}`} target="_blank" rel="noopener" tabIndex={-1} aria-hidden>
                <Thumb src={i.pic} size={64} />
              </a>
              <div className="min-w-0 flex-1">
                <a
                  href={`/detail/${i.prodId}`}
                  target="_blank"
                  rel="noopener"
                  className="line-clamp-2 leading-5 text-ink hover:text-brand"
                >
                  {i.prodName}
                </a>
                {i.skuName ? <p className="mt-0.5 text-[11px] text-muted">{i.skuName}</p> : null}
              </div>
              <span className="flex shrink-0 flex-col items-end gap-1 text-subtle">
                ×{i.count}
                <AfterSalesLink orderNumber={order.orderNumber} orderItemId={i.orderItemId} status={order.status} />
              </span>
            </li>
          ))}
        </ul>
        <div className="flex flex-col items-center justify-center border-l border-line px-2 py-3 text-xs max-md:border-l-0 max-md:border-t">
          <Money value={order.actualTotal} strong />
          <span className="mt-1 text-[11px] text-muted">
            {order.transfee > 0 ? t("inclFreight", { amount: order.transfee.toFixed(2) }) : t("freeShipping")}
          </span>
        </div>
        <div className="flex flex-col items-center justify-center gap-1.5 border-l border-line px-2 py-3 text-xs max-md:border-t">
          <span className={clsx(order.status === 1 ? "text-brand" : "text-ink")} data-testid="uc-order-status">
            {t(`status.${statusLabelKey(order.statusLabel)}`)}
          </span>
          <Link
            href={`/order-detail?orderNumber=${order.orderNumber}`}
            className="text-subtle hover:text-brand"
            data-testid="uc-order-detail-link"
          >
            {t("viewDetail")}
          </Link>
        </div>
        <div className="flex items-center justify-center border-l border-line px-2 py-3 max-md:justify-end max-md:border-l-0 max-md:border-t">
          <OrderActionsBar order={order} onChanged={onChanged} />
        </div>
      </div>
    </li>
  );
}
