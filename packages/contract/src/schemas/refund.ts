import { z } from "zod";
import { yuanToFen } from "../money.ts";
import { pageQuery } from "../pagination.ts";
import { orderNumberSchema } from "./order.ts";

/*
 * After-sales (refunds and returns), mall4cloud §3.11 / §4.2 on the mall4j `/p/` dialect:
 *   POST /p/orderRefund/apply           (mall4cloud /order_refund/apply)
 *   PUT  /p/orderRefund/edit            edit and resubmit a refused application
 *   PUT  /p/orderRefund/cancel          withdraw (mall4cloud /order_refund/cancel)
 *   PUT  /p/orderRefund/submitExpress   return logistics (mall4cloud /order_refund/submit_express)
 *   GET  /p/orderRefund/page?tab=       the buyer's applications (mall4cloud /order_refund/page)
 *   GET  /p/orderRefund/info?refundSn=  detail with timeline and negotiation history
 * Merchant: GET /m/refund/page, PUT /m/refund/accept|refuse|receive.
 * Amounts on the wire are yuan (2 decimals), fen inside.
 */

/** returnMoneySts (mall4cloud ReturnProcessStatusEnum) plus 6 "refused, editable" (transitions: apps/api/src/modules/refund/state.ts). */
export const RefundStatus = {
  APPLIED: 1,
  ACCEPTED: 2,
  SHIPPED: 3,
  /** Seller received the goods (or agreed to a refund only): the money is on its way. */
  REFUNDING: 4,
  SUCCESS: 5,
  REFUSED: 6,
  CLOSED: -1,
} as const;
export type RefundStatusValue = (typeof RefundStatus)[keyof typeof RefundStatus];
export const refundStatusSchema = z.literal([1, 2, 3, 4, 5, 6, -1]);

/** Statuses in which an application blocks another one for the same line (and the order's auto receipt). */
export const OPEN_REFUND_STATUSES: readonly RefundStatusValue[] = [1, 2, 3, 4, 6];

export const RefundApplyType = { REFUND_ONLY: 1, RETURN: 2 } as const;
/** closeType (mall4cloud RefundCloseType): 1 buyer withdrew, 2 seller refused, 3 timed out. */
export const RefundCloseType = { WITHDRAWN: 1, REFUSED: 2, TIMEOUT: 3 } as const;

export const REFUND_STATUS_TEXT: Record<RefundStatusValue, { zh: string; en: string }> = {
  1: { zh: "待商家处理", en: "Waiting for the shop" },
  2: { zh: "待买家退货", en: "Waiting for you to return the goods" },
  3: { zh: "待商家收货", en: "Waiting for the shop to receive the goods" },
  4: { zh: "退款中", en: "Refunding" },
  5: { zh: "退款成功", en: "Refund success" },
  6: { zh: "商家已拒绝", en: "Refused by the shop" },
  [-1]: { zh: "退款关闭", en: "Refund closed" },
};

/** Buyer reasons. `noReason7Days` only for products with the 7-day no-reason promise, within 7 days of receipt. */
export const REFUND_REASONS = {
  noReason7Days: { zh: "七天无理由退货", en: "7-day no-reason return" },
  notWanted: { zh: "不想要了", en: "No longer wanted" },
  wrongItem: { zh: "商品与描述不符", en: "Not as described" },
  quality: { zh: "质量问题", en: "Quality problem" },
  damaged: { zh: "商品破损", en: "Arrived damaged" },
  missing: { zh: "少件/漏发", en: "Missing parts or items" },
  notShipped: { zh: "未按约定时间发货", en: "Not shipped on time" },
  other: { zh: "其他", en: "Other" },
} as const;
export type RefundReason = keyof typeof REFUND_REASONS;
const reasonKeys = Object.keys(REFUND_REASONS) as [RefundReason, ...RefundReason[]];

/** Status tabs of uc-return: 0 all, 1 in progress, 2 refund success, 3 closed. */
export const REFUND_TABS = { 0: null, 1: [1, 2, 3, 4, 6], 2: [5], 3: [-1] } as const;

