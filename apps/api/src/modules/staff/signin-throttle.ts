import type { AppContext } from "../../context.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { nowMs } from "../../infra/time.ts";
import { STAFF_TEXT } from "./texts.ts";

/**
 * Staff sign-in throttling (`/m/login` and `/admin/login` share it: one account namespace), in ctx.kv.
 * What trusted sign-in systems do, so a stranger cannot keep a shop locked out:
 *  - per account AND source address: after 3 wrong passwords each further attempt from that address
 *    waits 1, 2, 4 … 60 seconds (refused with 429 before the password is checked, not counted); the
 *    10th locks the account for that address only, for 30 minutes. The owner signing in from
 *    their own address is not affected;
 *  - per address across all names: 30 wrong passwords in 30 minutes refuse that address;
 *  - per account across addresses: 100 in 30 minutes lock the account everywhere (only a
 *    distributed attack gets there).
 * The shop owner lifts every lock of an account (unlock, or a new password): each account's keys
 * carry a generation, and unlocking moves it on, so the old counters no longer apply. A lock
 * answers the onLock callback (the operation log writes it).
 */
export const STAFF_SIGNIN_LIMITS = {
  freeFailures: 3,
  maxDelaySeconds: 60,
  perAccountAndIp: 10,
  perIp: 30,
  perAccount: 100,
  windowSeconds: 1800,
  lockSeconds: 1800,
} as const;

/** Seconds an address waits after its n-th wrong password for an account (0 = none). */
export function delayAfter(failures: number): number {
  if (failures < STAFF_SIGNIN_LIMITS.freeFailures) return 0;
  return Math.min(2 ** (failures - STAFF_SIGNIN_LIMITS.freeFailures), STAFF_SIGNIN_LIMITS.maxDelaySeconds);
}

export type LockScope = "address" | "account";

export class StaffSignInThrottle {
  constructor(private readonly ctx: AppContext) {}

  private async keys(userName: string, ip: string) {
    const name = userName.toLowerCase();
    const gen = (await this.ctx.kv.get(`sl:gen:${name}`)) ?? "0";
    const acct = `${name}:g${gen}`;
    return {
      pair: `sl:f:${acct}:ip:${ip}`,
      notBefore: `sl:nb:${acct}:ip:${ip}`,
      pairLock: `sl:lock:${acct}:ip:${ip}`,
      account: `sl:f:${acct}`,
      accountLock: `sl:lock:${acct}`,
      marker: `sl:locked:${acct}`,
      ip: `sl:f:ip:${ip}`,
    };
  }

  /** Throws 429 while this address must wait or is locked for the account, or the account or address is locked. */
  async assertAllowed(userName: string, ip: string): Promise<void> {
    const k = await this.keys(userName, ip);
    const kv = this.ctx.kv;
    const [pairLock, accountLock, ipFails, notBefore] = await Promise.all([
      kv.get(k.pairLock),
      kv.get(k.accountLock),
      kv.get(k.ip),
      kv.get(k.notBefore),
    ]);
    if (pairLock !== null || accountLock !== null || Number(ipFails ?? 0) >= STAFF_SIGNIN_LIMITS.perIp)
      throw new AppError("B00016", STAFF_TEXT.locked, null, 429);
    const waitMs = Number(notBefore ?? 0) - nowMs(this.ctx);
    if (waitMs > 0) {
      const n = String(Math.ceil(waitMs / 1000));
      const text = { zh: STAFF_TEXT.slowDown.zh.replace("{n}", n), en: STAFF_TEXT.slowDown.en.replace("{n}", n) };
      throw new AppError("B00016", text, { retryAfter: Number(n) }, 429);
    }
  }

  /** A wrong password: counts it, sets the next delay, and locks (calling onLock once per new lock). */
  async recordFailure(userName: string, ip: string, onLock: (scope: LockScope) => Promise<void>): Promise<void> {
    const k = await this.keys(userName, ip);
    const kv = this.ctx.kv;
    const L = STAFF_SIGNIN_LIMITS;
    const [pair, account] = await Promise.all([kv.incr(k.pair, L.windowSeconds), kv.incr(k.account, L.windowSeconds)]);
    await kv.incr(k.ip, L.windowSeconds);
    const delay = delayAfter(pair);
    if (delay > 0) {
      await kv.del(k.notBefore);
      await kv.setNx(k.notBefore, String(nowMs(this.ctx) + delay * 1000), delay + 1);
    }
    if (pair >= L.perAccountAndIp && (await kv.setNx(k.pairLock, "1", L.lockSeconds))) {
      await kv.del(k.pair);
      await kv.setNx(k.marker, "1", L.lockSeconds);
      await onLock("address");
    }
    if (account >= L.perAccount && (await kv.setNx(k.accountLock, "1", L.lockSeconds))) {
      await kv.del(k.account);
      await kv.setNx(k.marker, "1", L.lockSeconds);
      await onLock("account");
    }
  }

  /** The right password: this address starts again for the account (the address-wide count stays). */
  async recordSuccess(userName: string, ip: string): Promise<void> {
    const k = await this.keys(userName, ip);
    await Promise.all([this.ctx.kv.del(k.pair), this.ctx.kv.del(k.notBefore)]);
  }

  /** Whether the account is locked for some address or everywhere (the owner's staff list shows it). */
  async isLocked(userName: string): Promise<boolean> {
    const k = await this.keys(userName, "");
    return (await this.ctx.kv.get(k.marker)) !== null;
  }

  /**
   * The owner lifts every lock and delay of the account (a new generation of its keys). The
   * generation lives 90 days from the first unlock; when it lapses the account is back at
   * generation 0, whose keys expired long before.
   */
  async unlock(userName: string): Promise<void> {
    await this.ctx.kv.incr(`sl:gen:${userName.toLowerCase()}`, 90 * 24 * 3600);
  }
}
