import type { Kv } from "../../infra/kv/index.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { LOGIN_LOCKED_TEXT } from "./texts.ts";

/**
 * Password sign-in throttling (ASVS 6.3.1; attack checklist 29), in ctx.kv:
 *  - per account: 10 wrong passwords within 30 minutes lock the account's password sign-in
 *    for 30 minutes (mall4j's rule). SMS sign-in and password reset still work, so a locked
 *    out owner has a way in and an attacker cannot keep the owner out for good.
 *  - per IP: 50 wrong passwords within 30 minutes (spread over any accounts) lock that IP's
 *    password sign-ins for 30 minutes.
 * The account key of an unknown name is the name itself, so unknown and existing accounts
 * behave the same way and the answers never tell whether an account exists.
 */
export const LOGIN_LIMITS = {
  perAccount: 10,
  perIp: 50,
  windowSeconds: 30 * 60,
  lockSeconds: 30 * 60,
} as const;

/** Account key of a known user, or of a name that matched nobody. */
export function accountKey(user: { userId: number } | null | undefined, typedName: string): string {
  return user ? `u:${user.userId}` : `n:${typedName.toLowerCase()}`;
}

export class LoginThrottle {
  constructor(private readonly kv: () => Kv) {}

  /** Throws 429 while the account or the IP is locked. */
  async assertAllowed(account: string, ip: string): Promise<void> {
    const kv = this.kv();
    const [a, i] = await Promise.all([kv.get(`login:lock:a:${account}`), kv.get(`login:lock:ip:${ip}`)]);
    if (a !== null || i !== null) throw new AppError("B00016", LOGIN_LOCKED_TEXT, null, 429);
  }

  async recordFailure(account: string, ip: string): Promise<void> {
    const kv = this.kv();
    const a = await kv.incr(`login:fail:a:${account}`, LOGIN_LIMITS.windowSeconds);
    if (a >= LOGIN_LIMITS.perAccount) {
      await kv.setNx(`login:lock:a:${account}`, "1", LOGIN_LIMITS.lockSeconds);
      await kv.del(`login:fail:a:${account}`);
    }
    const i = await kv.incr(`login:fail:ip:${ip}`, LOGIN_LIMITS.windowSeconds);
    if (i >= LOGIN_LIMITS.perIp) {
      await kv.setNx(`login:lock:ip:${ip}`, "1", LOGIN_LIMITS.lockSeconds);
      await kv.del(`login:fail:ip:${ip}`);
    }
  }

  /** A correct password clears the account's failures (not the IP's). */
  async recordSuccess(account: string): Promise<void> {
    await this.kv().del(`login:fail:a:${account}`);
  }

  /** The owner proved control of the phone (password reset): lift the account's lock. */
  async clearAccount(account: string): Promise<void> {
    const kv = this.kv();
    await kv.del(`login:fail:a:${account}`);
    await kv.del(`login:lock:a:${account}`);
  }
}
