import { z } from "zod";

/*
 * The seller center's dashboard (`GET /m/dashboard`): the shop's maintained daily figures, its
 * to-do counts and a 30-day trend. Amounts in fen; days are mall days (UTC+8), yyyy-MM-dd.
 */

export const shopDayFigures = z.object({
  day: z.string(),
  /** What buyers paid for the shop's orders that day (refunds not deducted). */
  paidAmount: z.number(),
  paidOrders: z.number(),
  refundAmount: z.number(),
  refunds: z.number(),
  /** Distinct visitors of the shop's pages; null until the flow aggregation has run for the day. */
  visitors: z.number().nullable(),
  /** paidOrders / visitors (0..1, 4 decimals); null without visitor figures. */
  conversion: z.number().nullable(),
});
export type ShopDayFigures = z.infer<typeof shopDayFigures>;

export const shopDashboard = z.object({
  today: shopDayFigures,
  yesterday: shopDayFigures,
  todo: z.object({
    /** Paid orders waiting to be shipped. */
    toShip: z.number(),
    /** After-sales waiting for the shop: new applications and goods sent back. */
    afterSales: z.number(),
    /** SKUs on sale with at most LOW_STOCK_THRESHOLD pieces left. */
    lowStock: z.number(),
    /** Conversations with buyer messages the shop has not read. */
    unansweredConversations: z.number(),
  }),
  /** The last 30 days, oldest first, today included (days without figures are zeros). */
  trend: z.array(shopDayFigures),
});
export type ShopDashboard = z.infer<typeof shopDashboard>;

/** A SKU counts as low on stock at this many pieces or fewer. */
export const LOW_STOCK_THRESHOLD = 10;
