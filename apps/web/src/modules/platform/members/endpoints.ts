import type {
  BalanceAdjustBody,
  BalanceLogRecord,
  GiftCard,
  MemberInfo,
  OrderListItem,
  Page,
  PlatformGrowthLog,
  PlatformMember,
  PlatformMemberStatusBody,
  PointsLogRecord,
} from "@souk/contract";
import { endpoint } from "@/lib/api/endpoint";

/** The platform API's members routes (`/admin/members/…`, `/admin/wallet|points/adjust`, `/admin/member/…`). */
type Paged = { current: number; size: number };

export const memberPage = (q: Paged & { keyword?: string }) =>
  endpoint<Page<PlatformMember>>("GET", "/admin/members/page", { query: { ...q, keyword: q.keyword || undefined } });
export const memberOne = (userId: number) => endpoint<PlatformMember>("GET", `/admin/members/${userId}`);
export const memberOrders = (userId: number, q: Paged & { status?: number }) =>
  endpoint<Page<OrderListItem>>("GET", `/admin/members/${userId}/orders`, { query: { ...q } });
export const memberBalanceLog = (userId: number, q: Paged) =>
  endpoint<Page<BalanceLogRecord>>("GET", `/admin/members/${userId}/balance-log`, { query: { ...q } });
export const memberPointsLog = (userId: number, q: Paged) =>
  endpoint<Page<PointsLogRecord>>("GET", `/admin/members/${userId}/points-log`, { query: { ...q } });
export const memberInfo = (userId: number) => endpoint<MemberInfo>("GET", `/admin/members/${userId}/member`);
export const memberGrowthLog = (userId: number) =>
  endpoint<PlatformGrowthLog[]>("GET", `/admin/members/${userId}/growth-log`);
export const memberGiftCards = (userId: number) => endpoint<GiftCard[]>("GET", `/admin/members/${userId}/gift-cards`);
export const setMemberStatus = (userId: number, body: PlatformMemberStatusBody) =>
  endpoint<PlatformMember>("PUT", `/admin/members/${userId}/status`, { body });
export const adjustBalance = (body: BalanceAdjustBody) =>
  endpoint<{ applied: boolean; balance: number }>("POST", "/admin/wallet/adjust", { body });
export const adjustPoints = (body: { userId: number; points: number; reason: string; requestId: string }) =>
  endpoint<{ applied: boolean; points: number }>("POST", "/admin/points/adjust", { body });

/** A level as the platform edits it (both names, benefits). */
export interface AdminLevel {
  levelId: number;
  nameZh: string;
  nameEn: string;
  needGrowth: number;
  paid: boolean;
  discount: number;
  freeShipping: boolean;
  pointsMultiplier: number;
  couponIds: number[];
}
export interface AdminPeriod {
  periodId: number;
  nameZh: string;
  nameEn: string;
  days: number;
  price: number;
}
export const memberLevels = () => endpoint<AdminLevel[]>("GET", "/admin/member/levels");
export const addMemberLevel = (body: { nameZh: string; nameEn: string; needGrowth: number; paid: boolean }) =>
  endpoint<AdminLevel>("POST", "/admin/member/levels", { body });
export const editMemberLevel = (levelId: number, body: { nameZh: string; nameEn: string; needGrowth: number }) =>
  endpoint<AdminLevel>("PUT", `/admin/member/levels/${levelId}`, { body });
export const setLevelBenefits = (
  levelId: number,
  body: { discount: number; freeShipping: boolean; pointsMultiplier: number; couponIds: number[] },
) => endpoint<AdminLevel>("PUT", `/admin/member/levels/${levelId}/benefits`, { body });
export const memberPeriods = () => endpoint<AdminPeriod[]>("GET", "/admin/member/periods");
export const setMemberPeriods = (body: {
  periods: { nameZh: string; nameEn: string; days: number; price: number | string }[];
}) => endpoint<AdminPeriod[]>("PUT", "/admin/member/periods", { body });
/** The platform coupons on offer (the coupon center's list): what a level may give on joining. */
export const platformCoupons = () =>
  endpoint<{ couponId: number; couponName: string }[]>("GET", "/ma/coupon/general_coupon_list");
