import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { listenLocally } from "../../../test/http.ts";
import { createKv } from "../../infra/kv/index.ts";
import { seed } from "../../seed/index.ts";
import { TEST_PRODUCTS } from "../../seed/test-support.ts";
import { buyer } from "../checkout/test-support.ts";
import { createFlash, flashFigures, manyBuyers, tally } from "./test-support.ts";

/**
 * The purchase route's fast lane (infra/http/fast-lane.ts, ADR 0028) over real HTTP — inject()
 * bypasses the HTTP server where the lane runs. Each request is sent twice: over HTTP, where the
 * lane answers refusals before Fastify, and through inject(), the full route alone; the answers
 * must be the same (status, headers, envelope; only the timestamp differs). Whatever the lane does
 * not answer reaches the route, and an admitted purchase still creates exactly one order.
 * Runs on the gate the app has (in-process, or Redis with TEST_REDIS_URL), on PGlite or PostgreSQL.
 * FAST_LANE_TEST_PORT picks the port (default: any free one).
 */
const URL_SUBMIT = "/p/seckill/order/submit";
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

interface Answer {
  status: number;
  contentType: string | undefined;
  retryAfter: string | undefined;
  body: Record<string, unknown>;
}

interface Req {
  token?: string;
  lang: "zh" | "en";
  /** The raw body text (JSON.stringify of an object, or anything). */
  payload: string;
  contentType?: string;
}

/** Requests of the purchase route that reached Fastify (a lane's answer never does). */
let routeSeen = 0;

const listen = (t: TestApp) => listenLocally(t, Number(process.env.FAST_LANE_TEST_PORT ?? 0));

function countRoute(app: TestApp["app"]): void {
  app.addHook("onRequest", (req, _reply, done) => {
    if (req.url.startsWith(URL_SUBMIT)) routeSeen++;
    done();
  });
}

function headersOf(r: Req): Record<string, string> {
  const h: Record<string, string> = {
    "accept-language": r.lang,
    "content-type": r.contentType ?? "application/json",
  };
  if (r.token) h.authorization = r.token;
  return h;
}

function comparable(status: number, headers: Record<string, unknown>, text: string): Answer {
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(typeof body.timestamp).toBe("number");
  delete body.timestamp;
  return {
    status,
    contentType: headers["content-type"] as string | undefined,
    retryAfter: headers["retry-after"] as string | undefined,
    body,
  };
}

function overHttp(port: number, r: Req): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, method: "POST", path: URL_SUBMIT, agent, headers: headersOf(r) },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => (text += d));
        res.on("end", () => resolve(comparable(res.statusCode ?? 0, res.headers, text)));
      },
    );
    req.on("error", reject);
    req.end(r.payload);
  });
}

async function throughRoute(t: TestApp, r: Req): Promise<Answer> {
  const res = await t.app.inject({ method: "POST", url: URL_SUBMIT, headers: headersOf(r), payload: r.payload });
  return comparable(res.statusCode, res.headers, res.body);
}

/** The same request over HTTP and through the route alone: equal answers; `lane` says who answered over HTTP. */
async function sameAnswer(t: TestApp, port: number, r: Req, lane: boolean): Promise<Answer> {
  const before = routeSeen;
  const fast = await overHttp(port, r);
  expect(routeSeen - before, lane ? "answered by the lane" : "answered by the route").toBe(lane ? 0 : 1);
  expect(fast).toEqual(await throughRoute(t, r));
  return fast;
}

const body = (o: Record<string, unknown>) => JSON.stringify(o);

