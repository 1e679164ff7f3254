import { defaultMessage, fail, type Locale } from "@souk/contract";
import type { FastifyReply } from "fastify";

/** Seconds a client is asked to wait before retrying a request refused for overload or an outage. */
export const RETRY_AFTER_SECONDS = 2;

/**
 * Errors that mean "the service is overloaded or a dependency is unreachable right now", not
 * "this request is wrong": the request timed out (request-deadline.ts), PostgreSQL cancelled a
 * statement (statement_timeout, 57014), no pooled connection came free in time, the database
 * connection was lost or refused (a restart, a failover), or Redis is down for an operation that
 * must not fall back. They answer
 * 503 + Retry-After so clients and proxies back off and retry, instead of a 500.
 */
export function isTransientOverload(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const e = error as { code?: string; message?: string; cause?: unknown };
  // KV_UNAVAILABLE: Redis is down and the operation may not fall back (infra/kv/kv.ts).
  if (e.code === "FST_ERR_HANDLER_TIMEOUT" || e.code === "57014" || e.code === "KV_UNAVAILABLE") return true;
  // pg-pool: "timeout exceeded when trying to connect"; pg: "Connection terminated due to connection timeout".
  if (typeof e.message === "string" && /timeout exceeded when trying to connect|connection timeout/i.test(e.message))
    return true;
  if (isConnectionLost(e)) return true;
  // Drizzle wraps driver errors ("Failed query: ...") with the driver's error as the cause.
  return e.cause !== undefined && e.cause !== error && isTransientOverload(e.cause);
}

/**
 * SQLSTATEs of a lost or refused database connection: class 08 (connection exception), the
 * server shutting down or restarting (57P01 admin shutdown — pg_terminate_backend, a failover —,
 * 57P02 crash shutdown, 57P03 cannot connect now), too many connections (53300).
 */
const CONNECTION_SQLSTATE = /^(08...|57P0[123]|53300)$/;
/** Socket errors of a database connection that broke or could not be made (PostgreSQL restarting). */
const CONNECTION_ERRNO = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH"]);

/**
 * Whether the error says the database was unreachable, not that the request was wrong: its
 * connection was cut (node-postgres: "Connection terminated unexpectedly", a client "not
 * queryable" after its connection error), it could not be opened, or the embedded PGlite is
 * closed (the process is stopping). Retrying later on a fresh connection can succeed.
 */
function isConnectionLost(e: { code?: string; message?: string }): boolean {
  if (typeof e.code === "string" && (CONNECTION_SQLSTATE.test(e.code) || CONNECTION_ERRNO.has(e.code))) return true;
  return (
    typeof e.message === "string" &&
    /^Connection terminated|connection error and is not queryable|not currently accepting connections|^PGlite is closed/i.test(
      e.message,
    )
  );
}

/** 503 + Retry-After with the generic "try again later" envelope in the request's language. */
export function sendUnavailable(reply: FastifyReply, locale: Locale, data: unknown = null): FastifyReply {
  return reply
    .status(503)
    .header("retry-after", String(RETRY_AFTER_SECONDS))
    .send(fail("A00005", defaultMessage("A00005", locale), data));
}
