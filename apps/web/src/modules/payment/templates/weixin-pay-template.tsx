"use client";

import { PayType, type PayResult } from "@souk/contract";
import { QRCodeSVG } from "qrcode.react";
import { RefreshCw, ScanLine } from "lucide-react";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { Suspense, useEffect, useState } from "react";
import { Container } from "@/components/ui/container";
import { Link, useRouter } from "@/i18n/navigation";
import { callApi } from "@/lib/api/browser-client";
import { isPayEndpoint, payEndpoint } from "@/lib/api/endpoints/payment";
import { MemberGate } from "@/components/ui/member-gate";
import { Money } from "@/components/ui/money";
import { CashierHeader } from "../components/cashier-header";
import { WechatMark } from "../components/wechat-mark";
import { formatClock, timeLeft } from "@/lib/time/time-left";
import { parsePayNo, usePayInfo } from "../lib/use-pay-info";
import { useNow } from "@/lib/hooks/use-now";

/** The polling interval of the payment status while the QR code is shown. */
export const WXPAY_POLL_MS = 2000;

/**
 * /weixin-pay?payNo= (spec part 2): WeChat Pay Native. Shows a real QR code of the gateway's
 * code URL, polls GET /p/order/isPay, says 'QR code has expired' after its lifetime (with a
 * refresh), and moves on to the result (/payment) once paid.
 */
export function WeixinPayTemplate() {
  const t = useTranslations("payment");
  return (
    <>
      <CashierHeader title={t("cashier")} />
      <Container className="py-6" data-testid="weixin-pay-page">
        <MemberGate testId="weixin-pay">
          <Suspense fallback={<div className="h-[420px] bg-white" aria-hidden />}>
            <WeixinPay />
          </Suspense>
        </MemberGate>
      </Container>
    </>
  );
}

type Qr = { status: "loading" } | { status: "ready"; pay: PayResult } | { status: "failed" };

