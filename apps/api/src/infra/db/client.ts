import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { reservePoolForLightWork } from "./heavy-work.ts";
import { createPool } from "./pool.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** The one database type every module uses, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/**
 * A transaction or the database: what every query function takes. Functions that must run inside
 * the caller's transaction (row locks, conditional writes) say so in their comment.
 */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs raw SQL (migrations, seeding); returns rows. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
  /** PGlite only: the underlying instance (for dumping a test template). */
  pglite?: PGlite;
  /** PostgreSQL only: the pool (for work that needs one pinned connection). */
  pool?: pg.Pool;
}

export interface DatabaseOptions {
  /** postgres://... — use a PostgreSQL server. */
  url?: string;
  /** Directory for a persistent PGlite; omit for in-memory. */
  dataDir?: string;
  /** A PGlite data-dir tarball to start from (test template). */
  loadDataDir?: Blob;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /** PostgreSQL only: statement_timeout of every session (default 5 s). */
  statementTimeoutMs?: number;
  /** PostgreSQL only: longest wait for a pooled connection, also for opening one (default 2 s). */
  poolWaitMs?: number;
  /**
   * PostgreSQL only: connections of the pool that heavy work (search, heavy-work.ts) may never hold,
   * kept for the cheap pages (default 4 of 10; 0 = no reserve).
   */
  poolReservedForLight?: number;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const statementMs = opts.statementTimeoutMs ?? 5000;
    const pool = createPool({
      connectionString: opts.url,
      max: opts.poolSize ?? 10,
      // Bounded waits: a saturated pool or an unreachable server fails the request
      // (503 + Retry-After) instead of queueing it for as long as the client is patient.
      connectionTimeoutMillis: opts.poolWaitMs ?? 2000,
      // The server cancels a statement after statement_timeout (57014). Migrations and the seed
      // lift it on their own pinned connection (migrate.ts, seed/sql.ts).
      // No JIT: our statements are short OLTP queries, and a planner estimate over jit_above_cost
      // (easy with set-returning functions such as jsonb_array_elements) made PostgreSQL spend ~1 s
      // compiling a 40 ms search-facet query. PGlite has no JIT, so this also keeps both modes alike.
      // A transaction left idle (a stalled request holding locks) is ended by the server.
      options: `-c jit=off -c statement_timeout=${statementMs} -c idle_in_transaction_session_timeout=${statementMs * 2}`,
    });
    reservePoolForLightWork(pool, {
      max: opts.poolSize ?? 10,
      reservedForLight: opts.poolReservedForLight ?? 4,
      waitMs: opts.poolWaitMs ?? 2000,
    });
    // bigint (int8) and numeric come back as strings by default; counts and money fit in doubles here.
    pg.types.setTypeParser(20, (v) => Number(v));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      async query(text, params) {
        const r = await pool.query(text, params as unknown[]);
        return r.rows;
      },
      close: () => pool.end(),
      pool,
    };
  }
  const pglite = await PGlite.create({
    dataDir: opts.dataDir,
    loadDataDir: opts.loadDataDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    pglite,
    async query(text, params) {
      const r = await pglite.query(text, params as unknown[]);
      return r.rows as never[];
    },
    close: () => pglite.close(),
  };
}
