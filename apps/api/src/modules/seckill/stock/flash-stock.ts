/**
 * The flash-sale gate (ADR 0018-flash-sale): per flash SKU, the units left and what each buyer
 * holds, checked and taken in ONE atomic step, before any database work. Two twins with one
 * contract and one test table (flash-stock.test.ts): Redis (a Lua script on keys sharing one hash
 * tag per SKU, so it also runs on Redis Cluster) for the scaled mode, in-process for the embedded
 * mode. The gate only filters: the database (`seckill_skus.sold <= stock`, per-user sums of
 * `seckill_orders`) stays the source of truth and has the last word, so a gate that lost or
 * rebuilt its counters can let too many requests through to the database but never oversell.
 */

export type ReserveResult =
  | { ok: true; left: number }
  /** soldOut: fewer units left than asked; limit: the buyer would hold more than the limit; missing: counters not loaded. */
  | { ok: false; reason: "soldOut" | "limit" | "missing" };

/** What `adjust` did: the units left after the move; or nothing moved (too few left to lower by, counters not loaded). */
export type AdjustResult = { ok: true; left: number } | { ok: false; reason: "short" | "missing"; left: number };

export interface FlashCounters {
  /** Units left (initial − held by orders not cancelled). */
  left: number;
  /** Pieces each buyer holds. */
  users: ReadonlyMap<number, number>;
}

export interface FlashStock {
  readonly kind: "memory" | "redis";
  /** Takes `n` units for `userId` when at least `n` are left and the buyer stays within `limit`. */
  reserve(seckillSkuId: number, userId: number, n: number, limit: number): Promise<ReserveResult>;
  /**
   * What `reserve` would answer now, taking nothing (`ok` then means it would take the units). A
   * refusal seen here is a true answer at that moment; an `ok` must still go through `reserve`.
   */
  check(seckillSkuId: number, userId: number, n: number, limit: number): Promise<ReserveResult>;
  /**
   * Moves the units left by `delta` (the shop raised or lowered the activity's stock), in one atomic
   * step: a lowering by more than is left (units held or being reserved by buyers stay theirs) is
   * refused ("short", `left` says what is left) and moves nothing; missing counters move nothing.
   */
  adjust(seckillSkuId: number, delta: number): Promise<AdjustResult>;
  /** Gives `n` units back (an order cancelled, a database write that failed). No-op when the counters are missing. */
  release(seckillSkuId: number, userId: number, n: number): Promise<void>;
  /**
   * Loads the counters from the database's figures; `overwrite` false keeps counters that exist
   * (two replicas rebuilding at once: the first wins). They expire after `ttlSeconds`.
   */
  load(seckillSkuId: number, counters: FlashCounters, ttlSeconds: number, overwrite: boolean): Promise<void>;
  /** Forgets a SKU's counters (tests: keys deleted mid-sale; an activity ended). */
  drop(seckillSkuId: number): Promise<void>;
}

/** Key names: one hash tag `{sk:<id>}` per flash SKU, so a SKU's keys live in one cluster slot. */
export const flashKeys = (seckillSkuId: number) => [`{sk:${seckillSkuId}}:left`, `{sk:${seckillSkuId}}:users`] as const;
