import { type ConfirmOrderView } from "@souk/contract";

/** The coupon choice after the buyer picked `id` (0 = none) among `group`: the other groups keep theirs. */
export function replaceCoupon(view: ConfirmOrderView, group: { couponUserId: number }[], id: number): number[] {
  const inGroup = new Set(group.map((c) => c.couponUserId));
  return [...view.couponIds.filter((c) => !inGroup.has(c)), ...(id > 0 ? [id] : [])];
}
