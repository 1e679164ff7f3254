import { z } from "zod";
import { pageQuery } from "../pagination.ts";
import { idSchema } from "../validation.ts";

/*
 * Limited-time discount activities (mall4cloud §3.16: `/ua/discount/...` public, `/m/discount/...`
 * the shop's). Money on the wire in yuan. activityType 1 limited-time price: priceRule 0 pay
 * priceValue per cent of the price (85 = 8.5 折), 1 priceValue yuan off each item; activityType 2
 * tiers: discountRule 0 满X元减Y (needAmount yuan, discount yuan off), 3 满N件打Z折 (needAmount
 * items, discount per cent paid); discountType 0 the highest tier once, 1 every time (rule 0).
 * The state is on server time: 0 upcoming, 1 running, 2 ended.
 */

export const DiscountState = { UPCOMING: 0, RUNNING: 1, ENDED: 2 } as const;

export const discountTierView = z.object({ needAmount: z.number(), discount: z.number() });
export type DiscountTierView = z.infer<typeof discountTierView>;

/** `DiscountVO` as the storefront shows it. */
export const discountView = z.object({
  discountId: z.number(),
  shopId: z.number(),
  shopName: z.string(),
  shopLogo: z.string(),
  discountName: z.string(),
  activityType: z.literal([1, 2]),
  priceRule: z.literal([0, 1]),
  priceValue: z.number(),
  discountRule: z.literal([0, 3]),
  discountType: z.literal([0, 1]),
  /** yuan, 0 = no cap. */
  maxReduceAmount: z.number(),
  suitableSpuType: z.literal([0, 1]),
  discountItemList: z.array(discountTierView),
  spuIds: z.array(z.number()),
  /** yyyy-MM-dd HH:mm:ss (China time). */
  startTime: z.string(),
  endTime: z.string(),
  /** 0 upcoming, 1 running, 2 ended (server time). */
  state: z.literal([0, 1, 2]),
  /** Seconds until the end while running, else 0. */
  expiresIn: z.number(),
  /** Seconds until the start while upcoming, else 0. */
  startIn: z.number(),
  /** Localized one-line rule ('满¥199减¥20', '8.5折', '每件立减¥5'). */
  ruleText: z.string(),
});
export type DiscountView = z.infer<typeof discountView>;

/** A product of an activity (`/ua/discount/spu_page_by_discount_id`): its lowest price and the activity price. */
export const discountSpuView = z.object({
  prodId: z.number(),
  prodName: z.string(),
  pic: z.string(),
  price: z.number(),
  /** The price during the activity (yuan); equal to price for tier activities. */
  activityPrice: z.number(),
  /** No stock left: listed after the products in stock, marked sold out. */
  soldOut: z.boolean(),
});
export type DiscountSpuView = z.infer<typeof discountSpuView>;

/** A running limited-time price of a product (cards, detail): the lowest activity price of its SKUs. */
export const productActivityView = z.object({
  discountId: z.number(),
  activityPrice: z.number(),
  /** yyyy-MM-dd HH:mm:ss (China time). */
  endTime: z.string(),
  expiresIn: z.number(),
});
export type ProductActivityView = z.infer<typeof productActivityView>;

/** `chooseDiscountItemDto` of a cart group: the tier activity its items take part in and the next tier. */
export const chooseDiscountItem = z.object({
  discountId: z.number(),
  discountName: z.string(),
  discountRule: z.literal([0, 3]),
  discountType: z.literal([0, 1]),
  ruleText: z.string(),
  /** What the group takes off now (yuan). */
  reduceAmount: z.number(),
  /** The next tier: how much more (yuan for rule 0, items for rule 3) and what it would take off; null at the top. */
  needMore: z.number().nullable(),
  nextReduce: z.number().nullable(),
  /** Localized hint ('再买 ¥10.00 可减 ¥20.00'), "" at the top tier. */
  hint: z.string(),
  endTime: z.string(),
  expiresIn: z.number(),
});
export type ChooseDiscountItem = z.infer<typeof chooseDiscountItem>;

