import { createServer, get, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { parseTrustedProxies } from "./client-address.mjs";
import { createOperations, setRequestId, type Operations } from "./operations.mjs";

const quiet = { log: () => undefined, warn: () => undefined };
let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r) ?? r(undefined));
  server = undefined;
});

/** A storefront-like server: the operations first, then a "page" that takes `slowMs` to answer. */
async function serve(ops: Operations, slowMs = 0): Promise<string> {
  server = createServer((req, res) => {
    if (ops.handle(req, res)) return;
    setTimeout(() => res.end("page"), slowMs);
  });
  await new Promise<void>((r) => server!.listen(0, "127.0.0.1", r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** One request on a connection of its own (no keep-alive pool): status and body, or the error code. */
function fetchOnce(url: string): Promise<{ status: number; body: string } | string> {
  return new Promise((resolve) => {
    get(url, { agent: false }, (res) => {
      let body = "";
      res.on("data", (d) => (body += String(d)));
      res.on("end", () => resolve({ status: res.statusCode!, body }));
    }).on("error", (e: Error & { code?: string }) => resolve(e.code ?? e.message));
  });
}

describe("request id", () => {
  const req = (remoteAddress: string, id?: string) =>
    ({ socket: { remoteAddress }, headers: id ? { "x-request-id": id } : {} }) as unknown as IncomingMessage;
  it("keeps a trusted front proxy's id and replaces a browser's", () => {
    const front = parseTrustedProxies("10.0.0.5");
    const proxied = req("10.0.0.5", "nginx-abc123");
    expect(setRequestId(proxied, front)).toBe("nginx-abc123");
    const forged = req("203.0.113.7", "pick-me");
    const id = setRequestId(forged, front);
    expect(id).not.toBe("pick-me");
    expect(forged.headers["x-request-id"]).toBe(id);
    expect(setRequestId(req("10.0.0.5", "bad id\r\nx: y"), front)).not.toContain("bad");
  });
});

describe("storefront /metrics and /readyz", () => {
  it("counts pages by status for a direct scrape, and hides the figures from proxied requests and /api/metrics", async () => {
    const base = await serve(createOperations({ log: quiet }));
    for (let i = 0; i < 2; i++) await fetch(`${base}/zh/prod/1`).then((r) => r.text());
    const m = await fetch(`${base}/metrics`);
    expect(m.status).toBe(200);
    const text = await m.text();
    expect(text).toContain('souk_web_http_requests_total{kind="page",status="200"} 2');
    expect(text).toContain("souk_web_nodejs_eventloop_lag_p99_seconds");
    expect(text).toContain("souk_web_websocket_connections 0");
    expect((await fetch(`${base}/metrics`, { headers: { "x-forwarded-for": "203.0.113.7" } })).status).toBe(404);
    expect((await fetch(`${base}/api/metrics`)).status).toBe(404);
  });

  it("on drain: new connections refused at once, the request in flight answered, the drain ends with it", async () => {
    const ops = createOperations({ drainMs: 5_000, log: quiet });
    const base = await serve(ops, 600);
    expect(await fetchOnce(`${base}/readyz`)).toMatchObject({ status: 200 });
    const inFlight = fetchOnce(`${base}/zh/slow`);
    await new Promise((r) => setTimeout(r, 100));
    const drained = ops.drain(server!);
    expect(ops.draining).toBe(true);
    expect(await fetchOnce(`${base}/readyz`)).toBe("ECONNREFUSED");
    expect(await inFlight).toEqual({ status: 200, body: "page" });
    const started = Date.now();
    await drained;
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
