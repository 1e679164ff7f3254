import type { Config } from "./config.ts";
import type { Database } from "./infra/db/client.ts";
import type { TokenStore } from "./infra/auth/token-store.ts";
import type { JobRunner } from "./infra/jobs/runner.ts";
import type { Kv } from "./infra/kv/kv.ts";
import type { CatalogChanges } from "./infra/cache/catalog-changes.ts";

/** What every module gets: configuration and infrastructure, each behind an interface. */
export interface AppContext {
  config: Config;
  database: Database;
  tokens: TokenStore;
  /** Durable jobs (timers): modules register handlers and schedule jobs; main.ts runs the loop. */
  jobs: JobRunner;
  /** Counters and keys with TTL (rate limits, throttles): in-process, or Redis with REDIS_URL. */
  kv: Kv;
  /** Caches of catalog data register here for the tags they show; a catalog version bump drops them. */
  catalogChanges: CatalogChanges;
  /**
   * Milliseconds clock for expiry and throttling decisions the app makes itself (SMS codes,
   * SSO tickets, password timestamps). Absent means Date.now; tests set it to move time.
   */
  clock?: () => number;
}
