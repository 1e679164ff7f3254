import type { AppContext } from "../../context.ts";
import { KvUnavailableError } from "../../infra/kv/kv.ts";
import { RedisKv } from "../../infra/kv/redis.ts";
import { AppError, showFail } from "../../infra/http/app-error.ts";
import { perContext } from "../../infra/per-context.ts";
import { nowMs } from "../../infra/time.ts";
import type { Tx } from "../../infra/db/client.ts";
import * as q from "./queries.ts";
import type { FlashStock, ReserveResult } from "./stock/flash-stock.ts";
import { MemoryFlashStock } from "./stock/memory-stock.ts";
import { RedisFlashStock } from "./stock/redis-stock.ts";
import { SECKILL_TEXT } from "./texts.ts";

/** Counters outlive their session by a day (then they expire; a late request rebuilds them). */
const TTL_AFTER_END_SECONDS = 86_400;

/**
 * The flash-sale gate of this app: the Redis twin when the mall runs with Redis (shared by every
 * replica), the in-process twin in the embedded mode. It rebuilds a SKU's counters from the
 * database whenever it finds them missing (deleted, expired, Redis restarted empty) and at start.
 * While Redis is unreachable it refuses with 503 + Retry-After ('The activity is very hot'):
 * per-process counters would let every replica sell the same units, and the database alone
 * would take the whole rush. The rest of the mall does not use this gate and keeps working.
 */
export class FlashGate {
  readonly stock: FlashStock;
  /** SKUs whose counters missed a release (Redis failed then): rebuilt (overwritten) at their next reservation. */
  private readonly stale = new Set<number>();

  constructor(private readonly ctx: AppContext) {
    this.stock =
      ctx.kv.strict instanceof RedisKv ? new RedisFlashStock(ctx.kv.strict) : new MemoryFlashStock(() => nowMs(ctx));
  }

  private ttl(endTime: Date): number {
    return Math.max(60, (endTime.getTime() - nowMs(this.ctx)) / 1000 + TTL_AFTER_END_SECONDS);
  }

  /** Loads one SKU's counters from the database (`overwrite` false: counters another replica loaded meanwhile win). */
  async rebuild(seckillSkuId: number, endTime: Date, overwrite: boolean): Promise<void> {
    const c = await q.counters(this.ctx.database.db, seckillSkuId);
    if (c) await this.stock.load(seckillSkuId, c, this.ttl(endTime), overwrite);
  }

  /** At start: every activity not ended gets its counters from the database (a replica restarting is the moment they may have drifted). */
  async rebuildAll(): Promise<number> {
    const db = this.ctx.database.db;
    const live = await q.live(db, new Date(nowMs(this.ctx)));
    const skus = await q.skusOf(
      db,
      live.map((s) => s.seckillId),
    );
    let n = 0;
    for (const s of live)
      for (const k of skus.get(s.seckillId) ?? []) {
        await this.rebuild(k.seckillSkuId, s.endTime, true);
        n++;
      }
    return n;
  }

  /** The reservation: one atomic step on the gate; counters found missing are rebuilt once and the step retried. */
  async reserve(seckillSkuId: number, endTime: Date, userId: number, n: number, limit: number): Promise<ReserveResult> {
    return this.unlessDown(seckillSkuId, async () => {
      if (this.stale.delete(seckillSkuId)) await this.rebuild(seckillSkuId, endTime, true);
      const r = await this.stock.reserve(seckillSkuId, userId, n, limit);
      if (r.ok || r.reason !== "missing") return r;
      await this.rebuild(seckillSkuId, endTime, false);
      return this.stock.reserve(seckillSkuId, userId, n, limit);
    });
  }

  /**
   * The gate's verdict on a reservation, taking nothing (the purchase route's fast lane asks it
   * before the route runs, ADR 0028); null when only a reservation can tell (counters stale since a
   * lost release or an outage: reserve rebuilds them first). Redis unreachable: the same 503 as
   * reserve, but the SKU is not marked stale — a read that timed out took nothing.
   */
  check(seckillSkuId: number, userId: number, n: number, limit: number): Promise<ReserveResult | null> {
    return this.stock.check(seckillSkuId, userId, n, limit).then(
      (r) => (this.stale.has(seckillSkuId) ? null : r),
      (e: unknown) => {
        throw e instanceof KvUnavailableError ? HOT : e;
      },
    );
  }

