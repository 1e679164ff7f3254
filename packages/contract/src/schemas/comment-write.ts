import { z } from "zod";
import { idSchema, jsonInteger } from "../validation.ts";

/*
 * Writing reviews (`/write-comments`) and the buyer's own reviews (uc-comments). Only the buyer
 * of an order item whose goods were received (order status 4 or 5) may review it, once per item;
 * when every item of an order is reviewed the order becomes `evaluated` (status 5).
 */

export const COMMENT_CONTENT_MAX = 150;
export const COMMENT_PICS_MAX = 9;

/**
 * `POST /p/prodComm` → null. `pics`: paths answered by `POST /p/file/upload` (images ≤ 2 MB),
 * at most 9. `isAnonymous` 1/0 or true/false.
 */
export const prodCommBody = z.object({
  orderItemId: idSchema,
  score: z.preprocess(
    jsonInteger,
    z.number({ error: "v.score" }).int({ error: "v.score" }).min(1, { error: "v.score" }).max(5, { error: "v.score" }),
  ),
  content: z
    .string({ error: "v.commentContent" })
    .trim()
    .refine(
      (v) => {
        const n = Array.from(v).length;
        return n >= 1 && n <= COMMENT_CONTENT_MAX;
      },
      { error: "v.commentContent" },
    ),
  pics: z
    .array(z.string({ error: "v.pic" }).max(300, { error: "v.pic" }), { error: "v.commentPics" })
    .max(COMMENT_PICS_MAX, { error: "v.commentPics" })
    .optional()
    .default([]),
  isAnonymous: z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .optional()
    .transform((v): 0 | 1 => (v === true || v === 1 ? 1 : 0)),
});
export type ProdCommBody = z.input<typeof prodCommBody>;

/** A record of `GET /p/prodComm/prodCommPageByUser?current=&size=` (newest first). */
export const myProdComment = z.object({
  commentId: z.number(),
  orderItemId: z.number(),
  orderNumber: z.string(),
  prodId: z.number(),
  prodName: z.string(),
  skuName: z.string(),
  pic: z.string(),
  score: z.number(),
  content: z.string(),
  pics: z.array(z.string()),
  isAnonymous: z.literal([0, 1]),
  createTime: z.string(),
});
export type MyProdComment = z.infer<typeof myProdComment>;

/** `GET /p/prodComm/orderItem/:orderItemId` → what /write-comments shows for the item being reviewed. */
export const commentableItem = z.object({
  orderItemId: z.number(),
  orderNumber: z.string(),
  prodId: z.number(),
  prodName: z.string(),
  skuName: z.string(),
  pic: z.string(),
  price: z.number(),
  /** 0 not reviewed yet, 1 reviewed. */
  commStatus: z.literal([0, 1]),
  /** true when the buyer may review it now. */
  canComment: z.boolean(),
});
export type CommentableItem = z.infer<typeof commentableItem>;
export const orderItemIdParams = z.object({ orderItemId: idSchema });
