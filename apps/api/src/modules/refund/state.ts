import { and, eq, inArray } from "drizzle-orm";
import { RefundStatus as S, type RefundStatusValue } from "@souk/contract";
import { refundEvents, refunds } from "../../infra/db/schema/index.ts";
import type { Tx } from "../../infra/db/client.ts";

/**
 * The after-sales state machine: ONE table of (action → who may do it, from which statuses, to
 * which status), and ONE function that applies it. Every status change of an application goes
 * through `refundTransition()`: a conditional UPDATE (`WHERE status IN (from)`), so of two
 * concurrent attempts exactly one changes the row and only that caller moves money or stock.
 *
 * | action          | actor  | from                     | to (refund only / return)     |
 * |-----------------|--------|--------------------------|-------------------------------|
 * | edit            | buyer  | 6 refused                | 1 applied (resubmitted)       |
 * | withdraw        | buyer  | 1 applied, 2 accepted, 6 | -1 closed (closeType 1)       |
 * | ship            | buyer  | 2 accepted (return only) | 3 shipped back                |
 * | accept          | shop   | 1 applied                | 4 refunding / 2 accepted      |
 * | refuse          | shop   | 1 applied                | 6 refused                     |
 * | receive         | shop   | 3 shipped back           | 4 refunding                   |
 * | autoAccept      | system | 1 applied (shop silent)  | 4 refunding / 2 accepted      |
 * | shipTimeout     | system | 2 accepted (no logistics)| -1 closed (closeType 3)       |
 * | refunded        | payment| 4 refunding              | 5 success                     |
 *
 * Applying (no `from`) creates the row in status 1. A refused application stays editable until the
 * buyer edits (→ 1) or withdraws it (→ -1). 5 and -1 are final.
 */
export type RefundActor = "buyer" | "shop" | "system" | "payment";

interface Rule {
  actor: RefundActor;
  from: readonly RefundStatusValue[];
  /** [refund only, return and refund] */
  to: readonly [RefundStatusValue, RefundStatusValue];
  /** applyType this action exists for (undefined: both). */
  only?: 1 | 2;
  /** Timestamp column stored with the transition. */
  stamp?: "decidedAt" | "shippedAt" | "receivedAt" | "refundedAt" | "closedAt";
}

export const REFUND_TRANSITIONS = {
  edit: { actor: "buyer", from: [S.REFUSED], to: [S.APPLIED, S.APPLIED] },
  withdraw: {
    actor: "buyer",
    from: [S.APPLIED, S.ACCEPTED, S.REFUSED],
    to: [S.CLOSED, S.CLOSED],
    stamp: "closedAt",
  },
  ship: { actor: "buyer", from: [S.ACCEPTED], to: [S.SHIPPED, S.SHIPPED], only: 2, stamp: "shippedAt" },
  accept: { actor: "shop", from: [S.APPLIED], to: [S.REFUNDING, S.ACCEPTED], stamp: "decidedAt" },
  refuse: { actor: "shop", from: [S.APPLIED], to: [S.REFUSED, S.REFUSED], stamp: "decidedAt" },
  receive: { actor: "shop", from: [S.SHIPPED], to: [S.REFUNDING, S.REFUNDING], only: 2, stamp: "receivedAt" },
  autoAccept: { actor: "system", from: [S.APPLIED], to: [S.REFUNDING, S.ACCEPTED], stamp: "decidedAt" },
  shipTimeout: { actor: "system", from: [S.ACCEPTED], to: [S.CLOSED, S.CLOSED], only: 2, stamp: "closedAt" },
  refunded: { actor: "payment", from: [S.REFUNDING], to: [S.SUCCESS, S.SUCCESS], stamp: "refundedAt" },
} as const satisfies Record<string, Rule>;

export type RefundAction = keyof typeof REFUND_TRANSITIONS;
export const ALL_REFUND_STATUSES: readonly RefundStatusValue[] = [1, 2, 3, 4, 5, 6, -1];

/**
 * The pure decision: may `actor` do `action` to an application of `applyType` in `status`, and
 * where does it go. null when refused.
 */
export function nextStatus(
  status: number,
  applyType: 1 | 2,
  actor: RefundActor,
  action: RefundAction,
): RefundStatusValue | null {
  const r: Rule = REFUND_TRANSITIONS[action];
  if (r.actor !== actor) return null;
  if (r.only !== undefined && r.only !== applyType) return null;
  if (!(r.from as readonly number[]).includes(status)) return null;
  return r.to[applyType - 1]!;
}

export interface TransitionedRefund {
  refundId: number;
  refundSn: string;
  status: number;
}

/**
 * Applies `action` in the caller's transaction when the application is still in a `from` status
 * for its apply type; answers the changed row or null (nothing changed). Appends the timeline entry.
 */
export async function refundTransition(
  tx: Tx,
  r: { refundId: number; applyType: number },
  action: RefundAction,
  opts: { at: Date; actor: string; message?: string | null; set?: Partial<typeof refunds.$inferInsert> },
): Promise<TransitionedRefund | null> {
  const rule: Rule = REFUND_TRANSITIONS[action];
  const applyType = r.applyType === 2 ? 2 : 1;
  if (rule.only !== undefined && rule.only !== applyType) return null;
  const to = rule.to[applyType - 1]!;
  const set: Partial<typeof refunds.$inferInsert> = { ...(opts.set ?? {}), status: to, updatedAt: opts.at };
  if (rule.stamp) set[rule.stamp] = opts.at;
  const [before] = await tx
    .select({ status: refunds.status })
    .from(refunds)
    .where(eq(refunds.refundId, r.refundId))
    .for("update");
  const [changed] = await tx
    .update(refunds)
    .set(set)
    .where(and(eq(refunds.refundId, r.refundId), inArray(refunds.status, [...rule.from])))
    .returning({ refundId: refunds.refundId, refundSn: refunds.refundSn, status: refunds.status });
  if (!changed) return null;
  await tx.insert(refundEvents).values({
    refundId: r.refundId,
    event: action,
    fromStatus: before?.status ?? null,
    toStatus: to,
    actor: opts.actor,
    message: opts.message ?? null,
    at: opts.at,
  });
  return changed;
}
