import { z } from "zod";
import { pageQuery } from "../pagination.ts";
import { idSchema } from "../validation.ts";
import { seckillView } from "./seckill.ts";

/*
 * The platform console's marketing area (`/admin/marketing/…`): platform coupons (the
 * coupon module's own schemas, shopId 0), flash-sale sessions and their products, points goods
 * (schemas/points.ts) and gift-card batches.
 */

// ---------------------------------------------------------------- gift cards

/** `POST /admin/giftcards/batches`: the batch just issued. The passwords wait for the one CSV download. */
export const giftCardBatchIssued = z.object({ batchNo: z.string(), count: z.number() });
export type GiftCardBatchIssued = z.infer<typeof giftCardBatchIssued>;

/** A batch as the console lists it. `downloaded`: its CSV (numbers and passwords) was taken. */
export const giftCardBatchView = z.object({
  batchNo: z.string(),
  count: z.number(),
  /** Yuan. */
  parValue: z.number(),
  /** yyyy-MM-dd HH:mm:ss (China time). */
  dueDate: z.string(),
  createTime: z.string(),
  issuedBy: z.string(),
  downloaded: z.boolean(),
  downloadTime: z.string(),
  downloadedBy: z.string(),
  /** Cards bound by a buyer / voided. */
  boundCount: z.number(),
  voidedCount: z.number(),
});
export type GiftCardBatchView = z.infer<typeof giftCardBatchView>;

/** Card status in the console: 0 issued (unbound), 1 bound, 9 voided. */
export const GIFT_CARD_STATUSES = [0, 1, 9] as const;

export const giftCardAdminQuery = pageQuery.extend({
  batchNo: z
    .string()
    .trim()
    .max(40, { error: "v.giftCardBatch" })
    .optional()
    .transform((v) => v || undefined),
  /** Part of the card number (digits). */
  cardNo: z
    .string()
    .trim()
    .regex(/^\d{0,16}$/, { error: "v.giftCardNoSearch" })
    .optional()
    .transform((v) => v || undefined),
  status: z.coerce
    .number()
    .pipe(z.literal(GIFT_CARD_STATUSES, { error: "v.giftCardStatus" }))
    .optional(),
});
export type GiftCardAdminQuery = z.input<typeof giftCardAdminQuery>;

/** A card as the platform sees it: the full number, never the password. */
export const giftCardAdminView = z.object({
  cardId: z.number(),
  cardNo: z.string(),
  batchNo: z.string(),
  parValue: z.number(),
  balance: z.number(),
  dueDate: z.string(),
  status: z.literal(GIFT_CARD_STATUSES),
  expired: z.boolean(),
  userId: z.number().nullable(),
  bindTime: z.string(),
});
export type GiftCardAdminView = z.infer<typeof giftCardAdminView>;

export const giftCardBatchParams = z.object({
  batchNo: z.string().regex(/^b[0-9a-z]{1,20}$/, { error: "v.giftCardBatch" }),
});
export const giftCardIdParams = z.object({ cardId: idSchema });

/** A reason the operation log keeps (voiding a card, removing a flash sale). */
export const platformReasonBody = z.object({
  reason: z
    .string({ error: "v.platformReason" })
    .trim()
    .min(2, { error: "v.platformReason" })
    .max(200, { error: "v.platformReason" }),
});
export type PlatformReasonBody = z.input<typeof platformReasonBody>;

// ---------------------------------------------------------------- flash-sale sessions

/**
 * A session (time slot) as the console lists it: the distinct start times of the shops' flash
 * sales, as the storefront's `/flash-sale` tabs show them — `session` is the start in epoch seconds.
 */
export const flashSessionAdminView = z.object({
  session: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  /** 1 not started, 2 in progress, 3 ended. */
  state: z.literal([1, 2, 3]),
  /** Flash sales in the slot, and how many of them the platform removed or the shops ended. */
  count: z.number(),
  endedCount: z.number(),
});
export type FlashSessionAdminView = z.infer<typeof flashSessionAdminView>;

export const flashSessionAdminQuery = pageQuery.extend({
  /** "live": running and upcoming (default); "ended": the past ones. */
  when: z.enum(["live", "ended"], { error: "v.flashSessionWhen" }).optional().default("live"),
});
export type FlashSessionAdminQuery = z.input<typeof flashSessionAdminQuery>;

export const flashSessionParams = z.object({ session: idSchema });

/** A shop's flash sale in a session, with the platform's removal if any. */
export const flashSaleAdminView = seckillView.extend({
  /** 1 on, 0 ended (by the shop, or removed by the platform: then `removedReason` says why). */
  status: z.number(),
  removedReason: z.string(),
  removedTime: z.string(),
});
export type FlashSaleAdminView = z.infer<typeof flashSaleAdminView>;
