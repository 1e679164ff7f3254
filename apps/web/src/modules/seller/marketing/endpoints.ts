import type {
  CouponBody,
  DiscountBody,
  GroupActivityBody,
  MerchantCouponView,
  MerchantDiscountView,
  MerchantGroupActivityView,
  MerchantSeckillView,
  Page,
  PromotionState,
  SeckillBody,
} from "@souk/contract";
import { endpoint } from "@/lib/api/endpoint";

/** The seller center's promotion endpoints (`/m/…`, role with the marketing permission). */
export interface PromotionFilters {
  current: number;
  size: number;
  name?: string;
  state?: PromotionState;
}

/** A body as the form sends it (dates as ISO strings, the API coerces them). */
type Wire<T> = { [K in keyof T]: Exclude<T[K], undefined> extends Date ? string : T[K] };

export const couponPage = (q: PromotionFilters) =>
  endpoint<Page<MerchantCouponView>>("GET", "/m/coupon/page", { query: { ...q } });
export const createCoupon = (body: Wire<CouponBody>) => endpoint<{ couponId: number }>("POST", "/m/coupon", { body });
export const updateCoupon = (couponId: number, body: Wire<CouponBody>) =>
  endpoint<null>("PUT", `/m/coupon/${couponId}`, { body });
export const endCoupon = (couponId: number) => endpoint<null>("PUT", `/m/coupon/${couponId}/end`);

export const discountPage = (q: PromotionFilters) =>
  endpoint<Page<MerchantDiscountView>>("GET", "/m/discount/page", { query: { ...q } });
export const createDiscount = (body: Wire<DiscountBody>) =>
  endpoint<{ discountId: number }>("POST", "/m/discount", { body });
export const updateDiscount = (discountId: number, body: Wire<DiscountBody>) =>
  endpoint<null>("PUT", `/m/discount/${discountId}`, { body });
export const endDiscount = (discountId: number) => endpoint<null>("PUT", `/m/discount/${discountId}/end`);

export const groupBuyPage = (q: PromotionFilters) =>
  endpoint<Page<MerchantGroupActivityView>>("GET", "/m/group_activity/page", { query: { ...q } });
export const createGroupBuy = (body: Wire<GroupActivityBody>) =>
  endpoint<{ groupActivityId: number }>("POST", "/m/group_activity", { body });
export const updateGroupBuy = (id: number, body: Wire<GroupActivityBody>) =>
  endpoint<null>("PUT", `/m/group_activity/${id}`, { body });
export const endGroupBuy = (id: number) => endpoint<null>("PUT", `/m/group_activity/${id}/end`);

export const flashSalePage = (q: PromotionFilters) =>
  endpoint<Page<MerchantSeckillView>>("GET", "/m/seckill/page", { query: { ...q } });
export const createFlashSale = (body: Wire<SeckillBody>) =>
  endpoint<{ seckillId: number }>("POST", "/m/seckill", { body });
export const updateFlashSale = (id: number, body: Wire<SeckillBody>) =>
  endpoint<null>("PUT", `/m/seckill/${id}`, { body });
export const endFlashSale = (id: number) => endpoint<null>("PUT", `/m/seckill/${id}/end`);
