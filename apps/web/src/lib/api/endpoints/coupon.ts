import type { CouponView, MyCouponCounts, MyCouponView, Page } from "@souk/contract";
import { endpoint } from "../endpoint";

/** Coupon center: the platform's coupons (login optional: `hasReceive` for a signed-in buyer). */
export const platformCouponsEndpoint = () => endpoint<CouponView[]>("GET", "/ma/coupon/general_coupon_list");
/** Coupon center and shop index: shop coupons (all shops, or one). */
export const shopCouponsEndpoint = (current: number, size: number, shopId?: number) =>
  endpoint<Page<CouponView>>("GET", "/ma/coupon/get_coupon_page", { query: { current, size, shopId } });
/** Product detail, shop index, cart: coupons of a shop (with spuId: those covering the product). */
export const shopOrSpuCouponsEndpoint = (shopId: number, spuId?: number) =>
  endpoint<CouponView[]>("GET", "/ma/coupon/get_shop_or_spu_coupon_list", { query: { shopId, spuId } });
/** A decorated page's coupon strip: the chosen coupons still on display, in the page's order. */
export const couponsByIdsEndpoint = (ids: readonly number[]) =>
  endpoint<CouponView[]>("GET", "/ma/coupon/by_ids", { query: { ids: ids.join(",") } });
export const receiveCouponEndpoint = (couponId: number) =>
  endpoint<string>("POST", "/p/my_coupon/receive", { body: { couponId } });
/** uc-coupons: status 0 expired, 1 unused, 2 used. */
export const myCouponsEndpoint = (status: number, current: number, size: number) =>
  endpoint<Page<MyCouponView>>("GET", "/p/my_coupon/get_page", { query: { status, current, size } });
export const myCouponCountsEndpoint = () =>
  endpoint<MyCouponCounts>("GET", "/p/my_coupon/get_my_coupons_status_or_type_count");
