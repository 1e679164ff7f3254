import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { aboveFairShare } from "./load-shedding.ts";

/**
 * Beyond the per-route and per-process limits a request answers 503 + Retry-After at
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
 * shows as a lagging event loop. Then the routes receiving their fair share of the requests answer
 * 503 + Retry-After until the loop catches up, while a page that is not under attack is still
 * served (bench: the product page during a search spike), even with requests of its own in flight.
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
      { config: { maxEventLoopDelayMs: 100, lagMinArrivals: 0 } },
    );
  });
  afterAll(async () => t.close());

  const openAll = () => gates.splice(0).forEach((g) => g());
  const get = (url: string) => t.app.inject({ url, headers: { "accept-language": "en" } });
  /** Sends to `url` until `n` more requests are held there (a loaded machine may lag and refuse some). */
  async function holdOn(url: string, n: number) {
    const held: Promise<{ statusCode: number }>[] = [];
    const target = gates.length + n;
    while (gates.length < target) {
      const before = gates.length;
      const r = get(url);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (gates.length > before) held.push(r);
      else if ((await r).statusCode !== 503) throw new Error(`${url} neither held nor refused`);
    }
    return held;
  }

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

  it("refuses the flooded route, serves routes not under attack (even with requests in flight), never health, and recovers", async () => {
    // Start-up itself may lag the first window.
    await expect.poll(async () => (await get("/__other")).statusCode, { timeout: 3000, interval: 100 }).toBe(200);
    // The calm page has more requests in flight than the flood (a slow process piles them up),
    // but the flood receives far more requests.
    const held = [...(await holdOn("/__calm", 3)), ...(await holdOn("/__flood", 1))];
    const admitted: Promise<unknown>[] = [];
    await whileLagging(async () => {
      // The flood keeps arriving (refused, but counted).
      for (let i = 0; i < 30; i++) await get("/__flood?probe=1");
      expect((await get("/__other")).statusCode).toBe(200);
      // 3 in flight against 1 on the flood, but a few arrivals against dozens: admitted (it waits on its gate).
      const before = gates.length;
      const calm = get("/__calm");
      admitted.push(calm);
      await expect.poll(() => gates.length).toBe(before + 1);
      expect((await get("/healthz")).statusCode).toBe(200);
    });
    openAll();
    expect(
      ((await Promise.all([...held, ...admitted])) as { statusCode: number }[]).every((r) => r.statusCode === 200),
    ).toBe(true);
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

  it("refuses any route that receives as much as the flood, as the loop must catch up", async () => {
    await whileLagging(async () => {
      // A second flood: once its arrivals reach the mean, it is refused too (and no longer counts
      // as more than the first, so the check that the loop still lags keeps working).
      let refusedAt = -1;
      for (let i = 0; i < 40 && refusedAt < 0; i++) if ((await get("/__other")).statusCode === 503) refusedAt = i;
      expect(refusedAt).toBeGreaterThanOrEqual(0);
    });
  });

  it.each([
    // arrivals on the route, arrivals in all, routes with arrivals, refused while lagging
    [0, 0, 0, false],
    [0, 16, 1, false],
    [1, 17, 2, false],
    [16, 17, 2, true],
    [1, 1, 1, true],
    [2, 4, 2, true],
    [1, 4, 2, false],
    [3, 9, 3, true],
  ])("fair share: %i of %i arrivals over %i routes -> refused %s", (onRoute, total, routes, refused) => {
    expect(aboveFairShare(onRoute, total, routes)).toBe(refused);
  });

  it("refuses nothing while only a trickle of requests arrives, however the loop lags (the process's own work)", async () => {
    // The default floor (LAG_SHED_MIN_ARRIVALS 200): a buyer or two are no flood.
    const calm = await createTestApp(
      (app) => {
        app.get("/__pdf", async () => {
          const until = Date.now() + 300;
          while (Date.now() < until); // drawn on the loop, like an invoice PDF
          return { drawn: true };
        });
      },
      {},
      { config: { maxEventLoopDelayMs: 100, lagMinArrivals: 200 } },
    );
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        statuses.push((await calm.app.inject({ url: "/__pdf" })).statusCode);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      expect(statuses).toEqual(Array(8).fill(200));
    } finally {
      await calm.close();
    }
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
