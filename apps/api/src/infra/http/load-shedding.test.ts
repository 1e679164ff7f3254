import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { aboveFairShare } from "./load-shedding.ts";

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
 * On PGlite a flood may never fill the in-flight slots (queries run on the API's own thread): it
 * shows as a lagging event loop. Then the routes holding their fair share of the requests in flight
 * answer 503 + Retry-After until the loop catches up, while a page that is not under attack is
 * still served (bench: the product page during a search spike).
 */
describe("load shedding on event-loop delay", () => {
  let t: TestApp;
  const gates: (() => void)[] = [];
  const stall = (ms: number) => {
    const until = Date.now() + ms;
    while (Date.now() < until);
  };
  beforeAll(async () => {
    t = await createTestApp(
      (app) => {
        // CPU-bound work that holds the loop, like a heavy embedded query.
        app.get("/__busy", async () => {
          stall(300);
          return { busy: true };
        });
        // `?probe=1` answers at once when admitted: a probe that was not refused must not hang.
        app.get("/__flood", (req) =>
          (req.query as { probe?: string }).probe
            ? Promise.resolve({ probe: true })
            : new Promise((resolve) => gates.push(() => resolve({ held: true }))),
        );
        app.get("/__calm", () => new Promise((resolve) => gates.push(() => resolve({ held: true }))));
        app.get("/__other", async () => ({ other: true }));
      },
      {},
      { config: { maxEventLoopDelayMs: 100 } },
    );
  });
  afterAll(async () => t.close());

  const openAll = () => gates.splice(0).forEach((g) => g());
  const get = (url: string) => t.app.inject({ url, headers: { "accept-language": "en" } });

  /**
   * Holds the loop, waits until the verdict says it lags (the flooded route is refused), runs
   * `check`, and retries when the window ended during the check (the flood was served again).
   */
  async function whileLagging(check: () => Promise<void>) {
    for (let attempt = 0; attempt < 5; attempt++) {
      stall(300);
      let probe = await get("/__flood?probe=1");
      for (let i = 0; probe.statusCode !== 503 && i < 12; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        probe = await get("/__flood?probe=1");
      }
      if (probe.statusCode !== 503) continue;
      expect(probe.headers["retry-after"]).toBe("2");
      expect(probe.json()).toMatchObject({ code: "A00005", msg: "The service is busy, please try again in a moment" });
      await check();
      if ((await get("/__flood?probe=1")).statusCode === 503) return;
    }
    throw new Error("the loop never lagged for a whole check");
  }

  it("refuses the route above its fair share, serves routes not under attack, never health, and recovers", async () => {
    // Start-up itself may lag the first window.
    await expect.poll(async () => (await get("/__other")).statusCode, { timeout: 3000, interval: 100 }).toBe(200);
    // A flood holds 4 requests on /__flood; a calm page has 1 in flight.
    const held = [...Array.from({ length: 4 }, () => get("/__flood")), get("/__calm")];
    await expect.poll(() => gates.length).toBe(5);
    const admitted: Promise<unknown>[] = [];
    await whileLagging(async () => {
      // Nothing in flight: served at once.
      expect((await get("/__other")).statusCode).toBe(200);
      // 1 in flight against a mean of 2.5: under its share, admitted (it waits on its gate).
      const calm = get("/__calm");
      admitted.push(calm);
      await expect.poll(() => gates.length).toBeGreaterThanOrEqual(6);
      expect((await get("/healthz")).statusCode).toBe(200);
    });
    openAll();
    expect(((await Promise.all([...held, ...admitted])) as { statusCode: number }[]).map((r) => r.statusCode)).toEqual([
      200, 200, 200, 200, 200, 200,
    ]);
    // A quiet window later the loop has caught up and the flooded route is served again.
    await expect
      .poll(
        async () => {
          const r = get("/__flood");
          await new Promise((resolve) => setTimeout(resolve, 20));
          openAll();
          return (await r).statusCode;
        },
        { timeout: 3000, interval: 100 },
      )
      .toBe(200);
  });

  it("refuses every busy route alike when none stands out, as the loop must catch up", async () => {
    const held = [get("/__flood"), get("/__calm")];
    await expect.poll(() => gates.length).toBe(2);
    await whileLagging(async () => {
      expect((await get("/__calm")).statusCode).toBe(503);
    });
    openAll();
    await Promise.all(held);
  });

  it.each([
    // onRoute, total in flight, busy routes, refused while lagging
    [0, 0, 0, false],
    [0, 16, 1, false],
    [1, 17, 2, false],
    [16, 17, 2, true],
    [1, 1, 1, true],
    [2, 4, 2, true],
    [1, 4, 2, false],
    [3, 9, 3, true],
  ])("fair share: %i of %i in flight over %i routes -> refused %s", (onRoute, total, routes, refused) => {
    expect(aboveFairShare(onRoute, total, routes)).toBe(refused);
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
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect((await quiet.app.inject({ url: "/__busy" })).statusCode).toBe(200);
    } finally {
      await quiet.close();
    }
  });
});
