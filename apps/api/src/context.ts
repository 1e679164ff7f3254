import type { Config } from "./config.ts";
import type { Database } from "./infra/db/client.ts";
import type { TokenStore } from "./infra/auth/token-store.ts";

/** What every module gets: configuration and infrastructure, each behind an interface. */
export interface AppContext {
  config: Config;
  database: Database;
  tokens: TokenStore;
}
