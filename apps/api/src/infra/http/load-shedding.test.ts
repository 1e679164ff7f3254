import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";

/**
 * Issue 18 #4: beyond the per-route and per-process limits a request answers 503 + Retry-After at
 * once; other routes keep their slots; health endpoints are never refused; slots come back.
 */
describe("load shedding", () => {
  let t: TestApp;
  const gates: (() => void)[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      (app) => {
        app.get("/__hold", () => new Promise((resolve) => gates.push(() => resolve({ held: true }))));
        app.get("/__hold2", () => new Promise((resolve) => gates.push(() => resolve({ held: true }))));
        app.get("/__other", async () => ({ other: true }));
      },
      {},
      { config: { maxInFlight: 6, maxInFlightPerRoute: 4 } },
    );
  });
  afterAll(async () => t.close());

  const openAll = () => gates.splice(0).forEach((g) => g());

  it("refuses the excess of one route with 503 + Retry-After at once; other routes still answer", async () => {
    const held = Array.from({ length: 4 }, () => t.app.inject({ url: "/__hold" }));
    await expect.poll(() => gates.length).toBe(4);
    const started = Date.now();
    const [zh, en] = await Promise.all([
      t.app.inject({ url: "/__hold" }),
      t.app.inject({ url: "/__hold", headers: { "accept-language": "en" } }),
    ]);
    expect(Date.now() - started).toBeLessThan(200);
    expect(zh.statusCode).toBe(503);
    expect(zh.headers["retry-after"]).toBe("2");
    expect(zh.json()).toMatchObject({ code: "A00005", msg: "服务繁忙，请稍后再试" });
    expect(en.json().msg).toBe("The service is busy, please try again in a moment");
    // An unrelated route is not affected by the flood of /__hold.
    expect((await t.app.inject({ url: "/__other" })).statusCode).toBe(200);
    openAll();
    expect((await Promise.all(held)).map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    // Slots came back.
    const again = t.app.inject({ url: "/__hold" });
    await expect.poll(() => gates.length).toBe(1);
    openAll();
    expect((await again).statusCode).toBe(200);
  });

  it("caps the whole process, but never refuses /healthz and /readyz", async () => {
    // 4 + 2 requests held on two routes fill the process cap of 6.
    const held = [
      ...Array.from({ length: 4 }, () => t.app.inject({ url: "/__hold" })),
      ...Array.from({ length: 2 }, () => t.app.inject({ url: "/__hold2" })),
    ];
    await expect.poll(() => gates.length).toBe(6);
    const refused = await t.app.inject({ url: "/__other" });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("2");
    expect((await t.app.inject({ url: "/healthz" })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/readyz" })).statusCode).toBe(200);
    openAll();
    expect((await Promise.all(held)).every((r) => r.statusCode === 200)).toBe(true);
    expect((await t.app.inject({ url: "/__other" })).statusCode).toBe(200);
  });
});

/**
 * On PGlite a flood never fills the in-flight slots (queries run on the API's own thread): it shows
 * as a lagging event loop, and then requests answer 503 + Retry-After until the loop catches up.
 */
describe("load shedding on event-loop delay", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      (app) => {
        // CPU-bound work that holds the loop, like a heavy embedded query.
        app.get("/__busy", async () => {
          const until = Date.now() + 300;
          while (Date.now() < until);
          return { busy: true };
        });
        app.get("/__other", async () => ({ other: true }));
      },
      {},
      { config: { maxEventLoopDelayMs: 100 } },
    );
  });
  afterAll(async () => t.close());

  const nextWindow = () => new Promise((resolve) => setTimeout(resolve, 30));

  it("refuses new requests while the loop lags beyond the threshold, never health, and recovers", async () => {
    // Start-up itself may lag the first window.
    await expect
      .poll(async () => (await t.app.inject({ url: "/__other" })).statusCode, { timeout: 3000, interval: 100 })
      .toBe(200);
    // The loop was held for 300 ms: the window's verdict (due during the stall) says it lags.
    await Promise.all([t.app.inject({ url: "/__busy" }), t.app.inject({ url: "/__busy" })]);
    await nextWindow();
    let refused = await t.app.inject({ url: "/__other", headers: { "accept-language": "en" } });
    // The verdict is at the latest one window (500 ms) after the stall.
    for (let i = 0; refused.statusCode !== 503 && i < 12; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      refused = await t.app.inject({ url: "/__other", headers: { "accept-language": "en" } });
    }
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("2");
    expect(refused.json()).toMatchObject({ code: "A00005", msg: "The service is busy, please try again in a moment" });
    expect((await t.app.inject({ url: "/healthz" })).statusCode).toBe(200);
    // A quiet window later the loop has caught up and requests are served again.
    await expect
      .poll(async () => (await t.app.inject({ url: "/__other" })).statusCode, { timeout: 3000, interval: 100 })
      .toBe(200);
  });

  it("is off at 0: the same stall refuses nothing", async () => {
    const quiet = await createTestApp((app) => {
      app.get("/__busy", async () => {
        const until = Date.now() + 300;
        while (Date.now() < until);
        return { busy: true };
      });
    });
    try {
      await quiet.app.inject({ url: "/__busy" });
      await nextWindow();
      expect((await quiet.app.inject({ url: "/__busy" })).statusCode).toBe(200);
    } finally {
      await quiet.close();
    }
  });
});