function WeixinPay() {
  const t = useTranslations("payment");
  const params = useSearchParams();
  const payNo = parsePayNo(params.get("payNo"));
  const router = useRouter();
  const { state: info, reload: reloadInfo } = usePayInfo(payNo);
  const now = useNow();
  const [qr, setQr] = useState<Qr>({ status: "loading" });
  const [version, setVersion] = useState(0);

  // Ask the gateway for a QR code (a live one is reused by the server).
  useEffect(() => {
    if (!payNo) return;
    const ctrl = new AbortController();
    callApi(payEndpoint({ payNo, payType: PayType.WECHAT_NATIVE }), { signal: ctrl.signal }).then(
      (pay) => {
        if (pay.paid) router.replace(`/payment?payNo=${payNo}`);
        else setQr({ status: "ready", pay });
      },
      (e: unknown) => {
        if ((e as Error).name !== "AbortError") setQr({ status: "failed" });
      },
    );
    return () => ctrl.abort();
  }, [payNo, version, router]);

  const offset = info.status === "ready" ? info.offset : 0;
  const expiresAtMs = qr.status === "ready" ? (qr.pay.expiresAtMs ?? 0) : 0;
  const left = timeLeft(expiresAtMs, now, offset);
  const live = qr.status === "ready" && !left.expired;

  // Poll the payment while the code can be scanned; paid or closed → the result page.
  useEffect(() => {
    if (!payNo || !live) return;
    let stopped = false;
    const id = window.setInterval(() => {
      callApi(isPayEndpoint(payNo), { silent: true }).then(
        (r) => {
          if (!stopped && (r.paid || r.status === 2)) {
            stopped = true;
            window.clearInterval(id);
            router.replace(`/payment?payNo=${payNo}`);
          }
        },
        () => {},
      );
    }, WXPAY_POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(id);
    };
  }, [payNo, live, router]);

  if (!payNo || qr.status === "failed") {
    return (
      <section
        className="flex h-[360px] flex-col items-center justify-center gap-4 bg-white"
        data-testid="weixin-pay-failed"
      >
        <h1 className="text-base text-ink">{t("qrUnavailable")}</h1>
        <Link href={payNo ? `/payment?payNo=${payNo}` : "/user-center?currentPage=uc-order"} className="btn-brand">
          {payNo ? t("otherMethods") : t("toMyOrders")}
        </Link>
      </section>
    );
  }

  const pay = qr.status === "ready" ? qr.pay : null;
  const sandbox = !!pay?.codeUrl && pay.codeUrl.includes("/weixin-pay/sandbox-scan");
  return (
    <div className="flex flex-col gap-3">
      <section
        className="flex items-center justify-between bg-white px-8 py-5 text-xs max-md:flex-col max-md:items-start max-md:gap-2 max-md:px-4"
        aria-label={t("orderInfo")}
      >
        <div>
          <h1 className="text-base font-semibold text-ink">{t("wechatTitle")}</h1>
          <p className="mt-1 text-subtle">
            {t("orderNumbers")}: {info.status === "ready" ? info.info.orderNumbers.join(", ") : "…"}
          </p>
        </div>
        <p>
          <span className="text-subtle">{t("amountDue")}</span>
          <span className="ml-1 text-2xl font-semibold text-brand" data-testid="wxpay-amount">
            <Money value={pay?.amount ?? (info.status === "ready" ? info.info.totalFee : 0)} />
          </span>
        </p>
      </section>

      <section
        className="flex items-center justify-center gap-20 bg-white px-8 py-10 max-md:px-4 max-md:py-6"
        aria-labelledby="wxpay-scan-title"
      >
        <div className="flex w-[260px] flex-col items-center max-md:w-full">
          <h2 id="wxpay-scan-title" className="mb-1 flex items-center gap-1.5 text-base text-ink">
            <WechatMark size={20} />
            {t("wechat")}
          </h2>
          <p className="mb-3 text-xs text-subtle" aria-live="polite" data-testid="wxpay-qr-left">
            {pay ? (left.expired ? t("qrExpired") : t("qrLeft", { time: formatClock(left) })) : t("qrLoading")}
          </p>
          <div
            className="relative flex size-[232px] items-center justify-center border border-line p-3"
            data-testid="wxpay-qr"
            data-code-url={pay?.codeUrl ?? ""}
          >
            {pay?.codeUrl ? (
              <QRCodeSVG value={pay.codeUrl} size={206} level="M" marginSize={0} title={t("qrTitle")} />
            ) : (
              <div className="size-[206px] animate-pulse bg-page" aria-hidden />
            )}
            {pay && left.expired ? (
              <div
                className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-white/95"
                data-testid="wxpay-expired"
              >
                <p className="text-sm font-semibold text-ink">{t("qrExpired")}</p>
                <button
                  type="button"
                  onClick={() => {
                    // A new code, and the server's clock measured again (the browser's may have jumped).
                    setQr({ status: "loading" });
                    setVersion((v) => v + 1);
                    reloadInfo();
                  }}
                  className="flex items-center gap-1 rounded-sm bg-brand px-4 py-1.5 text-xs text-white hover:bg-brand-dark"
                  data-testid="wxpay-refresh"
                >
                  <RefreshCw size={13} aria-hidden />
                  {t("qrRefresh")}
                </button>
              </div>
            ) : null}
          </div>
          <p className="mt-3 flex w-[232px] items-center justify-center gap-2 bg-[#15803d] py-2 text-xs text-white">
            <ScanLine size={16} aria-hidden />
            {t("scanHint")}
          </p>
          {/* A phone cannot scan its own screen: how to pay from it, and the way out to the balance. */}
          <div className="mt-3 w-full text-xs leading-5 text-subtle md:hidden" data-testid="wxpay-phone-hint">
            <p>{t("phonePayHint")}</p>
            <Link
              href={`/payment?payNo=${payNo}`}
              className="mt-2 flex h-11 items-center justify-center rounded-sm border border-brand text-sm text-brand"
              data-testid="wxpay-phone-balance"
            >
              {t("phonePayBalance")}
            </Link>
          </div>
          {sandbox && pay?.codeUrl ? (
            <a
              href={pay.codeUrl}
              target="_blank"
              rel="noopener"
              className="mt-3 text-xs text-brand underline"
              data-testid="wxpay-sandbox-link"
            >
              {t("sandboxOpen")}
            </a>
          ) : null}
        </div>
        <div
          className="hidden h-[300px] w-[220px] flex-col items-center justify-center gap-2 rounded-2xl border-8 border-[#333] bg-[#f7f7f7] text-center text-xs text-subtle lg:flex"
          aria-hidden
        >
          <ScanLine size={48} className="text-[#1aad19]" />
          <span className="px-4">{t("phoneHint")}</span>
        </div>
      </section>
      <p className="text-xs">
        <Link href={`/payment?payNo=${payNo}`} className="text-brand hover:underline" data-testid="wxpay-other-methods">
          &lt; {t("otherMethods")}
        </Link>
      </p>
    </div>
  );
}
