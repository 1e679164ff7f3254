import http from "node:http";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import websocket from "@fastify/websocket";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { listenLocally } from "../../../test/http.ts";
import { route } from "./route.ts";

/**
 * Responses that outlive their handler give their load-shedding slot back however they end: a
 * stream the client abandons half way, an answer the client left before it was sent (its body
 * fully read, so Node does not call the request "aborted"), a websocket upgrade (its reply never
 * finishes: the socket lives on). Each route has 2 slots; every case runs far more requests than
 * that, then an ordinary request of the same route must still be served.
 */
describe("load-shedding slots of responses that outlive their handler", () => {
  let t: TestApp;
  let port = 0;
  const gates: (() => void)[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      (app) => {
        const endless = (req: { query: unknown }) => {
          const s = new PassThrough();
          s.write("x".repeat(64 * 1024));
          // A second chunk later; the stream only ends when asked (?end=1) or destroyed.
          if ((req.query as { end?: string }).end) s.end("done");
          return s;
        };
        app.get("/__file", (req, reply) => reply.type("application/octet-stream").send(endless(req)));
        app.post("/__pdf", (req, reply) => reply.type("application/pdf").send(endless(req)));
        route(app, { method: "POST", url: "/__slow", summary: "test", hide: true }, async () => {
          await new Promise((resolve) => gates.push(() => resolve(undefined)));
          return { slow: true };
        });
        void app.register(async (scoped) => {
          await scoped.register(websocket);
          scoped.get("/__ws", { websocket: true }, (socket) => socket.send("hi"));
        });
      },
      {},
      { config: { maxInFlight: 0, maxInFlightPerRoute: 2 } },
    );
    port = await listenLocally(t);
  });
  afterAll(async () => {
    gates.splice(0).forEach((g) => g());
    await t?.close();
  });

  /** Sends a request and leaves as soon as the first byte of the answer arrives (or after `leaveAfterMs`). */
  const abandon = (method: string, path: string, opts: { body?: string; leaveAfterMs?: number } = {}) =>
    new Promise<void>((resolve) => {
      const req = http.request({ host: "127.0.0.1", port, method, path, agent: false }, (res) => {
        res.on("error", () => undefined);
        res.once("data", () => {
          req.destroy();
          resolve();
        });
      });
      req.on("error", () => resolve());
      if (opts.leaveAfterMs !== undefined)
        setTimeout(() => {
          req.destroy();
          resolve();
        }, opts.leaveAfterMs);
      if (opts.body !== undefined) req.setHeader("content-type", "application/json");
      req.end(opts.body);
    });

  const status = async (method: string, path: string, body?: string) => {
    const r = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      ...(body ? { body, headers: { "content-type": "application/json" } } : {}),
    });
    await r.arrayBuffer();
    return r.status;
  };

  it("a file stream the client abandons half way frees its slot (GET and POST)", async () => {
    for (let i = 0; i < 10; i++) await abandon("GET", "/__file");
    for (let i = 0; i < 10; i++) await abandon("POST", "/__pdf", { body: "{}" });
    await expect.poll(() => status("GET", "/__file?end=1")).toBe(200);
    await expect.poll(() => status("POST", "/__pdf?end=1", "{}")).toBe(200);
  });

  it("an answer whose client left before it was sent frees its slot", async () => {
    for (let i = 0; i < 6; i++) {
      await abandon("POST", "/__slow", { body: '{"a":1}', leaveAfterMs: 50 });
      gates.splice(0).forEach((g) => g());
    }
    const served = status("POST", "/__slow", "{}");
    await expect.poll(() => gates.length).toBe(1);
    gates.splice(0).forEach((g) => g());
    expect(await served).toBe(200);
  });

  it("websocket upgrades hold no slot, open or closed", async () => {
    const open = await Promise.all(
      Array.from(
        { length: 10 },
        () =>
          new Promise<WebSocket>((resolve, reject) => {
            const ws = new WebSocket(`ws://127.0.0.1:${port}/__ws`);
            ws.once("message", () => resolve(ws));
            ws.once("error", reject);
            ws.once("unexpected-response", (_q, res) => reject(new Error(`HTTP ${res.statusCode}`)));
          }),
      ),
    );
    for (const ws of open) ws.close();
    const next = new WebSocket(`ws://127.0.0.1:${port}/__ws`);
    const greeting = await new Promise<string>((resolve, reject) => {
      next.once("message", (d) => resolve(String(d)));
      next.once("error", reject);
      next.once("unexpected-response", (_q, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    });
    next.close();
    expect(greeting).toBe("hi");
  });
});