describe("the flash purchase's fast lane", () => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    // Tokens verified once are remembered (the lane only takes those); no request timeout trouble
    // for the race below, which queues 2,000 requests on one process.
    t = await createTestApp(countRoute, {}, { config: { tokenCacheSeconds: 600, dbPoolWaitMs: 60_000 } });
    await seed(t.ctx, { products: TEST_PRODUCTS, afterSalesDemo: false });
    port = await listen(t);
  }, 180_000);
  afterAll(async () => t?.close());

  /** A buyer whose token this process has verified (as after browsing the sale's page). */
  async function signedIn() {
    const b = await buyer(t);
    expect(await t.ctx.tokens.verify(b.token)).toBe(b.userId);
    return b;
  }

  it("answers every refusal exactly as the route does, in both languages, without reaching Fastify", async () => {
    const running = await createFlash(t, { stock: 3, maxNum: 2, skuIndex: 7 });
    const upcoming = await createFlash(t, { stock: 5, maxNum: 1, skuIndex: 8, startInMs: 3_600_000 });
    const ended = await createFlash(t, {
      stock: 5,
      maxNum: 1,
      skuIndex: 9,
      startInMs: -7_200_000,
      durationMs: 3_600_000,
    });
    const winner = await signedIn();
    const late = await signedIn();
    const won = await overHttp(port, {
      token: winner.token,
      lang: "en",
      payload: body({ seckillSkuId: running.seckillSkuId, count: 2, addrId: winner.addrId }),
    });
    expect(won.body.code).toBe("00000");

    const table: [name: string, token: string, input: Record<string, unknown>, status: number, code: string][] = [
      // 1 unit left: 2 are more than there is; the winner holds the limit of 2.
      ["sold out", late.token, { seckillSkuId: running.seckillSkuId, count: 2, addrId: late.addrId }, 409, "A03010"],
      ["the buyer's limit", winner.token, { seckillSkuId: running.seckillSkuId, count: 1, addrId: 1 }, 409, "A00001"],
      [
        "more than the limit at once",
        late.token,
        { seckillSkuId: running.seckillSkuId, count: 3, addrId: 1 },
        409,
        "A00001",
      ],
      [
        "not started",
        late.token,
        { seckillSkuId: upcoming.seckillSkuId, count: 1, addrId: late.addrId },
        409,
        "A00001",
      ],
      ["ended", late.token, { seckillSkuId: ended.seckillSkuId, count: 1, addrId: late.addrId }, 409, "A00001"],
      ["a forged seckillSkuId", late.token, { seckillSkuId: 99_999_999, count: 1, addrId: late.addrId }, 404, "A00013"],
    ];
    const msgs: string[] = [];
    for (const [name, token, input, status, code] of table)
      for (const lang of ["en", "zh"] as const) {
        const a = await sameAnswer(t, port, { token, lang, payload: body(input) }, true);
        expect([name, a.status, a.body.code, a.contentType]).toEqual([
          name,
          status,
          code,
          "application/json; charset=utf-8",
        ]);
        msgs.push(String(a.body.msg));
      }
    expect(msgs).toEqual([
      "Insufficient inventory",
      "库存不足",
      "You can buy at most 2 in this flash sale",
      "每人限购2件",
      "You can buy at most 2 in this flash sale",
      "每人限购2件",
      "Event not started",
      "活动未开始",
      "The event has ended",
      "活动已结束",
      "The flash sale does not exist",
      "秒杀活动不存在",
    ]);
    expect(await flashFigures(t, running.seckillSkuId)).toEqual({ orders: 1, pieces: 2, sold: 2, open: 2 });
  });

  it("leaves to the route what it cannot tell: bad input, unknown or unremembered tokens, odd bodies", async () => {
    const f = await createFlash(t, { stock: 5, maxNum: 1, skuIndex: 10 });
    const b = await signedIn();
    const holder = await signedIn();
    const bought = await overHttp(port, {
      token: holder.token,
      lang: "en",
      payload: body({ seckillSkuId: f.seckillSkuId, count: 1, addrId: holder.addrId }),
    });
    expect(bought.body.code).toBe("00000");
    const ok = { seckillSkuId: f.seckillSkuId, count: 1, addrId: b.addrId };
    const table: [name: string, r: Omit<Req, "lang">, code: string][] = [
      ["quantity 0", { token: b.token, payload: body({ ...ok, count: 0 }) }, "A00002"],
      ["quantity as a string", { token: b.token, payload: body({ ...ok, count: "1" }) }, "A00002"],
      ["no address", { token: b.token, payload: body({ seckillSkuId: f.seckillSkuId, count: 1 }) }, "A00002"],
      ["no token", { payload: body(ok) }, "A00004"],
      ["an unknown token", { token: "x".repeat(43), payload: body(ok) }, "A00004"],
      ["malformed JSON", { token: b.token, payload: '{"seckillSkuId":' }, "A00003"],
      ["a prototype key", { token: b.token, payload: '{"__proto__":{"x":1},"count":1}' }, "A00003"],
      ["another content type", { token: b.token, payload: body(ok), contentType: "text/plain" }, "A00002"],
      [
        "the holder, by an escaped remark",
        { token: holder.token, payload: body({ ...ok, remarks: "a\nb" }) },
        "A00001",
      ],
    ];
    for (const [name, r, code] of table)
      for (const lang of ["en", "zh"] as const) {
        const a = await sameAnswer(t, port, { ...r, lang }, false);
        expect([name, a.body.code]).toEqual([name, code]);
      }
    expect(await flashFigures(t, f.seckillSkuId)).toMatchObject({ orders: 1, sold: 1 });
  });

  it("an admitted purchase goes through the route and creates one order; the next attempt is refused by the lane", async () => {
    const f = await createFlash(t, { stock: 3, maxNum: 1, skuIndex: 11 });
    // A token this process has not verified yet: the route checks it (and remembers it).
    const b = await buyer(t);
    const r: Req = {
      token: b.token,
      lang: "en",
      payload: body({ seckillSkuId: f.seckillSkuId, count: 1, addrId: b.addrId }),
    };
    const before = routeSeen;
    const first = await overHttp(port, r);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ code: "00000", success: true, fail: false });
    expect(routeSeen - before).toBe(1);
    const again = await sameAnswer(t, port, r, true);
    expect(again.body.msg).toBe("You can buy at most 1 in this flash sale");
    expect(await flashFigures(t, f.seckillSkuId)).toEqual({ orders: 1, pieces: 1, sold: 1, open: 1 });
  });

  it("2,000 concurrent attempts over HTTP for 100 units → exactly 100 orders; most refusals never reach Fastify", async () => {
    const f = await createFlash(t, { stock: 100, maxNum: 1, skuIndex: 12 });
    const buyers = await manyBuyers(t, 2000);
    for (const b of buyers) await t.ctx.tokens.verify(b.token);
    const before = routeSeen;
    const attempt = async (b: { token: string; addrId: number }) => {
      for (let i = 0; ; i++) {
        const a = await overHttp(port, {
          token: b.token,
          lang: "en",
          payload: body({ seckillSkuId: f.seckillSkuId, count: 1, addrId: b.addrId }),
        });
        // 'very hot' (a gate command timed out while one process serves the whole rush): retried, as the storefront does.
        if (a.status !== 503 || i === 20) return { code: String(a.body.code) };
        await new Promise((res) => setTimeout(res, 50 + Math.random() * 200));
      }
    };
    const results = await Promise.all(buyers.map(attempt));
    expect(tally(results)).toEqual({ "00000": 100, A03010: 1900 });
    expect(await flashFigures(t, f.seckillSkuId)).toEqual({ orders: 100, pieces: 100, sold: 100, open: 100 });
    const reached = routeSeen - before;
    expect(reached).toBeGreaterThanOrEqual(100);
    expect(reached).toBeLessThan(2000);
  }, 180_000);
});

