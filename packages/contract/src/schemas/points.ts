import { z } from "zod";
import { yuanToFen } from "../money.ts";
import { pageQuery } from "../pagination.ts";
import { idOrZeroSchema, idSchema } from "../validation.ts";
import type { Address } from "./address.ts";
import { orderNoteSchema, POINTS_REMARKS_MAX } from "./order.ts";
import type { ProdInfo } from "./product.ts";

/*
 * Points (uc-integral, points at checkout, the points mall). Every change is a row of the buyer's
 * points ledger; the balance is their sum. Spending is in multiples of 10 (spec part 9).
 */

/** Points asked to spend: a whole multiple of 10, 0 … 100,000,000. */
export const pointsAmountSchema = z.preprocess(
  (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v),
  z
    .number({ error: "v.points" })
    .int({ error: "v.points" })
    .min(0, { error: "v.points" })
    .max(100_000_000, { error: "v.points" })
    .refine((n) => n % 10 === 0, { error: "v.points" }),
);

/** `GET /p/points/info` */
export interface PointsInfo {
  /** Points held (= the ledger sum). */
  points: number;
  /** Points that expire at `expireTime` unless spent before (0: none). */
  expiringPoints: number;
  /** "yyyy-MM-dd HH:mm:ss" (China time) of the next expiry. */
  expireTime: string;
  /** The rules: points per yuan spent, points per ¥1 at checkout, the share of an order they may pay (per cent), years. */
  earnPerYuan: number;
  pointsPerYuan: number;
  maxSharePercent: number;
  expiryYears: number;
  registerBonus: number;
  reviewBonus: number;
}

export const pointsLogQuery = pageQuery;

export interface PointsLogRecord {
  logId: number;
  /** Signed points: negative when spent or expired. */
  points: number;
  balanceAfter: number;
  reason: string;
  reasonText: string;
  refType: string;
  refId: string;
  note: string | null;
  createTime: string;
}

/** A product of the points mall. */
export interface PointsProductView {
  prodId: number;
  prodName: string;
  pic: string;
  /** Points per piece. */
  points: number;
  /** Cash per piece (yuan) paid through the normal payment; 0 = points only. */
  cash: number;
  /** The product's usual price (yuan). */
  price: number;
  status: number;
  /** Order in the mall (smaller first). */
  seq?: number;
}

/** integral-det: the points price and the product as the detail page knows it (gallery, SKUs). */
export interface PointsProductDetail extends PointsProductView {
  prod: ProdInfo;
}

export const pointsMallQuery = pageQuery;
export const pointsProdParams = z.object({ prodId: idSchema });

/** `POST /p/points/order/confirm` and `/submit` (submit-integral-order). */
export const pointsExchangeBody = z.object({
  prodId: idSchema,
  skuId: idSchema,
  count: z.coerce
    .number({ error: "v.buyCount" })
    .int({ error: "v.buyCount" })
    .min(1, { error: "v.buyCount" })
    .max(99, { error: "v.buyCount" }),
  addrId: idOrZeroSchema.optional(),
  remarks: orderNoteSchema(POINTS_REMARKS_MAX, "v.remarksPoints").optional().default(""),
});
export type PointsExchangeBody = z.input<typeof pointsExchangeBody>;

export interface PointsExchangeConfirm {
  product: PointsProductView;
  skuName: string;
  count: number;
  /** Points to spend (points × count) and what the buyer holds. */
  totalPoints: number;
  userPoints: number;
  /** Cash to pay (yuan); 0 = nothing to pay, the order is paid by points at submit. */
  actualTotal: number;
  userAddr: Address | null;
  /** False when the product's shop does not deliver to the address (submit refuses: A00029; ADR 0044). */
  deliverable: boolean;
}

export interface PointsExchangeResult {
  payNo: string;
  orderNumbers: string[];
  /** Cash still to pay (yuan) at /payment; 0 = already paid with points. */
  actualTotal: number;
  totalPoints: number;
  /** true when the points paid everything (the order is paid). */
  paid: boolean;
}

/** `PUT /admin/points/products` — put a product in the points mall (or change/withdraw it). */
export const pointsProductBody = z.object({
  prodId: idSchema,
  points: z.coerce
    .number({ error: "v.pointsPrice" })
    .int({ error: "v.pointsPrice" })
    .min(10, { error: "v.pointsPrice" })
    .max(100_000_000, { error: "v.pointsPrice" })
    .refine((n) => n % 10 === 0, { error: "v.pointsPrice" }),
  /** Cash per piece in yuan (0 = points only). */
  cash: z
    .union([z.string(), z.number()], { error: "v.pointsCash" })
    .optional()
    .default(0)
    .transform((v, ctx) => {
      try {
        const fen = yuanToFen(v);
        if (fen >= 0 && fen <= 10_000_000) return fen;
      } catch {
        /* below */
      }
      ctx.addIssue({ code: "custom", message: "v.pointsCash" });
      return z.NEVER;
    }),
  status: z.coerce.number().int().min(0).max(1).optional().default(1),
  seq: z.coerce.number().int().min(0).max(1_000_000).optional().default(0),
});

/** `POST /admin/points/adjust` — a manual adjustment, recorded with who and why. */
export const pointsAdjustBody = z.object({
  userId: idSchema,
  points: z.coerce
    .number({ error: "v.pointsAdjust" })
    .int({ error: "v.pointsAdjust" })
    .min(-100_000_000, { error: "v.pointsAdjust" })
    .max(100_000_000, { error: "v.pointsAdjust" })
    .refine((n) => n !== 0, { error: "v.pointsAdjust" }),
  reason: z
    .string({ error: "v.pointsReason" })
    .trim()
    .min(1, { error: "v.pointsReason" })
    .max(200, { error: "v.pointsReason" }),
  requestId: z.string().trim().min(8).max(64),
});
