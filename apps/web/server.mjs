/**
 * Production server of the storefront: Next.js behind a plain Node HTTP server, so that every
 * request, including the `/api` rewrite to the API, carries the real client address
 * (src/server/client-address.mjs) instead of whatever X-Forwarded-For the client sent.
 *
 *   node server.mjs -H 127.0.0.1 -p 3000      (what `npm start -w @souk/web` runs)
 *
 * WEB_TRUSTED_PROXIES: comma-separated addresses of a front proxy (nginx, a load balancer) whose
 * X-Forwarded-For chain is kept; see README "Behind a front proxy".
 * WEB_PAGE_CACHE_MS: how long a page Next served from its full-route cache is replayed from memory
 * (src/server/page-cache.mjs; default 2000, 0 = off).
 * DRAIN_MS: on SIGTERM, longest wait for requests in flight before exiting (default 10000).
 * Request ids, /metrics, /readyz and draining: src/server/operations.mjs.
 * 404 documents carry the 404 page's text in their HTML: src/server/not-found-text.mjs.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import next from "next";
import { parseTrustedProxies, setClientAddress } from "./src/server/client-address.mjs";
import { createOperations, setRequestId } from "./src/server/operations.mjs";
import { serveNotFoundText } from "./src/server/not-found-text.mjs";
import { createPageCache } from "./src/server/page-cache.mjs";

const arg = (flag, fallback) => {
  const i = process.argv.indexOf(flag);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const hostname = arg("-H", process.env.HOSTNAME ?? "127.0.0.1");
const port = Number(arg("-p", process.env.PORT ?? 3000));
const trusted = parseTrustedProxies(process.env.WEB_TRUSTED_PROXIES);
const pageCache = createPageCache({ ttlMs: Number(process.env.WEB_PAGE_CACHE_MS ?? 2000) || 0 });
// Where this process answers itself: the catalog sync (src/lib/cache/catalog-sync.ts) posts its
// revalidations here. Without it, a server started with -p other than $PORT revalidated nothing.
const selfHost = hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname;
process.env.PORT = String(port);
process.env.SOUK_SELF_ORIGIN = `http://${selfHost.includes(":") ? `[${selfHost}]` : selfHost}:${port}`;

// Next resolves requests against http://<hostname>:<port> but hands the proxy (src/proxy.ts) a
// localhost URL; naming localhost here makes the proxy's rewrites same-origin (ADR 0004), whatever
// address the server below listens on.
const here = path.dirname(fileURLToPath(import.meta.url));
/** The `errors` texts of the storefront's messages, for the 404 text written into Next's error shell. */
const notFoundTexts = Object.fromEntries(
  ["zh", "en"].map((l) => [l, JSON.parse(readFileSync(path.join(here, "messages", `${l}.json`), "utf8")).errors]),
);
const app = next({ dev: false, hostname: "localhost", port, dir: here });
const handle = app.getRequestHandler();
await app.prepare();
const upgrade = app.getUpgradeHandler();

const ops = createOperations({ drainMs: Number(process.env.DRAIN_MS ?? 10_000) });

const server = createServer((req, res) => {
  res.setHeader("x-request-id", setRequestId(req, trusted));
  if (ops.handle(req, res)) return;
  // Answers while draining tell the client (a front proxy) not to reuse this connection.
  if (ops.draining) res.setHeader("connection", "close");
  setClientAddress(req, trusted);
  if (pageCache.serve(req, res)) return;
  pageCache.capture(req, res);
  serveNotFoundText(req, res, (locale) => notFoundTexts[locale]);
  void handle(req, res);
});
server.on("upgrade", (req, socket, head) => {
  setRequestId(req, trusted);
  setClientAddress(req, trusted);
  ops.trackSocket(socket);
  void upgrade(req, socket, head);
});
server.listen(port, hostname, () => console.log(`Storefront on http://${hostname}:${port}`));
for (const signal of ["SIGINT", "SIGTERM"])
  process.once(signal, () => void ops.drain(server).then(() => process.exit(0)));
