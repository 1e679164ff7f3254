import { z } from "zod";
import { couponOrderView } from "./coupon.ts";
import { chooseDiscountItem, productActivityView } from "./discount.ts";
import { pageQuery } from "../pagination.ts";
import { idOrZeroSchema, idSchema, jsonInteger } from "../validation.ts";
import { addressView } from "./address.ts";
import { orderFieldValue, orderFieldView } from "./freight.ts";
import { ORDER_COUNT_KEYS, type OrderCountData } from "./user.ts";

/*
 * Checkout (`/submit-order`) and orders (uc-order, `/order-detail`). Order numbers and pay numbers
 * are strings of digits (time prefix + random, not guessable); an order of another buyer answers
 * A03000 (404) exactly like an unknown one. Amounts are yuan (2 decimals) on the wire.
 */

// ---------------------------------------------------------------- statuses

/**
 * Stored order statuses (mall4j OrderStatus) and the spec's labels (part 4).
 *
 * | status | mall4j       | label (tab)        | also counted as | meaning                                   |
 * |--------|--------------|--------------------|-----------------|-------------------------------------------|
 * | 1      | UNPAY        | pendingPayment     |                 | submitted, waiting for payment (30 min)   |
 * | 2      | PADYED       | pendingDelivery    |                 | paid, the shop has to ship                |
 * | 3      | CONSIGNMENT  | pendingReceipt     | shipped         | shipped, the buyer has to confirm receipt |
 * | 4      | CONFIRM      | pendinEvaluation   | completed       | received, items can be reviewed           |
 * | 5      | SUCCESS      | evaluated          | completed       | every item reviewed: finished             |
 * | 6      | CLOSE        | canceled           |                 | cancelled (buyer, or unpaid timeout)      |
 * | 7      | WAIT_GROUP   | grouping           |                 | paid, waiting for a group (group buy)     |
 *
 * Transitions (one table on the server, apps/api/src/modules/order/state.ts):
 * 1 →pay→ 2, 1 →cancel/timeout→ 6, 2 →ship→ 3, 3 →receive (buyer or auto after N days)→ 4,
 * 4 →all items reviewed→ 5; group buy (later): 1 →pay→ 7, 7 →group formed→ 2, 7 →group failed→ 6.
 */
export const OrderStatus = {
  UNPAY: 1,
  PAYED: 2,
  CONSIGNMENT: 3,
  CONFIRM: 4,
  SUCCESS: 5,
  CLOSE: 6,
  WAIT_GROUP: 7,
} as const;
export type OrderStatusValue = (typeof OrderStatus)[keyof typeof OrderStatus];

/** The label of each stored status (the status text on an order card). */
export const ORDER_STATUS_LABELS: Record<OrderStatusValue, string> = {
  1: "pendingPayment",
  2: "pendingDelivery",
  3: "pendingReceipt",
  4: "pendinEvaluation",
  5: "evaluated",
  6: "canceled",
  7: "grouping",
};

/**
 * Statuses counted under each key of `orderCountData` (`GET /p/myOrder/orderCount`, and
 * `/p/user/centerInfo`): "shipped" is the same set as pendingReceipt, "completed" is every
 * received order (4 and 5).
 */
export const ORDER_COUNT_STATUSES: Record<keyof OrderCountData, readonly OrderStatusValue[]> = {
  pendingPayment: [1],
  pendingDelivery: [2],
  pendingReceipt: [3],
  pendinEvaluation: [4],
  evaluated: [5],
  shipped: [3],
  completed: [4, 5],
  canceled: [6],
  grouping: [7],
};

/**
 * The stored statuses each `status` filter of `GET /p/myOrder/myOrder` lists (0, every order, is
 * absent): 1-7 themselves, 8 the "shipped" label and 9 the "completed" label, counted the same way
 * as ORDER_COUNT_STATUSES so a tab's number and its list agree.
 */
