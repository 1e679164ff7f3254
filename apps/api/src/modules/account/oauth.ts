import { randomBytes } from "node:crypto";
import type { AppContext } from "../../context.ts";
import type { OAuthProviderId } from "../../config.ts";
import { hashToken } from "../../infra/auth/token-store.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { oauthProvidersOf, OAuthProviderError, publicApiBase, type OAuthProvider } from "../../infra/oauth/index.ts";
import { nowMs } from "../../infra/time.ts";
import * as oq from "./oauth-queries.ts";
import * as q from "./queries.ts";
import type { AccountService, Session } from "./service.ts";
import type { RequestMeta } from "./session.ts";
import type { SsoService } from "./sso.ts";

/** A sign-in must come back from the provider within 10 minutes (WeChat's own code lifetime). */
export const OAUTH_STATE_TTL_SECONDS = 600;
/** HttpOnly cookie naming the browser that started a sign-in (the state is only good in that browser). */
export const OAUTH_BROWSER_COOKIE = "souk_oauth";
/**
 * How long the account a first third-party sign-in created may still be folded into an existing
 * account through the bind-mobile popup (only while it has no phone and no password either).
 */
export const OAUTH_JOIN_WINDOW_MS = 30 * 60_000;
/** Nicknames are at most 15 characters (spec part 5). */
const NICKNAME_MAX = 15;

/**
 * QQ and WeChat sign-in (spec part 2; ADR 0043): an OAuth 2 authorization-code flow.
 * - start: a random `state` (stored as a hash, 10 minutes, tied to the browser's HttpOnly nonce
 *   cookie, spent once) and the provider's authorize URL;
 * - callback: the state is spent atomically and must belong to this browser, the code is turned
 *   into a profile server to server; a known identity signs its buyer in, an unknown one creates
 *   an account without a phone (userFlag 0). Either way the browser goes through /LoginToJump with
 *   a one-time SSO ticket, where the bind-mobile popup asks a buyer without a phone for one;
 * - join: when that phone already has an account, the new empty account's identity moves there.
 */
export class OAuthService {
  constructor(
    private readonly ctx: AppContext,
    private readonly accounts: AccountService,
    private readonly sso: SsoService,
  ) {}

  private get db() {
    return this.ctx.database.db;
  }

  private get base(): string {
    return this.ctx.config.publicUrl.replace(/\/+$/, "");
  }

  provider(id: OAuthProviderId): OAuthProvider | null {
    return oauthProvidersOf(this.ctx)[id] ?? null;
  }

  redirectUri(id: OAuthProviderId): string {
    return `${publicApiBase(this.ctx)}/sso/oauth/${id}/callback`;
  }

  /** The provider's authorize URL for a new state; null when the provider is not available. */
  async start(id: OAuthProviderId, returnPath: string, browserNonce: string): Promise<string | null> {
    const provider = this.provider(id);
    if (!provider) return null;
    const state = randomBytes(24).toString("base64url");
    const now = nowMs(this.ctx);
    await oq.insertState(this.db, {
      stateHash: hashToken(state),
      provider: id,
      browserHash: hashToken(browserNonce),
      returnPath,
      now: new Date(now),
      expiresAt: new Date(now + OAUTH_STATE_TTL_SECONDS * 1000),
    });
    return provider.authorizeUrl(state, this.redirectUri(id));
  }

  /**
   * Where the browser goes after the provider sent it back: /LoginToJump with a ticket, or with
   * `error=<code>` (A00032 state unknown, used, expired or of another browser; A00033 provider
   * not available; A00034 the provider refused or failed).
   */
  async callback(
    id: OAuthProviderId,
    input: { code?: string; state?: string; error?: string },
    browserNonce: string | null,
  ): Promise<string> {
    const fail = (code: string, path = "/") => `${this.base}/LoginToJump?error=${code}&url=${encodeURIComponent(path)}`;
    const provider = this.provider(id);
    if (!provider) return fail("A00033");
    if (!input.state) return fail("A00032");
    const spent = await oq.spendState(this.db, hashToken(input.state), id, new Date(nowMs(this.ctx)));
    if (!spent || !browserNonce || spent.browserHash !== hashToken(browserNonce)) return fail("A00032");
    if (input.error || !input.code) return fail("A00034", spent.returnPath);
    let profile;
    try {
      profile = await provider.profile(input.code, this.redirectUri(id));
    } catch (err) {
      if (err instanceof OAuthProviderError) return fail("A00034", spent.returnPath);
      throw err;
    }
    const userId = await this.userOf(id, profile.subject, profile.nickName);
    const user = await q.findById(this.db, userId);
    if (!user || user.status !== 1) return fail("A10000", spent.returnPath);
    const ticket = await this.sso.issueTicket(userId);
    return `${this.base}/LoginToJump?token=${ticket}&url=${encodeURIComponent(spent.returnPath)}`;
  }

  /** The buyer of an identity; the first sign-in creates one (no phone, the provider's nickname). */
  private async userOf(id: OAuthProviderId, subject: string, nickName: string): Promise<number> {
    const known = await oq.identityOwner(this.db, id, subject);
    if (known !== null) return known;
    const name = nickName.trim().slice(0, NICKNAME_MAX) || q.generatedNickName();
    const userId = await q.insertUser(this.db, { nickName: name });
    const bound = await oq.insertIdentity(this.db, {
      provider: id,
      subject,
      userId,
      nickName: nickName.slice(0, 64),
      createdUser: true,
      now: new Date(nowMs(this.ctx)),
    });
    if (bound) return userId;
    // A concurrent first sign-in of the same person won: use its account, drop ours.
    await oq.retireAccount(this.db, userId);
    const winner = await oq.identityOwner(this.db, id, subject);
    if (winner === null) throw new Error("identity vanished after a conflicting insert");
    return winner;
  }

  /**
   * The bind-mobile popup of a buyer whose account the first third-party sign-in just created,
   * with a phone that already has an account: the code proves the phone, the identity moves to
   * that account, the empty account goes, and the buyer is signed in as the phone's account.
   * Null when the caller's account is not such a fresh empty one (the caller binds normally).
   */
  async joinByMobile(userId: number, mobile: string, validCode: string, meta: RequestMeta): Promise<Session | null> {
    const owner = await q.findByMobile(this.db, mobile);
    if (!owner || owner.userId === userId) return null;
    const user = await q.findById(this.db, userId);
    if (!user || user.mobile || user.passwordHash) return null;
    const createdAt = await oq.createdByIdentityAt(this.db, userId);
    if (!createdAt || nowMs(this.ctx) - createdAt.getTime() > OAUTH_JOIN_WINDOW_MS) return null;
    await this.accounts.codes.verify("bind", mobile, validCode);
    if (owner.status !== 1) throw new AppError("A10000");
    await oq.moveIdentities(this.db, userId, owner.userId);
    await this.ctx.tokens.revokeAll(userId);
    await oq.retireAccount(this.db, userId);
    return this.accounts.startSession(owner, { ...meta, presentedToken: null });
  }
}