export const REFUND_DESC_MAX = 200;
export const REFUND_IMGS_MAX = 5;

export const refundSnSchema = z
  .string({ error: "v.refundSn" })
  .trim()
  .regex(/^\d{20,32}$/, { error: "v.refundSn" });

const yuanAmount = z.union([z.string(), z.number()], { error: "v.refundAmount" }).transform((v, ctx) => {
  try {
    const fen = yuanToFen(v);
    if (fen > 0) return fen;
  } catch {
    /* reported below */
  }
  ctx.addIssue({ code: "custom", message: "v.refundAmount" });
  return z.NEVER;
});

/** What the buyer fills in, for both apply and edit. Amount is yuan on the wire, fen after parsing. */
const applicationFields = {
  applyType: z.union([z.literal(1), z.literal(2)], { error: "v.applyType" }),
  refundCount: z.number({ error: "v.refundCount" }).int({ error: "v.refundCount" }).min(1, { error: "v.refundCount" }),
  refundAmount: yuanAmount,
  buyerReason: z.enum(reasonKeys, { error: "v.refundReason" }),
  buyerDesc: z
    .string({ error: "v.refundDesc" })
    .trim()
    .refine((v) => Array.from(v).length <= REFUND_DESC_MAX && !/[<>\p{Cc}]/u.test(v), { error: "v.refundDesc" })
    .optional()
    .default(""),
  imgUrls: z
    .array(z.string({ error: "v.pic" }).max(300, { error: "v.pic" }), { error: "v.refundImgs" })
    .max(REFUND_IMGS_MAX, { error: "v.refundImgs" })
    .optional()
    .default([]),
};

/**
 * `POST /p/orderRefund/apply` → RefundApplyResult. requestId (optional, client-made, 8-64 chars):
 * the same buyer sending the same requestId again gets the first answer and nothing changes.
 */
export const refundApplyBody = z.object({
  orderNumber: orderNumberSchema,
  orderItemId: z
    .number({ error: "v.orderItemId" })
    .int({ error: "v.orderItemId" })
    .positive({ error: "v.orderItemId" }),
  ...applicationFields,
  requestId: z
    .string({ error: "v.requestId" })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: "v.requestId" })
    .optional(),
});
export type RefundApplyBody = z.input<typeof refundApplyBody>;
export type RefundApplication = z.output<typeof refundApplyBody>;

/** `PUT /p/orderRefund/edit` — edit a refused application and submit it again. */
export const refundEditBody = z.object({ refundSn: refundSnSchema, ...applicationFields });
export type RefundEditBody = z.input<typeof refundEditBody>;

export const refundSnBody = z.object({ refundSn: refundSnSchema });

/** `PUT /p/orderRefund/submitExpress` — carrier and tracking number of the goods sent back. */
export const refundExpressBody = z.object({
  refundSn: refundSnSchema,
  carrier: z
    .string({ error: "v.carrier" })
    .trim()
    .refine((v) => Array.from(v).length >= 1 && Array.from(v).length <= 30 && !/[<>\p{Cc}]/u.test(v), {
      error: "v.carrier",
    }),
  trackingNumber: z
    .string({ error: "v.trackingNumber" })
    .trim()
    .regex(/^[A-Za-z0-9-]{4,40}$/, { error: "v.trackingNumber" }),
});
export type RefundExpressBody = z.input<typeof refundExpressBody>;

export const refundPageQuery = pageQuery.extend({
  tab: z.coerce
    .number({ error: "v.refundTab" })
    .int({ error: "v.refundTab" })
    .min(0, { error: "v.refundTab" })
    .max(3, { error: "v.refundTab" })
    .optional()
    .default(0),
});

/** `PUT /m/refund/refuse` — the reason is shown to the buyer. */
export const merchantRefuseBody = z.object({
  refundSn: refundSnSchema,
  reason: z
    .string({ error: "v.refuseReason" })
    .trim()
    .refine((v) => Array.from(v).length >= 1 && Array.from(v).length <= REFUND_DESC_MAX && !/[<>\p{Cc}]/u.test(v), {
      error: "v.refuseReason",
    }),
});
/** `PUT /m/refund/receive` — the goods came back; restock: put them back into stock (the shop chooses). */
export const merchantReceiveBody = z.object({
  refundSn: refundSnSchema,
  restock: z.boolean({ error: "v.restock" }).optional().default(false),
});