export const MY_ORDER_STATUS_FILTERS: Record<number, readonly OrderStatusValue[]> = {
  1: [1],
  2: [2],
  3: [3],
  4: [4],
  5: [5],
  6: [6],
  7: [7],
  8: ORDER_COUNT_STATUSES.shipped,
  9: ORDER_COUNT_STATUSES.completed,
};

/** Close reasons of a cancelled order (mall4cloud OrderCloseType). */
export const OrderCloseType = { TIMEOUT: 1, REFUND: 2, BUYER_CANCEL: 4 } as const;

/** Unpaid orders cancel themselves after this many minutes (and release their stock). */
export const ORDER_UNPAID_MINUTES = 30;

// ---------------------------------------------------------------- field rules

export const orderNumberSchema = z
  .string({ error: "v.orderNumber" })
  .trim()
  .regex(/^\d{20,32}$/, { error: "v.orderNumber" });
export const payNoSchema = z
  .string({ error: "v.payNo" })
  .trim()
  .regex(/^\d{20,32}$/, { error: "v.payNo" });

/**
 * The buyer's order note (spec part 5: "note max 100 or 200 characters; not all spaces", ADR 0042):
 * at most ORDER_REMARKS_MAX characters on a shop's order (normal, flash sale, group buy), at most
 * POINTS_REMARKS_MAX on a points-mall order; characters, not UTF-16 units (an emoji is one); a note
 * of only spaces is refused (an empty note is fine); kept trimmed.
 */
export const ORDER_REMARKS_MAX = 200;
export const POINTS_REMARKS_MAX = 100;
export function orderNoteSchema(max: number, key: "v.remarks" | "v.remarksPoints") {
  return z
    .string({ error: key })
    .refine((v) => Array.from(v).length <= max, { error: key, abort: true })
    .refine((v) => v === "" || v.trim() !== "", { error: "v.remarksBlank" })
    .transform((v) => v.trim());
}
export const remarksSchema = orderNoteSchema(ORDER_REMARKS_MAX, "v.remarks");

/** Taxpayer ID (unified social credit code and older forms): 15, 18 or 20 uppercase letters or digits. */
export const TAX_NUMBER_PATTERN = /^(?:[0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})$/;

/** 0 no invoice, 1 normal electronic invoice. */
export const InvoiceType = { NONE: 0, NORMAL_ELECTRONIC: 1 } as const;
/** 1 personal, 2 unit (company). */
export const InvoiceHeaderType = { PERSONAL: 1, UNIT: 2 } as const;
export const INVOICE_HEADER_NAME_MAX = 100;

/**
 * The invoice choice at submit. `type` is accepted as an alias of `invoiceType`.
 * Messages (spec part 5 'invoice hints'): personal → "enter 'personal' or the personal name";
 * unit → "enter the unit name", "enter the taxpayer ID", "enter the correct taxpayer ID";
 * a header type other than 1/2 → "choose personal or unit".
 */
