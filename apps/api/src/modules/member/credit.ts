import type { Tx } from "../../infra/db/client.ts";
import * as q from "./queries.ts";

/** Membership purchase status: 0 unpaid, 1 paid. */
export const MemberOrderStatus = { UNPAID: 0, PAID: 1 } as const;

const DAY = 86_400_000;

/**
 * Credits a paid membership purchase, in the payment's transaction (balance: the buy itself;
 * WeChat: the notification or the sweep). Lock order: the purchase row, then the member row. The
 * purchase turns paid once, so whatever the notifications do (replays, a second event id, the
 * sweep after the notification) the membership is extended once: from its current end when it
 * still runs, else from `at`. The paid level's joining coupons are granted on the first purchase.
 */
export async function creditMembership(
  tx: Tx,
  orderNo: string,
  at: Date,
  grantJoining: (tx: Tx, userId: number, level: q.LevelRow, at: Date) => Promise<void>,
): Promise<boolean> {
  const o = await q.lockOrder(tx, orderNo);
  if (!o || o.status === MemberOrderStatus.PAID) return false;
  const m = await q.lockMember(tx, o.userId);
  const from = m.paidUntil && m.paidUntil.getTime() > at.getTime() ? m.paidUntil.getTime() : at.getTime();
  const paidUntil = new Date(from + o.days * DAY);
  await q.setMember(tx, o.userId, { paidUntil, updatedAt: at });
  await q.markOrderPaid(tx, orderNo, at, paidUntil);
  const paidLevel = (await q.levels(tx)).find((l) => l.paid);
  if (paidLevel) await grantJoining(tx, o.userId, paidLevel, at);
  return true;
}
