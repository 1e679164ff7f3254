import fs from "node:fs";
import { loadConfig, type Config } from "./config.ts";
import type { AppContext } from "./context.ts";
import { TokenStore } from "./infra/auth/token-store.ts";
import { openDatabase } from "./infra/db/client.ts";
import { migrate } from "./infra/db/migrate.ts";
import { JobRunner } from "./infra/jobs/runner.ts";
import { createKv } from "./infra/kv/index.ts";
import { CatalogChanges } from "./infra/cache/catalog-changes.ts";

/** Opens the configured database (PGlite in dataDir, or DATABASE_URL), migrates it, and wires the context. */
export async function createContext(config: Config = loadConfig()): Promise<AppContext> {
  if (!config.databaseUrl) fs.mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase(
    config.databaseUrl
      ? {
          url: config.databaseUrl,
          statementTimeoutMs: config.dbStatementTimeoutMs,
          poolWaitMs: config.dbPoolWaitMs,
          poolReservedForLight: config.dbPoolReservedForLight,
        }
      : { dataDir: `${config.dataDir}/pglite` },
  );
  await migrate(database);
  return {
    config,
    database,
    tokens: new TokenStore(database.db, { cacheSeconds: config.tokenCacheSeconds }),
    // Not started here: main.ts starts the loop, tests call runDueOnce().
    jobs: new JobRunner(database, { pollIntervalMs: config.jobPollIntervalMs }),
    catalogChanges: new CatalogChanges(),
    kv: createKv(config.redisUrl, {
      onChange: (event, err) =>
        console.warn(
          event === "fallback"
            ? `Redis unreachable (${err instanceof Error ? err.message : String(err)}): throttles run per process until it is back`
            : "Redis is back: throttles are shared again",
        ),
    }),
  };
}
