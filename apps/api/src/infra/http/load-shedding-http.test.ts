import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { listenLocally } from "../../../test/http.ts";
import { isHeavyWork } from "../db/heavy-work.ts";
import { MALL4J_VERSION } from "./mall4j-envelope.ts";
import { route } from "./route.ts";

/** A request reaches its gate within this on a loaded 2-core machine (the default 1 s poll was not enough). */
const settle = { timeout: 10_000 };

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
      { config: { maxInFlight: 64, maxInFlightPerRoute: 3, maxInFlightHeavyRoute: 2, maxQueuedHeavyRoute: 0 } },
    );
    base = `http://127.0.0.1:${await listenLocally(t, Number(process.env.LOAD_SHEDDING_TEST_PORT ?? 0))}`;
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
    await expect.poll(() => gates.length, settle).toBe(2);

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
    await expect.poll(() => gates.length, settle).toBe(1);
    openAll();
    expect((await again).status).toBe(200);
  });

  it("an ordinary route keeps the ordinary limit; a parametric one is refused by the hook alike", async () => {
    const held = Array.from({ length: 3 }, (_, i) => get(`/__item/${i}`));
    await expect.poll(() => gates.length, settle).toBe(3);
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
    await expect.poll(() => gates.length, settle).toBe(4);
    openAll();
    expect((await Promise.all([...held, search])).map((r) => r.status)).toEqual([200, 200, 200, 200]);
  });
});

/**
 * The heavy routes' queue: beyond its slots a heavy route parks up to MAX_QUEUED_HEAVY_ROUTE
 * requests for at most HEAVY_QUEUE_WAIT_MS, so a low limit costs simultaneous buyers a short wait,
 * not a 503; beyond the queue a flood is refused at once, before Fastify.
 */
describe("the heavy routes' wait queue over HTTP", () => {
  let t: TestApp;
  let base = "";
  const gates: (() => void)[] = [];
  const order: string[] = [];
  /** Searches admitted by the shedder (the hook runs after its own). */
  let heavySeen = 0;
  /** Searches that reached the HTTP server at all. */
  let arrived = 0;

  beforeAll(async () => {
    t = await createTestApp(
      (app) => {
        app.addHook("onRequest", (req, _reply, done) => {
          if (req.routeOptions.url === "/__search") heavySeen++;
          done();
        });
        route(
          app,
          { method: "GET", url: "/__search", summary: "test", hide: true, cost: "heavy" },
          async (_input, req) => {
            const keyword = String((req.query as { keyword?: string }).keyword);
            await new Promise((resolve) => gates.push(() => resolve(null)));
            order.push(keyword);
            return { keyword, heavy: isHeavyWork() };
          },
        );
        route(app, { method: "GET", url: "/__page", summary: "test", hide: true }, async () => ({ page: true }));
      },
      {},
      {
        config: {
          maxInFlight: 64,
          maxInFlightPerRoute: 8,
          maxInFlightHeavyRoute: 1,
          maxQueuedHeavyRoute: 2,
          heavyQueueWaitMs: 1500,
        },
      },
    );
    base = `http://127.0.0.1:${await listenLocally(t)}`;
    t.app.server.on("request", (req) => {
      if (req.url?.startsWith("/__search")) arrived++;
    });
  });
  afterAll(async () => {
    gates.splice(0).forEach((g) => g());
    await t?.close();
  });

  const get = (path: string, init?: RequestInit) => fetch(`${base}${path}`, init);
  const openOne = () => gates.shift()?.();

  it("queues searches beyond the slot and serves them in order; refuses a flood beyond the queue at once", async () => {
    heavySeen = 0;
    arrived = 0;
    order.length = 0;
    const first = get("/__search?keyword=first");
    await expect.poll(() => gates.length, settle).toBe(1);
    const waiting = [get("/__search?keyword=second"), get("/__search?keyword=third")];
    await expect.poll(() => arrived, settle).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heavySeen).toBe(1); // the two others wait, unrefused

    const flood = await Promise.all(Array.from({ length: 40 }, (_, i) => get(`/__search?keyword=f${i}`)));
    expect(flood.map((r) => r.status)).toEqual(Array(40).fill(503));
    expect((await get("/__page")).status).toBe(200);

    openOne();
    expect(await (await first).json()).toMatchObject({ data: { keyword: "first", heavy: true } });
    await expect.poll(() => gates.length, settle).toBe(1); // the oldest waiter got the slot, the other still waits
    openOne();
    await expect.poll(() => gates.length, settle).toBe(1);
    openOne();
    const answers = await Promise.all(waiting);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    // A request admitted from the queue still runs as heavy work (its statements use the heavy share).
    expect(await answers[0]!.json()).toMatchObject({ data: { keyword: "second", heavy: true } });
    expect(order).toEqual(["first", "second", "third"]);
    expect(heavySeen).toBe(3); // the flood never got past the shedder
  });

  it("refuses a waiter after the longest wait, in its language, and a client that leaves frees its place", async () => {
    const held = get("/__search?keyword=held");
    await expect.poll(() => gates.length, settle).toBe(1);
    const leaving = new AbortController();
    arrived = 0;
    const gone = get("/__search?keyword=gone", { signal: leaving.signal }).catch(() => "aborted");
    const started = performance.now();
    const late = get("/__search?keyword=late", { headers: { "accept-language": "en" } });
    await expect.poll(() => arrived, settle).toBe(2);
    leaving.abort();
    expect(await gone).toBe("aborted");
    // The place the leaver held is free again: one more fits in the queue of two (it waits, then
    // times out like the others, instead of being refused at once) once the server saw the close.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const anotherSent = performance.now();
    const another = get("/__search?keyword=another").then((r) => ({
      status: r.status,
      ms: performance.now() - anotherSent,
    }));

    const refused = await late;
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("2");
    expect(await refused.json()).toMatchObject({
      code: "A00005",
      msg: "The service is busy, please try again in a moment",
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(1450);
    const anotherAnswer = await another;
    expect(anotherAnswer.status).toBe(503);
    expect(anotherAnswer.ms).toBeGreaterThanOrEqual(1000);

    openOne();
    expect((await held).status).toBe(200);
    // Nothing is left waiting or holding a slot: the next search runs at once.
    const next = get("/__search?keyword=next");
    await expect.poll(() => gates.length, settle).toBe(1);
    openOne();
    expect((await next).status).toBe(200);
  });
});
