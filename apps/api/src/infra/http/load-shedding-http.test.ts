import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { isHeavyWork } from "../db/heavy-work.ts";
import { MALL4J_VERSION } from "./mall4j-envelope.ts";
import { route } from "./route.ts";

/**
 * Issue 18 bench rule over real HTTP (the early refusal runs in the HTTP server, which inject()
 * bypasses): a flooded heavy route answers 503 + Retry-After beyond its own smaller limit, without
 * Fastify doing any work for the refused requests, while a cold route is still served.
 * LOAD_SHEDDING_TEST_PORT picks the port (default: any free one).
 */
describe("load shedding over HTTP", () => {
  let t: TestApp;
  let base = "";
  const gates: (() => void)[] = [];
  /** Requests of the heavy route that reached Fastify (the early refusal keeps the others out). */
  let heavySeen = 0;
  const hold = () => new Promise((resolve) => gates.push(() => resolve({ held: true })));

  beforeAll(async () => {
    t = await createTestApp(
      (app) => {
        app.addHook("onRequest", (req, _reply, done) => {
          if (req.routeOptions.url === "/__search") heavySeen++;
          done();
        });
        route(app, { method: "GET", url: "/__search", summary: "test", hide: true, cost: "heavy" }, hold);
        route(app, { method: "GET", url: "/__item/:id", summary: "test", hide: true }, hold);
        route(app, { method: "GET", url: "/__page", summary: "test", hide: true }, async () => ({ page: true }));
        // What the database layer will see: heavy routes' statements draw on the pool's heavy share.
        route(app, { method: "GET", url: "/__heavyWork", summary: "test", hide: true, cost: "heavy" }, async () => {
          await new Promise((resolve) => setTimeout(resolve, 1));
          return { heavy: isHeavyWork() };
        });
        route(app, { method: "GET", url: "/__lightWork", summary: "test", hide: true }, async () => ({
          heavy: isHeavyWork(),
        }));
      },
      {},
      { config: { maxInFlight: 64, maxInFlightPerRoute: 3, maxInFlightHeavyRoute: 2 } },
    );
    await t.app.listen({ host: "127.0.0.1", port: Number(process.env.LOAD_SHEDDING_TEST_PORT ?? 0) });
    const addr = t.app.server.address();
    base = `http://127.0.0.1:${typeof addr === "object" && addr ? addr.port : 0}`;
  });
  afterAll(async () => {
    gates.splice(0).forEach((g) => g());
    await t?.close();
  });

  const get = (path: string, lang?: string) =>
    fetch(`${base}${path}`, lang ? { headers: { "accept-language": lang } } : {});
  const openAll = () => gates.splice(0).forEach((g) => g());

  it("runs a heavy route's handler as heavy work, an ordinary route's not", async () => {
    expect(await (await get("/__heavyWork")).json()).toMatchObject({ data: { heavy: true } });
    expect(await (await get("/__lightWork")).json()).toMatchObject({ data: { heavy: false } });
  });

  it("a flooded heavy route gets 503s at its own limit while a cold route is served", async () => {
    heavySeen = 0;
    const held = [get("/__search?keyword=a"), get("/__search?keyword=b")];
    await expect.poll(() => gates.length).toBe(2);

    // The flood: 100 more searches at once, and the cold page alongside.
    const flood = Array.from({ length: 100 }, (_, i) => get(`/__search?keyword=${i}`));
    const cold = Array.from({ length: 10 }, () => get("/__page"));
    const floodAnswers = await Promise.all(flood);
    expect(floodAnswers.map((r) => r.status)).toEqual(Array(100).fill(503));
    expect(floodAnswers.every((r) => r.headers.get("retry-after") === "2")).toBe(true);
    expect((await Promise.all(cold)).map((r) => r.status)).toEqual(Array(10).fill(200));
    // Refused before Fastify: only the two admitted searches ever reached a hook.
    expect(heavySeen).toBe(2);
    expect((await get("/healthz")).status).toBe(200);

    // The refusal keeps the dialect's envelope and the buyer's language.
    const zh = (await (await get("/__search")).json()) as Record<string, unknown>;
    expect(zh).toMatchObject({ code: "A00005", msg: "服务繁忙，请稍后再试", data: null, success: false, fail: true });
    expect(zh.version).toBe(MALL4J_VERSION);
    expect(typeof zh.timestamp).toBe("number");
    const en = await get("/__search", "en-US,en;q=0.9");
    expect(en.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(((await en.json()) as { msg: string }).msg).toBe("The service is busy, please try again in a moment");

    openAll();
    expect((await Promise.all(held)).map((r) => r.status)).toEqual([200, 200]);
    // Slots came back.
    const again = get("/__search?keyword=c");
    await expect.poll(() => gates.length).toBe(1);
    openAll();
    expect((await again).status).toBe(200);
  });

  it("an ordinary route keeps the ordinary limit; a parametric one is refused by the hook alike", async () => {
    const held = Array.from({ length: 3 }, (_, i) => get(`/__item/${i}`));
    await expect.poll(() => gates.length).toBe(3);
    const refused = await get("/__item/9", "en");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("2");
    expect(await refused.json()).toMatchObject({
      code: "A00005",
      msg: "The service is busy, please try again in a moment",
      success: false,
      fail: true,
      version: MALL4J_VERSION,
    });
    // Heavy and cold routes are untouched by the flood of /__item.
    expect((await get("/__page")).status).toBe(200);
    const search = get("/__search");
    await expect.poll(() => gates.length).toBe(4);
    openAll();
    expect((await Promise.all([...held, search])).map((r) => r.status)).toEqual([200, 200, 200, 200]);
  });
});
