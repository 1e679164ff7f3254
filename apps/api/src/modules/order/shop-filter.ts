import type { MerchantOrderSearch } from "@souk/contract";
import type { OrderFilter } from "./queries.ts";

/** The start of a mall day (UTC+8), plus whole days. */
export function mallDayStart(day: string, plusDays = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00+08:00`) + plusDays * 86_400_000);
}

/** A shop's orders under the console's search (deleted-by-buyer orders included: the shop still ships them). */
export function shopOrderFilter(shopId: number, s: MerchantOrderSearch): OrderFilter {
  return {
    shopId,
    includeDeleted: true,
    ...(s.orderNumber ? { orderNumber: s.orderNumber } : {}),
    ...(s.phone ? { phone: s.phone } : {}),
    ...(s.from ? { createdFrom: mallDayStart(s.from) } : {}),
    ...(s.to ? { createdBefore: mallDayStart(s.to, 1) } : {}),
  };
}
