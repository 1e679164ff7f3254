"use client";

import type { MemberBenefits } from "@souk/contract";
import { BadgePercent, Coins, Gift, Truck } from "lucide-react";
import { useTranslations } from "next-intl";
import { percentOff, zheOf } from "../lib/benefits";

/** A level's benefits, one per line (discount, free shipping, points multiplier, joining coupons). */
export function BenefitList({ b, testId }: { b: MemberBenefits; testId?: string }) {
  const t = useTranslations("member");
  const zhe = zheOf(b.discount);
  return (
    <ul className="flex flex-col gap-2 text-sm" data-testid={testId}>
      <li className="flex items-center gap-2">
        <BadgePercent size={16} className={zhe ? "text-brand" : "text-muted"} aria-hidden />
        <span className={zhe ? "text-ink" : "text-subtle"}>
          {zhe ? t("discount", { zhe, off: percentOff(b.discount) }) : t("noDiscount")}
        </span>
      </li>
      {b.freeShipping ? (
        <li className="flex items-center gap-2">
          <Truck size={16} className="text-brand" aria-hidden />
          {t("freeShipping")}
        </li>
      ) : null}
      {b.pointsMultiplier > 1 ? (
        <li className="flex items-center gap-2">
          <Coins size={16} className="text-brand" aria-hidden />
          {t("pointsMultiplier", { x: b.pointsMultiplier })}
        </li>
      ) : null}
      {b.couponIds.length > 0 ? (
        <li className="flex items-center gap-2">
          <Gift size={16} className="text-brand" aria-hidden />
          {t("coupons", { count: b.couponIds.length })}
        </li>
      ) : null}
    </ul>
  );
}
