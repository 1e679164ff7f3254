"use client";

import type { CouponView } from "@souk/contract";
import { useTranslations } from "next-intl";
import { CollectButton } from "./collect-button";
import { CouponTicket } from "./coupon-ticket";

/** A coupon of the coupon center: the ticket, the remaining share and the collect state. */
export function CenterCoupon({ coupon, onChange }: { coupon: CouponView; onChange: () => void }) {
  const t = useTranslations("coupon");
  return (
    <CouponTicket
      coupon={coupon}
      faded={coupon.receiveState === 3}
      testId="center-coupon"
      action={
        <>
          <div
            className="h-1.5 w-20 overflow-hidden rounded-full bg-[#ffd7d8]"
            role="meter"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={coupon.remainPercent}
            aria-label={t("remain", { percent: coupon.remainPercent })}
          >
            <div className="h-full bg-brand" style={{ width: `${coupon.remainPercent}%` }} />
          </div>
          <span className="text-[11px] text-subtle" data-testid="coupon-remain">
            {t("remain", { percent: coupon.remainPercent })}
          </span>
          <CollectButton coupon={coupon} onCollected={onChange} />
        </>
      }
    />
  );
}