export const invoiceChoiceSchema = z.preprocess(
  (v) =>
    v && typeof v === "object" && !("invoiceType" in v) && "type" in v
      ? { ...v, invoiceType: (v as { type: unknown }).type }
      : v,
  z
    .object({
      invoiceType: z.union([z.literal(0), z.literal(1)], { error: "v.invoiceType" }),
      headerType: z.unknown().optional(),
      headerName: z.string({ error: "v.invoiceUnitName" }).optional(),
      taxNumber: z.string({ error: "v.taxNumber" }).optional(),
    })
    .superRefine((v, ctx) => {
      if (v.invoiceType === 0) return;
      if (v.headerType !== 1 && v.headerType !== 2) {
        ctx.addIssue({ code: "custom", path: ["headerType"], message: "v.invoiceHeader" });
        return;
      }
      const name = (v.headerName ?? "").trim();
      const nameOk = name !== "" && Array.from(name).length <= INVOICE_HEADER_NAME_MAX && !/[<>\p{Cc}]/u.test(name);
      if (!nameOk)
        ctx.addIssue({
          code: "custom",
          path: ["headerName"],
          message: v.headerType === 1 ? "v.invoicePersonalName" : "v.invoiceUnitName",
        });
      if (v.headerType === 2) {
        const tax = (v.taxNumber ?? "").trim();
        if (tax === "") ctx.addIssue({ code: "custom", path: ["taxNumber"], message: "v.taxNumberRequired" });
        else if (!TAX_NUMBER_PATTERN.test(tax))
          ctx.addIssue({ code: "custom", path: ["taxNumber"], message: "v.taxNumber" });
      }
    })
    .transform((v) =>
      v.invoiceType === 0
        ? { invoiceType: 0 as const }
        : {
            invoiceType: 1 as const,
            headerType: v.headerType as 1 | 2,
            headerName: (v.headerName ?? "").trim(),
            taxNumber: v.headerType === 2 ? (v.taxNumber ?? "").trim() : "",
          },
    ),
);
export type InvoiceChoice = z.output<typeof invoiceChoiceSchema>;

// ---------------------------------------------------------------- confirm and submit

/** Buy now from the detail page (skips the cart). shopId is ignored (derived on the server). */
export const buyNowSchema = z.object({
  prodId: idSchema,
  skuId: idSchema,
  count: z.preprocess(
    jsonInteger,
    z
      .number({ error: "v.buyCount" })
      .int({ error: "v.buyCount" })
      .min(1, { error: "v.buyCount" })
      .max(999, { error: "v.buyCount" }),
  ),
  shopId: idOrZeroSchema.optional(),
});

/**
 * `POST /p/order/confirm` → ConfirmOrderView. Either `basketIds` (selected cart lines; more than
 * CART_SETTLE_MAX answers A00001 'please order separately') or `buyNow`. `addrId` picks the
 * address shown (absent or 0: the default address). Answers a one-time `submitToken` valid 10 minutes.
 */
export const confirmOrderBody = z
  .object({
    basketIds: z
      .array(idSchema, { error: "v.orderItems" })
      .min(1, { error: "v.orderItems" })
      .max(500, { error: "v.orderItems" })
      .optional(),
    buyNow: buyNowSchema.optional(),
    addrId: idOrZeroSchema.optional(),
    /**
     * Coupons (mall4cloud OrderDTO): 0 or absent = the server picks the best shop coupon per shop
     * order and the best platform coupon; 1 = use exactly `couponIds` (couponUserIds of the buyer;
     * empty = none). Every id is checked; one that cannot be used here answers a clear refusal.
     */
    userChangeCoupon: z.coerce.number().int().min(0).max(1).optional().default(0),
    couponIds: z.array(idSchema, { error: "v.couponId" }).max(50, { error: "v.couponId" }).optional().default([]),
    /**
     * Points to spend (mall4cloud isScorePay + userUseScore): a multiple of 10, at most what the
     * buyer holds (more: 'Not enough points'); the pipeline uses at most the mall's share of the
     * goods (the confirm answers `usedPoints` and `maxUsablePoints`). Absent or 0: none.
     */
    usePoints: z.preprocess(
      (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v),
      z
        .number({ error: "v.points" })
        .int({ error: "v.points" })
        .min(0, { error: "v.points" })
        .max(100_000_000, { error: "v.points" })
        .refine((n) => n % 10 === 0, { error: "v.points" })
        .optional(),
    ),
  })
  .refine((v) => (v.basketIds ? 1 : 0) + (v.buyNow ? 1 : 0) === 1, { error: "v.orderItems", path: ["basketIds"] });
export type ConfirmOrderBody = z.input<typeof confirmOrderBody>;