  /**
   * Gives units back (a cancelled order, a database write that failed after the reservation).
   * Never throws: when the gate cannot be reached the SKU is marked stale and rebuilt from the
   * database before its next reservation (until then the gate holds fewer units than exist —
   * it undersells for a moment, never oversells).
   */
  async release(seckillSkuId: number, userId: number, n: number): Promise<void> {
    try {
      await this.stock.release(seckillSkuId, userId, n);
    } catch {
      this.stale.add(seckillSkuId);
    }
  }

  /**
   * Takes `n` units off the gate for good: the shop lowers a flash SKU's stock, inside the edit's
   * transaction that holds the SKU's row lock. Only units nobody holds or is reserving can go, so a
   * buyer who passed the gate before the edit still finds the units in the database; answers the
   * units left (short: nothing was taken). Counters that are missing or stale are loaded first from
   * `tx` (the locked row's figures). Redis unreachable: 503 'very hot' (the edit is refused).
   */
  async withdraw(tx: Tx, seckillSkuId: number, endTime: Date, n: number): Promise<{ ok: boolean; left: number }> {
    const load = async (overwrite: boolean) => {
      const c = await q.counters(tx, seckillSkuId);
      if (c) await this.stock.load(seckillSkuId, c, this.ttl(endTime), overwrite);
    };
    try {
      if (this.stale.delete(seckillSkuId)) await load(true);
      let r = await this.stock.adjust(seckillSkuId, -n);
      if (!r.ok && r.reason === "missing") {
        await load(false);
        r = await this.stock.adjust(seckillSkuId, -n);
      }
      return { ok: r.ok, left: r.left };
    } catch (e) {
      if (e instanceof KvUnavailableError) {
        this.stale.add(seckillSkuId);
        throw HOT;
      }
      throw e;
    }
  }

  /**
   * Gives the gate `n` more units (the shop raised a flash SKU's stock, after the edit committed;
   * or a withdrawal whose edit failed). Never throws: when the gate cannot be reached the SKU is
   * rebuilt from the database before its next reservation. Missing counters need nothing: they
   * are rebuilt from the database, which has the new stock.
   */
  async add(seckillSkuId: number, n: number): Promise<void> {
    try {
      await this.stock.adjust(seckillSkuId, n);
    } catch {
      this.stale.add(seckillSkuId);
    }
  }

  /** Forgets a SKU's counters (a flash SKU taken out of an activity). Never throws. */
  async forget(seckillSkuId: number): Promise<void> {
    try {
      await this.stock.drop(seckillSkuId);
    } catch {
      this.stale.add(seckillSkuId);
    }
  }

  /**
   * A command that timed out may still have run on Redis (the units taken, the answer lost): the
   * SKU is marked stale, so its counters are rebuilt from the database before the next
   * reservation instead of leaking units. The buyer is asked to retry (503 + Retry-After).
   */
  private async unlessDown<T>(seckillSkuId: number, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (e) {
      if (e instanceof KvUnavailableError) {
        this.stale.add(seckillSkuId);
        throw gateRefusal("missing", 0);
      }
      throw e;
    }
  }
}

/**
 * What the buyer is told when the gate says no: over the limit (409), sold out (A03010), or the
 * gate could not decide (Redis unreachable, counters not rebuilt): 503 'The activity is very hot'.
 */
export function gateRefusal(reason: "soldOut" | "limit" | "missing", maxNum: number): AppError {
  if (reason === "soldOut") return SOLD_OUT;
  if (reason === "missing") return HOT;
  let e = LIMIT.get(maxNum);
  if (e === undefined) LIMIT.set(maxNum, (e = showFail(SECKILL_TEXT.limit(maxNum), 409)));
  return e;
}

// Made once: an AppError is an immutable answer, and a rush repeats these thousands of times.
const SOLD_OUT = new AppError("A03010");
const HOT = new AppError("A00005", SECKILL_TEXT.hot, null, 503);
const LIMIT = new Map<number, AppError>();

export const flashGateOf = perContext((ctx) => new FlashGate(ctx));
