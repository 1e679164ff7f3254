import { z } from "zod";
import { idOrZeroSchema } from "../validation.ts";

/*
 * Flow analytics (spec parts 3, 4 and 7; reference §3.19). The storefront reports page views and
 * add-to-cart clicks to `POST /p/flowAnalysisLog` (signed in) or `POST /flowAnalysisLog` (visitors),
 * one event object or a list of at most FLOW_MAX_BATCH. The user is the token's, never the body's.
 */

/**
 * Page ids: client-defined numbering (reference §3.19, MCU's table extended to every route of
 * spec part 2). The server accepts only these; another id is dropped and counted.
 */
export const FLOW_PAGE = {
  home: 1,
  productDetail: 2,
  productList: 3,
  shopSearch: 4,
  shopIndex: 5,
  notices: 6,
  login: 7,
  terms: 8,
  decoratePage: 9,
  cart: 201,
  orderDetail: 202,
  orderList: 203,
  pay: 204,
  settlement: 206,
  invoice: 208,
  writeComment: 209,
  userCenter: 301,
  other: 999,
} as const;
export type FlowPageKey = keyof typeof FLOW_PAGE;
export type FlowPageId = (typeof FLOW_PAGE)[FlowPageKey];
export const FLOW_PAGE_IDS: ReadonlySet<number> = new Set(Object.values(FLOW_PAGE));

/** Readable page names for reports (zh / en). */
export const FLOW_PAGE_NAMES: Record<FlowPageId, { zh: string; en: string }> = {
  1: { zh: "首页", en: "Home" },
  2: { zh: "商品详情", en: "Product detail" },
  3: { zh: "商品列表", en: "Product list" },
  4: { zh: "店铺搜索", en: "Shop search" },
  5: { zh: "店铺首页", en: "Shop home" },
  6: { zh: "公告", en: "Notices" },
  7: { zh: "登录注册", en: "Sign in" },
  8: { zh: "协议", en: "Terms" },
  9: { zh: "微页面", en: "Micro page" },
  201: { zh: "购物车", en: "Cart" },
  202: { zh: "订单详情", en: "Order detail" },
  203: { zh: "订单列表", en: "Order list" },
  204: { zh: "支付", en: "Payment" },
  206: { zh: "结算", en: "Checkout" },
  208: { zh: "发票", en: "Invoice" },
  209: { zh: "评价", en: "Review" },
  301: { zh: "个人中心", en: "User center" },
  999: { zh: "其他", en: "Other" },
};

/** 1 page view, 2 share view, 3 click, 4 add to cart (reference §3.19 FlowVisitEnum). */
export const FLOW_VISIT = { view: 1, share: 2, click: 3, addToCart: 4 } as const;
/** 1 PC (this storefront), 2 H5, 3 mini-program, 4 Android, 5 iOS. */
export const FLOW_SYSTEM_PC = 1;
export const FLOW_MAX_BATCH = 50;

const visitorId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);
const smallInt = (max: number) => z.number().int().min(0).max(max);
const orderNumbers = z
  .union([z.string().max(400), z.array(z.string()).max(20)])
  .transform((v) => (Array.isArray(v) ? v : v.split(",")).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string().regex(/^\d{10,32}$/)).max(20));

/**
 * One event as the browser sends it. Unknown fields are dropped, except `userId`, which the
 * service checks against the token (a different one is a forgery: the event is dropped).
 * `bizData` is the product id on the detail page and on add to cart (a string or a number).
 */
export const flowEvent = z.object({
  uuid: visitorId,
  uuidSession: visitorId,
  pageId: smallInt(9999),
  prevPageId: smallInt(9999).optional().default(0),
  step: z.number().int().min(1).max(100_000),
  visitType: z
    .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])
    .optional()
    .default(1),
  systemType: z.number().int().min(1).max(5).optional().default(FLOW_SYSTEM_PC),
  bizType: z.number().int().min(0).max(99).optional(),
  bizData: z
    .union([z.string().regex(/^\d{1,10}$/), z.number().int().min(1).max(2_147_483_647)])
    .optional()
    .transform((v) => (v === undefined ? undefined : Number(v))),
  nums: z.number().int().min(1).max(9999).optional(),
  shopId: z.number().int().min(1).max(2_147_483_647).optional(),
  orderNumbers: orderNumbers.optional(),
  userId: z.unknown().optional(),
});
export type FlowEventInput = z.input<typeof flowEvent>;
export type FlowEvent = z.output<typeof flowEvent>;

/** What the log call answers: how many events were kept and how many dropped. */
export const flowLogResult = z.object({ accepted: z.number(), dropped: z.number() });
export type FlowLogResult = z.infer<typeof flowLogResult>;

export const flowDaySchema = z.string({ error: "v.flowDay" }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: "v.flowDay" });

/** `GET /m/flow/report?day=yyyy-MM-dd` (the staff's shop). */
export const flowReportQuery = z.object({ day: flowDaySchema });
/** `GET /admin/flow/report?day=&shopId=`: the platform's view; shopId 0 or absent = the whole mall. */
export const platformFlowReportQuery = z.object({ day: flowDaySchema, shopId: idOrZeroSchema.optional() });

export const flowPageRow = z.object({ pageId: z.number(), pageName: z.string(), pv: z.number(), uv: z.number() });
export type FlowPageRow = z.infer<typeof flowPageRow>;
export const flowSourceRow = z.object({
  pageId: z.number(),
  pageName: z.string(),
  prevPageId: z.number(),
  prevPageName: z.string(),
  pv: z.number(),
});
export type FlowSourceRow = z.infer<typeof flowSourceRow>;
export const flowFunnelRow = z.object({
  /** 0 = the shop's (or the mall's) total. */
  prodId: z.number(),
  prodName: z.string(),
  viewers: z.number(),
  carters: z.number(),
  orderers: z.number(),
  payers: z.number(),
});
export type FlowFunnelRow = z.infer<typeof flowFunnelRow>;
/** One day of one shop (shopId 0 = the whole mall): pages, sources, and the funnel per product. */
export const flowReport = z.object({
  day: z.string(),
  shopId: z.number(),
  /** False when the day has not been aggregated yet (the job runs after midnight, China time). */
  aggregated: z.boolean(),
  pages: z.array(flowPageRow),
  sources: z.array(flowSourceRow),
  funnel: z.array(flowFunnelRow),
});
export type FlowReport = z.infer<typeof flowReport>;
