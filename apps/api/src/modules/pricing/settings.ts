import type { AppContext } from "../../context.ts";
import { perContext } from "../../infra/per-context.ts";
import type { FreightRule } from "./pricing.ts";

/**
 * The commerce rules of the mall, in one place (documented in ADR 0007). Read from the
 * environment once per app; tests change the object of their app (`commerceSettingsOf(ctx)`).
 */
export interface CommerceSettings {
  /** Freight of every shop's order: free from ¥99 of goods, else ¥8 (ORDER_FREIGHT_FREE_OVER_FEN / ORDER_FREIGHT_FEE_FEN). */
  freight: FreightRule;
  /** Platform commission in basis points of each line's paid amount: self-run shops (type 1) and ordinary shops (type 2). */
  commissionBp: { selfRun: number; ordinary: number };
  /** Unpaid orders cancel themselves after this many minutes (ORDER_UNPAID_MINUTES). */
  unpaidMinutes: number;
  /** Unpaid flash-sale orders cancel sooner, returning their units to the flash stock (FLASH_UNPAID_MINUTES). */
  flashUnpaidMinutes: number;
  /** Shipped orders are received automatically after this many days (ORDER_AUTO_CONFIRM_DAYS). */
  autoConfirmDays: number;
  /** Life of a confirm's submit token. */
  submitTokenMinutes: number;
  /** Life of a WeChat Native QR code (capped by the trade's pay deadline). */
  wxpayQrMinutes: number;
  /** HMAC-SHA256 key the sandbox gateway signs notifications with (WXPAY_SANDBOX_KEY). */
  wxpaySandboxKey: string;
  /** Notifications older than this are refused (replay window of the signature timestamp). */
  notifyMaxAgeSeconds: number;
  /**
   * The payment sweep asks the gateway about a WeChat prepay still unpaid this many minutes after it
   * was opened, and again every as many minutes until a minute before the trade's deadline
   * (PAYMENT_SWEEP_MINUTES).
   */
  paymentSweepMinutes: number;
}

function int(v: string | undefined, fallback: number, min: number, max: number): number {
  const n = Number(v);
  return v !== undefined && v !== "" && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

export function loadCommerceSettings(env: NodeJS.ProcessEnv = process.env): CommerceSettings {
  return {
    freight: {
      freeOver: int(env.ORDER_FREIGHT_FREE_OVER_FEN, 9900, 0, 1e9),
      fee: int(env.ORDER_FREIGHT_FEE_FEN, 800, 0, 1e7),
    },
    commissionBp: { selfRun: 0, ordinary: 500 },
    unpaidMinutes: int(env.ORDER_UNPAID_MINUTES, 30, 1, 24 * 60),
    flashUnpaidMinutes: int(env.FLASH_UNPAID_MINUTES, 5, 1, 24 * 60),
    autoConfirmDays: int(env.ORDER_AUTO_CONFIRM_DAYS, 10, 1, 90),
    submitTokenMinutes: 10,
    wxpayQrMinutes: 120,
    wxpaySandboxKey: env.WXPAY_SANDBOX_KEY || "souk-sandbox-wxpay-key-not-secret",
    notifyMaxAgeSeconds: 300,
    paymentSweepMinutes: int(env.PAYMENT_SWEEP_MINUTES, 5, 1, 24 * 60),
  };
}

export const commerceSettingsOf = perContext((_ctx: AppContext) => loadCommerceSettings());
