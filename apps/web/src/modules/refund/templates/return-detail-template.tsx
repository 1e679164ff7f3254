"use client";

import type { RefundDetail } from "@souk/contract";
import clsx from "clsx";
import { Eye } from "lucide-react";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { Suspense, useId, useState } from "react";
import { toast } from "sonner";
import { Container } from "@/components/ui/container";
import { Link } from "@/i18n/navigation";
import { callApi } from "@/lib/api/browser-client";
import { proofPreviewHref } from "@/lib/api/endpoints/invoice";
import { refundDetailEndpoint, refundExpressEndpoint, refundWithdrawEndpoint } from "@/lib/api/endpoints/refund";
import { MemberGate } from "@/components/ui/member-gate";
import { Money } from "@/components/ui/money";
import { Thumb } from "@/components/ui/thumbnail";
import { mediaUrl } from "@/lib/media/media-url";
import { useApiData } from "@/lib/hooks/use-api-data";
import { parseRefundSn } from "../lib/links";

/**
 * /return-detail?refundSn= : the buyer's application — status and deadline, amounts, the
 * timeline of every step with times, the negotiation history (messages of both sides), the return
 * address, the logistics form once the shop accepted a return, withdraw and edit.
 */
export function ReturnDetailTemplate() {
  return (
    <Container className="py-4" data-testid="return-detail-page">
      <MemberGate testId="return-detail">
        <Suspense fallback={<div className="h-[420px] bg-white" aria-hidden />}>
          <Detail />
        </Suspense>
      </MemberGate>
    </Container>
  );
}

function Detail() {
  const t = useTranslations("refund");
  const sn = parseRefundSn(useSearchParams().get("refundSn"));
  if (!sn)
    return (
      <section
        className="flex h-[360px] flex-col items-center justify-center gap-4 bg-white"
        data-testid="return-detail-missing"
      >
        <h1 className="text-base text-ink">{t("notFound")}</h1>
        <Link href="/user-center?currentPage=uc-return" className="btn-brand">
          {t("toList")}
        </Link>
      </section>
    );
  return <Loaded key={sn} sn={sn} />;
}

function Loaded({ sn }: { sn: string }) {
  const t = useTranslations("refund");
  const d = useApiData(() => refundDetailEndpoint(sn), sn);
  if (d.status !== "ready") return <div className="h-[420px] bg-white" aria-busy />;
  const r = d.data;
  const withdraw = async () => {
    if (!window.confirm(t("withdrawConfirm"))) return;
    try {
      await callApi(refundWithdrawEndpoint(r.refundSn));
      toast.success(t("withdrawn"));
      d.reload();
    } catch {
      /* shown by the API client */
    }
  };
  return (
    <div className="flex flex-col gap-3 text-xs">
      <section className="bg-white px-6 py-5 max-md:px-3" data-testid="return-detail-status" data-status={r.status}>
        <h1 className="text-lg font-semibold text-ink" data-testid="return-status-text">
          {r.statusText}
        </h1>
        {r.rejectMessage && r.status === 6 ? (
          <p className="mt-1 text-brand" data-testid="return-reject">
            {t("rejectReason")}: {r.rejectMessage}
          </p>
        ) : null}
        {r.deadline ? (
          <p className="mt-1 text-subtle">
            {t(r.status === 1 ? "shopDeadline" : "shipDeadline", { time: r.deadline })}
          </p>
        ) : null}
        <div className="mt-3 flex gap-3">
          {r.canEdit ? (
            <Link
              href={`/user-center?currentPage=apply-return&refundSn=${r.refundSn}`}
              className="rounded-sm bg-brand px-5 py-1.5 text-white hover:bg-brand-dark"
              data-testid="return-edit"
            >
              {t("editResubmit")}
            </Link>
          ) : null}
          {r.canWithdraw ? (
            <button
              type="button"
              onClick={() => void withdraw()}
              className="rounded-sm border border-line px-5 py-1.5 hover:text-brand"
              data-testid="return-withdraw"
            >
              {t("withdraw")}
            </button>
          ) : null}
        </div>
      </section>

      <div className="grid grid-cols-[1fr_320px] gap-3 max-md:grid-cols-1">
        <section className="bg-white px-6 py-4 max-md:px-3">
          <h2 className="mb-3 text-sm font-semibold text-ink">{t("timeline")}</h2>
          <ol className="flex flex-col gap-3 border-l border-line pl-4" data-testid="return-timeline">
            {r.timeline.map((e, i) => (
              <li key={i} className="relative" data-event={e.event}>
                <span
                  className={clsx(
                    "absolute -left-[21px] top-1 h-2.5 w-2.5 rounded-full",
                    i === r.timeline.length - 1 ? "bg-brand" : "bg-line-strong",
                  )}
                  aria-hidden
                />
                <p className="text-ink">
                  <span className="mr-2 text-subtle">{t(`actors.${e.actor}`)}</span>
                  {e.text}
                </p>
                {e.message ? (
                  <p className="mt-0.5 rounded-sm bg-page px-2 py-1 text-subtle" data-testid="return-negotiation">
                    {e.message}
                  </p>
                ) : null}
                <time className="text-[11px] text-muted">{e.time}</time>
              </li>
            ))}
          </ol>
          {r.canShip ? <ShipForm r={r} onDone={d.reload} /> : null}
        </section>

        <aside className="flex flex-col gap-3">
          <section className="bg-white px-5 py-4">
            <h2 className="mb-2 text-sm font-semibold text-ink">{t("application")}</h2>
            <div className="mb-3 flex gap-3">
              <Thumb src={r.item.pic} size={56} />
              <p className="line-clamp-3 leading-5 text-ink">{r.item.prodName}</p>
            </div>
            <dl
              className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1.5 [&>dt]:whitespace-nowrap"
              data-testid="return-amounts"
            >
              <dt className="text-subtle">{t("refundSn")}</dt>
              <dd>{r.refundSn}</dd>
              <dt className="text-subtle">{t("applyType")}</dt>
              <dd>{t(r.applyType === 2 ? "typeReturn" : "typeRefund")}</dd>
              <dt className="text-subtle">{t("count")}</dt>
              <dd>×{r.refundCount}</dd>
              <dt className="text-subtle">{t("amount")}</dt>
              <dd>
                <Money value={r.refundAmount} strong testId="return-amount" />
              </dd>
              <dt className="text-subtle">{t("reason")}</dt>
              <dd>{r.buyerReasonText}</dd>
              {r.buyerDesc ? (
                <>
                  <dt className="text-subtle">{t("desc")}</dt>
                  <dd className="break-all">{r.buyerDesc}</dd>
                </>
              ) : null}
              <dt className="text-subtle">{t("orderNumber")}</dt>
              <dd>
                <Link href={`/order-detail?orderNumber=${r.orderNumber}`} className="hover:text-brand">
                  {r.orderNumber}
                </Link>
              </dd>
              <dt className="text-subtle">{t("applyTime")}</dt>
              <dd>{r.applyTime}</dd>
              {r.carrier ? (
                <>
                  <dt className="text-subtle">{t("logistics")}</dt>
                  <dd data-testid="return-logistics">
                    {r.carrier} {r.trackingNumber}
                  </dd>
                </>
              ) : null}
            </dl>
            {r.proofUrls.length > 0 ? (
              <>
                <div className="mt-2 flex flex-wrap gap-2" data-testid="return-photos">
                  {r.proofUrls.map((p) => (
                    <img
                      key={p}
                      src={mediaUrl(p)}
                      alt={t("photo")}
                      width={56}
                      height={56}
                      className="h-14 w-14 border border-line object-cover"
                    />
                  ))}
                </div>
                {/* A full page load, not a client-side navigation: /FilePreview has its own CSP (ADR 0024). */}
                <a
                  href={proofPreviewHref(r.refundSn)}
                  className="mt-2 inline-flex items-center gap-1 text-subtle underline-offset-2 hover:text-brand hover:underline"
                  data-testid="return-proof-preview"
                >
                  <Eye size={13} aria-hidden />
                  {t("previewPhotos")}
                </a>
              </>
            ) : null}
          </section>
          {r.applyType === 2 ? (
            <section className="bg-white px-5 py-4" data-testid="return-address">
              <h2 className="mb-2 text-sm font-semibold text-ink">{t("returnAddress")}</h2>
              {r.status === 1 || r.status === 6 ? (
                <p className="text-muted">{t("addressAfterAccept")}</p>
              ) : (
                <p className="leading-5">
                  {r.returnAddress.receiver} {r.returnAddress.mobile}
                  <br />
                  {r.returnAddress.addr}
                </p>
              )}
            </section>
          ) : null}
        </aside>
      </div>
    </div>
  );
}

