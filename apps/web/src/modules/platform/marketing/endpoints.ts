import type {
  CouponBody,
  FlashSaleAdminView,
  FlashSessionAdminView,
  GiftCardAdminView,
  GiftCardBatchIssued,
  GiftCardBatchView,
  MerchantCouponView,
  Page,
  PointsProductView,
  PromotionState,
} from "@souk/contract";
import { endpoint } from "@/lib/api/endpoint";

/** The platform console's marketing API (`/admin/…`), called with a platform-staff token. */

export interface CouponFilters {
  current: number;
  size: number;
  name?: string | undefined;
  state?: PromotionState | undefined;
}

/** Platform coupons (shopId 0) with collected and used counts. */
export const platformCouponPage = (q: CouponFilters) =>
  endpoint<Page<MerchantCouponView>>("GET", "/admin/coupon/page", { query: { ...q } });
export const createPlatformCoupon = (body: CouponBody) =>
  endpoint<{ couponId: number }>("POST", "/admin/coupon", { body });
export const updatePlatformCoupon = (couponId: number, body: CouponBody) =>
  endpoint<null>("PUT", `/admin/coupon/${couponId}`, { body });
export const endPlatformCoupon = (couponId: number) => endpoint<null>("PUT", `/admin/coupon/${couponId}/end`);

/** Flash-sale sessions (time slots): live (running and upcoming) or ended. */
export const flashSessions = (q: { current: number; size: number; when: "live" | "ended" }) =>
  endpoint<Page<FlashSessionAdminView>>("GET", "/admin/seckill/sessions", { query: { ...q } });
/** The shops' flash sales of a session (start in epoch seconds). */
export const flashSessionSales = (session: number, q: { current: number; size: number }) =>
  endpoint<Page<FlashSaleAdminView>>("GET", `/admin/seckill/sessions/${session}`, { query: { ...q } });
export const removeFlashSale = (seckillId: number, reason: string) =>
  endpoint<null>("PUT", `/admin/seckill/${seckillId}/remove`, { body: { reason } });

/** Points goods, listed or not. */
export const pointsGoods = (q: { current: number; size: number }) =>
  endpoint<Page<PointsProductView>>("GET", "/admin/points/products", { query: { ...q } });
export interface PointsGoodBody {
  prodId: number;
  points: number;
  cash: number;
  status: 0 | 1;
  seq: number;
}
export const savePointsGood = (body: PointsGoodBody) =>
  endpoint<{ prodId: number }>("PUT", "/admin/points/products", { body });

/** Gift cards: batches, cards, issue, void (the one CSV download is `download-csv.ts`). */
export const giftCardBatches = (q: { current: number; size: number }) =>
  endpoint<Page<GiftCardBatchView>>("GET", "/admin/giftcards/batches", { query: { ...q } });
export const issueGiftCardBatch = (body: { count: number; value: number; days: number }) =>
  endpoint<GiftCardBatchIssued>("POST", "/admin/giftcards/batches", { body });
export interface GiftCardFilters {
  current: number;
  size: number;
  batchNo?: string | undefined;
  cardNo?: string | undefined;
  status?: 0 | 1 | 9 | undefined;
}
export const giftCards = (q: GiftCardFilters) =>
  endpoint<Page<GiftCardAdminView>>("GET", "/admin/giftcards", { query: { ...q } });
export const voidGiftCard = (cardId: number, reason: string) =>
  endpoint<null>("PUT", `/admin/giftcards/${cardId}/void`, { body: { reason } });
