import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { SSO_MODELS, validationText, type SsoResult, type SsoUrlQuery } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { hashToken } from "../../infra/auth/token-store.ts";
import { ssoTickets } from "../../infra/db/schema/index.ts";
import { AppError, showFail } from "../../infra/http/app-error.ts";
import { nowMs } from "../../infra/time.ts";
import * as q from "./queries.ts";
import type { AccountService, Session } from "./service.ts";
import { type RequestMeta } from "./session.ts";
import { fieldError } from "../../infra/http/app-error.ts";
import { SSO_TEXT } from "./texts.ts";
import { staffIdOfUser } from "../staff/service.ts";

/** A one-time SSO ticket lives 2 minutes and is exchanged at most once. */
export const SSO_TICKET_TTL_SECONDS = 120;

/**
 * The same-origin form of a redirect target, or null when it would leave the storefront
 * (open redirect, ASVS 'unvalidated redirects'). Accepts a path ("/detail/1?x=1#y") or an
 * absolute http(s) URL on the storefront's own origin; answers path + query + hash.
 * Backslashes and control characters are refused outright: browsers read "/\evil.com" as
 * "//evil.com".
 */
export function sameOriginPath(url: string, publicUrl: string): string | null {
  if (url === "") return "/";
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(url)) return null;
  if (!url.startsWith("/") && !/^https?:\/\//i.test(url)) return null;
  const base = new URL(publicUrl);
  let target: URL;
  try {
    target = new URL(url, base);
  } catch {
    return null;
  }
  if (target.origin !== base.origin) return null;
  return `${target.pathname}${target.search}${target.hash}`;
}

/**
 * Souk as its own single-sign-on provider (embedded mode). getSSOUrl tells the storefront
 * where to go; model 1 hands a signed-in buyer a one-time ticket that `/LoginToJump` exchanges
 * through getAccessToken for a fresh session (how another Souk front end on a different
 * host would sign the buyer in).
 */
export class SsoService {
  constructor(
    private readonly ctx: AppContext,
    private readonly accounts: AccountService,
  ) {}

  private get base(): string {
    return this.ctx.config.publicUrl.replace(/\/+$/, "");
  }

  /** model 0 home, 1 after login (ticket), 2 logout, 3 WeChat and 4 QQ (the provider's authorize URL, or null). */
  async ssoUrl(
    query: SsoUrlQuery,
    userId: number | null,
    meta: RequestMeta,
    social?: (provider: "qq" | "wechat", path: string) => Promise<string | null>,
  ): Promise<string | null> {
    const path = query.url === undefined ? "/" : sameOriginPath(query.url.trim(), this.base);
    if (path === null) throw fieldError("url", validationText("v.redirectUrl")!, meta.locale);
    switch (query.model) {
      case SSO_MODELS.HOME:
        return `${this.base}/`;
      case SSO_MODELS.AFTER_LOGIN: {
        if (userId === null) throw new AppError("A00004");
        const ticket = await this.issueTicket(userId);
        return `${this.base}/LoginToJump?token=${ticket}&url=${encodeURIComponent(path)}`;
      }
      case SSO_MODELS.LOGOUT:
        return `${this.base}${path}`;
      default:
        // 3 WeChat, 4 QQ: an OAuth 2 sign-in (oauth.ts); null when the provider is not available.
        return social ? social(query.model === SSO_MODELS.QQ ? "qq" : "wechat", path) : null;
    }
  }

  async issueTicket(userId: number): Promise<string> {
    const now = nowMs(this.ctx);
    const ticket = randomBytes(32).toString("base64url");
    const db = this.ctx.database.db;
    // Housekeeping: tickets are useless once expired.
    await db.delete(ssoTickets).where(lt(ssoTickets.expiresAt, new Date(now - 3_600_000)));
    await db.insert(ssoTickets).values({
      ticketHash: hashToken(ticket),
      userId,
      createdAt: new Date(now),
      expiresAt: new Date(now + SSO_TICKET_TTL_SECONDS * 1000),
    });
    return ticket;
  }

  /**
   * Exchanges a ticket for a new session. Unknown, expired or already used tickets answer
   * A10000 (spec part 8: the storefront logs it and signs the buyer out).
   */
  async exchange(ticket: string, meta: RequestMeta): Promise<{ session: Session; result: SsoResult }> {
    const now = new Date(nowMs(this.ctx));
    const [row] = await this.ctx.database.db
      .update(ssoTickets)
      .set({ usedAt: now })
      .where(
        and(eq(ssoTickets.ticketHash, hashToken(ticket)), isNull(ssoTickets.usedAt), gt(ssoTickets.expiresAt, now)),
      )
      .returning({ userId: ssoTickets.userId });
    if (!row) throw new AppError("A10000", SSO_TEXT.badTicket);
    const user = await q.findById(this.ctx.database.db, row.userId);
    if (!user) throw new AppError("A10000", SSO_TEXT.badTicket);
    if (user.status !== 1) throw showFail(SSO_TEXT.disabled, 403);
    const session = await this.accounts.startSession(user, meta);
    return { session, result: await this.resultOf(user.userId, session.result) };
  }

  /**
   * OUTER for a buyer; INNER (with staffId, spec part 6) for a buyer account linked to an enabled
   * staff account of a shop or of the platform.
   */
  async resultOf(userId: number, r: Session["result"]): Promise<SsoResult> {
    const staffId = await staffIdOfUser(this.ctx, userId);
    const base = { accessToken: r.accessToken, token: r.token, userFlag: r.userFlag };
    return staffId === null
      ? { accountType: "OUTER", staffId: null, ...base }
      : { accountType: "INNER", staffId: String(staffId), ...base };
  }

  /** `/sso/checkBindSmsCode`: an INNER session must name its own staff account. */
  async assertStaffMatches(userId: number, staffId: string | number | null | undefined): Promise<void> {
    const own = await staffIdOfUser(this.ctx, userId);
    if (own === null) return; // OUTER: staffId carries nothing
    if (staffId === null || staffId === undefined || String(staffId) !== String(own)) throw new AppError("A00004");
  }
}
