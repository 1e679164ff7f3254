import type { AppContext } from "../../context.ts";
import type { Kv } from "../kv/kv.ts";
import { perContext } from "../per-context.ts";
import type { StaffIdentity } from "./staff-token-store.ts";

/** A verified shop-staff token is trusted without the database for at most this long. */
export const STAFF_TOKEN_CACHE_MS = 10_000;
const MAX_ENTRIES = 10_000;
/** The kv key every change of a staff account's sessions increments (all API processes read it). */
const EPOCH_KEY = "staff:sessions:epoch";
const EPOCH_TTL_SECONDS = 30 * 24 * 3600;

interface Entry {
  identity: StaffIdentity;
  epoch: string;
  until: number;
}

/**
 * A short-lived cache of verified shop-staff tokens (the merchant API checked each against the
 * database on every request: most of `GET /m/dashboard`'s time, bench/dashboard.ts). Revocation-safe:
 * every sign-out, disable, password reset and role change increments one kv epoch (shared by the API
 * processes through Redis in scaled mode) before it answers, and an entry is used only while the
 * epoch it was verified under is still current — one kv read per request instead of a join. When the
 * kv cannot answer, the token is verified against the database. Entries also expire after
 * STAFF_TOKEN_CACHE_MS, so a change made by another path (a database edit) lasts at most that long.
 */
export class StaffTokenCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly kv: Kv,
    private readonly now: () => number = Date.now,
  ) {}

  private async epoch(): Promise<string | null> {
    try {
      return (await this.kv.strict.get(EPOCH_KEY)) ?? "0";
    } catch {
      return null;
    }
  }

  /** The identity of `token` from the cache, else from `verify` (remembered when it is valid). */
  async verify(token: string, verify: () => Promise<StaffIdentity | null>): Promise<StaffIdentity | null> {
    const epoch = await this.epoch();
    if (epoch === null) return verify();
    const hit = this.entries.get(token);
    if (hit && hit.epoch === epoch && hit.until > this.now()) return hit.identity;
    if (hit) this.entries.delete(token);
    const identity = await verify();
    if (identity) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(token, { identity, epoch, until: this.now() + STAFF_TOKEN_CACHE_MS });
    }
    return identity;
  }

  /**
   * Call after a change that ends sessions or changes what they may do (sign-out, disable, new
   * password, new role), before answering: every process's cached tokens stop being trusted.
   */
  async sessionsChanged(): Promise<void> {
    this.entries.clear();
    try {
      await this.kv.strict.incr(EPOCH_KEY, EPOCH_TTL_SECONDS);
    } catch {
      // The shared store is down: the other processes cannot read the epoch either, so they verify
      // every token against the database until it is back (entries older than that have expired).
    }
  }
}

export const staffTokenCacheOf = perContext(
  (ctx: AppContext) => new StaffTokenCache(ctx.kv, () => (ctx.clock ? ctx.clock() : Date.now())),
);
