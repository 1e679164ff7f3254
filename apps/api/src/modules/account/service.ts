import {
  passwordSchema,
  shopAccountPasswordSchema,
  TOKEN_TTL_SECONDS,
  validationText,
  type LoginBody,
  type LoginResult,
  type RegisterBody,
  type RegisterOrBindBody,
  type ResetPasswordBody,
  type ShopAccountInfo,
  type ShopAccountPasswordBody,
  type SmsLoginBody,
  type SmsType,
  type UpdatePasswordBody,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { openWirePassword } from "../../infra/auth/password-cipher.ts";
import { RefreshTokenStore } from "../../infra/auth/refresh-token-store.ts";
import { burnVerification, hashPassword, needsRehash, verifyPassword } from "../../infra/auth/password-hash.ts";
import type { Db } from "../../infra/db/client.ts";
import { AppError, showFail } from "../../infra/http/app-error.ts";
import type { SmsProvider } from "../../infra/sms/index.ts";
import { nowMs } from "../../infra/time.ts";
import { accountKey, LoginThrottle } from "./login-throttle.ts";
import * as q from "./queries.ts";
import { type RequestMeta } from "./session.ts";
import { fieldError } from "../../infra/http/app-error.ts";
import { VerificationCodes } from "./verification.ts";
import { ACCOUNT_TEXT } from "./texts.ts";
import { pointsServiceOf } from "../points/service.ts";

/** Credentials of the demo buyer created by the seed (documented in the README). */
export const DEMO_ACCOUNT = { userName: "demo", password: "souk1234", mobile: "13800000000" } as const;

/** A signed-in session to hand to the client (body and cookie). */
export interface Session {
  userId: number;
  token: string;
  result: LoginResult;
}

/**
 * Registration, sign-in (password and SMS), sign-out, password reset and change, phone
 * binding and the store-account password. Sessions are server-side tokens (TokenStore):
 * every sign-in issues a new one and revokes the one the request carried (rotation);
 * logout revokes it; a reset revokes them all, a change all but the current one.
 */
export class AccountService {
  readonly codes: VerificationCodes;
  readonly throttle: LoginThrottle;
  private readonly refreshTokens: RefreshTokenStore;

  constructor(
    private readonly ctx: AppContext,
    sms: () => SmsProvider,
  ) {
    this.codes = new VerificationCodes(ctx, sms);
    this.throttle = new LoginThrottle(() => ctx.kv);
    this.refreshTokens = new RefreshTokenStore(ctx.database.db);
  }

  private get db(): Db {
    return this.ctx.database.db;
  }

  // ------------------------------------------------------------------ codes

  /**
   * Sends a code for a purpose. Registration refuses a registered phone (registration has to
   * say so anyway). Password reset does not reveal whether the phone has an account: an unknown
   * phone goes through the same throttles and the same answer, but nothing is sent.
   */
  async sendCode(type: Exclude<SmsType, "shopAccount">, mobile: string, meta: RequestMeta): Promise<void> {
    if (type === "register" && (await q.findByMobile(this.db, mobile))) throw showFail(ACCOUNT_TEXT.mobileTaken, 409);
    const deliver = type !== "resetPassword" || (await q.findByMobile(this.db, mobile)) !== null;
    await this.codes.send(type, mobile, { ip: meta.ip, locale: meta.locale, deliver });
  }

  // ------------------------------------------------------------------ registration and sign-in

  async register(body: RegisterBody, meta: RequestMeta): Promise<Session> {
    const password = this.openPassword("passWord", body.passWord, meta);
    this.checkPasswordRule("passWord", password, meta);
    // Duplicates are checked before the code is spent, so the buyer can fix the name and retry.
    if (await q.findByUserName(this.db, body.userName)) throw showFail(ACCOUNT_TEXT.userNameTaken, 409);
    if (await q.findByMobile(this.db, body.mobile)) throw showFail(ACCOUNT_TEXT.mobileTaken, 409);
    await this.codes.verify("register", body.mobile, body.validCode);
    const passwordHash = await hashPassword(password);
    let userId: number;
    try {
      userId = await q.insertUser(this.db, {
        userName: body.userName,
        mobile: body.mobile,
        nickName: body.userName,
        passwordHash,
      });
    } catch (err) {
      const c = q.uniqueViolation(err);
      if (c === null) throw err;
      throw showFail(c.includes("mobile") ? ACCOUNT_TEXT.mobileTaken : ACCOUNT_TEXT.userNameTaken, 409); // lost a race with another registration
    }
    await pointsServiceOf(this.ctx).registeredNow(userId); // the registration bonus (once per buyer)
    return this.startSession({ userId, mobile: body.mobile }, meta);
  }

  /** `/sso/login`: account name or mobile + password, throttled per account and per IP. */
  async login(body: LoginBody, meta: RequestMeta): Promise<Session> {
    const password = this.openPassword("passWord", body.passWord, meta);
    const user = await q.findByLoginName(this.db, body.userName);
    const key = accountKey(user, body.userName);
    await this.throttle.assertAllowed(key, meta.ip);
    const ok = user?.passwordHash
      ? await verifyPassword(user.passwordHash, password)
      : await burnVerification(password);
    if (!ok || !user) {
      await this.throttle.recordFailure(key, meta.ip);
      throw showFail(ACCOUNT_TEXT.badCredentials, 401);
    }
    await this.throttle.recordSuccess(key);
    if (user.status !== 1) throw showFail(ACCOUNT_TEXT.disabled, 403);
    if (needsRehash(user.passwordHash!)) await q.setPasswordHash(this.db, user.userId, await hashPassword(password));
    return this.startSession(user, meta);
  }

  /**
   * `/sso/smsLogin`: the code proves the phone. As on JD, an unregistered phone gets an account
   * on the spot (generated nickname, no account name, no password: isSetPassword false).
   */
  async smsLogin(body: SmsLoginBody, meta: RequestMeta): Promise<Session> {
    const mobile = body.userName;
    await this.codes.verify("login", mobile, body.passWord);
    const user = await this.findOrCreateByMobile(mobile, null);
    if (user.status !== 1) throw showFail(ACCOUNT_TEXT.disabled, 403);
    return this.startSession(user, meta);
  }

  /** Revokes the token the request carried (if any). The route clears the cookie either way. */
  async logout(token: string | null): Promise<void> {
    if (token) await this.ctx.tokens.revoke(token);
  }

  /** Whether nobody has the account name yet (case-insensitive, as sign-in matches it). */
  async userNameAvailable(userName: string): Promise<boolean> {
    return (await q.findByUserName(this.db, userName)) === null;
  }

  /** Issues a new session token, revoking the one the request carried (rotation at sign-in). */
  async startSession(user: { userId: number; mobile: string | null }, meta: RequestMeta): Promise<Session> {
    if (meta.presentedToken) await this.ctx.tokens.revoke(meta.presentedToken);
    // Session lifetime follows the real clock, like the auth hook that verifies it.
    const { token } = await this.ctx.tokens.issue(user.userId);
    return { userId: user.userId, token, result: await this.resultFor(user, token) };
  }

  /** The login result of an access token, with a fresh refresh token bound to it. */
  private async resultFor(user: { userId: number; mobile: string | null }, token: string): Promise<LoginResult> {
    const refreshToken = await this.refreshTokens.issue(user.userId, token);
    return {
      accessToken: token,
      token,
      userFlag: user.mobile ? 1 : 0,
      refreshToken,
      expiresIn: TOKEN_TTL_SECONDS,
    };
  }

  /**
   * `POST /token/refresh` (mall4j): spends the refresh token (once, atomically) and answers a new
   * access and refresh token; the access token it was issued with is revoked. A spent, expired or
   * unknown token, or one whose session ended (logout, password reset), answers A00004.
   */
  async refresh(refreshToken: string): Promise<Session> {
    const spent = await this.refreshTokens.spend(refreshToken);
    if (!spent) throw new AppError("A00004");
    await this.ctx.tokens.revokeHash(spent.accessTokenHash);
    const user = await q.findById(this.db, spent.userId);
    if (!user || user.status !== 1) throw new AppError("A00004");
    const { token } = await this.ctx.tokens.issue(user.userId);
    return { userId: user.userId, token, result: await this.resultFor(user, token) };
  }

  // ------------------------------------------------------------------ passwords

  /** `/user/resetPassword`: the phone's code sets a new password and ends every session. */
  async resetPassword(body: ResetPasswordBody, meta: RequestMeta): Promise<void> {
    const password = this.openPassword("passWord", body.passWord, meta);
    this.checkPasswordRule("passWord", password, meta);
    // An unknown phone was never sent a code, so this fails like a wrong code (and counts as one).
    await this.codes.verify("resetPassword", body.mobile, body.validCode);
    const user = await q.findByMobile(this.db, body.mobile);
    if (!user) throw new AppError("A00006");
    await q.setPasswordHash(this.db, user.userId, await hashPassword(password));
    await this.ctx.tokens.revokeAll(user.userId);
    await this.throttle.clearAccount(accountKey(user, ""));
  }

  /** `/p/user/updatePwd`: needs the current password; every other session ends. */
  async updatePassword(
    userId: number,
    currentToken: string,
    body: UpdatePasswordBody,
    meta: RequestMeta,
  ): Promise<void> {
    const oldPassword = this.openPassword("oldPassword", body.oldPassword, meta);
    const newPassword = this.openPassword("newPassword", body.newPassword, meta);
    this.checkPasswordRule("newPassword", newPassword, meta);
    const user = await this.requireUser(userId);
    if (!user.passwordHash) throw showFail(ACCOUNT_TEXT.noPasswordSet);
    const key = accountKey(user, "");
    await this.throttle.assertAllowed(key, meta.ip);
    if (!(await verifyPassword(user.passwordHash, oldPassword))) {
      await this.throttle.recordFailure(key, meta.ip);
      throw showFail(ACCOUNT_TEXT.wrongOldPassword);
    }
    if (oldPassword === newPassword) throw showFail(ACCOUNT_TEXT.samePassword);
    await q.setPasswordHash(this.db, userId, await hashPassword(newPassword));
    await this.ctx.tokens.revokeOthers(userId, currentToken);
  }

  // ------------------------------------------------------------------ phone binding

  /**
   * Binds a phone to a signed-in account that has none (`/sso/checkBindSmsCode`,
   * `/user/registerOrBindUser`). The code must be a "bind" code for that phone.
   */
  async bindMobile(userId: number, mobile: string, validCode: string): Promise<void> {
    const user = await this.requireUser(userId);
    if (user.mobile) throw showFail(ACCOUNT_TEXT.alreadyBound, 409);
    if (await q.findByMobile(this.db, mobile)) throw showFail(ACCOUNT_TEXT.mobileBoundElsewhere, 409);
    await this.codes.verify("bind", mobile, validCode);
    try {
      if (!(await q.bindMobile(this.db, userId, mobile))) throw showFail(ACCOUNT_TEXT.alreadyBound, 409);
    } catch (err) {
      if (q.uniqueViolation(err) !== null) throw showFail(ACCOUNT_TEXT.mobileBoundElsewhere, 409);
      throw err;
    }
  }

  /**
   * `/user/registerOrBindUser`. Signed in without a phone: binds it (same session). Otherwise
   * the "bind" code signs in the phone's account, creating it when there is none (with the
   * password when one is given; an existing account's password is never changed here).
   */
  async registerOrBind(
    body: RegisterOrBindBody,
    caller: { userId: number; token: string } | null,
    meta: RequestMeta,
  ): Promise<Session> {
    if (caller) {
      await this.bindMobile(caller.userId, body.mobile, body.validCode);
      return {
        userId: caller.userId,
        token: caller.token,
        result: await this.resultFor({ userId: caller.userId, mobile: body.mobile }, caller.token),
      };
    }
    let passwordHash: string | null = null;
    if (body.passWord !== undefined) {
      const password = this.openPassword("passWord", body.passWord, meta);
      this.checkPasswordRule("passWord", password, meta);
      passwordHash = await hashPassword(password);
    }
    await this.codes.verify("bind", body.mobile, body.validCode);
    const user = await this.findOrCreateByMobile(body.mobile, passwordHash);
    if (user.status !== 1) throw showFail(ACCOUNT_TEXT.disabled, 403);
    return this.startSession(user, meta);
  }

  // ------------------------------------------------------------------ store account (uc-shopaccount)

  /** The code goes to the buyer's own bound phone. */
  async sendShopAccountCode(userId: number, meta: RequestMeta): Promise<void> {
    const user = await this.requireUser(userId);
    if (!user.mobile) throw showFail(ACCOUNT_TEXT.needMobile);
    await this.codes.send("shopAccount", user.mobile, { ip: meta.ip, locale: meta.locale });
  }

  async setShopAccountPassword(userId: number, body: ShopAccountPasswordBody, meta: RequestMeta): Promise<void> {
    const password = this.openPassword("password", body.password, meta);
    if (!shopAccountPasswordSchema.safeParse(password).success)
      throw fieldError("password", validationText("v.shopAccountPassword")!, meta.locale);
    const user = await this.requireUser(userId);
    if (!user.mobile) throw showFail(ACCOUNT_TEXT.needMobile);
    await this.codes.verify("shopAccount", user.mobile, body.validCode);
    await q.upsertShopAccount(this.db, userId, await hashPassword(password), new Date(nowMs(this.ctx)));
  }

  async shopAccountInfo(userId: number): Promise<ShopAccountInfo> {
    const user = await this.requireUser(userId);
    const hash = await q.shopAccountHash(this.db, userId);
    return {
      isSetPassword: hash !== null,
      mobile: user.mobile ? `${user.mobile.slice(0, 3)}****${user.mobile.slice(7)}` : null,
    };
  }

  // ------------------------------------------------------------------ helpers

  async requireUser(userId: number): Promise<q.AccountRow> {
    const user = await q.findById(this.db, userId);
    if (!user) throw new AppError("A00004");
    return user;
  }

  private async findOrCreateByMobile(mobile: string, passwordHash: string | null): Promise<q.AccountRow> {
    const existing = await q.findByMobile(this.db, mobile);
    if (existing) return existing;
    try {
      await q.insertUser(this.db, { mobile, nickName: q.generatedNickName(), passwordHash });
    } catch (err) {
      if (q.uniqueViolation(err) === null) throw err; // else: created by a concurrent request, read it below
    }
    const created = await q.findByMobile(this.db, mobile);
    if (!created) throw new Error("account vanished after insert");
    return created;
  }

  /** Decrypts a password field; A00002 when unreadable, A00001 'request expired' (with the server time) when stale. */
  private openPassword(field: string, cipher: string, meta: RequestMeta): string {
    const now = nowMs(this.ctx);
    const r = openWirePassword(cipher, now);
    if (r.ok) return r.password;
    if (r.reason === "expired") throw new AppError("A00001", ACCOUNT_TEXT.expired, { serverTime: now }, 400);
    throw fieldError(field, validationText("v.passwordCipher")!, meta.locale);
  }

  private checkPasswordRule(field: string, password: string, meta: RequestMeta): void {
    if (!passwordSchema.safeParse(password).success)
      throw fieldError(field, validationText("v.password")!, meta.locale);
  }
}

/**
 * Gives the seeded demo buyer its documented password (DEMO_ACCOUNT) unless it already has
 * one (a demo who changed it keeps theirs), and its phone when free. Idempotent; the seed
 * calls it after every run. False when there is no "demo" user.
 */
export async function ensureDemoCredentials(ctx: Pick<AppContext, "database">): Promise<boolean> {
  const db = ctx.database.db;
  const demo = await q.findByUserName(db, DEMO_ACCOUNT.userName);
  if (!demo) return false;
  if (!demo.passwordHash) await q.setPasswordHash(db, demo.userId, await hashPassword(DEMO_ACCOUNT.password));
  // The phone is set only when no other account holds it (it is unique).
  if (demo.mobile !== DEMO_ACCOUNT.mobile && !(await q.findByMobile(db, DEMO_ACCOUNT.mobile))) {
    await q.setMobile(db, demo.userId, DEMO_ACCOUNT.mobile);
  }
  return true;
}
