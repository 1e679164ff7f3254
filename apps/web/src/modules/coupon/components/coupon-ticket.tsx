"use client";

import clsx from "clsx";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { couponCondition, couponFigure, shortDate, type CouponRuleFields } from "../lib/coupon-rule";

export interface TicketCoupon extends CouponRuleFields {
  couponName: string;
  shopId: number;
  shopName: string;
  validTimeType: 1 | 2;
  startTime: string;
  endTime: string;
  afterReceiveDays: number;
  validDays: number;
  suitableProdType: 0 | 1 | 5;
}

/** One coupon as a ticket: the figure on the left, name, conditions and validity, and an action on the right. */
export function CouponTicket({
  coupon,
  action,
  faded,
  stamp,
  compact,
  testId = "coupon-ticket",
  validity,
}: {
  coupon: TicketCoupon;
  action?: ReactNode;
  faded?: boolean;
  stamp?: string | null;
  compact?: boolean;
  testId?: string;
  /** Overrides the validity line (a buyer's own coupon has its own window). */
  validity?: string;
}) {
  const t = useTranslations("couponTicket");
  const locale = useLocale();
  const figure = couponFigure(coupon, t, locale);
  const valid =
    validity ??
    (coupon.validTimeType === 1
      ? t("fixed", { start: shortDate(coupon.startTime), end: shortDate(coupon.endTime) })
      : t("relative", { after: coupon.afterReceiveDays, days: coupon.validDays }));
  return (
    <div
      className={clsx(
        "relative flex overflow-hidden border",
        faded ? "border-line bg-white text-muted" : "border-[#ffd7d8] bg-[#fff6f6]",
        compact ? "min-h-[84px]" : "min-h-[112px]",
      )}
      data-testid={testId}
      data-coupon-name={coupon.couponName}
    >
      <div
        className={clsx(
          "flex w-[110px] shrink-0 flex-col items-center justify-center px-2 text-center",
          faded ? "bg-[#767676] text-white" : "bg-brand text-white",
        )}
      >
        {/* One line: a long figure ("10% off") takes a smaller size instead of wrapping over the conditions. */}
        <p className="whitespace-nowrap font-semibold leading-none">
          {figure.prefix ? <span className="text-sm">{figure.prefix}</span> : null}
          <span className={figure.value.length > 5 ? "text-xl" : compact ? "text-2xl" : "text-3xl"}>
            {figure.value}
          </span>
        </p>
        <p className="mt-1.5 text-[11px] leading-4">{couponCondition(coupon, t)}</p>
      </div>
      <div className="flex min-w-0 flex-1 flex-col justify-center gap-1 px-3 py-2 text-xs">
        <p className="flex items-start gap-1.5">
          <span
            className={clsx(
              "mt-px shrink-0 px-1 text-[10px] leading-4 text-white",
              coupon.shopId === 0 ? "bg-[#b45309]" : "bg-brand",
            )}
          >
            {coupon.shopId === 0 ? t("platformTag") : t("shopTag")}
          </span>
          {/* Two lines before the name is cut: English names are long ("¥5 off, no minimum"). */}
          <span
            className={clsx("line-clamp-2 break-words font-semibold", faded ? "text-muted" : "text-ink")}
            title={coupon.couponName}
          >
            {coupon.couponName}
          </span>
        </p>
        {coupon.shopId !== 0 ? <p className="truncate text-subtle">{coupon.shopName}</p> : null}
        <p className="text-subtle">{t(`scope${coupon.suitableProdType}`)}</p>
        <p className="text-subtle">{valid}</p>
      </div>
      {action ? (
        <div className="flex w-[104px] shrink-0 flex-col items-center justify-center gap-1.5 px-2">{action}</div>
      ) : null}
      {stamp ? (
        <span
          className="absolute right-2 top-2 rotate-12 border border-subtle px-1.5 text-[11px] text-subtle"
          data-testid="coupon-stamp"
        >
          {stamp}
        </span>
      ) : null}
    </div>
  );
}
