import type { AppContext } from "../../context.ts";
import type { Tx } from "../../infra/db/client.ts";
import { commerceSettingsOf } from "../pricing/settings.ts";

/** Job kinds of payments (ADR 0003). */
export const PAYMENT_JOBS = { sweep: "payment.sweep" } as const;
const sweepJobKey = (prepayId: string, round: number) => `pay-sweep:${prepayId}:${round}`;

/**
 * Schedules round `round` of the sweep of a prepay: `paymentSweepMinutes` after `from`, but at the latest a minute
 * before `deadline` (so a payment whose notification was lost is found before the order cancels itself); nothing
 * when that moment has passed. In the caller's transaction.
 */
export async function scheduleSweep(
  ctx: AppContext,
  tx: Tx,
  prepayId: string,
  round: number,
  from: Date,
  deadline: Date,
): Promise<void> {
  const last = deadline.getTime() - 60_000;
  const runAt = Math.min(from.getTime() + commerceSettingsOf(ctx).paymentSweepMinutes * 60_000, last);
  if (runAt <= from.getTime()) return;
  await ctx.jobs.schedule(
    PAYMENT_JOBS.sweep,
    { prepayId, round },
    { runAt: new Date(runAt), uniqueKey: sweepJobKey(prepayId, round), db: tx },
  );
}
