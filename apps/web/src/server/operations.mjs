/**
 * What an operator needs from each storefront process (server.mjs), kept out of Next:
 *  - a request id: a trusted front proxy's X-Request-Id is kept, anything else is replaced by a new
 *    one; it travels to the API with the `/api` rewrite (which passes request headers on), where
 *    every log line of the request carries it, and is echoed on the answer;
 *  - `/metrics` (Prometheus text, prom-client): requests and latency by kind of path and status,
 *    in-flight requests, open websockets, the process and event-loop defaults. Answered only to a
 *    scraper talking to this process directly: a request with X-Forwarded-For came through a front
 *    proxy and gets 404, and `/api/metrics` (the API's series through the rewrite) is always 404;
 *  - `/readyz`: 200 while serving, 503 from the moment draining starts;
 *  - draining on SIGTERM: readiness 503, the listener closed (a proxy's next connection goes to
 *    another replica), requests in flight finished for at most `drainMs`, proxied chat sockets
 *    cut so the page reconnects elsewhere, then the process exits 0.
 * Plain JavaScript: server.mjs runs it without a build step.
 */
import { randomUUID } from "node:crypto";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** @param {import("node:http").IncomingMessage} req @param {Set<string>} trusted */
export function setRequestId(req, trusted) {
  const peer = (req.socket.remoteAddress ?? "").replace(/^::ffff:/, "");
  const given = req.headers["x-request-id"];
  const keep = trusted.has(peer) && typeof given === "string" && REQUEST_ID.test(given);
  const id = keep ? given : randomUUID();
  req.headers["x-request-id"] = id;
  return id;
}

/** Bounded label for a path: the API rewrite, Next's assets, or a page. */
export function pathKind(url) {
  if (url === "/api" || url.startsWith("/api/") || url.startsWith("/api?")) return "api";
  if (url.startsWith("/_next/")) return "asset";
  return "page";
}

export function createOperations({ drainMs = 10_000, log = console } = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "souk_web_" });
  const labelNames = ["kind", "status"];
  const requests = new Counter({
    name: "souk_web_http_requests_total",
    help: "Requests answered, by kind of path and status",
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "souk_web_http_request_duration_seconds",
    help: "Request latency, by kind of path and status",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  let inFlight = 0;
  const sockets = new Set();
  new Gauge({
    name: "souk_web_requests_in_flight",
    help: "Requests being answered",
    registers: [registry],
    collect() {
      this.set(inFlight);
    },
  });
  new Gauge({
    name: "souk_web_websocket_connections",
    help: "Websockets proxied to the API (chat)",
    registers: [registry],
    collect() {
      this.set(sockets.size);
    },
  });
  let draining = false;

  return {
    get draining() {
      return draining;
    },
    /**
     * Answers the operator's paths itself (true) or measures the request and lets Next answer (false).
     * @param {import("node:http").IncomingMessage} req @param {import("node:http").ServerResponse} res
     */
    handle(req, res) {
      const path = (req.url ?? "/").split("?")[0];
      const direct = req.headers["x-forwarded-for"] === undefined;
      if (path === "/readyz") {
        res.writeHead(draining ? 503 : 200, { "content-type": "text/plain", "cache-control": "no-store" });
        res.end(draining ? "draining\n" : "ready\n");
        return true;
      }
      if (path === "/api/metrics" || (path === "/metrics" && !direct)) {
        res.writeHead(404, { "content-type": "text/plain" }).end("Not found\n");
        return true;
      }
      if (path === "/metrics") {
        registry.metrics().then(
          (body) => res.writeHead(200, { "content-type": registry.contentType }).end(body),
          (err) => res.writeHead(500).end(String(err)),
        );
        return true;
      }
      const started = process.hrtime.bigint();
      const kind = pathKind(path);
      inFlight++;
      res.once("close", () => {
        inFlight--;
        const labels = { kind, status: String(res.statusCode) };
        requests.inc(labels);
        duration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
      });
      return false;
    },
    /** @param {import("node:stream").Duplex} socket an upgraded (websocket) connection */
    trackSocket(socket) {
      sockets.add(socket);
      socket.once("close", () => sockets.delete(socket));
    },
    /** Drains `server` and resolves when it is closed (or `drainMs` passed). @param {import("node:http").Server} server */
    async drain(server) {
      if (draining) return;
      draining = true;
      const started = Date.now();
      log.log(`Storefront draining: ${inFlight} requests in flight, ${sockets.size} websockets`);
      for (const s of sockets) s.destroy();
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeIdleConnections();
      // Keep-alive connections that finish a response while draining close after it.
      const idle = setInterval(() => server.closeIdleConnections(), 100);
      let timer;
      const late = new Promise((resolve) => (timer = setTimeout(() => resolve("late"), drainMs)));
      if ((await Promise.race([closed, late])) === "late") {
        log.warn(`Storefront: ${inFlight} requests still running after ${drainMs} ms; closing them`);
        server.closeAllConnections();
      }
      clearTimeout(timer);
      clearInterval(idle);
      log.log(`Storefront drained in ${Date.now() - started} ms`);
    },
  };
}