function ShipForm({ r, onDone }: { r: RefundDetail; onDone: () => void }) {
  const t = useTranslations("refund");
  const id = useId();
  const [carrier, setCarrier] = useState("");
  const [tracking, setTracking] = useState("");
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const trackingOk = /^[A-Za-z0-9-]{4,40}$/.test(tracking.trim());
  const carrierOk = carrier.trim().length > 0 && Array.from(carrier.trim()).length <= 30;
  const submit = async () => {
    setTried(true);
    if (!trackingOk || !carrierOk || busy) return;
    setBusy(true);
    try {
      await callApi(
        refundExpressEndpoint({ refundSn: r.refundSn, carrier: carrier.trim(), trackingNumber: tracking.trim() }),
      );
      toast.success(t("shipped"));
      onDone();
    } catch {
      setBusy(false);
    }
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className="mt-5 flex flex-col gap-2 border-t border-line pt-4"
      data-testid="return-ship-form"
    >
      <h2 className="text-sm font-semibold text-ink">{t("shipTitle")}</h2>
      <label htmlFor={`${id}-c`} className="text-subtle">
        {t("carrier")}
      </label>
      <input
        id={`${id}-c`}
        value={carrier}
        onChange={(e) => setCarrier(e.target.value)}
        aria-required
        aria-invalid={tried && !carrierOk ? true : undefined}
        className="w-64 border border-line px-2 py-1"
        data-testid="return-carrier"
      />
      {tried && !carrierOk ? (
        <p role="alert" className="text-brand">
          {t("carrierRequired")}
        </p>
      ) : null}
      <label htmlFor={`${id}-n`} className="text-subtle">
        {t("trackingNumber")}
      </label>
      <input
        id={`${id}-n`}
        value={tracking}
        onChange={(e) => setTracking(e.target.value)}
        aria-required
        aria-invalid={tried && !trackingOk ? true : undefined}
        className="w-64 border border-line px-2 py-1"
        data-testid="return-tracking"
      />
      {tried && !trackingOk ? (
        <p role="alert" className="text-brand">
          {t("trackingRequired")}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="mt-1 w-fit rounded-sm bg-brand px-6 py-1.5 text-white hover:bg-brand-dark disabled:opacity-60"
        data-testid="return-ship-submit"
      >
        {t("shipSubmit")}
      </button>
    </form>
  );
}
