import type { Database } from "../infra/db/client.ts";

/** Runs SQL on the seed's one connection (inside its transaction). */
export type Exec = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/**
 * Runs `fn` in one transaction on one connection: the demo data appears all at once or
 * not at all, and concurrent starters (several API replicas) serialise on a lock.
 */
export async function inTransaction<T>(database: Database, fn: (exec: Exec) => Promise<T>): Promise<T> {
  if (database.pglite) {
    return database.pglite.transaction(async (tx) =>
      fn(async (text, params) => (await tx.query(text, params)).rows as never[]),
    );
  }
  const client = await database.pool!.connect();
  try {
    await client.query("begin");
    // A large seed (200,000 products) runs long statements with generation work between them:
    // lift the pool's statement and idle-in-transaction timeouts for this transaction only.
    await client.query("set local statement_timeout = 0");
    await client.query("set local idle_in_transaction_session_timeout = 0");
    const result = await fn(async (text, params) => (await client.query(text, params as unknown[])).rows);
    await client.query("commit");
    return result;
  } catch (e) {
    await client.query("rollback").catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}

export interface Column<R> {
  name: string;
  /** PostgreSQL element type of the unnest array: int, bigint, smallint, text, bool, timestamptz, jsonb. */
  type: "int" | "bigint" | "smallint" | "text" | "bool" | "timestamptz" | "jsonb";
  value: (row: R) => unknown;
  /** A helper column for `computed` expressions, not inserted itself. */
  helper?: boolean;
}

/**
 * Inserts many rows with one statement of one array parameter per column
 * (`insert … select … from unnest($1::int[], $2::text[], …)`): any number of rows, few
 * parameters, no per-row round trips. jsonb travels as text and is cast; `computed`
 * columns are SQL expressions over the unnest columns (e.g. the search tsvector).
 */
export async function insertMany<R>(
  exec: Exec,
  table: string,
  columns: Column<R>[],
  rows: readonly R[],
  computed: { name: string; expr: string }[] = [],
): Promise<void> {
  if (rows.length === 0) return;
  const arrays = columns.map((c) =>
    rows.map((r) => {
      const v = c.value(r);
      if (c.type === "jsonb") return JSON.stringify(v);
      if (v instanceof Date) return v.toISOString();
      return v;
    }),
  );
  const unnest = columns.map((c, i) => `$${i + 1}::${c.type === "jsonb" ? "text" : c.type}[]`).join(", ");
  const inserted = columns.filter((c) => !c.helper);
  const names = [...inserted.map((c) => c.name), ...computed.map((c) => c.name)];
  const select = [
    ...inserted.map((c) => (c.type === "jsonb" ? `u.${c.name}::jsonb` : `u.${c.name}`)),
    ...computed.map((c) => c.expr),
  ];
  await exec(
    `insert into ${table} (${names.join(", ")}) select ${select.join(", ")} from unnest(${unnest}) as u(${columns.map((c) => c.name).join(", ")})`,
    arrays,
  );
}
