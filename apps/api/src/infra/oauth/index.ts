import type { AppContext } from "../../context.ts";
import type { OAuthProviderId } from "../../config.ts";
import { perContext } from "../per-context.ts";
import { HttpOAuthProvider } from "./http-provider.ts";
import { OAUTH_PROVIDERS, type OAuthProvider } from "./provider.ts";
import { SandboxOAuthProvider } from "./sandbox-provider.ts";

export { OAuthProviderError, type OAuthProvider } from "./provider.ts";
export { SandboxOAuthProvider } from "./sandbox-provider.ts";

/** The API as the browser reaches it: the storefront's /api rewrite (architecture §6). */
export function publicApiBase(ctx: AppContext): string {
  return `${ctx.config.publicUrl.replace(/\/+$/, "")}/api`;
}

/**
 * The sign-in providers of a context: the configured real one, else (outside production) the
 * sandbox, else none (the button is not shown).
 */
export const oauthProvidersOf = perContext((ctx): Partial<Record<OAuthProviderId, OAuthProvider>> => {
  const out: Partial<Record<OAuthProviderId, OAuthProvider>> = {};
  for (const id of OAUTH_PROVIDERS) {
    const c = ctx.config.oauth?.[id] ?? null;
    if (c) out[id] = new HttpOAuthProvider(id, c);
    else if (!ctx.config.production) out[id] = new SandboxOAuthProvider(id, () => ctx.kv, publicApiBase(ctx));
  }
  return out;
});
