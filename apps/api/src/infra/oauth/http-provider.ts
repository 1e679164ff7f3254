import type { OAuthClientConfig, OAuthProviderId } from "../../config.ts";
import { OAuthProviderError, type OAuthProfile, type OAuthProvider } from "./provider.ts";

const TIMEOUT_MS = 5_000;

async function json(res: Response): Promise<Record<string, unknown>> {
  const text = await res.text();
  if (!res.ok) throw new OAuthProviderError(`provider answered ${res.status}`);
  try {
    const v = JSON.parse(text) as unknown;
    if (v && typeof v === "object") return v as Record<string, unknown>;
  } catch {
    /* fall through */
  }
  throw new OAuthProviderError("provider answered no JSON object");
}

function str(v: unknown): string {
  return typeof v === "string" ? v : typeof v === "number" ? String(v) : "";
}

/**
 * A real provider configured by environment (config.ts `oauth`). Standard OAuth 2 parameters
 * (client_id, redirect_uri, response_type=code, state; the token request with client_secret and
 * grant_type=authorization_code); WeChat's names (appid, secret, scope snsapi_login) are sent
 * beside them. The subject is unionid, else openid, else sub/id; the token answer's openid is
 * passed to the userinfo call as WeChat and QQ need it.
 */
export class HttpOAuthProvider implements OAuthProvider {
  readonly sandbox = false;

  constructor(
    readonly id: OAuthProviderId,
    private readonly c: OAuthClientConfig,
  ) {}

  authorizeUrl(state: string, redirectUri: string): string {
    const u = new URL(this.c.authorizeUrl);
    u.searchParams.set("response_type", "code");
    u.searchParams.set("client_id", this.c.clientId);
    u.searchParams.set("redirect_uri", redirectUri);
    u.searchParams.set("state", state);
    if (this.id === "wechat") {
      u.searchParams.set("appid", this.c.clientId);
      u.searchParams.set("scope", "snsapi_login");
    } else u.searchParams.set("scope", "get_user_info");
    return u.toString();
  }

  async profile(code: string, redirectUri: string): Promise<OAuthProfile> {
    const form = new URLSearchParams({
      grant_type: "authorization_code",
      code,
      redirect_uri: redirectUri,
      client_id: this.c.clientId,
      client_secret: this.c.clientSecret,
      ...(this.id === "wechat" ? { appid: this.c.clientId, secret: this.c.clientSecret } : { fmt: "json" }),
    });
    const token = await json(
      await fetch(this.c.tokenUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: form,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }),
    );
    const accessToken = str(token.access_token);
    if (!accessToken) throw new OAuthProviderError("no access_token");
    const info = new URL(this.c.userinfoUrl);
    info.searchParams.set("access_token", accessToken);
    if (str(token.openid)) info.searchParams.set("openid", str(token.openid));
    if (this.id === "qq") info.searchParams.set("oauth_consumer_key", this.c.clientId);
    const user = await json(
      await fetch(info, {
        headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }),
    );
    const subject = str(user.unionid) || str(user.openid) || str(token.openid) || str(user.sub) || str(user.id);
    if (!subject) throw new OAuthProviderError("no subject in userinfo");
    return { subject, nickName: str(user.nickname) || str(user.name) };
  }
}
