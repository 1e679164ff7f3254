import { and, desc, eq, gt, isNull, sql, type SQL } from "drizzle-orm";
import type { SubmitOrderResult } from "@souk/contract";
import type { Tx } from "../../infra/db/client.ts";
import { jsonDate, type ReadPart } from "../../infra/db/read-together.ts";
import { submitTokens } from "../../infra/db/schema/index.ts";

/**
 * Stores a new submit token and drops the buyer's tokens that expired before `dropBefore`, in one
 * statement (confirm's only write: one round trip).
 */
export async function issueToken(
  db: Tx,
  t: { tokenHash: string; userId: number; snapshot: unknown; expiresAt: Date; createdAt: Date },
  dropBefore: Date,
): Promise<void> {
  await db.execute(sql`
    with dropped as (
      delete from ${submitTokens} where ${submitTokens.userId} = ${t.userId} and ${submitTokens.expiresAt} < ${dropBefore.toISOString()}::timestamptz
    )
    insert into ${submitTokens} (token_hash, user_id, snapshot, expires_at, created_at)
    values (${t.tokenHash}, ${t.userId}, ${JSON.stringify(t.snapshot)}::jsonb, ${t.expiresAt.toISOString()}::timestamptz, ${t.createdAt.toISOString()}::timestamptz)`);
}

/**
 * Marks the token used, with the submit's result (what a replay answers) and what it asked for
 * (`requestHash`: a replay asking for something else is refused), when it is the buyer's,
 * unused and unexpired at `at`: an UPDATE … RETURNING for the submit's one statement (a row when it
 * did). A second submit of the token waits here for the first one's row lock, then finds it used.
 */
export function useTokenSql(
  tx: Tx,
  userId: number,
  hash: string,
  at: Date,
  result: SubmitOrderResult,
  requestHash: string,
): SQL {
  return tx
    .update(submitTokens)
    .set({ usedAt: at, result, requestHash })
    .where(
      and(
        eq(submitTokens.tokenHash, hash),
        eq(submitTokens.userId, userId),
        isNull(submitTokens.usedAt),
        gt(submitTokens.expiresAt, at),
      ),
    )
    .returning({ hash: submitTokens.tokenHash })
    .getSQL();
}

/** `peekToken` as a part of one statement (`readTogether`). */
export function tokenPart(userId: number, hash: string): ReadPart<PeekedToken | undefined> {
  return {
    sql: sql`select used_at, expires_at, result, request_hash, snapshot from submit_tokens where token_hash = ${hash} and user_id = ${userId}`,
    decode: ([r]) =>
      r && {
        usedAt: jsonDate(r.used_at),
        expiresAt: jsonDate(r.expires_at)!,
        result: r.result,
        requestHash: r.request_hash as string | null,
        snapshot: r.snapshot,
      },
  };
}

/** The SKU ids of the buyer's token's snapshot, as a subquery (submit reads their facts in the same statement as the token). */
export function snapshotSkuIdsSql(userId: number, hash: string): SQL {
  return sql`select (l->>'skuId')::int from submit_tokens t cross join lateral jsonb_array_elements(t.snapshot->'lines') l
     where t.token_hash = ${hash} and t.user_id = ${userId}`;
}

/** The shop ids of the buyer's token's snapshot, as a subquery (submit reads their freight templates with the rest). */
export function snapshotShopIdsSql(userId: number, hash: string): SQL {
  return sql`select (l->>'shopId')::int from submit_tokens t cross join lateral jsonb_array_elements(t.snapshot->'lines') l
     where t.token_hash = ${hash} and t.user_id = ${userId}`;
}

interface PeekedToken {
  usedAt: Date | null;
  expiresAt: Date;
  result: unknown;
  requestHash: string | null;
  snapshot: unknown;
}

/** The buyer's token with its snapshot, read without locking it (undefined: unknown or another buyer's). */
export async function peekToken(db: Tx, userId: number, hash: string): Promise<PeekedToken | undefined> {
  const [row] = await db
    .select({
      usedAt: submitTokens.usedAt,
      expiresAt: submitTokens.expiresAt,
      result: submitTokens.result,
      requestHash: submitTokens.requestHash,
      snapshot: submitTokens.snapshot,
    })
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

export async function countUsableTokens(db: Tx, userId: number, at: Date): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(submitTokens)
    .where(and(eq(submitTokens.userId, userId), isNull(submitTokens.usedAt), gt(submitTokens.expiresAt, at)));
  return Number(r?.n ?? 0);
}
