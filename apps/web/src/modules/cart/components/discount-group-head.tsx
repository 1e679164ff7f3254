"use client";

import type { ChooseDiscountItem } from "@souk/contract";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";

/** The head of a group of lines in one tier activity: its rule, what it takes off now and the next tier's hint. */
export function DiscountGroupHead({ d }: { d: ChooseDiscountItem }) {
  const t = useTranslations("cart");
  const td = useTranslations("discount");
  return (
    <div
      className="flex items-center gap-3 bg-[#fff4e8] px-12 py-1.5 text-xs text-ink"
      data-testid="cart-discount-head"
    >
      <span className="bg-brand px-1.5 py-0.5 text-white">{t("promotion")}</span>
      <Link href={`/discount-detail?discountId=${d.discountId}`} className="font-semibold hover:text-brand">
        {d.ruleText}
      </Link>
      {d.reduceAmount > 0 ? (
        <span className="text-brand" data-testid="cart-discount-reduced">
          {td("cartReduced", { amount: d.reduceAmount.toFixed(2) })}
        </span>
      ) : null}
      <span className="text-muted" data-testid="cart-discount-hint">
        {d.hint || td("topTier")}
      </span>
    </div>
  );
}
