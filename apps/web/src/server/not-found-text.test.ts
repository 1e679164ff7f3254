import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "../../messages/en.json";
import zh from "../../messages/zh.json";
import { documentLocale, serveNotFoundText, withNotFoundText } from "./not-found-text.mjs";

/** Next's empty error shell of a 404 thrown during a static render (vercel/next.js#62228). */
const SHELL =
  '<!DOCTYPE html><html id="__next_error__"><head><meta name="robots" content="noindex"/></head><body><div hidden=""></div><script>self.__next_f=[]</script></body></html>';
const texts = { zh: zh.errors, en: en.errors };

/** The 404 text over a real socket: a stand-in for Next answers as Next does (writeHead, gzip, plain). */
describe("404 documents carry the 404 page's text", () => {
  let server: Server;
  let base = "";

  function fakeNext(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    if (path === "/gzip") {
      res.writeHead(404, { "content-type": "text/html; charset=utf-8", "content-encoding": "gzip" });
      res.end(gzipSync(SHELL));
    } else if (path === "/streamed") {
      // As Next streams a page: headers flushed first, then the (compressed) body in chunks.
      res.statusCode = 404;
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.setHeader("content-encoding", "gzip");
      res.flushHeaders();
      const z = gzipSync(SHELL);
      res.write(z.subarray(0, 10));
      res.end(z.subarray(10));
    } else if (path === "/json") {
      res.writeHead(404, { "content-type": "application/json" }).end('{"id":"__next_error__"}');
    } else if (path === "/found") {
      res.setHeader("content-type", "text/html");
      res.end("<html><body>ok</body></html>");
    } else {
      res.statusCode = 404;
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.write(SHELL.slice(0, 40));
      res.end(SHELL.slice(40));
    }
  }

  beforeAll(async () => {
    server = createServer((req, res) => {
      serveNotFoundText(req, res, (l) => texts[l]);
      fakeNext(req, res);
    });
    await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

  it("writes the 404 text into the shell in the cookie's language, and keeps the status", async () => {
    const r = await fetch(`${base}/detail/99999999`, { headers: { cookie: "token=x; language=en" } });
    expect(r.status).toBe(404);
    const html = await r.text();
    expect(html).toContain('<html id="__next_error__" lang="en"');
    expect(html).toMatch(/<body><div data-testid="not-found-server".*This page could not be found.*Back to home/);
    expect(html).toContain("self.__next_f"); // the scripts that draw the full page stay
  });

  it("unpacks a compressed shell, and speaks Chinese without a cookie", async () => {
    const r = await fetch(`${base}/gzip`, { headers: { "accept-encoding": "gzip" } });
    expect(r.status).toBe(404);
    expect(r.headers.get("content-encoding")).toBeNull();
    const html = await r.text();
    expect(html).toContain("抱歉，您访问的页面不存在");
    expect(html).toContain('lang="zh-CN"');
    expect(Number(r.headers.get("content-length"))).toBe(Buffer.byteLength(html));
  });

  it("writes the text into a streamed shell whose headers are already sent, compressed as they say", async () => {
    const r = await fetch(`${base}/streamed`, { headers: { cookie: "language=en", "accept-encoding": "gzip" } });
    expect(r.status).toBe(404);
    expect(await r.text()).toContain("This page could not be found");
  });

  it("leaves other answers, router requests and other methods alone", async () => {
    expect(await (await fetch(`${base}/found`)).text()).toBe("<html><body>ok</body></html>");
    expect(await (await fetch(`${base}/json`)).text()).toBe('{"id":"__next_error__"}');
    expect(await (await fetch(`${base}/nope`, { headers: { rsc: "1" } })).text()).toBe(SHELL);
    expect(await (await fetch(`${base}/nope`, { method: "POST" })).text()).toBe(SHELL);
  });

  it("picks the language as the locale rewrites do: ?lang=, then the cookie, then Chinese", () => {
    expect(documentLocale({ url: "/x?lang=en", headers: { cookie: "language=zh" } })).toBe("en");
    expect(documentLocale({ url: "/x?lang=xx", headers: { cookie: "language=en" } })).toBe("en");
    expect(documentLocale({ url: "/x", headers: { cookie: "language=fr" } })).toBe("zh");
  });

  it("changes nothing but Next's error shell", () => {
    const page = '<html lang="en"><body>page</body></html>';
    expect(withNotFoundText(page, "en", en.errors)).toBe(page);
  });
});
