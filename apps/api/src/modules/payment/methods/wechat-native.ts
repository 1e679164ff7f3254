import { randomBytes } from "node:crypto";
import { PayType } from "@souk/contract";
import type { z } from "zod";
import type { AppContext } from "../../../context.ts";
import type { Tx } from "../../../infra/db/client.ts";
import { AppError, showFail } from "../../../infra/http/app-error.ts";
import { commerceSettingsOf } from "../../pricing/settings.ts";
import * as oq from "../../order/reads.ts";
import { payDescription } from "../description.ts";
import * as q from "../queries.ts";
import { scheduleSweep } from "../sweep-schedule.ts";
import { PAY_TEXT } from "../texts.ts";
import { sandboxRefundCall } from "../wxpay-refund.ts";
import { verifyNotification, type NotifyHeaders } from "../wxpay-sandbox.ts";
import type { PayMethod } from "./method.ts";

const newPrepayId = () => `wx${randomBytes(15).toString("hex")}`;

/**
 * WeChat Pay Native (ADR 0007). No real gateway is configured: the sandbox is the only WeChat Pay, and it never runs
 * in production. Paying opens a prepay (a QR code) the gateway's signed notification settles; paying back asks the
 * gateway for a refund whose REFUND.SUCCESS notification completes it.
 */
export const wechatNative: PayMethod = {
  ensureAvailable({ switches, production }) {
    if (!switches.wechatPay) throw showFail(PAY_TEXT.methodOff);
    if (production) throw showFail(PAY_TEXT.noGateway);
  },

  /** Reuses the live prepay for exactly these orders and amount, else opens a new one (swept until it expires). */
  async collect(ctx, tx, c) {
    const numbers = c.unpaid
      .map((o) => o.orderNumber)
      .sort()
      .join(",");
    const live = await q.liveAttempt(tx, c.payNo, new Date(c.at.getTime() + 60_000));
    if (
      live &&
      live.amount === c.amount &&
      live.orders
        .map((o) => o.orderNumber)
        .sort()
        .join(",") === numbers
    )
      return { paid: false, prepay: live };
    const minutes = commerceSettingsOf(ctx).wxpayQrMinutes;
    const expiresAt = new Date(Math.min(c.at.getTime() + minutes * 60_000, c.tradeExpiresAt.getTime()));
    const items = await oq.itemsOf(
      tx,
      c.unpaid.map((o) => o.orderId),
    );
    const names = c.unpaid.flatMap((o) => (items.get(o.orderId) ?? []).map((i) => i.prodNameZh));
    const prepay = await q.insertAttempt(tx, {
      prepayId: newPrepayId(),
      payNo: c.payNo,
      userId: c.userId,
      payType: c.payType,
      amount: c.amount,
      orders: c.unpaid.map((o) => ({ orderNumber: o.orderNumber, amount: o.actualTotal })),
      description: payDescription(c.payNo, names),
      status: "NOTPAY",
      expiresAt,
      createdAt: c.at,
    });
    await scheduleSweep(ctx, tx, prepay.prepayId, 1, c.at, c.tradeExpiresAt);
    return { paid: false, prepay };
  },

  /**
   * The gateway's refund call. It happens outside the refund's transaction, and it needs no compensation when that
   * transaction rolls back: the gateway keys a refund by its number (out_refund_no), so asking again for the same
   * refund is the same refund (the sandbox derives its id from the number and keeps no state).
   */
  payBack(ctx, _tx, p) {
    if (ctx.config.production) throw showFail(PAY_TEXT.noRefundGateway, 503);
    const answer = sandboxRefundCall(commerceSettingsOf(ctx).wxpaySandboxKey, {
      outRefundNo: p.refundSn,
      amount: p.amount,
    });
    return Promise.resolve({ done: false, gatewayRefundId: answer.refundId });
  },
};

/**
 * A WeChat prepay that pays one thing other than a trade (a top-up, a membership): the live one is reused, else a
 * new one lives `wxpayQrMinutes` and is swept until a minute after it expires. In the caller's transaction.
 */
export async function prepayWithoutTrade(
  ctx: AppContext,
  tx: Tx,
  ref: { rechargeNo: string } | { memberOrderNo: string },
  r: { userId: number; amount: number; description: string },
  at: Date,
): Promise<q.AttemptRow> {
  if (ctx.config.production) throw showFail(PAY_TEXT.noGateway);
  const stillLive = new Date(at.getTime() + 60_000);
  const live =
    "rechargeNo" in ref
      ? await q.liveRechargeAttempt(tx, ref.rechargeNo, stillLive)
      : await q.liveMemberAttempt(tx, ref.memberOrderNo, stillLive);
  if (live) return live;
  const expiresAt = new Date(at.getTime() + commerceSettingsOf(ctx).wxpayQrMinutes * 60_000);
  const attempt = await q.insertAttempt(tx, {
    prepayId: newPrepayId(),
    payNo: null,
    ...ref,
    userId: r.userId,
    payType: PayType.WECHAT_NATIVE,
    amount: r.amount,
    orders: [],
    description: r.description,
    status: "NOTPAY",
    expiresAt,
    createdAt: at,
  });
  await scheduleSweep(ctx, tx, attempt.prepayId, 1, at, new Date(expiresAt.getTime() + 60_000));
  return attempt;
}

/**
 * A signed gateway notification (payment or refund), checked before anything is read from it: the signature and its
 * time window (401), then the body against `schema` (400). `onRefused` hears why a signature was refused.
 */
export function verifyNotice<T extends z.ZodType>(
  ctx: AppContext,
  rawBody: string,
  headers: NotifyHeaders,
  at: Date,
  schema: T,
  onRefused: (verdict: string) => void = () => {},
): z.infer<T> {
  const settings = commerceSettingsOf(ctx);
  const verdict = verifyNotification(
    settings.wxpaySandboxKey,
    headers,
    rawBody,
    Math.floor(at.getTime() / 1000),
    settings.notifyMaxAgeSeconds,
  );
  if (verdict !== "ok") {
    onRefused(verdict);
    throw new AppError("A00001", verdict === "stale" ? PAY_TEXT.stale : PAY_TEXT.badSignature, null, 401);
  }
  let parsed;
  try {
    parsed = schema.safeParse(JSON.parse(rawBody));
  } catch {
    parsed = null;
  }
  if (!parsed?.success) throw new AppError("A00001", PAY_TEXT.badBody, null, 400);
  return parsed.data;
}
