import { z } from "zod";
import { pageQuery } from "../pagination.ts";

/*
 * Platform console — stores and dashboard: every shop with its status and the reason of
 * the platform's last change, the four status changes (each with a reason the shop owner reads in
 * the seller center) and the mall-wide dashboard. Amounts in fen; days are mall days (UTC+8).
 */

const chars = (v: string) => Array.from(v).length;

/** The platform's four changes of a shop's status. */
export const SHOP_STATUS_ACTIONS = ["offline", "online", "suspend", "reinstate"] as const;
export type ShopStatusAction = (typeof SHOP_STATUS_ACTIONS)[number];

/** `PUT /admin/shop/:shopId/{offline|online|suspend|reinstate}` {reason}: 1-200 characters, shown to the shop owner. */
export const shopStatusReasonBody = z.object({
  reason: z
    .string({ error: "v.shopStatusReason" })
    .trim()
    .refine((v) => chars(v) >= 1 && chars(v) <= 200 && !/[<>\p{Cc}]/u.test(v), { error: "v.shopStatusReason" }),
});
export type ShopStatusReasonBody = z.input<typeof shopStatusReasonBody>;

/**
 * Which shops `GET /admin/shop/page` lists: open (1), offline (2, and 5 awaiting re-online),
 * suspended (0), not yet open (3 approved but not open, 4 applying); absent: every shop.
 */
export const PLATFORM_SHOP_FILTERS = ["open", "offline", "suspended", "notOpen"] as const;
export type PlatformShopFilter = (typeof PLATFORM_SHOP_FILTERS)[number];

/** `GET /admin/shop/page?keyword=&status=`: shops whose Chinese or English name contains keyword. */
export const platformShopQuery = pageQuery.extend({
  keyword: z.string().trim().max(40, { error: "v.keyword" }).optional(),
  status: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(PLATFORM_SHOP_FILTERS, { error: "v.shopStatusFilter" }).optional(),
  ),
});

/** One shop in the platform's list. */
export const platformShop = z.object({
  shopId: z.number(),
  shopName: z.string(),
  shopNameEn: z.string(),
  shopLogo: z.string(),
  /** SHOP_STATUS. */
  status: z.number(),
  /** The filter the status falls under. */
  state: z.enum(PLATFORM_SHOP_FILTERS),
  /** "营业中" / "Open", "已下线" / "Taken offline", "已停业" / "Suspended", "未开业" / "Not yet open". */
  statusText: z.string(),
  /** The reason of the platform's last status change ("" when none). */
  reason: z.string(),
  /** When the platform last changed the status (null: never). */
  reasonTime: z.string().nullable(),
  /** Products on the shelf. */
  onShelf: z.number(),
  createTime: z.string(),
});
export type PlatformShop = z.infer<typeof platformShop>;

/**
 * `GET /m/shop/status-notice`: the shop's status and, when the platform changed it, why — the
 * seller center shows a banner whenever `status !== 1` or a reason is present for the current status.
 */
export const shopStatusNotice = z.object({
  status: z.number(),
  statusText: z.string(),
  /** The platform's last action on the shop (null: none). */
  action: z.enum(SHOP_STATUS_ACTIONS).nullable(),
  reason: z.string(),
  reasonTime: z.string().nullable(),
});
export type ShopStatusNotice = z.infer<typeof shopStatusNotice>;

/** One mall day's figures. */
export const mallDayFigures = z.object({
  day: z.string(),
  /** What buyers paid that day over every shop (refunds not deducted). */
  paidAmount: z.number(),
  paidOrders: z.number(),
  /** Distinct visitors of the mall's pages; null until the flow aggregation has run for the day. */
  visitors: z.number().nullable(),
  newMembers: z.number(),
  newShops: z.number(),
});
export type MallDayFigures = z.infer<typeof mallDayFigures>;

/** `GET /admin/dashboard`: today, the last 30 days (oldest first, today included) and the to-do counts. */
export const platformDashboard = z.object({
  today: mallDayFigures,
  trend: z.array(mallDayFigures),
  todo: z.object({
    /** Store applications under review. */
    storeApplications: z.number(),
  }),
});
export type PlatformDashboard = z.infer<typeof platformDashboard>;
