/**
 * The coupon module's public face: what other modules may use. Everything else under
 * modules/coupon/ is internal (eslint rule souk/module-edges).
 */
export { OfferedCoupons } from "./components/offered-coupons";
export { ShopCoupons } from "./components/shop-coupons";
export { UcCouponsPage } from "./components/uc-coupons";