export const orderShopParamSchema = z.object({
  shopId: idSchema,
  remarks: remarksSchema.optional().default(""),
  /** The shop's order-message fields as filled in (required ones must be: A00030). */
  fields: z.array(orderFieldValue).max(5).optional().default([]),
});

/**
 * `POST /p/order/submit` → SubmitOrderResult. The token comes from confirm and creates orders once:
 * submitting a used token again answers the first submit's result (same payNo), an unknown token
 * A03002 ('Order status has changed' / 'Please do not submit orders at the same time'), an expired
 * one A03003. Insufficient stock answers A03010 and creates nothing.
 * `orderShopParam` (mall4j spelling) is accepted as an alias of `orderShopParams`. The mall4j body
 * is `{orderShopParam}` only: without `submitToken` the buyer's latest usable confirm is submitted
 * (none: A03003), without `addrId` the address that confirm showed.
 */
export const submitOrderBody = z.preprocess(
  (v) =>
    v && typeof v === "object" && !("orderShopParams" in v) && "orderShopParam" in v
      ? { ...v, orderShopParams: (v as { orderShopParam: unknown }).orderShopParam }
      : v,
  z
    .object({
      submitToken: z
        .string({ error: "v.submitToken" })
        .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: "v.submitToken" })
        .optional(),
      addrId: z
        .preprocess(
          jsonInteger,
          z
            .number({ error: "v.addrId" })
            .int({ error: "v.addrId" })
            .min(1, { error: "v.addrId" })
            .max(2_147_483_647, { error: "v.addrId" }),
        )
        .optional(),
      orderShopParams: z.array(orderShopParamSchema).max(100).optional().default([]),
      invoice: invoiceChoiceSchema.optional(),
      /**
       * Optional: the couponUserIds to use (else the choice confirm made). Checked again on the
       * server like confirm's choice; amounts sent by the client are ignored (dropped).
       */
      couponIds: z.array(idSchema, { error: "v.couponId" }).max(50, { error: "v.couponId" }).optional(),
    })
    // Our clients send the token and must name the address; only the mall4j body (no token) leaves it to the server.
    .refine((v) => v.submitToken === undefined || v.addrId !== undefined, { error: "v.addrId", path: ["addrId"] }),
);
export type SubmitOrderBody = z.input<typeof submitOrderBody>;

/** One line of the confirm view (and of an order). */
export const orderLineView = z.object({
  prodId: z.number(),
  skuId: z.number(),
  /** Present when the line came from the cart. */
  basketId: z.number().nullable(),
  prodName: z.string(),
  skuName: z.string(),
  pic: z.string(),
  /** The unit price the buyer pays: the running limited-time price when there is one. */
  price: z.number(),
  count: z.number(),
  /** price × count: the line at the activity price (shop discounts, coupons and points come after). */
  productTotalAmount: z.number(),
  /** The SKU's own price when a limited-time price set `price` (shown struck through). */
  listPrice: z.number().optional(),
  /** The limited-time activity that set `price` (its badge), or null. */
  activity: productActivityView.nullable().optional(),
});
export type OrderLineView = z.infer<typeof orderLineView>;

/** The amounts of one shop's order, as computed by the pricing pipeline (yuan). */
export const shopAmounts = z.object({
  /** Goods total (price × count). */
  total: z.number(),
  totalCount: z.number(),
  /** Freight (运费). */
  transfee: z.number(),
  /** Reductions by step; all 0 until promotions, coupons and points exist. */
  activityReduce: z.number(),
  shopDiscountReduce: z.number(),
  shopCouponReduce: z.number(),
  platformCouponReduce: z.number(),
  pointsReduce: z.number(),
  /** The member discount of the buyer's level (ADR 0020-membership); absent where not priced for a buyer. */
  memberReduce: z.number().optional(),
  /** Sum of the reductions. */
  shopReduce: z.number(),
  /** What the buyer pays for this shop: total − reductions + freight. */
  actualTotal: z.number(),
});
export type ShopAmounts = z.infer<typeof shopAmounts>;

