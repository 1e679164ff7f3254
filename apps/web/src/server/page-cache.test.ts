import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPageCache, pageCacheKey, replayableHeaders } from "./page-cache.mjs";

/**
 * The page cache in front of Next (server.mjs) over a real socket: a stand-in for Next answers
 * like Next does for a page from its full-route cache (x-nextjs-cache: HIT) or not, and counts
 * the requests that reached it.
 */
describe("page cache in front of Next", () => {
  let clock = 0;
  const cache = createPageCache({ ttlMs: 2000, now: () => clock });
  let reachedNext: string[] = [];
  let server: Server;
  let base = "";

  function fakeNext(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://x");
    reachedNext.push(`${req.method} ${req.url} ${req.headers.cookie ?? ""}`);
    const lang = /language=(\w+)/.exec(req.headers.cookie ?? "")?.[1] ?? "zh";
    if (req.method === "POST" && url.pathname === "/catalog-revalidate") {
      res.writeHead(url.searchParams.has("refuse") ? 403 : 200, { "content-type": "application/json" }).end("{}");
      return;
    }
    const body = `<html lang="${lang}">${url.pathname} 商品 #${reachedNext.length}</html>`;
    if (url.pathname === "/dynamic") {
      res.setHeader("cache-control", "private, no-cache, no-store, max-age=0, must-revalidate");
      res.end(body);
      return;
    }
    res.setHeader("x-nextjs-cache", url.pathname === "/stale" ? "STALE" : "HIT");
    res.setHeader("cache-control", "s-maxage=60, stale-while-revalidate=31535940");
    res.setHeader("content-type", "text/html; charset=utf-8");
    if (url.pathname === "/sets-cookie") res.setHeader("set-cookie", "language=en; Path=/");
    if (/gzip/.test(String(req.headers["accept-encoding"] ?? ""))) {
      res.setHeader("content-encoding", "gzip");
      res.end(gzipSync(body));
      return;
    }
    // Next writes the cached HTML as a string, in pieces.
    res.write(body.slice(0, 10));
    res.end(body.slice(10));
  }

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (cache.serve(req, res)) return;
      cache.capture(req, res);
      fakeNext(req, res);
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(() => {
    cache.clear();
    reachedNext = [];
    clock = 0;
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(base + path, { headers: { "accept-encoding": "identity", ...headers } });
    return { status: res.status, headers: res.headers, text: await res.text() };
  };

  it("replays a page Next served from its cache, same bytes and headers, without asking Next again", async () => {
    const first = await get("/detail/7", { cookie: "language=zh" });
    const second = await get("/detail/7", { cookie: "language=zh; token=abc" });
    expect(second.text).toBe(first.text);
    expect(second.text).toContain("商品");
    expect(second.headers.get("x-nextjs-cache")).toBe("HIT");
    expect(second.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(second.headers.get("content-length")).toBe(String(Buffer.byteLength(first.text)));
    expect(reachedNext).toHaveLength(1);
  });

  it("keeps languages, URLs and encodings apart", async () => {
    const zh = await get("/detail/7", { cookie: "language=zh" });
    const en = await get("/detail/7", { cookie: "language=en" });
    const other = await get("/detail/8", { cookie: "language=zh" });
    expect(zh.text).toContain('lang="zh"');
    expect(en.text).toContain('lang="en"');
    expect(other.text).toContain("/detail/8");
    const gz = await fetch(`${base}/detail/7`, { headers: { cookie: "language=zh", "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(await gz.text()).toContain('lang="zh"');
    expect(reachedNext).toHaveLength(4);
    await get("/detail/7", { cookie: "language=en" });
    expect(reachedNext).toHaveLength(4);
  });

  it("asks Next again once the time is up", async () => {
    await get("/");
    clock = 1999;
    await get("/");
    expect(reachedNext).toHaveLength(1);
    clock = 2000;
    const again = await get("/");
    expect(again.text).toContain("#2");
    expect(reachedNext).toHaveLength(2);
  });

  it("forgets everything when the catalog revalidation succeeded, not when it was refused", async () => {
    await get("/");
    await fetch(`${base}/catalog-revalidate?refuse`, { method: "POST" });
    await get("/");
    expect(reachedNext).toHaveLength(2);
    await fetch(`${base}/catalog-revalidate`, { method: "POST" });
    await get("/");
    expect(reachedNext).toHaveLength(4);
  });

  it("never keeps what Next rendered for this request, a stale page, or a response setting a cookie", async () => {
    for (const path of ["/dynamic", "/stale", "/sets-cookie"]) {
      await get(path);
      await get(path);
    }
    expect(reachedNext).toHaveLength(6);
  });

  it("lets client navigations and conditional requests through to Next", async () => {
    await get("/detail/7");
    await get("/detail/7", { rsc: "1" });
    await get("/detail/7", { "if-none-match": '"abc"' });
    expect(reachedNext).toHaveLength(3);
  });
});

describe("what the page cache keys and replays", () => {
  const req = (method: string, url: string, headers: Record<string, string> = {}) =>
    ({ method, url, headers }) as unknown as IncomingMessage;

  it("keys documents by URL, language cookie and encoding; not the API, assets or router requests", () => {
    expect(pageCacheKey(req("GET", "/list?pn=1", { cookie: "a=1; language=en", "accept-encoding": "gzip" }))).toBe(
      "/list?pn=1\nen\ngzip",
    );
    expect(pageCacheKey(req("HEAD", "/"))).toBeNull();
    expect(pageCacheKey(req("GET", "/api/prod/1"))).toBeNull();
    expect(pageCacheKey(req("GET", "/_next/static/x.js"))).toBeNull();
    expect(pageCacheKey(req("GET", "/", { "next-router-prefetch": "1" }))).toBeNull();
  });

  it("replays only a 200 HIT without cookies, minus the per-connection headers", () => {
    const raw = (status: string, ...lines: string[]) => [`HTTP/1.1 ${status}`, ...lines, "", ""].join("\r\n");
    expect(
      replayableHeaders(
        raw("200 OK", "x-nextjs-cache: HIT", "Date: x", "Connection: keep-alive", "Content-Length: 3", 'ETag: "e"'),
      ),
    ).toEqual(["x-nextjs-cache", "HIT", "ETag", '"e"']);
    expect(replayableHeaders(raw("404 Not Found", "x-nextjs-cache: HIT"))).toBeNull();
    expect(replayableHeaders(raw("200 OK", "x-nextjs-cache: MISS"))).toBeNull();
    expect(replayableHeaders(raw("200 OK", "x-nextjs-cache: HIT", "Set-Cookie: a=1"))).toBeNull();
    expect(replayableHeaders(raw("200 OK", "x-nextjs-cache: HIT", "Cache-Control: private"))).toBeNull();
  });
});