describe("the fast lane while Redis is unreachable", () => {
  let dead: TestApp;
  let port = 0;
  beforeAll(async () => {
    dead = await createTestApp(
      countRoute,
      {},
      {
        config: { tokenCacheSeconds: 600 },
        // Nothing listens there (a port of this project's range).
        kv: createKv(`redis://127.0.0.1:${process.env.FAST_LANE_DEAD_REDIS_PORT ?? 3419}`, { timeoutMs: 200 }),
      },
    );
    await seed(dead.ctx, { products: 20, afterSalesDemo: false });
    port = await listen(dead);
  }, 180_000);
  afterAll(async () => dead?.close());

  it("answers 503 + Retry-After 'very hot' like the route, and creates nothing", async () => {
    const f = await createFlash(dead, { stock: 5, maxNum: 1 });
    const b = await buyer(dead);
    await dead.ctx.tokens.verify(b.token);
    for (const lang of ["en", "zh"] as const) {
      const a = await sameAnswer(
        dead,
        port,
        { token: b.token, lang, payload: body({ seckillSkuId: f.seckillSkuId, count: 1, addrId: b.addrId }) },
        true,
      );
      expect([a.status, a.retryAfter, a.body.code]).toEqual([503, "2", "A00005"]);
      expect(a.body.msg).toBe(
        lang === "en" ? "The activity is very hot, please try again later" : "活动太火爆了，请稍后再试",
      );
    }
    expect((await flashFigures(dead, f.seckillSkuId)).orders).toBe(0);
  });
});
