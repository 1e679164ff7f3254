import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp((app) => {
    app.get("/__broken-sql", async () => t.ctx.database.query("select * from no_such_table"));
  });
});
afterAll(async () => t.close());

/** The value of one series in a Prometheus text exposition, or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("GET /metrics", () => {
  it("counts requests per route pattern and status, with latency, in the Prometheus text format", async () => {
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ url: "/healthz" })).statusCode).toBe(200);
    await t.app.inject({ url: "/no/such/path" });
    const r = await t.app.inject({ url: "/metrics" });
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(r.body, 'souk_http_requests_total{method="GET",route="/healthz",status="200"}')).toBe(3);
    expect(sample(r.body, 'souk_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(sample(r.body, 'souk_http_request_duration_seconds_count{method="GET",route="/healthz",status="200"}')).toBe(
      3,
    );
    for (const series of [
      "souk_db_pool_in_use",
      "souk_db_pool_waiting",
      "souk_websocket_connections",
      "souk_load_shed_refusals_total",
      "souk_api_nodejs_eventloop_lag_p99_seconds",
    ])
      expect(sample(r.body, series), series).toBeGreaterThanOrEqual(0);
    expect(sample(r.body, `souk_redis_up{store="${t.ctx.kv.kind}"}`)).toBe(1);
  });

  it("reports the age of the oldest late job per kind", async () => {
    await t.ctx.jobs.schedule("metrics-probe", {}, { runAt: new Date(Date.now() - 90_000) });
    const r = await t.app.inject({ url: "/metrics" });
    expect(sample(r.body, 'souk_job_lag_seconds{kind="metrics-probe"}')).toBeGreaterThanOrEqual(89);
  });

  it("counts statement errors by SQLSTATE", async () => {
    expect((await t.app.inject({ url: "/__broken-sql" })).statusCode).toBe(500);
    const r = await t.app.inject({ url: "/metrics" });
    expect(sample(r.body, 'souk_db_statement_errors_total{code="42P01"}')).toBe(1);
  });

  it("is not served to a request that came through a proxy (the storefront's /api rewrite always adds X-Forwarded-For)", async () => {
    const r = await t.app.inject({ url: "/metrics", headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(r.statusCode).toBe(404);
    expect(r.body).not.toContain("souk_http_requests_total");
  });

  it("echoes the caller's request id", async () => {
    const r = await t.app.inject({ url: "/healthz", headers: { "x-request-id": "storefront-7f3a" } });
    expect(r.headers["x-request-id"]).toBe("storefront-7f3a");
  });
});
