import { z } from "zod";
import { pageQuery } from "../pagination.ts";
import type { Address } from "./address.ts";
import { idSchema, integerInput, jsonInteger } from "../validation.ts";

/*
 * Flash sales (秒杀, mall4cloud §3.14): `/ua/seckill/...` public, `/p/seckill/order/...` the buyer's
 * purchase, `/m/seckill/...` the shop's. Prices on the wire in yuan (views), in fen integers in
 * the merchant body. States on server time (mall4cloud activityStatus, plus sold out):
 * 1 not started, 2 in progress, 3 ended, 4 sold out.
 */
export const SeckillState = { NOT_STARTED: 1, RUNNING: 2, ENDED: 3, SOLD_OUT: 4 } as const;
export type SeckillStateValue = (typeof SeckillState)[keyof typeof SeckillState];

export interface SeckillSkuView {
  seckillSkuId: number;
  skuId: number;
  skuName: string;
  /** yuan */
  seckillPrice: number;
  /** The SKU's normal price (yuan). */
  price: number;
  /** Flash units left. */
  stock: number;
}

/** A flash sale as cards and `/secdetail/{seckillId}` show it. */
export interface SeckillView {
  seckillId: number;
  shopId: number;
  shopName: string;
  prodId: number;
  prodName: string;
  pic: string;
  seckillName: string;
  /** yyyy-MM-dd HH:mm:ss (China time). */
  startTime: string;
  endTime: string;
  state: SeckillStateValue;
  /** Per-user limit (pieces over the activity). */
  maxNum: number;
  /** Lowest flash price and the normal price of that SKU (yuan). */
  seckillPrice: number;
  price: number;
  /** Initial flash units and units taken (paid or awaiting payment). */
  totalStocks: number;
  soldStocks: number;
  /** Seconds until the start (not started) / the end (in progress), else 0 — countdowns on server time. */
  startIn: number;
  expiresIn: number;
  skus: SeckillSkuView[];
}

/** A session (time slot) tab of `/flash-sale`. */
export interface SeckillSessionView {
  /** The session's start, epoch seconds: the `session` query of `/ua/seckill/page`. */
  session: number;
  startTime: string;
  endTime: string;
  /** 1 not started, 2 in progress. */
  state: 1 | 2;
  startIn: number;
  expiresIn: number;
  count: number;
}

export const seckillPageQuery = pageQuery.extend({
  /** A session's start (epoch seconds, from `/ua/seckill/sessions`); absent = the running one or the next. */
  session: z.preprocess(integerInput, z.coerce.number({ error: "v.positiveInt" }).int().min(1).optional()),
});
export const seckillIdQuery = z.object({ seckillId: idSchema });
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
  remarks: z.string().trim().max(200, { error: "v.remarks" }).optional(),
});

export interface SeckillConfirmView {
  seckill: SeckillView;
  seckillSkuId: number;
  skuName: string;
  count: number;
  /** yuan */
  seckillPrice: number;
  total: number;
  transfee: number;
  actualTotal: number;
  userAddr: Address | null;
}

const fen = z.preprocess(
  jsonInteger,
  z
    .number({ error: "v.seckillPrice" })
    .int({ error: "v.seckillPrice" })
    .min(1, { error: "v.seckillPrice" })
    .max(100_000_000, { error: "v.seckillPrice" }),
);
const time = z.coerce.date({ error: "v.discountTime" });

/** `POST /m/seckill`: one product in one session; flash prices in fen (integers), stock 1..100000 per SKU. */
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

export const merchantSeckillQuery = pageQuery;
