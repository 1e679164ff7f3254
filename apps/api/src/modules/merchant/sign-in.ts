import { randomBytes } from "node:crypto";
import type { Locale, MerchantLoginResult } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { hashPassword, verifyPassword } from "../../infra/auth/password-hash.ts";
import { STAFF_TOKEN_TTL_SECONDS, StaffTokenStore } from "../../infra/auth/staff-token-store.ts";
import { AppError, showFail } from "../../infra/http/app-error.ts";
import { pick } from "../../infra/http/locale.ts";
import { nowMs } from "../../infra/time.ts";
import { staffForSignIn } from "./queries.ts";
import { MERCHANT_TEXT } from "./texts.ts";

/**
 * Wrong staff passwords allowed within 30 minutes before sign-in answers 429 (issue 18). The tight
 * limit is per account AND address, so an attacker guessing a shop's password locks out only
 * themselves, not the shop's staff signing in from their own address; per address across accounts
 * (one attacker trying many shops); and a high ceiling per account for guesses spread over many
 * addresses, which only a distributed attack reaches. Shop and platform sign-in share the counters
 * (one account namespace): alternating the two doors does not double an attacker's budget.
 */
export const MERCHANT_LOGIN_LIMITS = { perAccountAndIp: 10, perIp: 30, perAccount: 100, windowSeconds: 1800 } as const;

function loginKeys(userName: string, ip: string): { key: string; limit: number }[] {
  const name = userName.toLowerCase();
  return [
    { key: `m-login:fail:a:${name}:ip:${ip}`, limit: MERCHANT_LOGIN_LIMITS.perAccountAndIp },
    { key: `m-login:fail:ip:${ip}`, limit: MERCHANT_LOGIN_LIMITS.perIp },
    { key: `m-login:fail:a:${name}`, limit: MERCHANT_LOGIN_LIMITS.perAccount },
  ];
}

/**
 * Staff sign-in for one scope: "shop" (`POST /m/login`) accepts only shop staff, "platform"
 * (`POST /admin/login`) only platform staff; an account of the other scope answers exactly like a
 * wrong password. argon2id, throttled, a staff token of 7 days. A platform result says shopId 0
 * (the platform's conversations) and the platform's name.
 */
export async function staffSignIn(
  ctx: AppContext,
  scope: "shop" | "platform",
  userName: string,
  password: string,
  locale: Locale,
  ip: string,
): Promise<MerchantLoginResult> {
  const keys = loginKeys(userName, ip);
  const counts = await Promise.all(keys.map(async (k) => Number((await ctx.kv.get(k.key)) ?? 0)));
  if (counts.some((n, i) => n >= keys[i]!.limit)) throw new AppError("B00016", MERCHANT_TEXT.locked, null, 429);
  const staff = await staffForSignIn(ctx.database.db, userName);
  // Verify against a hash even for unknown accounts, so timing does not reveal which accounts exist.
  // The staff account of an approved store application signs in with the buyer's store-account
  // password (uc-shopaccount); until the buyer sets one, nothing matches.
  const hash = staff?.linkedUserId != null ? staff.storeAccountHash : staff?.passwordHash;
  const ok = await verifyPassword(hash ?? (await dummyHash()), password);
  const inScope = staff !== undefined && (scope === "platform" ? staff.shopId === null : staff.nameZh !== null);
  if (!staff || !ok || staff.status !== 1 || !inScope) {
    for (const k of keys) await ctx.kv.incr(k.key, MERCHANT_LOGIN_LIMITS.windowSeconds);
    throw showFail(MERCHANT_TEXT.badLogin, 401);
  }
  const { token } = await new StaffTokenStore(ctx.database.db).issue(staff.staffId, new Date(nowMs(ctx)));
  return {
    token,
    staffId: staff.staffId,
    shopId: staff.shopId ?? 0,
    shopName:
      staff.shopId === null
        ? pick(locale, MERCHANT_TEXT.platform.zh, MERCHANT_TEXT.platform.en)
        : pick(locale, staff.nameZh ?? "", staff.nameEn ?? ""),
    expiresIn: STAFF_TOKEN_TTL_SECONDS,
  };
}

/** argon2id of a random string (made once): what unknown accounts are checked against. */
let dummy: Promise<string> | null = null;
function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString("hex"));
  return dummy;
}