export const discountListQuery = pageQuery.extend({
  /** 0 upcoming, 1 running; absent = both (running first). */
  state: z.coerce.number().int().min(0).max(1).optional(),
});
export const discountInfoQuery = z.object({ discountId: idSchema });
export const discountSpuPageQuery = pageQuery.extend({ discountId: idSchema });
export const spuDiscountQuery = z.object({ spuId: idSchema });

const yuan = z.coerce
  .number({ error: "v.discountRule" })
  .min(0, { error: "v.discountRule" })
  .max(1_000_000, { error: "v.discountRule" });
const time = z.coerce.date({ error: "v.discountTime" });
const tier = z.object({
  needAmount: z.coerce.number({ error: "v.discountRule" }).positive({ error: "v.discountRule" }).max(1_000_000),
  discount: z.coerce.number({ error: "v.discountRule" }).positive({ error: "v.discountRule" }).max(1_000_000),
});

/** `POST /m/discount` / `PUT /m/discount/:discountId`: amounts in yuan, per cent 1..99. */
export const discountBody = z
  .object({
    discountNameZh: z
      .string({ error: "v.discountName" })
      .trim()
      .min(1, { error: "v.discountName" })
      .max(30, { error: "v.discountName" }),
    discountNameEn: z
      .string({ error: "v.discountName" })
      .trim()
      .min(1, { error: "v.discountName" })
      .max(60, { error: "v.discountName" }),
    activityType: z.coerce
      .number({ error: "v.discountRule" })
      .pipe(z.union([z.literal(1), z.literal(2)], { error: "v.discountRule" })),
    priceRule: z.coerce
      .number()
      .pipe(z.union([z.literal(0), z.literal(1)], { error: "v.discountRule" }))
      .default(0),
    priceValue: yuan.default(0),
    discountRule: z.coerce
      .number()
      .pipe(z.union([z.literal(0), z.literal(3)], { error: "v.discountRule" }))
      .default(0),
    discountType: z.coerce
      .number()
      .pipe(z.union([z.literal(0), z.literal(1)], { error: "v.discountRule" }))
      .default(0),
    discountItemList: z.array(tier, { error: "v.discountRule" }).max(5, { error: "v.discountRule" }).default([]),
    maxReduceAmount: yuan.default(0),
    suitableSpuType: z.coerce
      .number()
      .pipe(z.union([z.literal(0), z.literal(1)], { error: "v.discountProducts" }))
      .default(1),
    spuIds: z.array(idSchema, { error: "v.discountProducts" }).max(200, { error: "v.discountProducts" }).default([]),
    startTime: time,
    endTime: time,
  })
  .refine((v) => v.endTime.getTime() > v.startTime.getTime(), { error: "v.discountTime", path: ["endTime"] })
  .refine((v) => v.suitableSpuType === 0 || v.spuIds.length > 0, { error: "v.discountProducts", path: ["spuIds"] })
  .refine(
    (v) =>
      v.activityType !== 1 ||
      (v.priceRule === 0
        ? Number.isInteger(v.priceValue) && v.priceValue >= 1 && v.priceValue <= 99
        : v.priceValue > 0),
    { error: "v.discountRule", path: ["priceValue"] },
  )
  .refine(
    (v) =>
      v.activityType !== 2 ||
      (v.discountItemList.length > 0 &&
        v.discountItemList.every((t) =>
          v.discountRule === 3
            ? Number.isInteger(t.needAmount) && Number.isInteger(t.discount) && t.discount <= 99
            : t.discount < t.needAmount,
        ) &&
        new Set(v.discountItemList.map((t) => t.needAmount)).size === v.discountItemList.length),
    { error: "v.discountRule", path: ["discountItemList"] },
  );
export type DiscountBody = z.output<typeof discountBody>;

export const discountIdParams = z.object({ discountId: idSchema });

/** An activity as its shop sees it (`GET /m/discount/page`). */
export const merchantDiscountView = discountView.extend({
  discountNameZh: z.string(),
  discountNameEn: z.string(),
  /** 1 on, 0 ended by the shop. */
  status: z.literal([0, 1]),
});
export type MerchantDiscountView = z.infer<typeof merchantDiscountView>;
