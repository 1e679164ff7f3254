import type { FastifyInstance } from "fastify";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { AppContext } from "../../context.ts";
import { perContext } from "../per-context.ts";

/**
 * Prometheus metrics of one API process, one registry per app (tests build many in one process).
 * `GET /metrics` answers only a scraper that talks to the process directly: a request carrying
 * X-Forwarded-For came through the storefront's `/api` rewrite or a front proxy (both always set
 * it), and gets 404 like any unknown path — buyers never see these figures.
 *
 * Series (besides prom-client's process and Node defaults, event-loop delay among them):
 *  - souk_http_requests_total / souk_http_request_duration_seconds {method, route, status}: route is
 *    the URL pattern (`/prod/:id`), "unmatched" for 404s, so the label set stays bounded;
 *  - souk_db_pool_in_use / souk_db_pool_waiting (PostgreSQL; 0 on PGlite);
 *  - souk_db_statement_errors_total {code}: requests that failed on a database error (SQLSTATE);
 *  - souk_job_lag_seconds {kind}: age of the oldest due, unclaimed job of each kind (0 = none late);
 *  - souk_redis_up: 1 when the shared store answers (always 1 for the in-process store);
 *  - souk_load_shed_refusals_total: requests refused by load shedding (load-shedding.ts);
 *  - souk_websocket_connections: open chat sockets (modules/chat/routes.ts reports them).
 */
export class ApiMetrics {
  readonly registry = new Registry();
  private readonly requests = new Counter({
    name: "souk_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [this.registry],
  });
  private readonly duration = new Histogram({
    name: "souk_http_request_duration_seconds",
    help: "HTTP request latency, by method, route pattern and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly statementErrors = new Counter({
    name: "souk_db_statement_errors_total",
    help: "Requests that failed on a database error, by SQLSTATE",
    labelNames: ["code"] as const,
    registers: [this.registry],
  });
  /** Sources read at scrape time by the modules that own them. */
  private readonly sources = { websockets: () => 0, refusals: () => 0 };

  constructor(private readonly ctx: AppContext) {
    collectDefaultMetrics({ register: this.registry, prefix: "souk_api_" });
    const pool = () => ctx.database.pool;
    new Gauge({
      name: "souk_db_pool_in_use",
      help: "Pooled PostgreSQL connections checked out",
      registers: [this.registry],
      collect() {
        const p = pool();
        this.set(p ? p.totalCount - p.idleCount : 0);
      },
    });
    new Gauge({
      name: "souk_db_pool_waiting",
      help: "Requests waiting for a pooled PostgreSQL connection",
      registers: [this.registry],
      collect() {
        this.set(pool()?.waitingCount ?? 0);
      },
    });
    new Gauge({
      name: "souk_job_lag_seconds",
      help: "Age of the oldest due job not yet claimed, by kind",
      labelNames: ["kind"] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        const rows = await ctx.database
          .query<{ kind: string; lag: number | string }>(
            `select kind, extract(epoch from now() - min(run_at))::float8 as lag
               from jobs where status = 'pending' and run_at <= now() group by kind`,
          )
          .catch(() => []);
        for (const r of rows) this.set({ kind: r.kind }, Number(r.lag));
      },
    });
    new Gauge({
      name: "souk_redis_up",
      help: "1 when the shared store (Redis) answers; the in-process store always does",
      labelNames: ["store"] as const,
      registers: [this.registry],
      async collect() {
        this.set({ store: ctx.kv.kind }, (await ctx.kv.ping()) ? 1 : 0);
      },
    });
    const sources = this.sources;
    new Gauge({
      name: "souk_websocket_connections",
      help: "Open chat websockets",
      registers: [this.registry],
      collect() {
        this.set(sources.websockets());
      },
    });
    new Counter({
      name: "souk_load_shed_refusals_total",
      help: "Requests refused by load shedding (503 + Retry-After)",
      registers: [this.registry],
      collect() {
        this.reset();
        this.inc(sources.refusals());
      },
    });
  }

  countWebsockets(read: () => number): void {
    this.sources.websockets = read;
  }

  countRefusals(read: () => number): void {
    this.sources.refusals = read;
  }

  register(app: FastifyInstance): void {
    app.addHook("onResponse", (req, reply, done) => {
      const labels = {
        method: req.method,
        route: req.routeOptions.url ?? "unmatched",
        status: String(reply.statusCode),
      };
      this.requests.inc(labels);
      this.duration.observe(labels, reply.elapsedTime / 1000);
      done();
    });
    // An onError hook only observes: the error handler (error-handler.ts) still decides the answer.
    app.addHook("onError", (_req, _reply, err, done) => {
      const code = sqlState(err);
      if (code) this.statementErrors.inc({ code });
      done();
    });
    app.get("/metrics", { schema: { hide: true } }, async (req, reply) => {
      if (req.headers["x-forwarded-for"] !== undefined) return reply.callNotFound();
      reply.type(this.registry.contentType);
      return this.registry.metrics();
    });
  }
}

export const metricsOf = perContext((ctx) => new ApiMetrics(ctx));

/** The SQLSTATE of a PostgreSQL/PGlite error, also when drizzle wrapped it (`cause`). */
function sqlState(err: unknown): string | null {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && "severity" in e) return code;
  }
  return null;
}
