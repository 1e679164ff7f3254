"use client";

import type { OrderDetail } from "@souk/contract";
import clsx from "clsx";
import { Check, Store } from "lucide-react";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { Suspense, type ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { Link, useRouter } from "@/i18n/navigation";
import { orderDetailEndpoint } from "@/lib/api/endpoints/order";
import { chinaTimeToMs } from "@/lib/time/china-time";
import { formatClock, timeLeft } from "@/lib/time/time-left";
import { useNow } from "@/lib/hooks/use-now";
import { MemberGate } from "@/components/ui/member-gate";
import { Money } from "@/components/ui/money";
import { OrderActionsBar } from "../components/order-actions-bar";
import { Thumb } from "@/components/ui/thumbnail";
import { AfterSalesLink } from "@/modules/refund";
import { isTimelineEvent, orderSteps, parseOrderNumber, statusLabelKey } from "../lib/order-actions";
import { useApiData } from "@/lib/hooks/use-api-data";
import { LoadFailed } from "@/components/ui/load-failed";

/** /order-detail?orderNumber= (spec part 2): always live, the buyer's own orders only. */
export function OrderDetailTemplate() {
  return (
    <Container className="py-4" data-testid="order-detail-page">
      <MemberGate testId="order-detail">
        <Suspense fallback={<div className="h-[420px] bg-white" aria-hidden />}>
          <Detail />
        </Suspense>
      </MemberGate>
    </Container>
  );
}

function Detail() {
  const orderNumber = parseOrderNumber(useSearchParams().get("orderNumber"));
  return orderNumber ? <Loaded orderNumber={orderNumber} /> : <Missing />;
}

function Missing() {
  const t = useTranslations("order");
  return (
    <section
      className="flex h-[360px] flex-col items-center justify-center gap-4 bg-white"
      data-testid="order-detail-missing"
    >
      <h1 className="text-base text-ink">{t("notFound")}</h1>
      <Link href="/user-center?currentPage=uc-order" className="btn-brand">
        {t("toMyOrders")}
      </Link>
    </section>
  );
}

function Loaded({ orderNumber }: { orderNumber: string }) {
  const t = useTranslations("order");
  const tChat = useTranslations("chat");
  const detail = useApiData(() => orderDetailEndpoint(orderNumber), orderNumber, { silent: true });
  const router = useRouter();
  if (detail.status === "failed")
    return <LoadFailed code={detail.code} onRetry={detail.reload} notFound={<Missing />} />;
  if (detail.status === "loading")
    return <div className="h-[420px] bg-white" aria-busy="true" aria-label={t("loading")} />;
  const o = detail.data;

  return (
    <div className="flex flex-col gap-3" data-testid="order-detail" data-status={o.status}>
      <nav aria-label={t("breadcrumb")} className="text-xs text-subtle">
        <Link href="/user-center" className="hover:text-brand">
          {t("userCenter")}
        </Link>
        <span className="mx-1.5" aria-hidden>
          &gt;
        </span>
        <Link href="/user-center?currentPage=uc-order" className="hover:text-brand">
          {t("myOrders")}
        </Link>
        <span className="mx-1.5" aria-hidden>
          &gt;
        </span>
        <span className="text-ink">{t("detailTitle")}</span>
      </nav>

      <section className="flex bg-white max-md:flex-col" aria-labelledby="order-status-title">
        <div className="flex w-[300px] shrink-0 flex-col items-center justify-center gap-3 border-r border-line px-6 py-6 text-center max-md:w-auto max-md:border-b max-md:border-r-0 max-md:px-3 max-md:py-4">
          <p className="text-xs text-subtle">
            {t("orderNumber")}: <span data-testid="order-detail-number">{o.orderNumber}</span>
          </p>
          <h1 id="order-status-title" className="text-2xl font-semibold text-brand" data-testid="order-detail-status">
            {t(`status.${statusLabelKey(o.statusLabel)}`)}
          </h1>
          <StatusNote order={o} />
          <Link
            href={`/chat?shopId=${o.shopId}&orderNumber=${o.orderNumber}`}
            className="text-xs text-brand hover:underline"
            data-testid="order-contact-service"
          >
            {tChat("contact")}
          </Link>
          <OrderActionsBar
            order={o}
            exclude={["afterSales"]}
            onChanged={(what) =>
              what === "delete" ? router.replace("/user-center?currentPage=uc-order") : detail.reload()
            }
          />
        </div>
        <Progress order={o} />
      </section>

      <section
        className="grid grid-cols-4 divide-x divide-line bg-white py-4 text-xs max-md:grid-cols-1 max-md:divide-x-0 max-md:divide-y"
        aria-label={t("infoLabel")}
      >
        <Info title={t("consignee")} testId="order-detail-address">
          <Row k={t("receiver")}>{o.userAddr.receiver}</Row>
          <Row k={t("mobile")}>{o.userAddr.mobile}</Row>
          <Row k={t("addr")}>
            {o.userAddr.province} {o.userAddr.city} {o.userAddr.area} {o.userAddr.addr}
          </Row>
        </Info>
        <Info title={t("shipping")} testId="order-detail-logistics">
          <Row k={t("deliveryMethod")}>{t("express")}</Row>
          {o.logistics ? (
            <>
              <Row k={t("carrier")}>{o.logistics.carrier}</Row>
              <Row k={t("trackingNumber")}>{o.logistics.trackingNumber}</Row>
              <Row k={t("deliveryTime")}>{o.logistics.deliveryTime}</Row>
            </>
          ) : (
            <p className="text-muted">{t("notShipped")}</p>
          )}
        </Info>
        <Info title={t("payment")} testId="order-detail-payment">
          <Row k={t("payType")}>{o.payTypeName ?? t("unpaid")}</Row>
          {o.payTime ? <Row k={t("payTime")}>{o.payTime}</Row> : null}
          <Row k={t("createTime")}>{o.createTime}</Row>
        </Info>
        <Info title={t("invoiceAndRemarks")} testId="order-detail-invoice">
          {o.invoice ? (
            <>
              <Row k={t("invoiceTitle")}>{o.invoice.headerName}</Row>
              <Row k={t("invoiceState")}>{t(`invoiceStatus.${o.invoice.statusLabel}`)}</Row>
              <Link
                href={`/invoice-detail?orderNumber=${o.orderNumber}`}
                className="text-brand hover:underline"
                data-testid="order-detail-invoice-link"
              >
                {t("viewInvoice")}
              </Link>
            </>
          ) : (
            <Row k={t("invoiceTitle")}>{t("noInvoice")}</Row>
          )}
          <Row k={t("remarks")}>{o.remarks || t("none")}</Row>
        </Info>
      </section>

      <section className="bg-white px-5 py-4" aria-labelledby="order-items-title">
        <h2 id="order-items-title" className="mb-3 flex items-center gap-1.5 text-sm font-semibold text-ink">
          <Store size={14} className="text-brand" aria-hidden />
          <Link href={`/shopIndex?sid=${o.shopId}`} className="hover:text-brand">
            {o.shopName}
          </Link>
        </h2>
        <table className="w-full text-xs">
          <thead>
            <tr className="bg-page text-subtle">
              <th scope="col" className="px-3 py-2 text-left font-normal">
                {t("colItems")}
              </th>
              <th scope="col" className="w-[120px] py-2 font-normal max-md:hidden">
                {t("colPrice")}
              </th>
              <th scope="col" className="w-[90px] py-2 font-normal max-md:w-10">
                {t("colCount")}
              </th>
              <th scope="col" className="w-[120px] py-2 font-normal max-md:hidden">
                {t("colSubtotal")}
              </th>
              <th scope="col" className="w-[110px] py-2 font-normal max-md:w-16">
                {t("colReview")}
              </th>
            </tr>
          </thead>
          <tbody>
            {o.items.map((i) => (
              <tr key={i.orderItemId} className="border-b border-line" data-testid="order-detail-item">
                <td className="px-3 py-3 max-md:px-1">
                  <div className="flex gap-3 max-md:gap-2">
                    <Thumb src={i.pic} size={64} />
                    <div className="min-w-0">
                      <a
                        href={`/detail/${i.prodId}`}
                        target="_blank"
                        rel="noopener"
                        className="line-clamp-2 leading-5 text-ink hover:text-brand"
                      >
                        {i.prodName}
                      </a>
                      {i.skuName ? <p className="mt-0.5 text-[11px] text-muted">{i.skuName}</p> : null}
                      <AfterSalesLink orderNumber={o.orderNumber} orderItemId={i.orderItemId} status={o.status} />
                    </div>
                  </div>
                </td>
                <td className="text-center max-md:hidden">
                  <Money value={i.price} />
                </td>
                <td className="text-center">×{i.count}</td>
                <td className="text-center max-md:hidden">
                  <Money value={i.productTotalAmount} />
                </td>
                <td className="text-center">
                  {i.commStatus === 1 ? (
                    <span className="text-muted">{t("reviewed")}</span>
                  ) : o.actions.review ? (
                    <Link
                      href={`/write-comments?orderNumber=${o.orderNumber}&orderItemId=${i.orderItemId}`}
                      className="text-brand hover:underline"
                    >
                      {t("actions.review")}
                    </Link>
                  ) : (
                    <span className="text-muted">—</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl
          className="ml-auto mt-4 grid w-[300px] grid-cols-[1fr_auto] gap-y-1.5 text-xs max-md:w-full"
          data-testid="order-detail-amounts"
        >
          <dt className="text-subtle">{t("goodsTotal", { count: o.productNums })}</dt>
          <dd className="text-right">
            <Money value={o.total} />
          </dd>
          <dt className="text-subtle">{t("freight")}</dt>
          <dd className="text-right">
            +<Money value={o.transfee} />
          </dd>
          {(
            [
              ["activityReduce", o.activityReduce],
              ["shopDiscountReduce", o.shopDiscountReduce],
              ["shopCouponReduce", o.shopCouponReduce],
              ["platformCouponReduce", o.platformCouponReduce],
              ["pointsReduce", o.pointsReduce],
              ["memberReduce", o.memberReduce ?? 0],
            ] as const
          )
            .filter(([, v]) => v > 0)
            .map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="text-subtle">{t(`reduce.${k}`)}</dt>
                <dd className="text-right">
                  -<Money value={v} />
                </dd>
              </div>
            ))}
          {/* No reduction, no row: a '优惠 -¥0.00' line only makes the buyer look for a discount. */}
          <dt className="border-t border-line pt-2 text-ink">{o.status === 1 ? t("amountDue") : t("actualPaid")}</dt>
          <dd className="border-t border-line pt-2 text-right">
            <Money value={o.actualTotal} strong className="text-lg" testId="order-detail-actual" />
          </dd>
        </dl>
      </section>

      <section className="bg-white px-5 py-4" aria-labelledby="order-log-title">
        <h2 id="order-log-title" className="mb-2 text-sm font-semibold text-ink">
          {t("log")}
        </h2>
        <ol className="flex flex-col gap-1.5 text-xs" data-testid="order-detail-timeline">
          {[...o.timeline].reverse().map((e, idx) => (
            <li key={`${e.event}-${e.time}`} className={clsx("flex gap-4", idx === 0 ? "text-ink" : "text-subtle")}>
              <span className="w-[140px] shrink-0">{e.time}</span>
              <span>{isTimelineEvent(e.event) ? t(`events.${e.event}`) : e.event}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function StatusNote({ order }: { order: OrderDetail }) {
  const t = useTranslations("order");
  const now = useNow();
  if (order.status === 1 && order.endTime) {
    // An unreadable end time counts as expired: the buyer is not invited to pay.
    const left = timeLeft(chinaTimeToMs(order.endTime) ?? now, now);
    return (
      <p className="text-xs text-subtle" data-testid="order-detail-countdown">
        {left.expired ? t("payExpired") : t("payWithin", { time: formatClock(left) })}
      </p>
    );
  }
  if (order.status === 3 && order.autoReceiptTime)
    return <p className="text-xs text-subtle">{t("autoReceipt", { time: order.autoReceiptTime })}</p>;
  if (order.status === 6)
    return <p className="text-xs text-subtle">{t(order.closeType === 1 ? "closedTimeout" : "closedByBuyer")}</p>;
  return null;
}

function Progress({ order }: { order: OrderDetail }) {
  const t = useTranslations("order");
  const { steps, canceled } = orderSteps(order.status, order.timeline);
  const all = canceled ? [...steps, { key: "canceled" as const, time: canceled.time, done: true }] : steps;
  return (
    <ol
      className="flex flex-1 items-start justify-center px-6 pt-10 max-md:justify-start max-md:overflow-x-auto max-md:px-2 max-md:pb-3 max-md:pt-4"
      aria-label={t("progress")}
      data-testid="order-detail-steps"
    >
      {all.map((s, i) => (
        <li key={s.key} className="flex items-start" aria-current={s.done && !all[i + 1]?.done ? "step" : undefined}>
          {i > 0 ? (
            <span className={clsx("mt-4 h-0.5 w-[56px] max-md:w-3", s.done ? "bg-brand" : "bg-line")} aria-hidden />
          ) : null}
          <div
            className="flex w-[104px] flex-col items-center gap-1.5 text-center text-xs max-md:w-[72px] max-md:shrink-0"
            data-testid={`order-step-${s.key}`}
            data-done={s.done}
          >
            <span
              className={clsx(
                "flex size-9 items-center justify-center rounded-full border-2",
                s.done ? "border-brand bg-brand text-white" : "border-line-strong bg-white text-muted",
              )}
              aria-hidden
            >
              {s.done ? <Check size={16} /> : i + 1}
            </span>
            <span className={s.done ? "text-ink" : "text-muted"}>{t(`steps.${s.key}`)}</span>
            {s.time ? <span className="text-[11px] text-muted">{s.time}</span> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

function Info({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <div className="px-5" data-testid={testId}>
      <h2 className="mb-2 text-sm font-semibold text-ink">{title}</h2>
      <div className="flex flex-col gap-1">{children}</div>
    </div>
  );
}

function Row({ k, children }: { k: string; children: ReactNode }) {
  return (
    <p className="leading-5">
      <span className="text-subtle">{k}: </span>
      <span className="break-all text-ink">{children}</span>
    </p>
  );
}
