import path from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { Database } from "./client.ts";
import { apiRoot } from "../paths.ts";

const migrationsFolder = path.join(apiRoot, "drizzle");

/** Applies pending migrations; safe to run at every start and from several processes (drizzle takes a lock on pg). */
export async function migrate(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  // Serialise concurrent starters (two API replicas) with an advisory lock held on one connection.
  const client = await database.pool!.connect();
  try {
    // Migrations may build indexes on a large catalogue: no statement timeout on this connection,
    // which is therefore closed instead of going back to the pool (release(true) below).
    await client.query("set statement_timeout = 0");
    await client.query("select pg_advisory_lock(7312001)");
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock(7312001)").catch(() => undefined);
    client.release(true);
  }
}
