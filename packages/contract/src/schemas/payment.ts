import { z } from "zod";
import { payNoSchema } from "./order.ts";

/*
 * Payment (`/payment`, `/weixin-pay`). One submit = one trade (payNo) covering one order per
 * shop; paying the trade pays every order of it that is still unpaid. Methods offered follow
 * `GET /sys/config/info/getSysPaySwitch` ({balancePay, wechatPay, aliPay}).
 */

/**
 * 1 balance (wallet), 2 WeChat Pay Native (QR code; the sandbox gateway outside production),
 * 3 gift cards (alone or with the balance for the rest — see schemas/giftcard.ts).
 */
export const PayType = { BALANCE: 1, WECHAT_NATIVE: 2, GIFT_CARD: 3 } as const;
export type PayTypeValue = (typeof PayType)[keyof typeof PayType];

/** A WeChat QR code is valid this long, or until the orders' pay deadline if that is sooner. */
export const WXPAY_QR_LIFETIME_MINUTES = 120;

/**
 * `POST /p/order/pay` {payNo, payType} → PayResult.
 * Balance: debited at once (insufficient → A00001 'Insufficient balance').
 * WeChat: answers the QR code (codeUrl) and its expiry; poll `GET /p/order/isPay/:payNo`.
 * An expired or cancelled trade answers A03003 'Order has expired, please place a new order';
 * a trade already paid answers success with paid: true (nothing is charged twice).
 */
export const payBody = z
  .object({
    payNo: payNoSchema,
    payType: z.coerce
      .number({ error: "v.payType" })
      .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: "v.payType" })),
    /** payType 3: the bound cards to spend (1–10, distinct). */
    cardIds: z
      .array(z.number().int().positive(), { error: "v.giftCardIds" })
      .min(1, { error: "v.giftCardIds" })
      .max(10, { error: "v.giftCardIds" })
      .refine((ids) => new Set(ids).size === ids.length, { error: "v.giftCardIds" })
      .optional(),
    /** payType 3: let the balance pay what the cards leave. */
    useBalance: z.boolean().optional().default(false),
  })
  .refine((b) => b.payType !== 3 || b.cardIds !== undefined, { error: "v.giftCardIds", path: ["cardIds"] });
export type PayBody = z.input<typeof payBody>;

export const payResult = z.object({
  payNo: z.string(),
  payType: z.literal([1, 2, 3]),
  /** true when the payment is complete (balance). */
  paid: z.boolean(),
  /** Amount (yuan). */
  amount: z.number(),
  /** WeChat only: the URL encoded in the QR code (the sandbox's scan page outside production). */
  codeUrl: z.string().nullable(),
  /** WeChat only: the QR code as a PNG data URL (render it as <img>). */
  qrCode: z.string().nullable(),
  /** WeChat only: "yyyy-MM-dd HH:mm:ss" (China time) after which the QR code is expired. */
  expiresAt: z.string().nullable(),
  /** WeChat only: the same as epoch milliseconds (for the countdown). */
  expiresAtMs: z.number().nullable(),
});
export type PayResult = z.infer<typeof payResult>;

export const payNoParams = z.object({ payNo: payNoSchema });
export const payNoQuery = z.object({ payNo: payNoSchema });

/** `GET /p/order/isPay/:payNo` → polled by /weixin-pay. */
export const isPayResult = z.object({
  paid: z.boolean(),
  /** 0 unpaid, 1 paid, 2 closed (cancelled/expired). */
  status: z.literal([0, 1, 2]),
});
export type IsPayResult = z.infer<typeof isPayResult>;

/** `GET /p/order/payInfo?payNo=` → the `/payment` page summary. */
export const payInfoView = z.object({
  payNo: z.string(),
  /** 0 unpaid, 1 paid, 2 closed. */
  status: z.literal([0, 1, 2]),
  /** What is still to pay (unpaid orders of the trade), yuan. */
  totalFee: z.number(),
  /** Pay deadline: "yyyy-MM-dd HH:mm:ss" (China time) and epoch ms (for the countdown). */
  endTime: z.string(),
  endTimeMs: z.number(),
  /** The server's now (epoch ms), so the countdown does not trust the browser clock. */
  nowMs: z.number(),
  orderNumbers: z.array(z.string()),
  prodNames: z.array(z.string()),
  receiver: z.string(),
  mobile: z.string(),
  userAddr: z.string(),
  /** Current balance (yuan), to show next to the balance method. */
  balance: z.number(),
});
export type PayInfo = z.infer<typeof payInfoView>;

/** Trade status (0 unpaid, 1 paid, 2 closed). */
export const TradeStatus = { UNPAID: 0, PAID: 1, CLOSED: 2 } as const;

// ---------------------------------------------------------------- sandbox gateway (not in production)

/**
 * The sandbox WeChat Pay gateway (exists only when the API is not in production mode):
 * - `GET /sandbox/wxpay/prepay/:prepayId` → SandboxPrepay (what the payer's phone shows);
 * - `POST /sandbox/wxpay/prepay/:prepayId/confirm` → SandboxConfirmResult: the "payer pays";
 *   the gateway then sends a signed notification to `POST /notice/pay/wxpay`, exactly as the
 *   real gateway would, and reports what the merchant server answered.
 * The QR code's URL is `${publicUrl}/weixin-pay/sandbox-scan?prepayId=...` (a storefront page).
 */
export const prepayIdParams = z.object({ prepayId: z.string().regex(/^wx[A-Za-z0-9]{20,40}$/, { error: "v.payNo" }) });

export const sandboxPrepayStatus = z.enum(["NOTPAY", "SUCCESS", "CLOSED", "EXPIRED"]);
export const sandboxPrepay = z.object({
  prepayId: z.string(),
  /** Shown to the payer, e.g. "Souk order 2026…". */
  description: z.string(),
  /** Yuan. */
  amount: z.number(),
  expiresAt: z.string(),
  expiresAtMs: z.number(),
  /** NOTPAY, SUCCESS (paid), CLOSED (trade cancelled), EXPIRED (QR lifetime over). */
  status: sandboxPrepayStatus,
});
export type SandboxPrepay = z.infer<typeof sandboxPrepay>;

export const sandboxConfirmResult = z.object({
  /** The HTTP status the merchant's notify handler answered (200 = accepted). */
  notifyStatus: z.number(),
  status: sandboxPrepayStatus,
});
export type SandboxConfirmResult = z.infer<typeof sandboxConfirmResult>;
