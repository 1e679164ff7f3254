import type { FastifyReply, FastifyRequest } from "fastify";
import { TOKEN_COOKIE, TOKEN_TTL_SECONDS, type Locale } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { tokenOf } from "../../infra/http/auth.ts";

/**
 * The `token` cookie (spec part 4: "a token cookie indicates login", 30 days). Readable by the
 * storefront's JavaScript on purpose (it sends the token in Authorization on /p/ paths and
 * shows the login state), so not HttpOnly; SameSite=Lax and the API's CSRF rule
 * (infra/http/auth.ts) keep other sites from using it. Secure whenever the request came over
 * HTTPS (behind the storefront's proxy too, via X-Forwarded-Proto). See ADR 0004.
 */
export function setTokenCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(TOKEN_COOKIE, token, {
    path: "/",
    sameSite: "lax",
    httpOnly: false,
    secure: req.protocol === "https",
    maxAge: TOKEN_TTL_SECONDS,
  });
}

export function clearTokenCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(TOKEN_COOKIE, { path: "/", sameSite: "lax", httpOnly: false, secure: req.protocol === "https" });
}

/** The caller on a public path (e.g. `/sso/getSSOUrl`), when a valid token came with the request. */
export async function optionalUserId(ctx: AppContext, req: FastifyRequest): Promise<number | null> {
  if (req.userId !== null) return req.userId;
  const token = tokenOf(req);
  return token ? ctx.tokens.verify(token) : null;
}

/** Facts of the request the account services need. */
export interface RequestMeta {
  ip: string;
  locale: Locale;
  /** The token this request carried, if any (rotated away at sign-in, revoked at logout). */
  presentedToken: string | null;
}

export function metaOf(req: FastifyRequest): RequestMeta {
  return { ip: req.ip, locale: req.locale, presentedToken: tokenOf(req) };
}
