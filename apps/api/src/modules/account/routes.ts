import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import {
  checkBindSmsCodeBody,
  checkUserNameQuery,
  loginBody,
  phoneSchema,
  refreshTokenBody,
  registerBody,
  registerOrBindBody,
  resetPasswordBody,
  sendCodeBody,
  shopAccountPasswordBody,
  smsLoginBody,
  ssoAccessTokenQuery,
  ssoUrlQuery,
  updatePasswordBody,
  type DevSmsMessage,
  devSmsMessage,
  shopAccountInfo,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { requireUser } from "../../infra/http/auth.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { route } from "../../infra/http/route.ts";
import { sandboxSmsOf, smsProviderOf } from "../../infra/sms/index.ts";
import { mallDateTime } from "../../infra/time.ts";
import { AccountService } from "./service.ts";
import { clearTokenCookie, metaOf, optionalUserId, setTokenCookie } from "./session.ts";
import { SsoService } from "./sso.ts";
import { OAuthService } from "./oauth.ts";
import { oauthRoutes, browserNonce } from "./oauth-routes.ts";
import { ACCOUNT_TEXT } from "./texts.ts";

const sessionResult = z.object({
  accessToken: z.string(),
  userFlag: z.union([z.literal(0), z.literal(1)]),
  token: z.string(),
});
const loginResult = sessionResult.extend({
  refreshToken: z.string().describe("mall4j: spend once at POST /token/refresh"),
  expiresIn: z.number().int().describe("mall4j: seconds the access token lives"),
});
const ssoResult = sessionResult.extend({ accountType: z.enum(["OUTER", "INNER"]), staffId: z.string().nullable() });
const tags = ["account"];

/**
 * Accounts: registration, sign-in by password and by SMS code, sign-out, password
 * reset and change, single sign-on, phone binding, the store-account password, and the sandbox
 * SMS outbox. Request and response shapes: packages/contract/src/schemas/account.ts.
 */
export function accountRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    smsProviderOf(ctx, app.log); // created here, so the sandbox logs through the app's logger
    const accounts = new AccountService(ctx, () => smsProviderOf(ctx));
    const sso = new SsoService(ctx, accounts);
    const oauth = new OAuthService(ctx, accounts, sso);

    // ---------------------------------------------------------------- codes
    for (const [url, type, summary] of [
      ["/user/sendRegisterCode", "register", "Send a registration code (refused for a registered phone)"],
      ["/sso/sendLoginCode", "login", "Send a sign-in code (an unregistered phone is registered at /sso/smsLogin)"],
      [
        "/user/sendForgetPwdCode",
        "resetPassword",
        "Send a password-reset code (same answer whether or not the phone has an account)",
      ],
      ["/sso/sendBindSmsCode", "bind", "Send a phone-binding code (/sso/checkBindSmsCode, /user/registerOrBindUser)"],
    ] as const) {
      route(
        app,
        { method: "POST", url, summary, tags, body: sendCodeBody, response: z.null() },
        async ({ body }, req) => {
          await accounts.sendCode(type, body.mobile, metaOf(req));
          return null;
        },
      );
    }

    // ---------------------------------------------------------------- registration and sign-in
    route(
      app,
      {
        method: "POST",
        url: "/user/register",
        summary: "Register with account, phone, SMS code and AES password; signs in",
        tags,
        body: registerBody,
        response: loginResult,
      },
      async ({ body }, req, reply) => {
        const s = await accounts.register(body, metaOf(req));
        setTokenCookie(req, reply, s.token);
        return s.result;
      },
    );

    route(
      app,
      {
        method: "GET",
        url: "/user/checkUserName",
        summary: "Whether an account name can still be registered (asked when the register form's field is left)",
        tags,
        query: checkUserNameQuery,
        response: z.object({ available: z.boolean() }),
      },
      async ({ query }) => ({ available: await accounts.userNameAvailable(query.userName) }),
    );

    // `/sso/login` is primary (the storefront's); `/login` is the mall4j alias (ADR 0013).
    for (const [url, summary] of [
      ["/sso/login", "Sign in with account name or phone and AES password"],
      ["/login", "mall4j alias of POST /sso/login (same body, same result)"],
    ] as const) {
      route(
        app,
        { method: "POST", url, summary, tags, body: loginBody, response: loginResult },
        async ({ body }, req, reply) => {
          const s = await accounts.login(body, metaOf(req));
          setTokenCookie(req, reply, s.token);
          return s.result;
        },
      );
    }

    route(
      app,
      {
        method: "POST",
        url: "/token/refresh",
        summary: "mall4j: spend a refresh token for a new access + refresh token (the old access token ends)",
        tags,
        body: refreshTokenBody,
        response: loginResult,
      },
      async ({ body }, req, reply) => {
        const s = await accounts.refresh(body.refreshToken);
        setTokenCookie(req, reply, s.token);
        return s.result;
      },
    );

    route(
      app,
      {
        method: "POST",
        url: "/sso/smsLogin",
        summary: "Sign in with phone and SMS code (creates the account of an unknown phone)",
        tags,
        body: smsLoginBody,
        response: loginResult,
      },
      async ({ body }, req, reply) => {
        const s = await accounts.smsLogin(body, metaOf(req));
        setTokenCookie(req, reply, s.token);
        return s.result;
      },
    );

    route(
      app,
      {
        method: "POST",
        url: "/logOut",
        summary: "Sign out: revokes the token and clears the cookie",
        tags,
        response: z.null(),
      },
      async (_in, req, reply) => {
        await accounts.logout(metaOf(req).presentedToken);
        clearTokenCookie(req, reply);
        return null;
      },
    );

    // ---------------------------------------------------------------- passwords
    route(
      app,
      {
        method: "PUT",
        url: "/user/resetPassword",
        summary: "Reset the password with a phone code; ends every session",
        tags,
        body: resetPasswordBody,
        response: z.null(),
      },
      async ({ body }, req) => {
        await accounts.resetPassword(body, metaOf(req));
        return null;
      },
    );

    route(
      app,
      {
        method: "PUT",
        url: "/p/user/updatePwd",
        summary: "Change the password (both AES); ends every other session",
        tags,
        body: updatePasswordBody,
        response: z.null(),
      },
      async ({ body }, req) => {
        await accounts.updatePassword(requireUser(req), req.token!, body, metaOf(req));
        return null;
      },
    );

    // ---------------------------------------------------------------- store account
    route(
      app,
      {
        method: "POST",
        url: "/p/shop/account/sendCode",
        summary: "Send a store-account code to the buyer's own phone",
        tags,
        response: z.null(),
      },
      async (_in, req) => {
        await accounts.sendShopAccountCode(requireUser(req), metaOf(req));
        return null;
      },
    );

    route(
      app,
      {
        method: "PUT",
        url: "/p/shop/account/setPassword",
        summary: "Set the store-account password (6-12, AES) with the phone code",
        tags,
        body: shopAccountPasswordBody,
        response: z.null(),
      },
      async ({ body }, req) => {
        await accounts.setShopAccountPassword(requireUser(req), body, metaOf(req));
        return null;
      },
    );

    route(
      app,
      {
        method: "GET",
        url: "/p/shop/account/info",
        summary: "Whether the store-account password is set, and the (masked) phone",
        tags,
        response: shopAccountInfo,
      },
      async (_in, req) => accounts.shopAccountInfo(requireUser(req)),
    );

    // ---------------------------------------------------------------- single sign-on
    route(
      app,
      {
        method: "GET",
        url: "/sso/getSSOUrl",
        summary: "Where to go: 0 home, 1 after login (one-time ticket), 2 logout, 3 WeChat",
        tags,
        query: ssoUrlQuery,
        response: z.string().nullable(),
      },
      async ({ query }, req, reply) =>
        sso.ssoUrl(query, await optionalUserId(ctx, req), metaOf(req), (provider, path) =>
          oauth.start(provider, path, browserNonce(req, reply)),
        ),
    );

    await oauthRoutes(app, ctx, oauth);

    route(
      app,
      {
        method: "GET",
        url: "/sso/getAccessToken",
        summary: "Exchange a one-time SSO ticket (2 min, single use) for a session",
        tags,
        query: ssoAccessTokenQuery,
        response: ssoResult,
      },
      async ({ query }, req, reply) => {
        const { session, result } = await sso.exchange(query.token, metaOf(req));
        setTokenCookie(req, reply, session.token);
        return result;
      },
    );

    route(
      app,
      {
        method: "POST",
        url: "/sso/checkBindSmsCode",
        summary: "Bind a phone to the SSO session's account that has none",
        tags,
        body: checkBindSmsCodeBody,
        response: sessionResult,
      },
      async ({ body }, req, reply) => {
        const userId = await ctx.tokens.verify(body.token);
        if (userId === null) throw new AppError("A00004");
        await sso.assertStaffMatches(userId, body.staffId); // an INNER session names its own staff account
        // A first QQ/WeChat sign-in's new account joins the account the phone already has.
        const joined = await oauth.joinByMobile(userId, body.mobile, body.validCode, metaOf(req));
        if (joined) {
          setTokenCookie(req, reply, joined.token);
          return { accessToken: joined.token, token: joined.token, userFlag: 1 as const };
        }
        await accounts.bindMobile(userId, body.mobile, body.validCode);
        setTokenCookie(req, reply, body.token);
        return { accessToken: body.token, token: body.token, userFlag: 1 as const };
      },
    );

    route(
      app,
      {
        method: "POST",
        url: "/user/registerOrBindUser",
        summary: "Bind the phone to the signed-in account, or sign in / register by phone",
        tags,
        body: registerOrBindBody,
        response: loginResult,
      },
      async ({ body }, req, reply) => {
        const meta = metaOf(req);
        const userId = await optionalUserId(ctx, req);
        const caller = userId !== null && meta.presentedToken ? { userId, token: meta.presentedToken } : null;
        const s = await accounts.registerOrBind(body, caller, meta);
        setTokenCookie(req, reply, s.token);
        return s.result;
      },
    );

    // ---------------------------------------------------------------- sandbox SMS outbox
    // Registered only while the sandbox provider is the active one, which it never is in production.
    const sandbox = sandboxSmsOf(ctx);
    if (sandbox && !ctx.config.production) {
      route(
        app,
        {
          method: "GET",
          url: "/dev/sms/latest",
          summary: "Sandbox SMS: the latest message sent to a phone (development only)",
          tags: ["dev"],
          query: z.object({ mobile: phoneSchema }),
          response: devSmsMessage,
        },
        async ({ query }): Promise<DevSmsMessage> => {
          const m = sandbox.latest(query.mobile);
          if (!m) throw new AppError("A00013", ACCOUNT_TEXT.noSms);
          return { mobile: m.mobile, type: m.type, code: m.code, text: m.text, sentAt: mallDateTime(m.sentAt) };
        },
      );
    }
  };
}
