import QRCode from "qrcode";
import { OrderStatus, TradeStatus, fenToYuan, type PayResult, type PayTypeValue } from "@souk/contract";
import type { AppContext } from "../context.ts";
import { AppError } from "../infra/http/app-error.ts";
import { mallDateTime, nowMs } from "../infra/time.ts";
import { configServiceOf } from "../modules/config/service.ts";
import * as oq from "../modules/order/reads.ts";
import { lockOrders } from "../modules/order/state.ts";
import { chosenMethod, collectingMethod } from "../modules/payment/methods/index.ts";
import type { Collected } from "../modules/payment/methods/method.ts";
import { paymentServiceOf } from "../modules/payment/service.ts";
import { runInTransaction, runSteps, type Step } from "./run-steps.ts";

interface PayOrder {
  ctx: AppContext;
  userId: number;
  payNo: string;
  payType: PayTypeValue;
  cardIds: readonly number[];
  useBalance: boolean;
  at: Date;
  trade?: Awaited<ReturnType<ReturnType<typeof paymentServiceOf>["lockOwnTrade"]>>;
  /** The trade was paid before: nothing more to do. */
  alreadyPaid?: boolean;
  unpaid?: Awaited<ReturnType<typeof oq.ofTrade>>;
  amount?: number;
  collected?: Collected;
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const going = (s: PayOrder) => !s.alreadyPaid;

/** Before anything is locked: the chosen method must be switched on (and runnable here). */
const CHECKS: readonly Step<PayOrder>[] = [
  {
    name: "check the method",
    run: async (_tx, s) => {
      const switches = (await configServiceOf(s.ctx).paySwitch()) as { balancePay?: boolean; wechatPay?: boolean };
      const production = s.ctx.config.production;
      chosenMethod(s.payType).ensureAvailable({ switches, production, useBalance: s.useBalance });
    },
  },
];

/**
 * Paying a trade (ADR 0007, ADR 0051), in one transaction: the trade and then its unpaid orders are locked (trade →
 * orders: the lock order), the method collects the money (balance and gift cards at once, WeChat by a prepay the
 * gateway's notification settles later) and what was paid at once is marked paid.
 */
const STEPS: readonly Step<PayOrder>[] = [
  {
    name: "lock the trade",
    run: async (tx, s) => {
      s.trade = await paymentServiceOf(s.ctx).lockOwnTrade(tx, s.userId, s.payNo);
      s.alreadyPaid = s.trade.status === TradeStatus.PAID;
    },
  },
  {
    name: "lock the unpaid orders",
    when: going,
    run: async (tx, s) => {
      const unpaid = (await oq.ofTrade(tx, s.payNo)).filter((o) => o.status === OrderStatus.UNPAY);
      const t = s.trade!;
      if (t.status === TradeStatus.CLOSED || unpaid.length === 0 || s.at.getTime() >= t.expiresAt.getTime())
        throw new AppError("A03003");
      await lockOrders(
        tx,
        unpaid.map((o) => o.orderId),
      );
      s.unpaid = unpaid;
      s.amount = sum(unpaid.map((o) => o.actualTotal));
    },
  },
  {
    name: "collect the money",
    when: going,
    run: async (tx, s) => {
      s.collected = await collectingMethod(s.payType, s.amount!).collect(s.ctx, tx, {
        userId: s.userId,
        payNo: s.payNo,
        payType: s.payType,
        amount: s.amount!,
        unpaid: s.unpaid!,
        tradeExpiresAt: s.trade!.expiresAt,
        cardIds: s.cardIds,
        useBalance: s.useBalance,
        at: s.at,
      });
    },
  },
  {
    name: "mark the orders paid",
    when: (s) => going(s) && s.collected?.paid === true,
    run: (tx, s) =>
      paymentServiceOf(s.ctx).markPaid(
        tx,
        s.payNo,
        s.unpaid!.map((o) => o.orderId),
        s.payType,
        `user:${s.userId}`,
        s.at,
      ),
  },
];

/** `POST /p/order/pay`: pays the buyer's trade, or answers the WeChat prepay's QR code to scan. */
export async function payOrder(
  ctx: AppContext,
  userId: number,
  payNo: string,
  payType: PayTypeValue,
  cards: { cardIds: readonly number[]; useBalance: boolean } = { cardIds: [], useBalance: false },
): Promise<PayResult> {
  const state: PayOrder = { ctx, userId, payNo, payType, ...cards, at: new Date(nowMs(ctx)) };
  await runSteps(ctx.database.db, "pay-order", CHECKS, state);
  const s = await runInTransaction(ctx.database.db, "pay-order", STEPS, state);
  const base = { payNo, payType, codeUrl: null, qrCode: null, expiresAt: null, expiresAtMs: null } as const;
  if (s.alreadyPaid) return { ...base, paid: true, amount: fenToYuan(s.trade!.amount) };
  const amount = fenToYuan(s.amount!);
  if (s.collected!.paid) return { ...base, paid: true, amount };
  const prepay = s.collected!.prepay;
  const codeUrl = paymentServiceOf(ctx).codeUrlOf(prepay.prepayId);
  return {
    ...base,
    paid: false,
    amount,
    codeUrl,
    qrCode: await QRCode.toDataURL(codeUrl, { margin: 1, width: 256, errorCorrectionLevel: "M" }),
    expiresAt: mallDateTime(prepay.expiresAt),
    expiresAtMs: prepay.expiresAt.getTime(),
  };
}