export const refundApplyResult = z.object({ refundSn: z.string(), status: refundStatusSchema });
export type RefundApplyResult = z.infer<typeof refundApplyResult>;

export const refundLine = z.object({
  orderItemId: z.number(),
  prodId: z.number(),
  prodName: z.string(),
  skuName: z.string(),
  pic: z.string(),
  price: z.number(),
  count: z.number(),
});
export type RefundLine = z.infer<typeof refundLine>;

export const refundListItem = z.object({
  refundSn: z.string(),
  orderNumber: z.string(),
  shopId: z.number(),
  shopName: z.string(),
  applyType: z.literal([1, 2]),
  status: refundStatusSchema,
  statusText: z.string(),
  closeType: z.number().nullable(),
  refundCount: z.number(),
  /** yuan */
  refundAmount: z.number(),
  item: refundLine,
  applyTime: z.string(),
  updateTime: z.string(),
});
export type RefundListItem = z.infer<typeof refundListItem>;

export const refundTimelineEntry = z.object({
  event: z.string(),
  /** Localized description. */
  text: z.string(),
  actor: z.enum(["buyer", "shop", "system", "payment"]),
  /** The negotiation message of this step (buyer explanation, refusal reason, tracking number). */
  message: z.string().nullable(),
  time: z.string(),
});
export type RefundTimelineEntry = z.infer<typeof refundTimelineEntry>;

export const refundDetailView = refundListItem.extend({
  buyerReason: z.enum(reasonKeys),
  buyerReasonText: z.string(),
  buyerDesc: z.string(),
  /** The stored proof photos (private keys) as sent with the application; an edit sends them back. */
  imgUrls: z.array(z.string()),
  /** The same photos as URLs the reader may load: the buyer's `/p/orderRefund/proof/…`, the shop's `/m/refund/proof/…`. */
  proofUrls: z.array(z.string()),
  rejectMessage: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** Where to send the goods back (the shop's return address). */
  returnAddress: z.object({ receiver: z.string(), mobile: z.string(), addr: z.string() }),
  /** The line's refundable share and what is already refunded (yuan). */
  maxRefundAmount: z.number(),
  payType: z.number().nullable(),
  /** Deadline of the current step (merchant answer or buyer logistics), ms, or null. */
  deadlineMs: z.number().nullable(),
  deadline: z.string().nullable(),
  canEdit: z.boolean(),
  canWithdraw: z.boolean(),
  canShip: z.boolean(),
  timeline: z.array(refundTimelineEntry),
});
export type RefundDetail = z.infer<typeof refundDetailView>;

/** What the storefront needs to open the apply form of a line. GET /p/orderRefund/applyInfo?orderNumber=&orderItemId= */
export const refundApplyInfoQuery = z.object({
  orderNumber: orderNumberSchema,
  orderItemId: z.coerce
    .number({ error: "v.orderItemId" })
    .int({ error: "v.orderItemId" })
    .positive({ error: "v.orderItemId" }),
});
export const refundApplyInfo = z.object({
  item: refundLine,
  orderNumber: z.string(),
  orderStatus: z.number(),
  /** Quantity still refundable. */
  maxCount: z.number(),
  /** yuan still refundable for the whole remaining quantity. */
  maxAmount: z.number(),
  /** Return and refund allowed (the goods were shipped). */
  canReturn: z.boolean(),
  /** The 7-day no-reason reason may be chosen. */
  noReasonReturn: z.boolean(),
  reasons: z.array(z.object({ key: z.enum(reasonKeys), text: z.string() })),
});
export type RefundApplyInfo = z.infer<typeof refundApplyInfo>;

/** `GET /p/orderRefund/proof/upload?path=<key>`: one of the buyer's own proof uploads. */
export const proofUploadQuery = z.object({
  path: z.string({ error: "v.pic" }).min(1, { error: "v.pic" }).max(200, { error: "v.pic" }),
});
