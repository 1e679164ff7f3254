"use client";

import clsx from "clsx";
import type { MemberBuyResult } from "@souk/contract";
import { CheckCircle2, ScanLine, WalletCards } from "lucide-react";
import { useTranslations } from "next-intl";
import { QRCodeSVG } from "qrcode.react";
import { useEffect, useState } from "react";
import { Link } from "@/i18n/navigation";
import { callApi } from "@/lib/api/browser-client";
import {
  memberBalanceEndpoint,
  memberBuyEndpoint,
  memberInfoEndpoint,
  memberLevelsEndpoint,
  memberOrderEndpoint,
  memberPeriodsEndpoint,
} from "@/lib/api/endpoints/member";
import { useApiData } from "@/lib/hooks/use-api-data";
import { formatPrice } from "@/lib/money/price";
import { WechatMark } from "@/modules/payment";
import { BenefitList } from "./benefit-list";
import { MemberShell } from "./member-shell";

/** How often a purchase is polled while its QR code is shown. */
const POLL_MS = 2000;

type Stage = { step: "choose" } | { step: "scan"; r: MemberBuyResult } | { step: "done"; paidUntil: string };

/**
 * /member-center/buy-member: the periods with their prices, paid by the balance (at once) or by
 * scanning the WeChat QR code (the sandbox's scan page outside production; the page polls the
 * purchase until the payment path credited it).
 */
export function BuyMemberPage() {
  return (
    <MemberShell active="buy-member" needsLogin>
      <BuyMember />
    </MemberShell>
  );
}

