import pg from "pg";

/**
 * The PostgreSQL pool, hardened against connections that die (server restart, failover,
 * pg_terminate_backend, DROP DATABASE ... FORCE). Without this, a backend dying under a
 * client that was checked out (every Drizzle transaction holds one) crashed the process with an
 * unhandled 'error' event, and a transaction whose BEGIN failed leaked its client forever.
 */
export function createPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  // An idle client that dies makes the pool emit 'error'; the pool has already discarded it.
  pool.on("error", () => undefined);
  // Every client gets a listener for its whole life, so an 'error' while it is checked out is
  // never unhandled. The query in flight still rejects (the request answers A00005).
  pool.on("connect", (client) => {
    client.on("error", () => undefined);
  });
  // Checkouts (`await pool.connect()`, as Drizzle's transaction does) give the client back with
  // the error the moment its connection dies, so the pool drops it and opens a fresh one. That
  // matters because Drizzle runs BEGIN outside its try/finally: when BEGIN fails on a dead
  // connection it never calls release(), and without this the pool would shrink by one client
  // per failure until every request waited forever. Release becomes idempotent for the caller.
  const connect = pool.connect.bind(pool) as (cb?: unknown) => unknown;
  (pool as unknown as { connect: (cb?: unknown) => unknown }).connect = (cb?: unknown) => {
    if (cb) return connect(cb); // pool.query's own path: it already releases on 'error'.
    return (connect() as Promise<pg.PoolClient>).then(guardCheckout);
  };
  return pool;
}

function guardCheckout(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const giveBack = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener("error", onError);
    release(err);
  };
  const onError = (err: Error) => giveBack(err);
  client.on("error", onError);
  client.release = giveBack;
  return client;
}
