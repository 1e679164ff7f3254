import { randomBytes } from "node:crypto";
import type { Locale, MerchantLoginResult } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { hashPassword, verifyPassword } from "../../infra/auth/password-hash.ts";
import { STAFF_TOKEN_TTL_SECONDS, StaffTokenStore } from "../../infra/auth/staff-token-store.ts";
import { showFail } from "../../infra/http/app-error.ts";
import { pick } from "../../infra/http/locale.ts";
import { nowMs } from "../../infra/time.ts";
import { recordSignInLock } from "../staff/op-log.ts";
import { StaffSignInThrottle } from "../staff/signin-throttle.ts";
import { staffForSignIn } from "./queries.ts";
import { MERCHANT_TEXT } from "./texts.ts";

/**
 * Staff sign-in for one scope: "shop" (`POST /m/login`) accepts only shop staff, "platform"
 * (`POST /admin/login`) only platform staff; an account of the other scope answers exactly like a
 * wrong password. argon2id, throttled (signin-throttle.ts; a lock goes to the operation log), a staff token of 7 days. A platform result says shopId 0
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
  const throttle = new StaffSignInThrottle(ctx);
  await throttle.assertAllowed(userName, ip);
  const staff = await staffForSignIn(ctx.database.db, userName);
  // Verify against a hash even for unknown accounts, so timing does not reveal which accounts exist.
  // The staff account of an approved store application signs in with the buyer's store-account
  // password (uc-shopaccount); until the buyer sets one, nothing matches.
  const hash = staff?.linkedUserId != null ? staff.storeAccountHash : staff?.passwordHash;
  const ok = await verifyPassword(hash ?? (await dummyHash()), password);
  const inScope = staff !== undefined && (scope === "platform" ? staff.shopId === null : staff.nameZh !== null);
  if (!staff || !ok || staff.status !== 1 || !inScope) {
    await throttle.recordFailure(userName, ip, async (lock) => {
      if (staff) await recordSignInLock(ctx.database.db, staff, { ip, lock, door: scope });
    });
    throw showFail(MERCHANT_TEXT.badLogin, 401);
  }
  await throttle.recordSuccess(userName, ip);
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
