import { PAY_SWITCH_CACHE_MS } from "@souk/contract";
import type { PaySwitch } from "@/lib/api/endpoints/payment";

/** Spec part 9: the pay switch is kept on the client for 18,000,000 ms (5 hours), in localStorage with its time. */
export const PAY_SWITCH_KEY = "souk.paySwitch";

interface Stored {
  savedAt: number;
  value: PaySwitch;
}

function isSwitch(v: unknown): v is PaySwitch {
  if (typeof v !== "object" || v === null) return false;
  const o = v as Record<string, unknown>;
  return typeof o.balancePay === "boolean" && typeof o.wechatPay === "boolean" && typeof o.aliPay === "boolean";
}

/** The cached switch when it is younger than the limit (and not from the future), else null. */
export function readPaySwitch(raw: string | null, now: number, maxAge: number = PAY_SWITCH_CACHE_MS): PaySwitch | null {
  if (!raw) return null;
  try {
    const s = JSON.parse(raw) as Partial<Stored>;
    if (typeof s.savedAt !== "number" || !isSwitch(s.value)) return null;
    const age = now - s.savedAt;
    return age >= 0 && age < maxAge ? s.value : null;
  } catch {
    return null;
  }
}

export function serializePaySwitch(value: PaySwitch, now: number): string {
  return JSON.stringify({ savedAt: now, value } satisfies Stored);
}
