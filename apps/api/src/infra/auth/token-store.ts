import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { TOKEN_TTL_SECONDS } from "@souk/contract";
import type { Db } from "../db/client.ts";
import { userTokens } from "../db/schema/index.ts";

/**
 * Server-side tokens: 32 random bytes, base64url, stored only as a SHA-256 hash.
 * Valid for 30 days unless revoked (logout, password reset).
 */
export class TokenStore {
  constructor(private readonly db: Db) {}

  async issue(userId: number, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000);
    await this.db.insert(userTokens).values({ tokenHash: hashToken(token), userId, expiresAt });
    return { token, expiresAt };
  }

  /** The user id the token belongs to, or null when unknown, expired or revoked. */
  async verify(token: string, now = new Date()): Promise<number | null> {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const rows = await this.db
      .select({ userId: userTokens.userId })
      .from(userTokens)
      .where(
        and(eq(userTokens.tokenHash, hashToken(token)), isNull(userTokens.revokedAt), gt(userTokens.expiresAt, now)),
      )
      .limit(1);
    return rows[0]?.userId ?? null;
  }

  /** Revokes by stored hash (a refresh replaces the access token it was issued with). */
  async revokeHash(tokenHash: string): Promise<void> {
    await this.db.update(userTokens).set({ revokedAt: new Date() }).where(eq(userTokens.tokenHash, tokenHash));
  }

  async revoke(token: string): Promise<void> {
    await this.db
      .update(userTokens)
      .set({ revokedAt: new Date() })
      .where(eq(userTokens.tokenHash, hashToken(token)));
  }

  /** Ends every session of a user except the one making the request (password change). */
  async revokeOthers(userId: number, keepToken: string): Promise<void> {
    await this.db
      .update(userTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(userTokens.userId, userId),
          isNull(userTokens.revokedAt),
          ne(userTokens.tokenHash, hashToken(keepToken)),
        ),
      );
  }

  /** Ends every session of a user (password reset). */
  async revokeAll(userId: number): Promise<void> {
    await this.db
      .update(userTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(userTokens.userId, userId), isNull(userTokens.revokedAt)));
  }
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
