import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { userRefreshTokens, userTokens } from "../db/schema/index.ts";
import { hashToken } from "./token-store.ts";

/** A refresh token lives twice as long as the access token it comes with (30 days): 60 days. */
export const REFRESH_TTL_SECONDS = 60 * 24 * 3600;

/**
 * Refresh tokens for `POST /token/refresh` (mall4j dialect): 32 random bytes, base64url, only a
 * SHA-256 stored, each bound to the access token it was issued with. `spend()` is one UPDATE …
 * RETURNING, so of two concurrent refreshes with the same token exactly one wins.
 */
export class RefreshTokenStore {
  constructor(private readonly db: Db) {}

  async issue(userId: number, accessToken: string, now = new Date()): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    await this.db.insert(userRefreshTokens).values({
      tokenHash: hashToken(token),
      userId,
      accessTokenHash: hashToken(accessToken),
      createdAt: now,
      expiresAt: new Date(now.getTime() + REFRESH_TTL_SECONDS * 1000),
    });
    return token;
  }

  /**
   * Spends the token: answers its user and the hash of its access token, or null when the token
   * is unknown, spent, expired, or its access token was revoked (logout, password reset).
   */
  async spend(token: string, now = new Date()): Promise<{ userId: number; accessTokenHash: string } | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const [row] = await this.db
      .update(userRefreshTokens)
      .set({ spentAt: now })
      .from(userTokens)
      .where(
        and(
          eq(userRefreshTokens.tokenHash, hashToken(token)),
          isNull(userRefreshTokens.spentAt),
          gt(userRefreshTokens.expiresAt, now),
          eq(userTokens.tokenHash, userRefreshTokens.accessTokenHash),
          isNull(userTokens.revokedAt),
        ),
      )
      .returning({ userId: userRefreshTokens.userId, accessTokenHash: userRefreshTokens.accessTokenHash });
    return row ?? null;
  }
}
