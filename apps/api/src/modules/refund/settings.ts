import type { AppContext } from "../../context.ts";
import { perContext } from "../../infra/per-context.ts";

/**
 * After-sales rules (ADR 0012), from the environment once per app; tests change the
 * object of their app (`refundSettingsOf(ctx)`), e.g. to a one-second merchant answer time.
 */
export interface RefundSettings {
  /** The shop must answer an application within this time, else it is deemed agreed (REFUND_MERCHANT_ANSWER_MINUTES, default 7 days). */
  merchantAnswerMs: number;
  /** The buyer must fill in the return logistics within this time after acceptance, else it closes (REFUND_BUYER_SHIP_MINUTES, default 7 days). */
  buyerShipMs: number;
  /** After-sales stays open this many days after receipt (AFTER_SALES_DAYS, default 15). */
  afterSalesDays: number;
  /** The no-reason return promise lasts this many days after receipt. */
  noReasonDays: number;
  /** Delay of the sandbox gateway's refund notification. */
  sandboxNotifyDelayMs: number;
}

function int(v: string | undefined, fallback: number, min: number, max: number): number {
  const n = Number(v);
  return v !== undefined && v !== "" && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

export function loadRefundSettings(env: NodeJS.ProcessEnv = process.env): RefundSettings {
  return {
    // REFUND_MERCHANT_ANSWER_SECONDS (wins when set) is for journeys that watch the timer fire.
    merchantAnswerMs: env.REFUND_MERCHANT_ANSWER_SECONDS
      ? int(env.REFUND_MERCHANT_ANSWER_SECONDS, 60, 5, 3600) * 1000
      : int(env.REFUND_MERCHANT_ANSWER_MINUTES, 7 * 24 * 60, 1, 90 * 24 * 60) * 60_000,
    buyerShipMs: int(env.REFUND_BUYER_SHIP_MINUTES, 7 * 24 * 60, 1, 90 * 24 * 60) * 60_000,
    afterSalesDays: int(env.AFTER_SALES_DAYS, 15, 1, 365),
    noReasonDays: 7,
    sandboxNotifyDelayMs: 1000,
  };
}

export const refundSettingsOf = perContext((_ctx: AppContext) => loadRefundSettings());
