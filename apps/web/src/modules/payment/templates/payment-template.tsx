"use client";

import { GiftCardState, PayType, type PayTypeValue } from "@souk/contract";
import clsx from "clsx";
import { Clock3, Gift, Wallet } from "lucide-react";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { Suspense, useMemo, useState } from "react";
import { Container } from "@/components/ui/container";
import { Link, useRouter } from "@/i18n/navigation";
import { callApi } from "@/lib/api/browser-client";
import { giftCardsEndpoint } from "@/lib/api/endpoints/giftcard";
import { payEndpoint } from "@/lib/api/endpoints/payment";
import { MemberGate } from "@/components/ui/member-gate";
import { Money } from "@/components/ui/money";
import { PayResultView } from "../components/pay-result";
import { WechatMark } from "../components/wechat-mark";
import { formatClock, timeLeft } from "@/lib/time/time-left";
import { useApiData } from "@/lib/hooks/use-api-data";
import { GiftCardPicker } from "../components/gift-card-picker";
import { defaultMethod, giftCardSplit, payMethods } from "../lib/pay-methods";
import { parsePayNo, usePayInfo } from "../lib/use-pay-info";
import { useNow } from "@/lib/hooks/use-now";
import { usePaySwitch } from "../lib/use-pay-switch";

/** /payment?payNo= (spec part 2): the cashier; always live, members only. Shows the result once paid or closed. */
export function PaymentTemplate() {
  return (
    <Container className="py-4" data-testid="payment-page">
      <MemberGate testId="payment">
        <Suspense fallback={<div className="h-[420px] bg-white" aria-hidden />}>
          <Payment />
        </Suspense>
      </MemberGate>
    </Container>
  );
}

