import type { FastifyInstance, FastifyRequest } from "fastify";
import { pathAccess, platformRoleMay, roleMay, TOKEN_COOKIE, type PathAccess } from "@souk/contract";
import { AppError } from "./app-error.ts";
import type { TokenStore } from "../auth/token-store.ts";
import { staffTokenCacheOf } from "../auth/staff-token-cache.ts";
import { StaffTokenStore, type PlatformStaffIdentity, type StaffIdentity } from "../auth/staff-token-store.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in buyer, when the request carried a valid token. */
    userId: number | null;
    /** The raw token the request carried (for logout). */
    token: string | null;
    /** The signed-in shop staff member on a `/m/` path (merchant API). */
    staff: StaffIdentity | null;
    /** The signed-in platform staff member on an `/admin/` path (platform API). */
    platformStaff: PlatformStaffIdentity | null;
  }
}

/**
 * `/p/` paths require a buyer token; `/ma/` paths use one when present; `/m/` paths (the merchant
 * API, except `/m/login`) require a shop-staff token; `/admin/` paths (the platform API, except
 * `/admin/login`) require a platform-staff token; the rest are public.
 */
export function accessOf(url: string): PathAccess {
  return pathAccess(url); // one rule with the storefront's client (@souk/contract access.ts)
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF rule (ADR 0004). A browser attaches the `token` cookie to requests other sites make
 * (SameSite=Lax stops that for cross-site POSTs, but not for sibling subdomains), while no
 * other site can set a header or send JSON here: this API grants no CORS, so such requests
 * need a preflight that fails. So the cookie alone authenticates a state-changing request
 * only when it is JSON or carries one of the storefront's own headers (Uuid, X-Requested-With).
 * The Authorization header always authenticates: a cross-site page cannot set it.
 */
export function cookieMayAuthenticate(req: FastifyRequest): boolean {
  if (SAFE_METHODS.has(req.method)) return true;
  const type = String(req.headers["content-type"] ?? "").toLowerCase();
  return (
    type.startsWith("application/json") ||
    req.headers["uuid"] !== undefined ||
    req.headers["x-requested-with"] !== undefined
  );
}

/** The token of an `Authorization` header (raw, or after "Bearer "); null when the header is absent or blank. */
export function bearerToken(authorization: string | undefined): string | null {
  const header = authorization?.trim();
  return header ? header.replace(/^Bearer\s+/i, "") : null;
}

/** The token from `Authorization` (raw, no "Bearer"), else the same-origin `token` cookie (see cookieMayAuthenticate). */
export function tokenOf(req: FastifyRequest): string | null {
  const header = bearerToken(req.headers.authorization);
  if (header !== null) return header;
  const cookie = req.cookies?.[TOKEN_COOKIE];
  if (!cookie || !cookieMayAuthenticate(req)) return null;
  try {
    return decodeURIComponent(cookie);
  } catch {
    return null; // malformed percent-encoding: no token rather than a server error
  }
}

export function registerAuth(app: FastifyInstance, tokens: TokenStore): void {
  app.decorateRequest("userId", null);
  app.decorateRequest("token", null);
  app.decorateRequest("staff", null);
  app.decorateRequest("platformStaff", null);
  const staffTokens = new StaffTokenStore(app.ctx.database.db);
  const staffCache = staffTokenCacheOf(app.ctx);
  // Callback style: a buyer whose token was verified a moment ago (TOKEN_CACHE_SECONDS) costs no
  // promise here — a flash-sale rush is thousands of such requests a second.
  app.addHook("preHandler", (req, _reply, done) => {
    const access = accessOf(req.url);
    if (access === "public") return done();
    if (access === "merchant" || access === "platform") {
      staffAuth(req, access).then(() => done(), done);
      return;
    }
    const token = tokenOf(req);
    const known = token ? tokens.remembered(token) : undefined;
    if (known !== undefined) {
      req.userId = known;
      req.token = token;
      return done();
    }
    (token ? tokens.verify(token) : Promise.resolve(null)).then((userId) => {
      if (userId === null) return done(access === "required" ? new AppError("A00004") : undefined);
      req.userId = userId;
      req.token = token;
      done();
    }, done);
  });

  // Staff tokens of the path's scope only, from the Authorization header only: a buyer token (or
  // the buyer's cookie) never works here, a platform token not on /m/, a shop token not on /admin/.
  async function staffAuth(req: FastifyRequest, access: "merchant" | "platform"): Promise<void> {
    const header = req.headers.authorization?.trim().replace(/^Bearer\s+/i, "");
    if (access === "merchant") {
      const staff = header ? await staffCache.verify(header, () => staffTokens.verify(header)) : null;
      if (!staff) throw new AppError("A00004");
      // The role check of every merchant route, from the route's declaration (RouteDef.staff); a
      // path no route declares (unknown, or registered without route()) allows nothing.
      const needs = req.routeOptions.config.staff;
      if (!req.is404 && (!needs || !roleMay(staff.role, needs))) throw new AppError("A00016");
      req.staff = staff;
    } else {
      const platform = header ? await staffTokens.verifyPlatform(header) : null;
      if (!platform) throw new AppError("A00004");
      // The role check of every platform route, from its declaration (RouteDef.platform); a path
      // no route declares allows nothing.
      const needs = req.routeOptions.config.platform;
      if (!req.is404 && (!needs || !platformRoleMay(platform.role, needs))) throw new AppError("A00016");
      req.platformStaff = platform;
    }
    req.token = header!;
  }
}

/** The signed-in user id on a `/p/` route (the hook guarantees it). */
export function requireUser(req: FastifyRequest): number {
  if (req.userId === null) throw new AppError("A00004");
  return req.userId;
}

/** The signed-in shop staff member on a `/m/` route (the auth hook guarantees it). */
export function requireStaff(req: FastifyRequest): StaffIdentity {
  if (!req.staff) throw new AppError("A00004");
  return req.staff;
}

/** The signed-in platform staff member on an `/admin/` route (the hook guarantees it). */
export function requirePlatformStaff(req: FastifyRequest): PlatformStaffIdentity {
  if (!req.platformStaff) throw new AppError("A00004");
  return req.platformStaff;
}
