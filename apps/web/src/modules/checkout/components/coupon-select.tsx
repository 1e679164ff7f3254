"use client";

import type { CouponOrderView } from "@souk/contract";
import { useTranslations } from "next-intl";
import { useId } from "react";

/**
 * The coupon of one shop order (or the platform coupon of the trade): a choice among the usable
 * ones (the server preselects the best) or none; the unusable ones are listed with the reason.
 */
export function CouponSelect({
  title,
  coupons,
  onChoose,
  testId,
}: {
  title: string;
  coupons: CouponOrderView[];
  /** The couponUserId chosen, or 0 for none. */
  onChoose: (couponUserId: number) => void;
  testId: string;
}) {
  const t = useTranslations("coupon");
  const id = useId();
  const usable = coupons.filter((c) => c.canUse);
  const unusable = coupons.filter((c) => !c.canUse);
  const chosen = coupons.find((c) => c.isChoose);
  if (coupons.length === 0) return null;
  return (
    <div className="text-xs" data-testid={testId}>
      <div className="flex items-center gap-3">
        <label htmlFor={id} className="text-subtle">
          {title}
        </label>
        {usable.length > 0 ? (
          <select
            id={id}
            value={chosen?.couponUserId ?? 0}
            onChange={(e) => onChoose(Number(e.target.value))}
            className="h-7 max-w-[360px] border border-line-strong px-1 text-xs focus:border-brand focus:outline-none max-md:h-11 max-md:min-w-0 max-md:flex-1"
            data-testid={`${testId}-select`}
          >
            <option value={0}>{t("noCoupon")}</option>
            {usable.map((c) => (
              <option key={c.couponUserId} value={c.couponUserId}>
                {c.couponName} · {t("saves", { amount: c.reduce.toFixed(2) })}
              </option>
            ))}
          </select>
        ) : (
          <span className="text-muted">{t("noneUsable")}</span>
        )}
      </div>
      {unusable.length > 0 ? (
        <details className="mt-1.5">
          <summary className="cursor-pointer text-subtle hover:text-brand">
            {t("unusable", { count: unusable.length })}
          </summary>
          <ul className="mt-1 flex flex-col gap-1 pl-3" data-testid={`${testId}-unusable`}>
            {unusable.map((c) => (
              <li key={c.couponUserId} className="text-muted">
                <span className="text-ink">{c.couponName}</span> — {c.unusableReason}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}
