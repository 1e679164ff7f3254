import { z } from "zod";
import { pageQuery } from "../pagination.ts";
import { addressView } from "./address.ts";
import { remarksSchema } from "./order.ts";
import { idSchema, integerInput, jsonInteger } from "../validation.ts";

/*
 * Flash sales (秒杀, mall4cloud §3.14): `/ua/seckill/...` public, `/p/seckill/order/...` the buyer's
 * purchase, `/m/seckill/...` the shop's. Prices on the wire in yuan (views), in fen integers in
 * the merchant body. States on server time (mall4cloud activityStatus, plus sold out):
 * 1 not started, 2 in progress, 3 ended, 4 sold out.
 */
export const SeckillState = { NOT_STARTED: 1, RUNNING: 2, ENDED: 3, SOLD_OUT: 4 } as const;
export type SeckillStateValue = (typeof SeckillState)[keyof typeof SeckillState];

export const seckillSkuView = z.object({
  seckillSkuId: z.number(),
  skuId: z.number(),
  skuName: z.string(),
  /** yuan */
  seckillPrice: z.number(),
  /** The SKU's normal price (yuan). */
  price: z.number(),
  /** Flash units left. */
  stock: z.number(),
});
export type SeckillSkuView = z.infer<typeof seckillSkuView>;

/** A flash sale as cards and `/secdetail/{seckillId}` show it. */
export const seckillView = z.object({
  seckillId: z.number(),
  shopId: z.number(),
  shopName: z.string(),
  prodId: z.number(),
  prodName: z.string(),
  pic: z.string(),
  seckillName: z.string(),
  /** yyyy-MM-dd HH:mm:ss (China time). */
  startTime: z.string(),
  endTime: z.string(),
  /** 1 not started, 2 in progress, 3 ended, 4 sold out. */
  state: z.literal([1, 2, 3, 4]),
  /** Per-user limit (pieces over the activity). */
  maxNum: z.number(),
  /** Lowest flash price and the normal price of that SKU (yuan). */
  seckillPrice: z.number(),
  price: z.number(),
  /** Initial flash units and units taken (paid or awaiting payment). */
  totalStocks: z.number(),
  soldStocks: z.number(),
  /** Seconds until the start (not started) / the end (in progress), else 0 — countdowns on server time. */
  startIn: z.number(),
  expiresIn: z.number(),
  skus: z.array(seckillSkuView),
});
export type SeckillView = z.infer<typeof seckillView>;

/**
 * `GET /m/seckill/page`: a flash sale as the shop edits it — both names, and per SKU the flash
 * units it was given (`flashStock`, what the edit body's `stock` sets) and the units taken.
 */
export const merchantSeckillView = seckillView.extend({
  seckillNameZh: z.string(),
  seckillNameEn: z.string(),
  skus: z.array(seckillSkuView.extend({ flashStock: z.number(), sold: z.number() })),
});
export type MerchantSeckillView = z.infer<typeof merchantSeckillView>;

/** A session (time slot) tab of `/flash-sale`. */
export const seckillSessionView = z.object({
  /** The session's start, epoch seconds: the `session` query of `/ua/seckill/page`. */
  session: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  /** 1 not started, 2 in progress. */
  state: z.literal([1, 2]),
  startIn: z.number(),
  expiresIn: z.number(),
  count: z.number(),
});
export type SeckillSessionView = z.infer<typeof seckillSessionView>;

export const seckillPageQuery = pageQuery.extend({
  /** A session's start (epoch seconds, from `/ua/seckill/sessions`); absent = the running one or the next. */
  session: z.preprocess(integerInput, z.coerce.number({ error: "v.positiveInt" }).int().min(1).optional()),
});
export const seckillIdQuery = z.object({ seckillId: idSchema });

/** `GET /p/seckill/quota?seckillId=`: the per-person limit, what the buyer holds, what is left to buy. */
export const seckillQuotaView = z.object({
  maxNum: z.number(),
  /** Pieces the buyer has bought or is paying for (cancelled orders give theirs back). */
  bought: z.number(),
  /** maxNum − bought, never below 0. */
  remaining: z.number(),
});
export type SeckillQuotaView = z.infer<typeof seckillQuotaView>;
export const seckillIdParams = z.object({ seckillId: idSchema });

