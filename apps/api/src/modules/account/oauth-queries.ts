import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Db } from "../../infra/db/client.ts";
import { oauthAccounts, oauthStates, users } from "../../infra/db/schema/index.ts";

/** Stores a new state (its hash) and drops those expired an hour ago (housekeeping). */
export async function insertState(
  db: Db,
  v: { stateHash: string; provider: string; browserHash: string; returnPath: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date(v.now.getTime() - 3_600_000)));
  await db.insert(oauthStates).values({
    stateHash: v.stateHash,
    provider: v.provider,
    browserHash: v.browserHash,
    returnPath: v.returnPath,
    createdAt: v.now,
    expiresAt: v.expiresAt,
  });
}

/** Spends a state atomically: the row when it was unused, unexpired and of this provider, else null. */
export async function spendState(
  db: Db,
  stateHash: string,
  provider: string,
  now: Date,
): Promise<{ browserHash: string; returnPath: string } | null> {
  const [row] = await db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(oauthStates.stateHash, stateHash),
        eq(oauthStates.provider, provider),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, now),
      ),
    )
    .returning({ browserHash: oauthStates.browserHash, returnPath: oauthStates.returnPath });
  return row ?? null;
}

export async function identityOwner(db: Db, provider: string, subject: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, subject)))
    .limit(1);
  return row?.userId ?? null;
}

/** Binds an identity; false when another request bound it first. */
export async function insertIdentity(
  db: Db,
  v: { provider: string; subject: string; userId: number; nickName: string; createdUser: boolean; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(oauthAccounts)
    .values({ ...v, createdAt: v.now })
    .onConflictDoNothing()
    .returning({ userId: oauthAccounts.userId });
  return rows.length === 1;
}

/** When the account was created by a third-party sign-in, that moment; else null. */
export async function createdByIdentityAt(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: oauthAccounts.createdAt })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.userId, userId), eq(oauthAccounts.createdUser, true)))
    .limit(1);
  return row?.at ?? null;
}

/** Moves every identity of one account to another (the bind-mobile popup's join). */
export async function moveIdentities(db: Db, fromUserId: number, toUserId: number): Promise<void> {
  await db
    .update(oauthAccounts)
    .set({ userId: toUserId, createdUser: false })
    .where(eq(oauthAccounts.userId, fromUserId));
}

/** Removes an account that was never used; one that other rows still point at is disabled instead. */
export async function retireAccount(db: Db, userId: number): Promise<void> {
  try {
    await db.delete(users).where(eq(users.userId, userId));
  } catch {
    await db.update(users).set({ status: 0 }).where(eq(users.userId, userId));
  }
}