function BuyMember() {
  const t = useTranslations("member");
  const periods = useApiData(memberPeriodsEndpoint, "member-periods");
  const levels = useApiData(memberLevelsEndpoint, "member-levels");
  const info = useApiData(memberInfoEndpoint, "member-info");
  const balance = useApiData(memberBalanceEndpoint, "member-balance");
  const [periodId, setPeriodId] = useState<number | null>(null);
  const [payType, setPayType] = useState<1 | 2>(1);
  const [stage, setStage] = useState<Stage>({ step: "choose" });
  const [busy, setBusy] = useState(false);
  const paidLevel = levels.data?.find((l) => l.paid) ?? null;
  const chosen = periods.data?.find((p) => p.periodId === (periodId ?? periods.data[0]?.periodId)) ?? null;
  const { reload: reloadInfo } = info;
  const { reload: reloadBalance } = balance;

  const scanning = stage.step === "scan" ? stage.r : null;
  useEffect(() => {
    if (!scanning) return;
    let stopped = false;
    const id = window.setInterval(() => {
      callApi(memberOrderEndpoint(scanning.orderNo), { silent: true }).then(
        (s) => {
          if (!stopped && s.paid) {
            stopped = true;
            window.clearInterval(id);
            setStage({ step: "done", paidUntil: s.paidUntil ?? "" });
            reloadInfo();
          }
        },
        () => {},
      );
    }, POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(id);
    };
  }, [scanning, reloadInfo]);

  const pay = async () => {
    if (!chosen || busy) return;
    setBusy(true);
    try {
      const r = await callApi(memberBuyEndpoint({ periodId: chosen.periodId, payType }));
      if (r.paid) {
        setStage({ step: "done", paidUntil: r.paidUntil ?? "" });
        reloadInfo();
        reloadBalance();
      } else setStage({ step: "scan", r });
    } catch {
      /* the API client showed the message (insufficient balance, period gone...) */
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid grid-cols-[1fr_320px] gap-4 max-md:grid-cols-1">
      <section className="bg-white px-8 py-6" aria-labelledby="buy-member-title" data-testid="buy-member">
        <h2 id="buy-member-title" className="mb-1 text-base font-semibold text-ink">
          {t("buyTitle")}
        </h2>
        <p className="mb-5 text-xs text-subtle" data-testid="buy-member-current">
          {info.data?.paidUntil ? t("paidUntil", { time: info.data.paidUntil }) : t("notPaid")}
          {info.data?.paidUntil ? ` · ${t("extendsHint")}` : null}
        </p>
        {stage.step === "done" ? (
          <div className="flex flex-col items-start gap-4 py-6" aria-live="polite">
            <p className="flex items-center gap-2 text-base font-semibold text-[#2a7a3b]" data-testid="buy-member-done">
              <CheckCircle2 size={22} aria-hidden />
              {t("paidDone", { time: stage.paidUntil })}
            </p>
            <Link
              href="/member-center/member-center"
              className="rounded-sm bg-[#4a3726] px-5 py-1.5 text-sm text-[#f3d9a4] hover:bg-[#2b2118]"
            >
              {t("backToCenter")}
            </Link>
          </div>
        ) : stage.step === "scan" ? (
          <div className="flex items-start gap-10" aria-live="polite" data-testid="buy-member-scan">
            <div className="flex w-[220px] flex-col items-center">
              <div className="flex size-[196px] items-center justify-center border border-line p-2">
                <QRCodeSVG value={stage.r.codeUrl!} size={178} level="M" marginSize={0} title={t("scanToPay")} />
              </div>
              <p className="mt-2 flex w-[196px] items-center justify-center gap-2 bg-[#15803d] py-1.5 text-xs text-white">
                <ScanLine size={14} aria-hidden />
                {t("scanToPay")}
              </p>
              {stage.r.codeUrl!.includes("/weixin-pay/sandbox-scan") ? (
                <a
                  href={stage.r.codeUrl!}
                  target="_blank"
                  rel="noopener"
                  className="mt-2 text-xs text-brand underline"
                  data-testid="buy-member-sandbox-link"
                >
                  {t("sandboxOpen")}
                </a>
              ) : null}
            </div>
            <div className="pt-8 text-sm">
              <p className="mb-2 text-base font-semibold text-ink">{t("waiting")}</p>
              <p className="text-lg font-semibold text-brand">¥{formatPrice(stage.r.amount)}</p>
              {stage.r.expiresAt ? (
                <p className="mt-1 text-xs text-subtle">{t("qrUntil", { time: stage.r.expiresAt })}</p>
              ) : null}
              <button
                type="button"
                onClick={() => setStage({ step: "choose" })}
                className="mt-5 rounded-sm border border-line px-4 py-1.5 text-xs text-ink hover:border-brand hover:text-brand"
              >
                {t("cancel")}
              </button>
            </div>
          </div>
        ) : periods.data && periods.data.length === 0 ? (
          <p className="py-10 text-center text-sm text-subtle">{t("noPeriods")}</p>
        ) : (
          <>
            <h3 className="mb-2 text-sm text-ink">{t("choosePeriod")}</h3>
            <div className="flex flex-wrap gap-3" role="radiogroup" aria-label={t("choosePeriod")}>
              {periods.data?.map((p) => {
                const on = chosen?.periodId === p.periodId;
                return (
                  <button
                    key={p.periodId}
                    type="button"
                    role="radio"
                    aria-checked={on}
                    onClick={() => setPeriodId(p.periodId)}
                    className={clsx(
                      "flex h-[92px] w-[150px] flex-col items-center justify-center gap-1 rounded-sm border max-md:w-[calc(50%-6px)]",
                      on ? "border-[#c8963e] bg-[#fffaf0]" : "border-line hover:border-[#c8963e]",
                    )}
                    data-testid="buy-member-period"
                  >
                    <span className="text-sm text-ink">{p.name}</span>
                    <span className="text-xl font-semibold text-brand">¥{formatPrice(p.price)}</span>
                    <span className="text-xs text-subtle">{t("days", { days: p.days })}</span>
                  </button>
                );
              })}
            </div>
            <h3 className="mb-2 mt-6 text-sm text-ink">{t("payBy")}</h3>
            <div className="flex gap-3" role="radiogroup" aria-label={t("payBy")}>
              <button
                type="button"
                role="radio"
                aria-checked={payType === 1}
                onClick={() => setPayType(1)}
                className={clsx(
                  "flex h-11 items-center gap-2 rounded-sm border px-4 text-sm",
                  payType === 1 ? "border-brand text-brand" : "border-line text-ink hover:border-brand",
                )}
                data-testid="buy-member-pay-balance"
              >
                <WalletCards size={18} aria-hidden />
                {t("payBalance", { amount: formatPrice(balance.data?.balance ?? 0) })}
              </button>
              <button
                type="button"
                role="radio"
                aria-checked={payType === 2}
                onClick={() => setPayType(2)}
                className={clsx(
                  "flex h-11 items-center gap-2 rounded-sm border px-4 text-sm",
                  payType === 2 ? "border-brand text-brand" : "border-line text-ink hover:border-brand",
                )}
                data-testid="buy-member-pay-wechat"
              >
                <WechatMark size={18} />
                {t("payWechat")}
              </button>
            </div>
            <button
              type="button"
              disabled={!chosen || busy}
              onClick={() => void pay()}
              className="mt-6 btn-brand px-8"
              data-testid="buy-member-submit"
            >
              {busy ? t("paying") : t("pay", { amount: formatPrice(chosen?.price ?? 0) })}
            </button>
          </>
        )}
      </section>
      <aside className="bg-white px-6 py-6" aria-labelledby="buy-member-benefits">
        <h2 id="buy-member-benefits" className="mb-4 border-b border-line pb-3 text-base font-semibold text-ink">
          {t("paidBenefits")}
        </h2>
        {paidLevel ? (
          <>
            <p className="mb-3 text-sm font-semibold text-[#a85400]">{paidLevel.name}</p>
            <BenefitList b={paidLevel.benefits} testId="buy-member-benefits" />
          </>
        ) : null}
      </aside>
    </div>
  );
}
