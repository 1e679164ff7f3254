"use client";

import type { MerchantCouponView, PromotionState } from "@souk/contract";
import { Tag } from "antd";
import { useTranslations } from "next-intl";

// Solid dark colours: antd's light tags are below AA contrast.
const COLOURS: Record<PromotionState, string | undefined> = {
  upcoming: "#0958d9",
  running: "#237804",
  ended: undefined,
};

/** A promotion's state as the list's filter names it. */
export function StateTag({ state }: { state: PromotionState }) {
  const t = useTranslations("seller.marketing.states");
  return <Tag color={COLOURS[state]}>{t(state)}</Tag>;
}

/** A coupon's state as the list filter computes it on the server (collecting from launchTime). */
export function couponState(c: MerchantCouponView): PromotionState {
  if (c.status !== 1) return "ended";
  const now = Date.now();
  if (Date.parse(`${c.endTime.replace(" ", "T")}+08:00`) <= now) return "ended";
  if (Date.parse(`${c.launchTime.replace(" ", "T")}+08:00`) > now) return "upcoming";
  return "running";
}
