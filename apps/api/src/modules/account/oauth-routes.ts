import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { isLocale, LANGUAGE_COOKIE, oauthCallbackQuery, oauthProviderParams } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { route } from "../../infra/http/route.ts";
import { SandboxOAuthProvider } from "../../infra/oauth/index.ts";
import { OAUTH_BROWSER_COOKIE, OAUTH_STATE_TTL_SECONDS, type OAuthService } from "./oauth.ts";
import { sandboxAuthorizePage } from "./oauth-sandbox-page.ts";
import { generatedNickName } from "./queries.ts";

const NONCE = /^[A-Za-z0-9_-]{32}$/;

/**
 * The browser's sign-in nonce (HttpOnly cookie, SameSite=Lax so the provider's redirect back
 * carries it): reused while it lives, else a new one is set. A state is good only with it.
 */
export function browserNonce(req: FastifyRequest, reply: FastifyReply): string {
  const have = req.cookies?.[OAUTH_BROWSER_COOKIE];
  const nonce = have && NONCE.test(have) ? have : randomBytes(24).toString("base64url");
  reply.setCookie(OAUTH_BROWSER_COOKIE, nonce, {
    path: "/",
    sameSite: "lax",
    httpOnly: true,
    secure: req.protocol === "https",
    maxAge: OAUTH_STATE_TTL_SECONDS,
  });
  return nonce;
}

const sandboxAuthorizeQuery = z.object({
  redirect_uri: z.string().max(2048),
  state: z.string().max(128),
});
const sandboxApproveQuery = sandboxAuthorizeQuery.extend({
  subject: z.string().trim().min(1).max(64),
  nickName: z.string().trim().max(32).default(""),
  decision: z.enum(["allow", "deny"]),
});

/** The provider's way back (`/sso/oauth/{provider}/callback`) and, outside production, the sandbox provider's pages. */
export async function oauthRoutes(app: FastifyInstance, ctx: AppContext, oauth: OAuthService): Promise<void> {
  const tags = ["account"];
  route(
    app,
    {
      method: "GET",
      url: "/sso/oauth/:provider/callback",
      summary:
        "QQ/WeChat sign-in: the provider sends the browser back with code and state; 302 to /LoginToJump (ticket or error)",
      tags,
      params: oauthProviderParams,
      query: oauthCallbackQuery,
      produces: "text/html",
    },
    async ({ params, query }, req, reply) => {
      const have = req.cookies?.[OAUTH_BROWSER_COOKIE];
      const target = await oauth.callback(params.provider, query, have && NONCE.test(have) ? have : null);
      reply.clearCookie(OAUTH_BROWSER_COOKIE, { path: "/" });
      reply.header("cache-control", "no-store");
      return reply.redirect(target, 302);
    },
  );

  if (ctx.config.production) return;
  const sandboxOf = (id: "qq" | "wechat") => {
    const p = oauth.provider(id);
    if (!(p instanceof SandboxOAuthProvider)) throw new AppError("A00033");
    return p;
  };
  route(
    app,
    {
      method: "GET",
      url: "/sandbox/oauth/:provider/authorize",
      summary: "Sandbox QQ/WeChat: the provider's authorize page (development only)",
      tags: ["dev"],
      params: oauthProviderParams,
      query: sandboxAuthorizeQuery,
      produces: "text/html",
    },
    async ({ params, query }, req, reply) => {
      sandboxOf(params.provider);
      const subject = `sandbox-${randomBytes(6).toString("hex")}`;
      // A page the browser navigates to: the storefront's language cookie first (same origin via /api).
      const lang = req.cookies?.[LANGUAGE_COOKIE];
      const html = sandboxAuthorizePage(isLocale(lang) ? lang : req.locale, {
        provider: params.provider,
        redirectUri: query.redirect_uri,
        state: query.state,
        subject,
        nickName: generatedNickName().replace("souk_", params.provider === "qq" ? "qq_" : "wx_"),
      });
      reply.header("cache-control", "no-store");
      return reply.type("text/html; charset=utf-8").send(html);
    },
  );
  route(
    app,
    {
      method: "GET",
      url: "/sandbox/oauth/:provider/approve",
      summary: "Sandbox QQ/WeChat: the person allowed (a one-time code) or denied; 302 to redirect_uri",
      tags: ["dev"],
      params: oauthProviderParams,
      query: sandboxApproveQuery,
      produces: "text/html",
    },
    async ({ params, query }, _req, reply) => {
      const provider = sandboxOf(params.provider);
      // Like a real provider: only the redirect URI registered for the client.
      if (query.redirect_uri !== oauth.redirectUri(params.provider)) throw new AppError("A00002");
      const back = new URL(query.redirect_uri);
      back.searchParams.set("state", query.state);
      if (query.decision === "deny") back.searchParams.set("error", "access_denied");
      else
        back.searchParams.set(
          "code",
          await provider.approve({ subject: query.subject, nickName: query.nickName }, query.redirect_uri),
        );
      return reply.redirect(back.toString(), 302);
    },
  );
}
