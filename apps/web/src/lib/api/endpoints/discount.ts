import type { DiscountSpuView, DiscountView, Page } from "@souk/contract";
import { endpoint } from "../endpoint";

/** /special-discount: running (state 1) or upcoming (state 0) activities, countdowns in seconds on server time. */
export const discountListEndpoint = (state: 0 | 1, current: number, size: number) =>
  endpoint<Page<DiscountView>>("GET", "/ua/discount/list", { query: { state, current, size } });
export const discountInfoEndpoint = (discountId: number) =>
  endpoint<DiscountView>("GET", "/ua/discount/info", { query: { discountId } });
export const discountSpusEndpoint = (discountId: number, current: number, size: number) =>
  endpoint<Page<DiscountSpuView>>("GET", "/ua/discount/spu_page_by_discount_id", {
    query: { discountId, current, size },
  });
