import os from "node:os";
import path from "node:path";
import { repoRoot } from "./infra/paths.ts";

/** Runtime configuration, read once from the environment (see .env.example). */
export interface Config {
  /** PostgreSQL URL; empty means the embedded PGlite database in dataDir. */
  databaseUrl: string;
  /** Redis URL; empty means the in-process twins. */
  redisUrl: string;
  dataDir: string;
  host: string;
  port: number;
  /** production disables sandbox providers and dev endpoints. */
  production: boolean;
  logLevel: string;
  /** Public base URL of the storefront, used in links the API generates. */
  publicUrl: string;
  /** How long the job loop waits between polls when nothing was due (JOB_POLL_MS). */
  jobPollIntervalMs: number;
  /** Days raw flow events are kept before the retention job deletes them (FLOW_RETENTION_DAYS, at least 2). */
  flowRetentionDays: number;
  /** Customer-service hours in China time, "HH:MM-HH:MM" (CHAT_SERVICE_HOURS; spec: 7*8, every day 09:00-17:00). */
  chatServiceHours: string;
  /**
   * Verification codes one client address may request per mall calendar day (SMS_DAILY_PER_IP; a NAT'd
   * office still fits in 50). Journeys raise it: every browser of the suite registers from 127.0.0.1.
   */
  smsDailyPerIp: number;
  /** Longest a single SQL statement may run before PostgreSQL cancels it (DB_STATEMENT_TIMEOUT_MS). */
  dbStatementTimeoutMs: number;
  /** Longest a request waits for a pooled connection before it fails with 503 (DB_POOL_WAIT_MS). */
  dbPoolWaitMs: number;
  /**
   * Pooled connections that requests of heavy routes (search) may never hold, kept for the cheap
   * pages (DB_POOL_RESERVED_FOR_LIGHT, of the pool's 10; 0 = no reserve).
   */
  dbPoolReservedForLight: number;
  /** Longest a request may take before it answers 503 + Retry-After (REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /**
   * Fastify trustProxy: the hops whose X-Forwarded-For is believed (TRUST_PROXY, comma-separated
   * addresses or CIDRs; default loopback, i.e. the storefront's /api rewrite on the same host).
   */
  trustProxy: string;
  /** Requests in flight per process beyond which new ones answer 503 + Retry-After (MAX_IN_FLIGHT, 0 = off). */
  maxInFlight: number;
  /** The same per route (URL pattern), so a flood of one endpoint leaves the others their slots (MAX_IN_FLIGHT_PER_ROUTE). */
  maxInFlightPerRoute: number;
  /**
   * The same for routes of the heavy cost class (search), lower so they never hold most of the pool's
   * connections or the cores while cheap pages wait (MAX_IN_FLIGHT_HEAVY_ROUTE, 0 = the ordinary limit).
   * Default: half the cores (at least 1) — the rest stay for the pages not under attack (ADR 0027).
   */
  maxInFlightHeavyRoute: number;
  /** Heavy requests that may wait for a slot beyond those in flight (MAX_QUEUED_HEAVY_ROUTE, 0 = refuse at once). */
  maxQueuedHeavyRoute: number;
  /** Longest such wait before the request is refused after all (HEAVY_QUEUE_WAIT_MS). */
  heavyQueueWaitMs: number;
  /**
   * p99 event-loop delay (ms) beyond which requests answer 503 + Retry-After until the loop catches up
   * (MAX_EVENT_LOOP_DELAY_MS, 0 = off): the shedding that engages on PGlite, where queries share the thread.
   */
  maxEventLoopDelayMs: number;
  /**
   * Requests received recently (a count halved every half second, so about this many per second)
   * below which a lagging loop refuses nothing (LAG_SHED_MIN_ARRIVALS): the process's own work
   * lagged it (a PDF drawn, a PGlite query), not a flood, and refusing its few buyers helps no one.
   */
  lagMinArrivals: number;
  /**
   * Open chat sockets per process, per client address and per buyer or agent beyond which a new one
   * is refused (close 1013 "try again later" with a localized notice; 0 = no limit): sockets are
   * long-lived and counted apart from requests in flight (CHAT_MAX_SOCKETS, CHAT_MAX_SOCKETS_PER_ADDRESS,
   * CHAT_MAX_SOCKETS_PER_PARTY). About 13 KB each when idle.
   */
  chatMaxSockets: number;
  chatMaxSocketsPerAddress: number;
  chatMaxSocketsPerParty: number;
  /** A readiness probe slower than this reports the dependency as degraded (READY_SLOW_MS). */
  readySlowMs: number;
  /** On SIGTERM: longest wait for in-flight requests and running jobs before exiting anyway (DRAIN_MS). */
  drainMs: number;
  /**
   * Seconds a verified buyer token is remembered in this process (TOKEN_CACHE_SECONDS, 0 = off): a
   * revocation takes effect at once in the process that made it, within this time in the others (ADR 0025).
   */
  tokenCacheSeconds: number;
  /**
   * QQ and WeChat sign-in against real providers (OAUTH_<QQ|WECHAT>_CLIENT_ID, _CLIENT_SECRET,
   * _AUTHORIZE_URL, _TOKEN_URL, _USERINFO_URL; all five or the provider is not configured). An
   * unconfigured provider is played by the sandbox outside production (ADR 0043).
   */
  oauth: Record<OAuthProviderId, OAuthClientConfig | null>;
}

