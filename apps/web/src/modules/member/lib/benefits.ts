import type { MemberBenefits } from "@souk/contract";

/** 95 (per cent paid) → "9.5" (折), 90 → "9"; null when the level gives no discount. */
export function zheOf(discount: number): string | null {
  if (discount >= 100) return null;
  return String(discount / 10);
}

/** Percent off for English: 95 → 5. */
export function percentOff(discount: number): number {
  return 100 - discount;
}

/** Growth progress towards the next level, 0–100 (100 at the top). */
export function progressPercent(growth: number, from: number, to: number | null): number {
  if (to === null || to <= from) return 100;
  return Math.max(0, Math.min(100, Math.round(((growth - from) / (to - from)) * 100)));
}

export function hasAnyBenefit(b: MemberBenefits): boolean {
  return b.discount < 100 || b.freeShipping || b.pointsMultiplier > 1 || b.couponIds.length > 0;
}
