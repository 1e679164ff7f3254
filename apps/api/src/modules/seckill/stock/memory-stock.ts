import type { AdjustResult, FlashCounters, FlashStock, ReserveResult } from "./flash-stock.ts";

interface Entry {
  left: number;
  users: Map<number, number>;
  expiresAt: number;
}

/** The one rule of both calls, in the Redis script's order: counters, units, then the buyer's limit. */
function verdict(e: Entry | undefined, userId: number, n: number, limit: number): ReserveResult {
  if (!e) return { ok: false, reason: "missing" };
  if (e.left < n) return { ok: false, reason: "soldOut" };
  if ((e.users.get(userId) ?? 0) + n > limit) return { ok: false, reason: "limit" };
  return { ok: true, left: e.left - n };
}

/**
 * The embedded mode's gate: the same contract as the Redis script, in process memory. Each call
 * runs to completion without awaiting, so check-and-take is atomic within the one API process.
 */
export class MemoryFlashStock implements FlashStock {
  readonly kind = "memory" as const;
  private readonly entries = new Map<number, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  private live(id: number): Entry | undefined {
    const e = this.entries.get(id);
    if (e && e.expiresAt <= this.now()) {
      this.entries.delete(id);
      return undefined;
    }
    return e;
  }

  async reserve(id: number, userId: number, n: number, limit: number): Promise<ReserveResult> {
    const e = this.live(id);
    const r = verdict(e, userId, n, limit);
    if (!r.ok || !e) return r;
    e.users.set(userId, (e.users.get(userId) ?? 0) + n);
    e.left -= n;
    return r;
  }

  async check(id: number, userId: number, n: number, limit: number): Promise<ReserveResult> {
    return verdict(this.live(id), userId, n, limit);
  }

  async adjust(id: number, delta: number): Promise<AdjustResult> {
    const e = this.live(id);
    if (!e) return { ok: false, reason: "missing", left: 0 };
    if (e.left + delta < 0) return { ok: false, reason: "short", left: e.left };
    e.left += delta;
    return { ok: true, left: e.left };
  }

  async release(id: number, userId: number, n: number): Promise<void> {
    const e = this.live(id);
    if (!e) return;
    e.left += n;
    const v = (e.users.get(userId) ?? 0) - n;
    if (v > 0) e.users.set(userId, v);
    else e.users.delete(userId);
  }

  async load(id: number, c: FlashCounters, ttlSeconds: number, overwrite: boolean): Promise<void> {
    if (!overwrite && this.live(id)) return;
    this.entries.set(id, { left: c.left, users: new Map(c.users), expiresAt: this.now() + ttlSeconds * 1000 });
  }

  async drop(id: number): Promise<void> {
    this.entries.delete(id);
  }
}