export type OAuthProviderId = "qq" | "wechat";
export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

function oauthClient(env: NodeJS.ProcessEnv, prefix: string): OAuthClientConfig | null {
  const v = (k: string) => env[`OAUTH_${prefix}_${k}`]?.trim() ?? "";
  const c = {
    clientId: v("CLIENT_ID"),
    clientSecret: v("CLIENT_SECRET"),
    authorizeUrl: v("AUTHORIZE_URL"),
    tokenUrl: v("TOKEN_URL"),
    userinfoUrl: v("USERINFO_URL"),
  };
  return Object.values(c).every((x) => x !== "") ? c : null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    databaseUrl: env.DATABASE_URL ?? "",
    redisUrl: env.REDIS_URL ?? "",
    dataDir: path.resolve(repoRoot, env.SOUK_DATA_DIR ?? "data"),
    host: env.API_HOST ?? "127.0.0.1",
    port: Number(env.API_PORT ?? 3001),
    production: env.NODE_ENV === "production" && env.SOUK_SANDBOX !== "1",
    logLevel: env.LOG_LEVEL ?? "info",
    publicUrl: env.PUBLIC_URL ?? `http://127.0.0.1:${env.WEB_PORT ?? 3000}`,
    jobPollIntervalMs: Number(env.JOB_POLL_MS ?? 1000),
    // Aggregation reads yesterday's events after midnight, so fewer than 2 days could delete them first.
    flowRetentionDays: Math.max(2, Math.floor(Number(env.FLOW_RETENTION_DAYS ?? 30)) || 30),
    chatServiceHours: env.CHAT_SERVICE_HOURS ?? "09:00-17:00",
    smsDailyPerIp: Math.max(1, Math.floor(Number(env.SMS_DAILY_PER_IP ?? 50)) || 50),
    dbStatementTimeoutMs: Number(env.DB_STATEMENT_TIMEOUT_MS ?? 5000),
    dbPoolWaitMs: Number(env.DB_POOL_WAIT_MS ?? 2000),
    dbPoolReservedForLight: Number(env.DB_POOL_RESERVED_FOR_LIGHT ?? 4),
    requestTimeoutMs: Number(env.REQUEST_TIMEOUT_MS ?? 10_000),
    readySlowMs: Number(env.READY_SLOW_MS ?? 1000),
    chatMaxSockets: Number(env.CHAT_MAX_SOCKETS ?? 10_000),
    chatMaxSocketsPerAddress: Number(env.CHAT_MAX_SOCKETS_PER_ADDRESS ?? 200),
    chatMaxSocketsPerParty: Number(env.CHAT_MAX_SOCKETS_PER_PARTY ?? 4),
    drainMs: Number(env.DRAIN_MS ?? 10_000),
    trustProxy: env.TRUST_PROXY ?? "127.0.0.1,::1",
    maxInFlight: Number(env.MAX_IN_FLIGHT ?? 128),
    maxInFlightPerRoute: Number(env.MAX_IN_FLIGHT_PER_ROUTE ?? 16),
    maxInFlightHeavyRoute: Number(
      env.MAX_IN_FLIGHT_HEAVY_ROUTE ?? Math.max(1, Math.floor(os.availableParallelism() / 2)),
    ),
    maxQueuedHeavyRoute: Number(env.MAX_QUEUED_HEAVY_ROUTE ?? 8),
    heavyQueueWaitMs: Number(env.HEAVY_QUEUE_WAIT_MS ?? 1000),
    maxEventLoopDelayMs: Number(env.MAX_EVENT_LOOP_DELAY_MS ?? 500),
    lagMinArrivals: Number(env.LAG_SHED_MIN_ARRIVALS ?? 200),
    tokenCacheSeconds: Number(env.TOKEN_CACHE_SECONDS ?? 5),
    oauth: { qq: oauthClient(env, "QQ"), wechat: oauthClient(env, "WECHAT") },
  };
}