const count = z.preprocess(
  jsonInteger,
  z.number({ error: "v.seckillCount" }).int({ error: "v.seckillCount" }).min(1, { error: "v.seckillCount" }).max(99, {
    error: "v.seckillCount",
  }),
);
const bodyId = z.preprocess(
  jsonInteger,
  z
    .number({ error: "v.positiveInt" })
    .int({ error: "v.positiveInt" })
    .min(1, { error: "v.positiveInt" })
    .max(2_147_483_647, { error: "v.positiveInt" }),
);

/** `POST /p/seckill/order/confirm`: price a flash purchase (nothing is reserved). */
export const seckillConfirmBody = z.object({
  seckillSkuId: bodyId,
  count,
  addrId: bodyId.optional(),
});
/** `POST /p/seckill/order/submit`: reserve flash units and create the order (→ SubmitOrderResult). */
export const seckillSubmitBody = z.object({
  seckillSkuId: bodyId,
  count,
  addrId: bodyId,
  remarks: remarksSchema.optional(),
});

export const seckillConfirmView = z.object({
  seckill: seckillView,
  seckillSkuId: z.number(),
  skuName: z.string(),
  count: z.number(),
  /** yuan */
  seckillPrice: z.number(),
  total: z.number(),
  /** Freight by the shop's template for the address (the mall's rule without one; ADR 0044). */
  transfee: z.number(),
  actualTotal: z.number(),
  userAddr: addressView.nullable(),
  /** False when the shop does not deliver to the address (no freight then; submit refuses: A00029; ADR 0044). */
  deliverable: z.boolean(),
  /** Pieces the buyer may still buy in this flash sale, this purchase not counted. */
  remaining: z.number(),
});
export type SeckillConfirmView = z.infer<typeof seckillConfirmView>;

const fen = z.preprocess(
  jsonInteger,
  z
    .number({ error: "v.seckillPrice" })
    .int({ error: "v.seckillPrice" })
    .min(1, { error: "v.seckillPrice" })
    .max(100_000_000, { error: "v.seckillPrice" }),
);
const time = z.coerce.date({ error: "v.discountTime" });

/**
 * `POST /m/seckill` and `PUT /m/seckill/{seckillId}` (an activity not ended; once it runs, its
 * product and start stay, and a SKU's stock never goes below the units taken): one product in one session; flash prices in fen (integers), stock 1..100000 per SKU. */
export const seckillBody = z
  .object({
    nameZh: z
      .string({ error: "v.discountName" })
      .trim()
      .min(1, { error: "v.discountName" })
      .max(30, { error: "v.discountName" }),
    nameEn: z
      .string({ error: "v.discountName" })
      .trim()
      .min(1, { error: "v.discountName" })
      .max(60, { error: "v.discountName" }),
    prodId: bodyId,
    startTime: time,
    endTime: time,
    maxNum: z.preprocess(
      jsonInteger,
      z
        .number({ error: "v.seckillCount" })
        .int({ error: "v.seckillCount" })
        .min(1, { error: "v.seckillCount" })
        .max(99, {
          error: "v.seckillCount",
        }),
    ),
    skus: z
      .array(
        z.object({
          skuId: bodyId,
          seckillPrice: fen,
          stock: z.preprocess(
            jsonInteger,
            z
              .number({ error: "v.couponStock" })
              .int({ error: "v.couponStock" })
              .min(1, { error: "v.couponStock" })
              .max(100_000, {
                error: "v.couponStock",
              }),
          ),
        }),
        { error: "v.seckillSkus" },
      )
      .min(1, { error: "v.seckillSkus" })
      .max(50, { error: "v.seckillSkus" }),
  })
  .refine((b) => b.endTime.getTime() > b.startTime.getTime(), { error: "v.discountTime", path: ["endTime"] })
  .refine((b) => new Set(b.skus.map((s) => s.skuId)).size === b.skus.length, {
    error: "v.seckillSkus",
    path: ["skus"],
  });
export type SeckillBody = z.infer<typeof seckillBody>;
