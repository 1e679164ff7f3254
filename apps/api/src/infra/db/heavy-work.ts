import { AsyncLocalStorage } from "node:async_hooks";
import type pg from "pg";

/**
 * The heavy cost class (load shedding, docs/adr/0027-load-shedding.md) as the database sees it.
 * Load shedding runs each admitted request of a `cost: "heavy"` route (search) inside `runAsHeavy`;
 * every statement issued from it, through Drizzle or raw SQL, then needs one of the pool's heavy
 * permits. A search runs up to three statements at once (page, facets, density), so four searches
 * in flight could hold more than the whole pool of ten and the cheap pages' point queries queued
 * behind them (the spike bench's 100–500 ms product pages): the permits keep
 * `reservedForLight` connections free for everything else.
 */
const heavy = new AsyncLocalStorage<true>();

export function runAsHeavy<T>(fn: () => T): T {
  return heavy.run(true, fn);
}

export function isHeavyWork(): boolean {
  return heavy.getStore() === true;
}

/**
 * A waiting heavy statement that got no permit within the pool's wait fails like a pool timeout
 * (pg-pool's message, so the request answers 503 + Retry-After: unavailable.ts).
 */
class HeavyPermits {
  private held = 0;
  private readonly waiting: { grant: () => void }[] = [];

  constructor(
    private readonly max: number,
    private readonly waitMs: number,
  ) {}

  acquire(): Promise<void> {
    if (this.held < this.max) {
      this.held++;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const entry = {
        grant: () => {
          clearTimeout(timer);
          this.held++;
          resolve();
        },
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(entry), 1);
        reject(new Error("timeout exceeded when trying to connect (the heavy routes' share of the pool is in use)"));
      }, this.waitMs);
      this.waiting.push(entry);
    });
  }

  release(): void {
    this.held--;
    this.waiting.shift()?.grant();
  }
}

/**
 * Limits the connections that heavy work holds at once to `max - reservedForLight` (at least 1).
 * Wraps `pool.query` (Drizzle's and raw statements) and `pool.connect` (transactions) in the
 * promise forms the API uses; work outside a heavy request is untouched.
 */
export function reservePoolForLightWork(
  pool: pg.Pool,
  opts: { max: number; reservedForLight: number; waitMs: number },
): void {
  if (!(opts.reservedForLight > 0)) return;
  const permits = new HeavyPermits(Math.max(1, opts.max - opts.reservedForLight), opts.waitMs);
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    if (!isHeavyWork() || typeof args.at(-1) === "function") return query(...args);
    return permits.acquire().then(() => (query(...args) as Promise<unknown>).finally(() => permits.release()));
  };
  const connect = pool.connect.bind(pool) as (cb?: unknown) => unknown;
  (pool as unknown as { connect: (cb?: unknown) => unknown }).connect = (cb?: unknown) => {
    if (cb || !isHeavyWork()) return connect(cb);
    return permits.acquire().then(async () => {
      let client: pg.PoolClient;
      try {
        client = (await connect()) as pg.PoolClient;
      } catch (err) {
        permits.release();
        throw err;
      }
      const release = client.release.bind(client);
      let given = false;
      client.release = (err?: Error | boolean) => {
        if (!given) {
          given = true;
          permits.release();
        }
        release(err);
      };
      return client;
    });
  };
}
