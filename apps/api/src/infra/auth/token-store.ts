import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { TOKEN_TTL_SECONDS } from "@souk/contract";
import type { Db } from "../db/client.ts";
import { userTokens } from "../db/schema/index.ts";

/** What a token looks like (base64url); anything else is refused without a lookup. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,100}$/;

/** Most verified tokens remembered per process (the oldest are forgotten first). */
const CACHE_MAX = 100_000;

/**
 * Server-side tokens: 32 random bytes, base64url, stored only as a SHA-256 hash.
 * Valid for 30 days unless revoked (logout, password reset).
 *
 * With `cacheSeconds`, a verified token is remembered for that long in this process, so a burst of
 * signed-in requests (a flash sale) does not cost a database read each (ADR 0025). Revocations made
 * through this store forget the affected tokens at once; another API process sees them when its
 * own memory of the token runs out. Unknown, expired and revoked tokens are never remembered.
 */
export class TokenStore {
  private readonly cache = new Map<string, { userId: number; until: number }>();
  private readonly cacheMs: number;

  constructor(
    private readonly db: Db,
    opts: { cacheSeconds?: number } = {},
  ) {
    this.cacheMs = Math.max(0, (opts.cacheSeconds ?? 0) * 1000);
  }

  async issue(userId: number, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000);
    await this.db.insert(userTokens).values({ tokenHash: hashToken(token), userId, expiresAt });
    return { token, expiresAt };
  }

  /**
   * The user id of a token verified within the cache window, at once (no database, no promise: the
   * auth hook of every request asks this first); undefined when only `verify` can tell.
   */
  remembered(token: string, now = Date.now()): number | undefined {
    if (this.cacheMs === 0 || !TOKEN_SHAPE.test(token)) return undefined;
    const known = this.cache.get(hashToken(token));
    return known && known.until > now ? known.userId : undefined;
  }

  /** The user id the token belongs to, or null when unknown, expired or revoked. */
  async verify(token: string, now = new Date()): Promise<number | null> {
    if (!TOKEN_SHAPE.test(token)) return null;
    const hash = hashToken(token);
    const at = now.getTime();
    const known = this.cache.get(hash);
    if (known && known.until > at) return known.userId;
    if (known) this.cache.delete(hash);
    const rows = await this.db
      .select({ userId: userTokens.userId, expiresAt: userTokens.expiresAt })
      .from(userTokens)
      .where(and(eq(userTokens.tokenHash, hash), isNull(userTokens.revokedAt), gt(userTokens.expiresAt, now)))
      .limit(1);
    const row = rows[0];
    if (!row) return null;
    if (this.cacheMs > 0) {
      if (this.cache.size >= CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(hash, { userId: row.userId, until: Math.min(at + this.cacheMs, row.expiresAt.getTime()) });
    }
    return row.userId;
  }

  private forgetUser(userId: number, keepHash?: string): void {
    for (const [hash, v] of this.cache) if (v.userId === userId && hash !== keepHash) this.cache.delete(hash);
  }

  /** Revokes by stored hash (a refresh replaces the access token it was issued with). */
  async revokeHash(tokenHash: string): Promise<void> {
    this.cache.delete(tokenHash);
    await this.db.update(userTokens).set({ revokedAt: new Date() }).where(eq(userTokens.tokenHash, tokenHash));
    this.cache.delete(tokenHash); // a verify racing the update may have remembered it again
  }

  async revoke(token: string): Promise<void> {
    this.cache.delete(hashToken(token));
    await this.db
      .update(userTokens)
      .set({ revokedAt: new Date() })
      .where(eq(userTokens.tokenHash, hashToken(token)));
    this.cache.delete(hashToken(token)); // a verify racing the update may have remembered it again
  }

  /** Ends every session of a user except the one making the request (password change). */
  async revokeOthers(userId: number, keepToken: string): Promise<void> {
    this.forgetUser(userId, hashToken(keepToken));
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
    this.forgetUser(userId, hashToken(keepToken)); // a verify racing the update may have remembered it again
  }

  /** Ends every session of a user (password reset). */
  async revokeAll(userId: number): Promise<void> {
    this.forgetUser(userId);
    await this.db
      .update(userTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(userTokens.userId, userId), isNull(userTokens.revokedAt)));
    this.forgetUser(userId); // a verify racing the update may have remembered it again
  }
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