/**
 * Freight per shop order (yuan): free when the shop's goods (after reductions) reach `freeOver`
 * (null: never), else `fee` for the first items and, by a template (ADR 0042), `addFee` per further
 * `addUnit` items beyond `firstUnit` (kilograms when `byWeight`, ADR 0044).
 */
export const freightRule = z.object({
  freeOver: z.number().nullable(),
  fee: z.number(),
  firstUnit: z.number().optional(),
  addUnit: z.number().optional(),
  addFee: z.number().optional(),
  /** True when the template charges by weight: firstUnit and addUnit are kilograms (ADR 0044). */
  byWeight: z.boolean().optional(),
});
export type FreightRule = z.infer<typeof freightRule>;

export const confirmShopView = shopAmounts.extend({
  shopId: z.number(),
  shopName: z.string(),
  shopCartItemDiscounts: z.array(
    z.object({ chooseDiscountItemDto: chooseDiscountItem.nullable(), shopCartItems: z.array(orderLineView) }),
  ),
  /** The freight rule of the shop, for the "free shipping over ¥99" hint. */
  freightRule,
  /** False when the shop does not deliver to the address (no freight then; submit refuses: A00029). */
  deliverable: z.boolean(),
  /** The shop's order-message fields (required ones are marked *). */
  orderFields: z.array(orderFieldView),
  /** At most this many characters of note for this shop (spec part 5). */
  remarksMax: z.number(),
  /** The buyer's coupons of this shop: usable ones (the chosen one isChoose) and unusable ones with the reason. */
  coupons: z.array(couponOrderView),
});
export type ConfirmShopView = z.infer<typeof confirmShopView>;

/** `POST /p/order/confirm` */
export const confirmOrderView = z.object({
  submitToken: z.string(),
  /** "yyyy-MM-dd HH:mm:ss" (China time) after which the token is refused. */
  tokenExpireTime: z.string(),
  /** The chosen (or default) address; null when the buyer has none yet (add one inline). */
  userAddr: addressView.nullable(),
  shopCartOrders: z.array(confirmShopView),
  total: z.number(),
  totalCount: z.number(),
  transfee: z.number(),
  orderReduce: z.number(),
  /** What the buyer's member level took off (discount, yuan) and whether it made shipping free. */
  memberReduce: z.number().optional(),
  memberFreeShipping: z.boolean().optional(),
  actualTotal: z.number(),
  /** The buyer's platform coupons (usable, chosen, unusable with the reason). */
  coupons: z.array(couponOrderView),
  /** couponUserIds in use (send them back with userChangeCoupon 1 to keep or change the choice). */
  couponIds: z.array(z.number()),
  /** Points: what the buyer holds, the most this order can use, what it uses and their value (yuan). */
  userPoints: z.number(),
  maxUsablePoints: z.number(),
  usedPoints: z.number(),
  pointsReduce: z.number(),
  /** So many points pay ¥1. */
  pointsPerYuan: z.number(),
});
export type ConfirmOrderView = z.infer<typeof confirmOrderView>;

/** `POST /p/order/submit` — one trade (payNo) covering one order per shop. */
export const submitOrderResult = z.object({
  payNo: z.string(),
  orderNumbers: z.array(z.string()),
  /** Amount to pay (yuan). */
  actualTotal: z.number(),
  /** Pay before this time ("yyyy-MM-dd HH:mm:ss", China time) or the orders cancel themselves. */
  endTime: z.string(),
});
export type SubmitOrderResult = z.infer<typeof submitOrderResult>;

/**
 * What `POST /p/order/submit` answers on the wire: `orderNumbers` is mall4j's `OrderNumbersDto`
 * (the numbers joined by commas, "n1,n2"), `orderNumberList` the same numbers as an array, which
 * the storefront reads. The other submits (flash sale, group buy, points) keep the array.
 */
