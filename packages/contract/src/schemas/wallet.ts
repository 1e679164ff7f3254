import { z } from "zod";
import { yuanToFen } from "../money.ts";
import { pageQuery } from "../pagination.ts";

/*
 * Balance (uc-balance). Every movement is a row of the buyer's ledger; the balance is their sum
 * (kept cached on a wallet row that is locked for every movement, so it never goes negative).
 */

/** `GET /p/user/balance` */
export interface BalanceInfo {
  /** Yuan. */
  balance: number;
}

/** `GET /p/user/balance/log?current=&size=` → Page<BalanceLogRecord>, newest first. */
export const balanceLogQuery = pageQuery;

/**
 * Why a ledger row exists: `grant` (demo/initial credit), `order_pay` (paid an order with the
 * balance), `late_payment_refund` (a payment that arrived for a cancelled order, credited back),
 * `duplicate_payment_refund` (a second payment for an already paid order, credited back),
 * `recharge` / `recharge_bonus` (a paid top-up and its tier's gift; ref "recharge"), `admin_adjust`
 * (a platform operator's manual correction, with who and why).
 */
export const balanceReasonSchema = z.enum([
  "grant",
  "order_pay",
  "late_payment_refund",
  "duplicate_payment_refund",
  "after_sales_refund",
  "recharge",
  "recharge_bonus",
  "admin_adjust",
  "member_buy",
]);
export type BalanceReason = z.infer<typeof balanceReasonSchema>;

export const balanceLogRecord = z.object({
  logId: z.number(),
  /** Signed yuan: negative for payments. */
  amount: z.number(),
  /** Balance after this row (yuan). */
  balanceAfter: z.number(),
  reason: balanceReasonSchema,
  /** Localized description of the reason. */
  reasonText: z.string(),
  /** What the row refers to: "trade" (payNo), "order" (orderNumber), "seed". */
  refType: z.string(),
  refId: z.string(),
  /** A manual adjustment's reason (shown to the buyer); null otherwise. */
  note: z.string().nullable(),
  createTime: z.string(),
});
export type BalanceLogRecord = z.infer<typeof balanceLogRecord>;

/** Top-up limits (spec part 5): at least ¥0.01, at most ¥100,000 per top-up, 2 decimals. */
export const RECHARGE_MIN_FEN = 1;
export const RECHARGE_MAX_FEN = 10_000_000;

/** A yuan amount within the top-up limits, as fen (strings or numbers; more than 2 decimals refused). */
export const rechargeAmountSchema = z
  .union([z.string(), z.number()], { error: "v.rechargeAmount" })
  .transform((v, ctx) => {
    try {
      const fen = yuanToFen(v);
      if (fen >= RECHARGE_MIN_FEN && fen <= RECHARGE_MAX_FEN) return fen;
    } catch {
      /* reported below */
    }
    ctx.addIssue({ code: "custom", message: "v.rechargeAmount" });
    return z.NEVER;
  });

/**
 * `POST /p/user/recharge` — a top-up paid by WeChat Pay (sandbox outside production): either a
 * tier (`presetId`, its bonus applies) or a custom `amount` in yuan (no bonus). Answers the QR code;
 * poll `GET /p/user/recharge/:rechargeNo` until paid.
 */
export const rechargeBody = z
  .object({
    presetId: z
      .number({ error: "v.rechargePreset" })
      .int({ error: "v.rechargePreset" })
      .positive({ error: "v.rechargePreset" })
      .optional(),
    amount: rechargeAmountSchema.optional(),
  })
  .refine((b) => (b.presetId === undefined) !== (b.amount === undefined), { error: "v.rechargeAmount" })
  .transform((b): { presetId: number } | { amount: number } =>
    b.presetId !== undefined ? { presetId: b.presetId } : { amount: b.amount! },
  );
export type RechargeBody = z.input<typeof rechargeBody>;

export const rechargeNoParams = z.object({
  rechargeNo: z.string({ error: "v.rechargeNo" }).regex(/^\d{24}$/, { error: "v.rechargeNo" }),
});

/** `GET /p/user/recharge/presets` — the tiers (yuan), in display order. */
export const rechargePreset = z.object({ presetId: z.number(), amount: z.number(), bonus: z.number() });
export type RechargePreset = z.infer<typeof rechargePreset>;

export const rechargeResult = z.object({
  rechargeNo: z.string(),
  /** Paid amount and the gift credited with it (yuan). */
  amount: z.number(),
  bonus: z.number(),
  codeUrl: z.string(),
  /** The QR code as a PNG data URL. */
  qrCode: z.string(),
  expiresAt: z.string(),
  expiresAtMs: z.number(),
});
export type RechargeResult = z.infer<typeof rechargeResult>;

/** `GET /p/user/recharge/:rechargeNo` — polled while the QR code is shown. */
export const rechargeStatusView = z.object({
  rechargeNo: z.string(),
  paid: z.boolean(),
  amount: z.number(),
  bonus: z.number(),
  /** The balance now (yuan). */
  balance: z.number(),
});
export type RechargeStatus = z.infer<typeof rechargeStatusView>;

/** Platform: `POST /admin/wallet/adjust` — a manual correction, recorded with who and why. */
export const balanceAdjustBody = z.object({
  userId: z.number({ error: "v.userId" }).int({ error: "v.userId" }).positive({ error: "v.userId" }),
  /** Signed yuan, non-zero, 2 decimals at most. */
  amount: z.union([z.string(), z.number()], { error: "v.adjustAmount" }).transform((v, ctx) => {
    const s = String(v).trim();
    const neg = s.startsWith("-");
    try {
      const fen = yuanToFen(neg ? s.slice(1) : s);
      if (fen > 0 && fen <= RECHARGE_MAX_FEN) return neg ? -fen : fen;
    } catch {
      /* reported below */
    }
    ctx.addIssue({ code: "custom", message: "v.adjustAmount" });
    return z.NEVER;
  }),
  reason: z
    .string({ error: "v.adjustReason" })
    .trim()
    .min(2, { error: "v.adjustReason" })
    .max(200, { error: "v.adjustReason" }),
  /** Idempotency key of the adjustment (a retried request is one adjustment). */
  requestId: z.string({ error: "v.requestId" }).regex(/^[A-Za-z0-9_-]{8,64}$/, { error: "v.requestId" }),
});
export type BalanceAdjustBody = z.input<typeof balanceAdjustBody>;

/** `POST /admin/recharge/presets` — replaces the tiers (yuan). */
export const rechargePresetsBody = z.object({
  presets: z
    .array(
      z.object({
        amount: rechargeAmountSchema,
        bonus: z.union([z.string(), z.number()]).transform((v, ctx) => {
          try {
            const fen = yuanToFen(v);
            if (fen <= RECHARGE_MAX_FEN) return fen;
          } catch {
            /* reported below */
          }
          ctx.addIssue({ code: "custom", message: "v.rechargeBonus" });
          return z.NEVER;
        }),
      }),
      { error: "v.rechargePresets" },
    )
    .max(12, { error: "v.rechargePresets" }),
});
