import { yuanToFen, type Locale, type ProdActivityBadge, type ProductActivityView } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { pick } from "../../infra/http/locale.ts";
import { discountServiceOf } from "./service.ts";

/** The card badge of a running limited-time price. */
export function discountBadge(a: ProductActivityView, locale: Locale): ProdActivityBadge {
  return { type: "discount", label: pick(locale, "限时特惠", "Limited-time offer"), ...a };
}

/**
 * Adds the running limited-time price (from the card's price, which is the lowest SKU price) to
 * product cards: a "discount" badge on search/list cards, `activity` on decoration cards. Cards are
 * changed in place and answered, so callers keep their order and paging.
 */
export async function withDiscountBadges<
  T extends { prodId: number; shopId: number; price: number; activities: ProdActivityBadge[] },
>(ctx: AppContext, cards: T[], locale: Locale): Promise<T[]> {
  const acts = await discountServiceOf(ctx).productActivities(
    cards.map((c) => ({ prodId: c.prodId, shopId: c.shopId, price: yuanToFen(c.price) })),
  );
  for (const c of cards) {
    const a = acts.get(c.prodId);
    if (a) c.activities = [...c.activities.filter((b) => b.type !== "discount"), discountBadge(a, locale)];
  }
  return cards;
}

export async function withDiscountActivity<
  T extends { prodId: number; shopId: number; price: number; activity?: ProductActivityView },
>(ctx: AppContext, cards: T[]): Promise<T[]> {
  const acts = await discountServiceOf(ctx).productActivities(
    cards.map((c) => ({ prodId: c.prodId, shopId: c.shopId, price: yuanToFen(c.price) })),
  );
  for (const c of cards) {
    const a = acts.get(c.prodId);
    if (a) c.activity = a;
  }
  return cards;
}
