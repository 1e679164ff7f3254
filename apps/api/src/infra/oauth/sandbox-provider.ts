import { randomBytes } from "node:crypto";
import type { OAuthProviderId } from "../../config.ts";
import type { Kv } from "../kv/kv.ts";
import { OAuthProviderError, type OAuthProfile, type OAuthProvider } from "./provider.ts";

/** A sandbox authorization code lives as long as a real provider's (WeChat: 10 minutes). */
const CODE_TTL_SECONDS = 600;

/** The path of the page that plays the provider (served by the API outside production). */
const sandboxAuthorizePath = (id: OAuthProviderId) => `/sandbox/oauth/${id}/authorize`;

/**
 * The embedded mode's stand-in for QQ and WeChat: its authorize page (oauth-sandbox-page.ts)
 * lets the tester approve as any person; approving stores a one-time code (in the key-value
 * store, so any replica can redeem it) bound to the redirect URI, as a real provider does.
 * Never active in production.
 */
export class SandboxOAuthProvider implements OAuthProvider {
  readonly sandbox = true;

  constructor(
    readonly id: OAuthProviderId,
    private readonly kv: () => Kv,
    private readonly apiBase: string,
  ) {}

  authorizeUrl(state: string, redirectUri: string): string {
    const u = new URL(`${this.apiBase}${sandboxAuthorizePath(this.id)}`);
    u.searchParams.set("response_type", "code");
    u.searchParams.set("client_id", `souk-sandbox-${this.id}`);
    u.searchParams.set("redirect_uri", redirectUri);
    u.searchParams.set("state", state);
    return u.toString();
  }

  /** The person approved: a code for the redirect URI. */
  async approve(profile: OAuthProfile, redirectUri: string): Promise<string> {
    const code = randomBytes(18).toString("base64url");
    await this.kv().setNx(this.key(code), JSON.stringify({ ...profile, redirectUri }), CODE_TTL_SECONDS);
    return code;
  }

  async profile(code: string, redirectUri: string): Promise<OAuthProfile> {
    const key = this.key(code);
    const raw = await this.kv().get(key);
    await this.kv().del(key); // single use
    if (!raw) throw new OAuthProviderError("unknown or used code");
    const v = JSON.parse(raw) as OAuthProfile & { redirectUri: string };
    if (v.redirectUri !== redirectUri) throw new OAuthProviderError("redirect_uri mismatch");
    return { subject: v.subject, nickName: v.nickName };
  }

  private key(code: string): string {
    return `oauth:sandbox:${this.id}:${code}`;
  }
}
