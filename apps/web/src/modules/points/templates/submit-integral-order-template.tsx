"use client";

import type { PointsExchangeConfirm } from "@souk/contract";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { Suspense, useEffect, useRef, useState } from "react";
import { Container } from "@/components/ui/container";
import { MemberGate } from "@/components/ui/member-gate";
import { Money } from "@/components/ui/money";
import { EmptyState } from "@/components/ui/panel";
import { Thumb } from "@/components/ui/thumbnail";
import { Link, useRouter } from "@/i18n/navigation";
import { ApiError } from "@/lib/api/api-error";
import { callApi } from "@/lib/api/browser-client";
import { pointsConfirmEndpoint, pointsSubmitEndpoint } from "@/lib/api/endpoints/points";

/**
 * /submit-integral-order?prodId=&skuId=&count=: confirm an exchange of the points mall — the
 * address, the points it takes against the points held, the cash part — and submit it. Points
 * only: the order is paid at once (to the order); points plus cash: on to /payment.
 */
export function SubmitIntegralOrderTemplate() {
  return (
    <Container className="py-5">
      <MemberGate testId="submit-integral-order">
        <Suspense fallback={<div className="h-[420px]" aria-hidden />}>
          <FromQuery />
        </Suspense>
      </MemberGate>
    </Container>
  );
}

function FromQuery() {
  const params = useSearchParams();
  const prodId = Number(params.get("prodId"));
  const skuId = Number(params.get("skuId"));
  const count = Math.max(1, Math.min(99, Number(params.get("count")) || 1));
  return <Confirm prodId={prodId} skuId={skuId} count={count} key={`${prodId}-${skuId}-${count}`} />;
}

function Confirm({ prodId, skuId, count }: { prodId: number; skuId: number; count: number }) {
  const t = useTranslations("points");
  const tc = useTranslations("checkout");
  const router = useRouter();
  const [view, setView] = useState<PointsExchangeConfirm | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const valid = Number.isInteger(prodId) && prodId > 0 && Number.isInteger(skuId) && skuId > 0;
  useEffect(() => {
    if (!valid) return;
    const ctrl = new AbortController();
    callApi(pointsConfirmEndpoint({ prodId, skuId, count }), { signal: ctrl.signal }).then(setView, (e: unknown) => {
      if ((e as Error).name !== "AbortError") setFailed(e instanceof ApiError ? e.message : "");
    });
    return () => ctrl.abort();
  }, [valid, prodId, skuId, count]);

  if (!valid || failed !== null)
    return (
      <EmptyState testId="submit-integral-order-failed">
        {failed || t("notInMall")}{" "}
        <Link href="/member-center/integral-mall" className="text-brand underline">
          {t("toMall")}
        </Link>
      </EmptyState>
    );
  if (!view) return <div className="h-[420px] bg-white" aria-busy="true" aria-label={t("loading")} />;
  const short = view.userPoints < view.totalPoints;
  const addr = view.userAddr;

  const submit = async () => {
    if (inFlight.current || !addr || short || !view.deliverable) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const r = await callApi(pointsSubmitEndpoint({ prodId, skuId, count, addrId: addr.addrId }));
      if (r.paid) router.replace(`/order-detail?orderNumber=${r.orderNumbers[0]}`);
      else router.replace(`/payment?payNo=${r.payNo}`);
    } catch {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-3" data-testid="submit-integral-order">
      <h1 className="text-lg font-semibold text-ink">{t("confirmTitle")}</h1>
      <section className="bg-white px-5 py-4 text-xs" aria-label={t("address")}>
        <h2 className="mb-2 text-sm font-semibold text-ink">{t("address")}</h2>
        {addr ? (
          <p data-testid="submit-integral-order-address">
            {addr.receiver} {addr.mobile} · {addr.province} {addr.city} {addr.area} {addr.addr}
          </p>
        ) : (
          <p className="text-brand">
            {t("noAddress")}{" "}
            <Link href="/user-center?currentPage=uc-address" className="underline">
              {t("addAddress")}
            </Link>
          </p>
        )}
      </section>
      <section className="flex items-center gap-4 bg-white px-5 py-4 text-xs">
        <Thumb src={view.product.pic} size={80} />
        <div className="flex-1">
          <p className="text-sm text-ink">{view.product.prodName}</p>
          <p className="text-subtle">{view.skuName}</p>
        </div>
        <p>× {view.count}</p>
        <p className="w-[200px] text-right font-semibold text-brand max-md:w-auto">
          {view.product.cash > 0
            ? t("pointsPlusCash", { points: view.product.points, cash: view.product.cash.toFixed(2) })
            : t("pointsOnly", { points: view.product.points })}
        </p>
      </section>
      <section className="flex justify-end bg-white px-5 py-4" aria-label={t("amounts")}>
        <dl className="grid grid-cols-[auto_140px] gap-x-6 gap-y-1.5 text-xs max-md:grid-cols-[minmax(0,1fr)_auto] max-md:gap-x-3">
          <dt className="text-right text-subtle">{t("pointsNeeded")}</dt>
          <dd className="text-right font-semibold text-brand" data-testid="submit-integral-order-points">
            {view.totalPoints}
          </dd>
          <dt className="text-right text-subtle">{t("pointsHeld")}</dt>
          <dd className="text-right" data-testid="submit-integral-order-held">
            {view.userPoints}
          </dd>
          <dt className="text-right text-subtle">{t("cashToPay")}</dt>
          <dd className="text-right">
            <Money value={view.actualTotal} testId="submit-integral-order-cash" />
          </dd>
        </dl>
      </section>
      <div className="flex items-center justify-end gap-4">
        {short ? (
          <p className="text-xs text-brand" role="alert" data-testid="submit-integral-order-short">
            {t("notEnough")}
          </p>
        ) : null}
        {addr && !view.deliverable ? (
          <p className="text-xs text-brand" role="alert" data-testid="submit-integral-order-undeliverable">
            {tc("deliver32.notDeliverable")}
          </p>
        ) : null}
        <button
          type="button"
          onClick={() => void submit()}
          disabled={busy || short || !addr || !view.deliverable}
          aria-busy={busy}
          className="h-11 w-[160px] max-md:w-32 bg-brand text-base font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-[#e88a8c]"
          data-testid="submit-integral-order-submit"
        >
          {busy ? t("submitting") : t("submit")}
        </button>
      </div>
    </div>
  );
}
