"use client";

import type { PayInfo } from "@souk/contract";
import { CircleCheck, CircleX } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";

/**
 * The result of a payment (shown by /payment once the trade is paid or closed, and reached from
 * /weixin-pay when the polling sees it paid): what happened, and links to the orders.
 */
export function PayResultView({ info, amount }: { info: PayInfo; amount: number | null }) {
  const t = useTranslations("payment");
  const paid = info.status === 1;
  const one = info.orderNumbers.length === 1 ? info.orderNumbers[0] : null;
  return (
    <section
      className="flex min-h-[360px] items-start gap-6 bg-white px-16 py-12"
      data-testid={paid ? "pay-success" : "pay-failed"}
    >
      {paid ? (
        <CircleCheck size={56} className="shrink-0 text-[#2a9d4a]" aria-hidden />
      ) : (
        <CircleX size={56} className="shrink-0 text-brand" aria-hidden />
      )}
      <div className="flex flex-col gap-3 text-xs">
        <h1 className="text-xl font-semibold text-ink">{paid ? t("successTitle") : t("failedTitle")}</h1>
        {paid ? (
          amount !== null ? (
            <p className="text-subtle">{t("successAmount", { amount: amount.toFixed(2) })}</p>
          ) : (
            <p className="text-subtle">{t("successBody")}</p>
          )
        ) : (
          <p className="text-subtle">{t("failedBody")}</p>
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-subtle">
          <dt>{t("orderNumbers")}</dt>
          <dd className="flex flex-col gap-0.5">
            {info.orderNumbers.map((n) => (
              <Link
                key={n}
                href={`/order-detail?orderNumber=${n}`}
                className="text-ink hover:text-brand"
                data-testid="pay-result-order"
              >
                {n}
              </Link>
            ))}
          </dd>
          <dt>{t("deliverTo")}</dt>
          <dd className="text-ink">
            {info.userAddr} {info.receiver} {info.mobile}
          </dd>
        </dl>
        <div className="mt-2 flex gap-3 text-sm">
          <Link
            href={one ? `/order-detail?orderNumber=${one}` : "/user-center?currentPage=uc-order"}
            className="rounded-sm bg-brand px-6 py-2 text-white hover:bg-brand-dark"
            data-testid="pay-result-view-order"
          >
            {t("viewOrder")}
          </Link>
          <Link
            href="/"
            className="rounded-sm border border-line-strong px-6 py-2 text-ink hover:border-brand hover:text-brand"
          >
            {t("continueShopping")}
          </Link>
        </div>
      </div>
    </section>
  );
}