export const orderSubmitAnswer = submitOrderResult.extend({
  orderNumbers: z.string(),
  orderNumberList: z.array(z.string()),
});
export type OrderSubmitAnswer = z.infer<typeof orderSubmitAnswer>;

/** The wire answer of a submit result (the numbers joined as mall4j's OrderNumbersDto). */
export function toOrderSubmitAnswer(r: SubmitOrderResult): OrderSubmitAnswer {
  return { ...r, orderNumbers: r.orderNumbers.join(","), orderNumberList: r.orderNumbers };
}

// ---------------------------------------------------------------- my orders

/**
 * `GET /p/myOrder/myOrder?status=&prodName=&orderNumber=&current=&size=` → Page<OrderListItem>.
 * status 0 (or absent) is every order; 1-7 the stored status; 8 "shipped" and 9 "completed",
 * the spec's (part 4) labels that span stored statuses (MY_ORDER_STATUS_FILTERS). Newest first.
 * Deleted orders are never listed.
 */
export const myOrderQuery = pageQuery.extend({
  status: z.coerce
    .number({ error: "v.orderStatus" })
    .int({ error: "v.orderStatus" })
    .min(0, { error: "v.orderStatus" })
    .max(9, { error: "v.orderStatus" })
    .optional()
    .default(0),
  prodName: z.string().trim().max(50).optional(),
  orderNumber: z.string().trim().max(32).optional(),
});
export type MyOrderQuery = z.input<typeof myOrderQuery>;

export const orderNumberQuery = z.object({ orderNumber: orderNumberSchema });
export const orderNumberParams = z.object({ orderNumber: orderNumberSchema });

export const orderItemView = z.object({
  orderItemId: z.number(),
  prodId: z.number(),
  skuId: z.number(),
  prodName: z.string(),
  skuName: z.string(),
  pic: z.string(),
  price: z.number(),
  count: z.number(),
  productTotalAmount: z.number(),
  /** What the buyer paid for the line after reductions (before freight). */
  actualTotal: z.number(),
  /** 0 not reviewed yet, 1 reviewed. */
  commStatus: z.literal([0, 1]),
});
export type OrderItemView = z.infer<typeof orderItemView>;

/** Actions the storefront may offer for an order now. */
export const orderActions = z.object({
  pay: z.boolean(),
  cancel: z.boolean(),
  confirmReceipt: z.boolean(),
  delete: z.boolean(),
  buyAgain: z.boolean(),
  review: z.boolean(),
  /** After-sales is a later issue; true for paid, not yet finished orders. */
  afterSales: z.boolean(),
});
export type OrderActions = z.infer<typeof orderActions>;

/** A stored order status, 1-7 (OrderStatus). */
export const orderStatusSchema = z.literal([1, 2, 3, 4, 5, 6, 7]);

export const orderListItem = z.object({
  orderNumber: z.string(),
  payNo: z.string(),
  shopId: z.number(),
  shopName: z.string(),
  status: orderStatusSchema,
  /** ORDER_STATUS_LABELS[status] */
  statusLabel: z.string(),
  createTime: z.string(),
  /** Pay deadline (status 1 only), else null. */
  endTime: z.string().nullable(),
  /** mall4cloud orderType: 0 ordinary, 3 points (a points-mall exchange; product type 'points'). */
  orderType: z.number(),
  total: z.number(),
  transfee: z.number(),
  reduceAmount: z.number(),
  actualTotal: z.number(),
  productNums: z.number(),
  items: z.array(orderItemView),
  /** mall4j name of `items` (the same lines), for clients written against mall4j. */
  orderItemDtos: z.array(orderItemView),
  /** Actions the storefront may offer for this order now. */
  actions: orderActions,
});
export type OrderListItem = z.infer<typeof orderListItem>;

