import { TradeStatus, fenToYuan, type SandboxConfirmResult, type SandboxPrepay } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { notFound, showFail } from "../../infra/http/app-error.ts";
import { mallDateTime, nowMs } from "../../infra/time.ts";
import { commerceSettingsOf } from "../pricing/settings.ts";
import * as q from "./queries.ts";
import { PAY_TEXT } from "./texts.ts";
import { buildNotification, sandboxTransactionId, type WxTransaction } from "./wxpay-sandbox.ts";

/*
 * The sandbox WeChat Pay gateway (not in production): its scan page's prepay view, the payer's confirmation (the
 * gateway books the payment, then sends the signed notification) and its answer to the merchant's order query.
 */

export async function prepayView(ctx: AppContext, prepayId: string): Promise<SandboxPrepay> {
  const db = ctx.database.db;
  const a = await q.attemptOf(db, prepayId);
  if (!a) throw notFound(PAY_TEXT.unknownPrepay);
  const t = a.payNo ? await q.tradeOf(db, a.payNo) : null;
  const gatewayPaid = await q.sandboxPaymentOf(db, prepayId);
  const status: SandboxPrepay["status"] =
    a.status === "SUCCESS" || gatewayPaid
      ? "SUCCESS"
      : t?.status === TradeStatus.CLOSED
        ? "CLOSED"
        : a.expiresAt.getTime() <= nowMs(ctx)
          ? "EXPIRED"
          : "NOTPAY";
  return {
    prepayId,
    description: a.description,
    amount: fenToYuan(a.amount),
    expiresAt: mallDateTime(a.expiresAt),
    expiresAtMs: a.expiresAt.getTime(),
    status,
  };
}

/**
 * The payer confirms on the sandbox scan page: the gateway sends a signed notification to the
 * merchant's notify URL through `deliver` (an HTTP request), as the real gateway would.
 */
export async function sandboxConfirm(
  ctx: AppContext,
  prepayId: string,
  deliver: (body: string, headers: Record<string, string>) => Promise<number>,
): Promise<SandboxConfirmResult> {
  const view = await prepayView(ctx, prepayId);
  if (view.status !== "NOTPAY") return { notifyStatus: 0, status: view.status };
  const a = await q.attemptOf(ctx.database.db, prepayId);
  const key = commerceSettingsOf(ctx).wxpaySandboxKey;
  const transactionId = sandboxTransactionId(key, prepayId);
  // The gateway books the payment first; delivering the notification may fail (the sweep finds it).
  await q.bookSandboxPayment(ctx.database.db, {
    prepayId,
    transactionId,
    amount: a!.amount,
    paidAt: new Date(nowMs(ctx)),
  });
  const { body, headers } = buildNotification(key, {
    prepayId,
    transactionId,
    amount: a!.amount,
    payNo: a!.payNo ?? a!.rechargeNo ?? a!.memberOrderNo!,
    at: new Date(nowMs(ctx)),
  });
  const notifyStatus = await deliver(body, headers);
  return { notifyStatus, status: (await prepayView(ctx, prepayId)).status };
}

/**
 * The gateway's order query (WeChat Pay v3 `GET /v3/pay/transactions/out-trade-no/{out_trade_no}`).
 * Only the sandbox gateway exists (paying by WeChat is refused in production), so it answers from
 * the sandbox's books.
 */
export async function queryGateway(ctx: AppContext, prepayId: string): Promise<WxTransaction> {
  if (ctx.config.production) throw showFail(PAY_TEXT.noGateway);
  const paid = await q.sandboxPaymentOf(ctx.database.db, prepayId);
  if (!paid) {
    const a = await q.attemptOf(ctx.database.db, prepayId);
    return {
      out_trade_no: prepayId,
      transaction_id: "-",
      trade_state: "NOTPAY",
      amount: { total: a?.amount ?? 0, currency: "CNY" },
    };
  }
  return {
    out_trade_no: prepayId,
    transaction_id: paid.transactionId,
    trade_state: "SUCCESS",
    amount: { total: paid.amount, currency: "CNY", payer_total: paid.amount },
    success_time: paid.paidAt.toISOString(),
  };
}
