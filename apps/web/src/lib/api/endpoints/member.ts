import type {
  BalanceInfo,
  MemberBuyResult,
  MemberInfo,
  MemberLevelView,
  MemberOrderStatus,
  MemberPeriodView,
} from "@souk/contract";
import { endpoint } from "../endpoint";

/** Membership: levels and benefits (member-equity), the buyer's center, periods and buying one. */
export const memberLevelsEndpoint = () => endpoint<MemberLevelView[]>("GET", "/ma/member/levels");
export const memberPeriodsEndpoint = () => endpoint<MemberPeriodView[]>("GET", "/ma/member/periods");
export const memberInfoEndpoint = () => endpoint<MemberInfo>("GET", "/p/member/info");
export const memberBuyEndpoint = (body: { periodId: number; payType: 1 | 2 }) =>
  endpoint<MemberBuyResult>("POST", "/p/member/buy", { body });
export const memberOrderEndpoint = (orderNo: string) =>
  endpoint<MemberOrderStatus>("GET", `/p/member/order/${orderNo}`);
export const memberBalanceEndpoint = () => endpoint<BalanceInfo>("GET", "/p/user/balance");