export const orderTimelineEntry = z.object({
  status: orderStatusSchema,
  label: z.string(),
  /** "submitted" | "paid" | "shipped" | "received" | "evaluated" | "canceled" */
  event: z.string(),
  time: z.string(),
});
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntry>;

/** `GET /p/myOrder/orderDetail?orderNumber=` */
/** The address snapshot an order keeps from submit. */
export const orderAddressSnapshot = z.object({
  receiver: z.string(),
  mobile: z.string(),
  province: z.string(),
  city: z.string(),
  area: z.string(),
  addr: z.string(),
});

export const orderDetailView = orderListItem.extend({
  /** Address snapshot taken at submit. */
  userAddr: orderAddressSnapshot,
  /** mall4j name of `userAddr` (the same snapshot). */
  userAddrDto: orderAddressSnapshot,
  remarks: z.string(),
  payTime: z.string().nullable(),
  deliveryTime: z.string().nullable(),
  /** Receipt confirmed (by the buyer or automatically). */
  finallyTime: z.string().nullable(),
  completeTime: z.string().nullable(),
  cancelTime: z.string().nullable(),
  /** OrderCloseType when cancelled. */
  closeType: z.number().nullable(),
  /** 1 balance, 2 WeChat Pay (sandbox); null while unpaid. */
  payType: z.number().nullable(),
  payTypeName: z.string().nullable(),
  activityReduce: z.number(),
  shopDiscountReduce: z.number(),
  shopCouponReduce: z.number(),
  platformCouponReduce: z.number(),
  pointsReduce: z.number(),
  /** The member discount of the buyer's level (ADR 0020-membership). */
  memberReduce: z.number().optional(),
  timeline: z.array(orderTimelineEntry),
  logistics: z.object({ carrier: z.string(), trackingNumber: z.string(), deliveryTime: z.string() }).nullable(),
  /** null when no invoice was asked for. Details: GET /p/invoice/detail?orderNumber= */
  invoice: z
    .object({
      invoiceType: z.literal(1),
      headerType: z.literal([1, 2]),
      headerName: z.string(),
      taxNumber: z.string(),
      status: z.literal([1, 2]),
      statusLabel: z.enum(["applying", "invoiced"]),
    })
    .nullable(),
  /** When receipt will be confirmed automatically (status 3), else null. */
  autoReceiptTime: z.string().nullable(),
  /** mall4j's `totalNum`: pieces in the order (= productNums). */
  totalNum: z.number(),
  /** mall4j's `discountMoney`: what promotions took off (activity + shop discount + member, yuan). */
  discountMoney: z.number(),
  /** mall4j's `couponMoney`: what coupons took off (shop + platform coupons, yuan). */
  couponMoney: z.number(),
});
export type OrderDetail = z.infer<typeof orderDetailView>;

/** `GET /p/myOrder/orderCount` → OrderCountData (see ORDER_COUNT_STATUSES) plus `allCount`. */
export const orderCountView = z.object({
  ...(Object.fromEntries(ORDER_COUNT_KEYS.map((k) => [k, z.number()])) as Record<keyof OrderCountData, z.ZodNumber>),
  allCount: z.number(),
});
export type OrderCount = z.infer<typeof orderCountView>;

/**
 * `PUT /p/myOrder/cancel/:orderNumber` → null (status 1 only, else A03007; stock released once).
 * `PUT /p/myOrder/receipt/:orderNumber` → null (status 3 only, else A03008).
 * `DELETE /p/myOrder/:orderNumber` → null (status 4, 5 or 6 only, else A03011; hidden afterwards).
 * `POST /p/myOrder/buyAgain/:orderNumber` → BuyAgainResult (lines added back to the cart).
 */
export const buyAgainResult = z.object({
  /** Basket ids of the lines added or increased. */
  basketIds: z.array(z.number()),
  /** Lines that could not be added (off the shelf, sold out, limit). */
  skipped: z.number(),
});
export type BuyAgainResult = z.infer<typeof buyAgainResult>;
