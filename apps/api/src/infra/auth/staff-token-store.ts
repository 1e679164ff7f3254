import { randomBytes } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { PlatformRole, StaffRole } from "@souk/contract";
import type { Db } from "../db/client.ts";
import { shopStaff, staffTokens } from "../db/schema/index.ts";
import { hashToken } from "./token-store.ts";

/** Staff tokens live 7 days. */
export const STAFF_TOKEN_TTL_SECONDS = 7 * 24 * 3600;

/** A shop staff member (the `/m/` scope). */
export interface StaffIdentity {
  staffId: number;
  shopId: number;
  role: StaffRole;
}

/** A platform staff member (the `/admin/` scope; platform chat). */
export interface PlatformStaffIdentity {
  staffId: number;
  role: PlatformRole;
}

/**
 * Tokens of shop staff (the merchant API `/m/`): a scope of their own. They are kept in
 * staff_tokens, never in user_tokens, so a staff token is no buyer token and a buyer token is no
 * staff token (the auth hook checks each path against its own store). SHA-256 stored, like buyers'.
 */
export class StaffTokenStore {
  constructor(private readonly db: Db) {}

  async issue(staffId: number, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString("base64url");
    const expiresAt = new Date(now.getTime() + STAFF_TOKEN_TTL_SECONDS * 1000);
    await this.db.insert(staffTokens).values({ tokenHash: hashToken(token), staffId, expiresAt, createdAt: now });
    return { token, expiresAt };
  }

  /**
   * The shop staff member and shop, or null when unknown, expired, revoked, the account is
   * disabled, or it is a platform account (a platform token is no shop token).
   */
  async verify(token: string, now = new Date()): Promise<StaffIdentity | null> {
    const row = await this.lookup(token, now, isNotNull(shopStaff.shopId));
    return row && row.shopId !== null
      ? { staffId: row.staffId, shopId: row.shopId, role: row.role as StaffRole }
      : null;
  }

  /** The platform staff member, or null (a shop token is no platform token). */
  async verifyPlatform(token: string, now = new Date()): Promise<PlatformStaffIdentity | null> {
    const row = await this.lookup(token, now, isNull(shopStaff.shopId));
    return row ? { staffId: row.staffId, role: row.role as PlatformRole } : null;
  }

  private async lookup(token: string, now: Date, scope: SQL) {
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
    const [row] = await this.db
      .select({ staffId: shopStaff.staffId, shopId: shopStaff.shopId, role: shopStaff.role })
      .from(staffTokens)
      .innerJoin(shopStaff, eq(shopStaff.staffId, staffTokens.staffId))
      .where(
        and(
          eq(staffTokens.tokenHash, hashToken(token)),
          isNull(staffTokens.revokedAt),
          gt(staffTokens.expiresAt, now),
          eq(shopStaff.status, 1),
          scope,
        ),
      )
      .limit(1);
    return row ?? null;
  }

  async revoke(token: string): Promise<void> {
    await this.db
      .update(staffTokens)
      .set({ revokedAt: new Date() })
      .where(eq(staffTokens.tokenHash, hashToken(token)));
  }
}
