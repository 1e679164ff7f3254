import type { OAuthProviderId } from "../../config.ts";

/** What a provider says about the person who signed in. */
export interface OAuthProfile {
  /** The provider's stable id of the person (openid / unionid / sub). */
  subject: string;
  nickName: string;
}

/**
 * One third-party sign-in provider (OAuth 2 authorization-code flow): where to send the browser,
 * and how to turn the code it comes back with into a profile (server to server, with the secret).
 */
export interface OAuthProvider {
  readonly id: OAuthProviderId;
  readonly sandbox: boolean;
  authorizeUrl(state: string, redirectUri: string): string;
  /** Throws OAuthProviderError when the code is refused or the provider answers nonsense. */
  profile(code: string, redirectUri: string): Promise<OAuthProfile>;
}

export class OAuthProviderError extends Error {}

export const OAUTH_PROVIDERS: readonly OAuthProviderId[] = ["qq", "wechat"];
