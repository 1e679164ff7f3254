import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { SubmitOrderResult } from "@souk/contract";
import type { Tx } from "../../infra/db/client.ts";
import { submitTokens } from "../../infra/db/schema/index.ts";

/** Drops the buyer's submit tokens that expired before `before`. */
export async function dropExpiredTokens(db: Tx, userId: number, before: Date): Promise<void> {
  await db.delete(submitTokens).where(and(eq(submitTokens.userId, userId), lt(submitTokens.expiresAt, before)));
}

export async function insertToken(
  db: Tx,
  t: { tokenHash: string; userId: number; snapshot: unknown; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(submitTokens).values(t);
}

/** Marks the token used when it is the buyer's, unused and unexpired at `at`; answers its snapshot. */
export async function useToken(tx: Tx, userId: number, hash: string, at: Date): Promise<unknown> {
  const [row] = await tx
    .update(submitTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(submitTokens.tokenHash, hash),
        eq(submitTokens.userId, userId),
        isNull(submitTokens.usedAt),
        gt(submitTokens.expiresAt, at),
      ),
    )
    .returning({ snapshot: submitTokens.snapshot });
  return row?.snapshot;
}

/** The buyer's token whatever its state (undefined: unknown or another buyer's). */
export async function tokenState(
  tx: Tx,
  userId: number,
  hash: string,
): Promise<{ usedAt: Date | null; result: unknown } | undefined> {
  const [row] = await tx
    .select({ usedAt: submitTokens.usedAt, result: submitTokens.result })
    .from(submitTokens)
    .where(and(eq(submitTokens.tokenHash, hash), eq(submitTokens.userId, userId)))
    .limit(1);
  return row;
}

/** The buyer's newest usable token (only the given one when `hash` is set). */
export async function latestUsableToken(
  db: Tx,
  userId: number,
  hash: string | null,
  at: Date,
): Promise<{ hash: string; snapshot: unknown } | undefined> {
  const [latest] = await db
    .select({ hash: submitTokens.tokenHash, snapshot: submitTokens.snapshot })
    .from(submitTokens)
    .where(
      and(
        eq(submitTokens.userId, userId),
        ...(hash === null ? [] : [eq(submitTokens.tokenHash, hash)]),
        isNull(submitTokens.usedAt),
        gt(submitTokens.expiresAt, at),
      ),
    )
    .orderBy(desc(submitTokens.createdAt))
    .limit(1);
  return latest;
}

/** Stores the submit's result on its token (what a replay answers). */
export async function saveTokenResult(tx: Tx, hash: string, result: SubmitOrderResult): Promise<void> {
  await tx.update(submitTokens).set({ result }).where(eq(submitTokens.tokenHash, hash));
}

export async function countUsableTokens(db: Tx, userId: number, at: Date): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(submitTokens)
    .where(and(eq(submitTokens.userId, userId), isNull(submitTokens.usedAt), gt(submitTokens.expiresAt, at)));
  return Number(r?.n ?? 0);
}
