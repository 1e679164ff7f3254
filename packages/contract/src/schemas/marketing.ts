import { z } from "zod";
import { pageQuery } from "../pagination.ts";

/*
 * The seller center's promotion lists (`GET /m/coupon/page`, `/m/discount/page`,
 * `/m/group_activity/page`, `/m/seckill/page`): one search and one state filter for the four kinds.
 * The state is on server time: upcoming (not started: a coupon's collecting, an activity's
 * window), running, ended (ended by the shop or past its end).
 */
export const PROMOTION_STATES = ["upcoming", "running", "ended"] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

export const merchantPromotionQuery = pageQuery.extend({
  /** Part of the Chinese or English name (case-insensitive). */
  name: z
    .string()
    .trim()
    .max(60, { error: "v.discountName" })
    .optional()
    .transform((v) => v || undefined),
  state: z.enum(PROMOTION_STATES, { error: "v.promotionState" }).optional(),
});
export type MerchantPromotionQuery = z.infer<typeof merchantPromotionQuery>;