function Payment() {
  const t = useTranslations("payment");
  const params = useSearchParams();
  const payNo = parsePayNo(params.get("payNo"));
  const { state, reload } = usePayInfo(payNo);
  const sw = usePaySwitch();
  const now = useNow();
  const router = useRouter();
  const [picked, setPicked] = useState<PayTypeValue | null>(null);
  const [busy, setBusy] = useState(false);
  const [paidAmount, setPaidAmount] = useState<number | null>(null);
  const cardList = useApiData(giftCardsEndpoint, "pay-gift-cards");
  const usableCards = useMemo(
    () => (cardList.data ?? []).filter((c) => c.state === GiftCardState.USABLE),
    [cardList.data],
  );
  const [unchecked, setUnchecked] = useState<ReadonlySet<number>>(new Set());
  const chosen = usableCards.filter((c) => !unchecked.has(c.cardId));

  if (state.status === "loading")
    return <div className="h-[420px] bg-white" aria-busy="true" aria-label={t("loading")} />;
  if (state.status === "failed") {
    return (
      <section
        className="flex h-[360px] flex-col items-center justify-center gap-4 bg-white"
        data-testid="payment-not-found"
      >
        <h1 className="text-base text-ink">{t("notFound")}</h1>
        <Link href="/user-center?currentPage=uc-order" className="btn-brand">
          {t("toMyOrders")}
        </Link>
      </section>
    );
  }
  const { info, offset } = state;
  if (info.status !== 0) return <PayResultView info={info} amount={paidAmount} />;

  const left = timeLeft(info.endTimeMs, now, offset);
  const methods = payMethods(
    sw,
    info.balance,
    info.totalFee,
    usableCards.reduce((a, c) => a + c.balance, 0),
  );
  const split = giftCardSplit(
    chosen.map((c) => c.balance),
    sw?.balancePay ? info.balance : 0,
    info.totalFee,
  );
  const cardsPayable = chosen.length > 0 && split.enough;
  const method =
    picked !== null && methods.some((m) => m.payType === picked && !m.disabled) ? picked : defaultMethod(methods);

  const pay = async () => {
    if (busy || method === null || left.expired) return;
    if (method === PayType.GIFT_CARD && !cardsPayable) return;
    if (method === PayType.WECHAT_NATIVE) {
      router.push(`/weixin-pay?payNo=${info.payNo}`);
      return;
    }
    setBusy(true);
    try {
      const res = await callApi(
        payEndpoint(
          method === PayType.GIFT_CARD
            ? {
                payNo: info.payNo,
                payType: method,
                cardIds: chosen.map((c) => c.cardId),
                useBalance: split.needsBalance,
              }
            : { payNo: info.payNo, payType: method },
        ),
      );
      if (method === PayType.GIFT_CARD) cardList.reload();
      if (res.paid) setPaidAmount(res.amount);
      reload();
    } catch {
      reload(); // e.g. 'Insufficient balance' or 'Order has expired': shown by the API client
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <section
        className="flex items-start justify-between bg-white px-8 py-6 max-md:flex-col max-md:gap-3 max-md:px-4 max-md:py-4"
        aria-labelledby="payment-title"
        data-testid="payment-summary"
      >
        <div className="min-w-0 text-xs">
          <h1 id="payment-title" className="text-base font-semibold text-ink">
            {t("submitted")}
          </h1>
          <p className="mt-2 flex items-center gap-1 text-subtle" aria-live="polite" data-testid="payment-time-left">
            <Clock3 size={13} aria-hidden />
            {left.expired ? (
              <span className="text-brand">{t("expired")}</span>
            ) : (
              t.rich("timeLeft", {
                time: formatClock(left),
                em: (c) => <em className="not-italic font-semibold text-brand">{c}</em>,
              })
            )}
          </p>
          <p className="mt-2 line-clamp-1 max-w-[760px] text-subtle">
            {t("items")}: {info.prodNames.join("；")}
          </p>
          <p className="mt-1 text-subtle">
            {t("deliverTo")}: {info.userAddr} {info.receiver} {info.mobile}
          </p>
          <p className="mt-1 text-subtle">
            {t("orderNumbers")}: <span data-testid="payment-order-numbers">{info.orderNumbers.join(", ")}</span>
          </p>
        </div>
        <div className="shrink-0 text-right text-xs max-md:text-left">
          <span className="text-subtle">{t("amountDue")}</span>
          <span className="ml-1 text-2xl font-semibold text-brand" data-testid="payment-amount">
            <Money value={info.totalFee} />
          </span>
        </div>
      </section>

      <section className="bg-white px-8 py-6 max-md:px-4 max-md:py-4" aria-labelledby="payment-methods-title">
        <h2 id="payment-methods-title" className="mb-4 text-sm font-semibold text-ink">
          {t("methods")}
        </h2>
        {sw === null ? (
          <div className="h-16" aria-busy="true" />
        ) : methods.length === 0 ? (
          <p className="text-xs text-subtle">{t("noMethods")}</p>
        ) : (
          <div role="radiogroup" aria-label={t("methods")} className="flex flex-wrap gap-4">
            {methods.map((m) => {
              const on = m.payType === method;
              return (
                <button
                  key={m.key}
                  type="button"
                  role="radio"
                  aria-checked={on}
                  aria-disabled={m.disabled || undefined}
                  onClick={() => !m.disabled && setPicked(m.payType)}
                  className={clsx(
                    "flex h-[64px] w-[300px] items-center gap-3 border-2 px-4 text-left text-xs max-md:w-full",
                    m.disabled
                      ? "cursor-not-allowed border-line bg-page text-muted"
                      : on
                        ? "border-brand"
                        : "border-line hover:border-line-strong",
                  )}
                  data-testid={`pay-method-${m.key}`}
                >
                  {m.key === "balance" ? (
                    <Wallet size={26} className="text-[#f08300]" aria-hidden />
                  ) : m.key === "giftcard" ? (
                    <Gift size={26} className="text-brand" aria-hidden />
                  ) : (
                    <WechatMark />
                  )}
                  <span className="flex flex-col">
                    <span className="text-sm text-ink">{t(m.key)}</span>
                    {m.key === "balance" ? (
                      <span className={m.disabled ? "text-brand" : "text-subtle"} data-testid="pay-balance">
                        {m.disabled
                          ? t("insufficientBalance", { balance: info.balance.toFixed(2) })
                          : t("balanceAvailable", { balance: info.balance.toFixed(2) })}
                      </span>
                    ) : m.key === "giftcard" ? (
                      <span className={m.disabled ? "text-brand" : "text-subtle"} data-testid="pay-giftcard-hint">
                        {m.disabled
                          ? t("giftCardShort")
                          : t("giftCardAvailable", {
                              amount: usableCards.reduce((a, c) => a + c.balance, 0).toFixed(2),
                            })}
                      </span>
                    ) : (
                      <span className="text-subtle">{t("wechatHint")}</span>
                    )}
                  </span>
                </button>
              );
            })}
          </div>
        )}
        {method === PayType.GIFT_CARD ? (
          <GiftCardPicker
            cards={usableCards}
            unchecked={unchecked}
            onToggle={(id) =>
              setUnchecked((prev) => {
                const next = new Set(prev);
                if (next.has(id)) next.delete(id);
                else next.add(id);
                return next;
              })
            }
            split={split}
            balance={info.balance}
          />
        ) : null}
        <div className="mt-6 flex items-center justify-end gap-4 border-t border-line pt-4 max-md:justify-between">
          <span className="text-xs text-subtle">
            {t("amountDue")} <Money value={info.totalFee} strong className="text-lg" />
          </span>
          <button
            type="button"
            onClick={() => void pay()}
            disabled={busy || method === null || left.expired || (method === PayType.GIFT_CARD && !cardsPayable)}
            aria-busy={busy}
            className="h-10 w-[140px] bg-brand text-sm font-semibold text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-line-strong max-md:h-11 max-md:w-32"
            data-testid="pay-now"
          >
            {busy ? t("paying") : t("payNow")}
          </button>
        </div>
      </section>
    </div>
  );
}
