import QRCode from "qrcode";
import {
  fenToYuan,
  formatYuan,
  type RechargePreset,
  type RechargeResult,
  type RechargeStatus as RechargeStatusView,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { AppError, showFail } from "../../infra/http/app-error.ts";
import { perContext } from "../../infra/per-context.ts";
import { mallDateTime, nowMs } from "../../infra/time.ts";
import { newBizNumber } from "../../infra/ids.ts";
import { configServiceOf } from "../config/service.ts";
import { paymentServiceOf } from "../payment/service.ts";
import * as q from "./queries.ts";
import { creditRecharge, RechargeStatus } from "./credit.ts";
import { walletServiceOf } from "../wallet/service.ts";
import { RECHARGE_TEXT } from "./texts.ts";

/**
 * Balance top-ups (uc-balance): a top-up row fixes the amount and the tier's bonus, a WeChat prepay
 * (the sandbox gateway outside production) is paid by scanning, and the payment path credits the
 * ledger once (`creditRecharge`, keyed by the top-up number).
 */
export class RechargeService {
  constructor(private readonly ctx: AppContext) {
    paymentServiceOf(ctx).addPrepaySettler("recharge", (tx, rechargeNo, at) => creditRecharge(ctx, tx, rechargeNo, at));
  }

  async presets(): Promise<RechargePreset[]> {
    const rows = await q.enabledPresets(this.ctx.database.db);
    return rows.map((r) => ({ presetId: r.presetId, amount: fenToYuan(r.amount), bonus: fenToYuan(r.bonus) }));
  }

  /** Replaces the tiers (platform): fen amounts, in the given order. */
  async setPresets(list: readonly { amount: number; bonus: number }[]): Promise<RechargePreset[]> {
    await this.ctx.database.db.transaction((tx) => q.replacePresets(tx, list));
    return this.presets();
  }

  /** `POST /p/user/recharge`: opens a top-up and its QR code. Nothing is credited until it is paid. */
  async start(userId: number, body: { presetId: number } | { amount: number }): Promise<RechargeResult> {
    const sw = (await configServiceOf(this.ctx).paySwitch()) as { wechatPay?: boolean };
    if (!sw.wechatPay || this.ctx.config.production) throw showFail(RECHARGE_TEXT.wechatOff);
    const db = this.ctx.database.db;
    let amount: number;
    let bonus = 0;
    let presetId: number | null = null;
    if ("presetId" in body) {
      const p = await q.enabledPreset(db, body.presetId);
      if (!p) throw showFail(RECHARGE_TEXT.unknownPreset);
      [amount, bonus, presetId] = [p.amount, p.bonus, p.presetId];
    } else amount = body.amount;
    const at = new Date(nowMs(this.ctx));
    const payments = paymentServiceOf(this.ctx);
    const attempt = await db.transaction(async (tx) => {
      const rechargeNo = newBizNumber(at);
      await q.insertRecharge(tx, { rechargeNo, userId, amount, bonus, presetId, createdAt: at });
      return payments.rechargePrepay(
        tx,
        { rechargeNo, userId, amount, description: `余额充值 ¥${formatYuan(amount)}` },
        at,
      );
    });
    const codeUrl = payments.codeUrlOf(attempt.prepayId);
    return {
      rechargeNo: attempt.rechargeNo!,
      amount: fenToYuan(amount),
      bonus: fenToYuan(bonus),
      codeUrl,
      qrCode: await QRCode.toDataURL(codeUrl, { margin: 1, width: 256, errorCorrectionLevel: "M" }),
      expiresAt: mallDateTime(attempt.expiresAt),
      expiresAtMs: attempt.expiresAt.getTime(),
    };
  }

  /** `GET /p/user/recharge/:rechargeNo` — the buyer's own top-up only (A03000 otherwise). */
  async status(userId: number, rechargeNo: string): Promise<RechargeStatusView> {
    const r = await q.rechargeOf(this.ctx.database.db, rechargeNo);
    if (!r || r.userId !== userId) throw new AppError("A03000");
    return {
      rechargeNo,
      paid: r.status === RechargeStatus.PAID,
      amount: fenToYuan(r.amount),
      bonus: fenToYuan(r.bonus),
      balance: fenToYuan(await walletServiceOf(this.ctx).balance(userId)),
    };
  }
}

export const rechargeServiceOf = perContext((ctx) => new RechargeService(ctx));
