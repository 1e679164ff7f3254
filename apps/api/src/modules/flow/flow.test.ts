import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FLOW_PAGE, FLOW_VISIT, type FlowReport, type MerchantLoginResult } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { flowEvents, jobs } from "../../infra/db/schema/index.ts";
import { mallDate } from "../../infra/time.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { buyer, grant, onSaleSkus, placeOrder, type Sku } from "../checkout/test-support.ts";
import { api } from "../../../test/http.ts";
import { addDays } from "./days.ts";
import { generateDay } from "./generate.ts";
import type { FlowRow } from "./screen.ts";
import { FLOW_JOBS, flowServiceOf } from "./service.ts";
import { FlowWriter } from "./writer.ts";
import { eq, sql } from "drizzle-orm";

let t: TestApp;
let skus: Sku[];
beforeAll(async () => {
  t = await createSeededApp();
  skus = await onSaleSkus(t);
});
afterAll(async () => t.close());

const flow = () => flowServiceOf(t.ctx);
const ev = (over: Record<string, unknown> = {}) => ({
  uuid: "0b5c9e1e-8d2f-4d1b-9a55-2f1f3c0d9a11",
  uuidSession: "5f0c7a8e-1111-4a2b-8c3d-000000000001",
  pageId: FLOW_PAGE.home,
  prevPageId: 0,
  step: 1,
  visitType: 1,
  systemType: 1,
  ...over,
});
const rawCount = async () =>
  Number((await t.ctx.database.query<{ n: string }>("select count(*) as n from flow_events"))[0]!.n);

describe("log call: bad input is refused or dropped and counted, never a 5xx", () => {
  it.each([
    ["one valid event", ev(), 200, "00000", { accepted: 1, dropped: 0 }, {}],
    [
      "a list with one malformed event",
      [ev(), ev({ step: 0 }), ev({ uuid: "x" })],
      200,
      "00000",
      { accepted: 1, dropped: 2 },
      { malformed: 2 },
    ],
    [
      "an unknown page id",
      [ev({ pageId: 77 }), ev({ prevPageId: 4242 })],
      200,
      "00000",
      { accepted: 0, dropped: 2 },
      { unknownPage: 2 },
    ],
    [
      "a forged user id from a visitor",
      ev({ userId: 1 }),
      200,
      "00000",
      { accepted: 0, dropped: 1 },
      { forgedUser: 1 },
    ],
    [
      "bizData that is not a product id",
      ev({ pageId: FLOW_PAGE.productDetail, bizData: "1;drop table" }),
      200,
      "00000",
      { accepted: 0, dropped: 1 },
      { malformed: 1 },
    ],
    ["51 events", Array.from({ length: 51 }, () => ev()), 400, "A00002", null, { oversize: 1 }],
    ["a number", 42, 400, "A00002", null, { malformed: 1 }],
    ["an empty list", [], 200, "00000", { accepted: 0, dropped: 0 }, {}],
  ])("%s", async (_name, body, status, code, data, counted) => {
    const before = flow().stats().rejected;
    const r = await api(t, "POST", "/flowAnalysisLog", { body });
    expect(r.status).toBe(status);
    expect(r.code).toBe(code);
    if (data) expect(r.data).toEqual(data);
    const after = flow().stats().rejected;
    for (const [k, n] of Object.entries(counted))
      expect(after[k as keyof typeof after] - before[k as keyof typeof before]).toBe(n);
  });

  it("answers the oversize refusal in the request's language", async () => {
    const body = Array.from({ length: 60 }, () => ev());
    expect((await api(t, "POST", "/flowAnalysisLog", { body, lang: "zh" })).msg).toContain("每次最多上报50条访问记录");
    expect((await api(t, "POST", "/flowAnalysisLog", { body, lang: "en" })).msg).toContain(
      "At most 50 flow events per call",
    );
  });

  it("takes a sendBeacon batch (text/plain JSON) and refuses text that is not JSON with A00002", async () => {
    const beacon = (payload: string) =>
      t.app.inject({
        method: "POST",
        url: "/flowAnalysisLog",
        headers: { "content-type": "text/plain;charset=UTF-8" },
        payload,
      });
    const ok = await beacon(
      JSON.stringify([ev(), ev({ step: 2, prevPageId: FLOW_PAGE.home, pageId: FLOW_PAGE.productList })]),
    );
    expect(ok.json()).toMatchObject({ code: "00000", data: { accepted: 2, dropped: 0 } });
    const bad = await beacon("not json");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("A00002");
  });

  it("malformed JSON is a 400, not a 5xx", async () => {
    const r = await t.app.inject({
      method: "POST",
      url: "/flowAnalysisLog",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(r.statusCode).toBe(400);
  });

  it("takes the user from the token: its own userId passes, another user's is dropped, /p/ needs a token", async () => {
    const b = await t.login();
    const own = await api(t, "POST", "/p/flowAnalysisLog", { token: b.token, body: [ev({ userId: b.userId }), ev()] });
    expect(own.data).toEqual({ accepted: 2, dropped: 0 });
    const forged = await api(t, "POST", "/p/flowAnalysisLog", { token: b.token, body: ev({ userId: b.userId + 1 }) });
    expect(forged.data).toEqual({ accepted: 0, dropped: 1 });
    expect((await api(t, "POST", "/p/flowAnalysisLog", { body: ev() })).code).toBe("A00004");
    await flow().writer.flush();
    const rows = await t.ctx.database.db.select().from(flowEvents).where(eq(flowEvents.userId, b.userId));
    expect(rows).toHaveLength(2);
  });

  it("shows the ingest counters to operators in /readyz", async () => {
    const r = await api<{ flow: { accepted: number; rejected: Record<string, number> } }>(t, "GET", "/readyz");
    expect(r.data.flow.accepted).toBeGreaterThan(0);
    expect(r.data.flow.rejected.oversize).toBeGreaterThan(0);
  });
});

describe("buffered writer", () => {
  const rows = (n: number): FlowRow[] =>
    generateDay({ day: "2020-01-01", products: [{ prodId: 1, shopId: 1 }], visitors: 50 }).slice(0, n);

  it("keeps a batch the database refused and writes it once the database is back", async () => {
    const w = new FlowWriter(t.ctx.database, { batchSize: 10, flushDelayMs: 1, retryDelayMs: 20 });
    const before = await rawCount();
    // A real failure: the table is gone while the writer inserts.
    await t.ctx.database.query("alter table flow_events rename to flow_events_away");
    w.append(rows(25));
    await new Promise((r) => setTimeout(r, 80));
    expect(w.stats().failedBatches).toBeGreaterThan(0);
    expect(w.stats().buffered).toBe(25);
    await t.ctx.database.query("alter table flow_events_away rename to flow_events");
    for (let i = 0; i < 100 && w.stats().buffered > 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(w.stats()).toMatchObject({ buffered: 0, written: 25, dropped: 0 });
    expect((await rawCount()) - before).toBe(25);
    await w.close();
  });

  it("drops and counts what arrives when the buffer is full, without waiting", async () => {
    const w = new FlowWriter(t.ctx.database, { batchSize: 10, maxBuffered: 30, flushDelayMs: 60_000 });
    expect(w.append(rows(20))).toBe(20);
    expect(w.append(rows(20))).toBe(10);
    expect(w.stats()).toMatchObject({ buffered: 30, dropped: 10 });
    await w.flush();
    expect(w.stats()).toMatchObject({ buffered: 0, written: 30, dropped: 10 });
  });
});

describe("daily aggregates", () => {
  const day = "2026-03-14";

  /** What the report must say, computed the plain way from the events and order lines. */
  function reference(
    events: FlowRow[],
    lines: { orderNumber: string; userId: number; shopId: number; prodId: number; paid: boolean }[],
    shopOf: Map<number, number>,
    shopId: number,
  ) {
    const views = events.filter((e) => e.visitType === FLOW_VISIT.view);
    const inShop = (e: FlowRow) =>
      shopId === 0 || (e.pageId === FLOW_PAGE.productDetail ? shopOf.get(e.prodId!) === shopId : e.shopId === shopId);
    const pages = new Map<number, { pv: number; uv: Set<string> }>();
    const sources = new Map<string, number>();
    for (const e of views.filter(inShop)) {
      const p = pages.get(e.pageId) ?? { pv: 0, uv: new Set() };
      p.pv++;
      p.uv.add(e.uuid);
      pages.set(e.pageId, p);
      const k = `${e.pageId}<${e.prevPageId}`;
      sources.set(k, (sources.get(k) ?? 0) + 1);
    }
    const funnel = new Map<number, Set<string>[]>();
    const add = (prodId: number, stage: number, uuid: string) => {
      for (const key of [prodId, 0]) {
        const f = funnel.get(key) ?? [new Set(), new Set(), new Set(), new Set()];
        f[stage]!.add(uuid);
        funnel.set(key, f);
      }
    };
    for (const e of events) {
      if (e.prodId && (shopId === 0 || shopOf.get(e.prodId) === shopId)) {
        if (e.pageId === FLOW_PAGE.productDetail && e.visitType === FLOW_VISIT.view) add(e.prodId, 0, e.uuid);
        if (e.visitType === FLOW_VISIT.addToCart) add(e.prodId, 1, e.uuid);
      }
      for (const n of e.orderNumbers ?? [])
        for (const l of lines)
          if (l.orderNumber === n && l.userId === e.userId && (shopId === 0 || l.shopId === shopId)) {
            add(l.prodId, 2, e.uuid);
            if (l.paid) add(l.prodId, 3, e.uuid);
          }
    }
    return {
      pages: [...pages].map(([pageId, p]) => ({ pageId, pv: p.pv, uv: p.uv.size })).sort((a, b) => a.pageId - b.pageId),
      sources: [...sources]
        .map(([k, pv]) => ({ pageId: Number(k.split("<")[0]), prevPageId: Number(k.split("<")[1]), pv }))
        .sort((a, b) => a.pageId - b.pageId || a.prevPageId - b.prevPageId),
      funnel: [...funnel]
        .map(([prodId, s]) => ({
          prodId,
          viewers: s[0]!.size,
          carters: s[1]!.size,
          orderers: s[2]!.size,
          payers: s[3]!.size,
        }))
        .sort((a, b) => a.prodId - b.prodId),
    };
  }

  it("equal a reference computation of a generated day, for the mall and each shop", async () => {
    const products = skus.slice(0, 12).map((s) => ({ prodId: s.prodId, shopId: s.shopId }));
    const events = generateDay({ day, products, visitors: 300 });
    // Two buyers order on the payment page: one pays, one does not; a third sends someone else's order number.
    const [s1, s2] = skus;
    const paidBuyer = await buyer(t);
    await grant(t, paidBuyer.userId, 10_000_000);
    const paid = await placeOrder(t, paidBuyer, { buyNow: { prodId: s1!.prodId, skuId: s1!.skuId, count: 1 } });
    expect(
      (await api(t, "POST", "/p/order/pay", { token: paidBuyer.token, body: { payNo: paid.payNo, payType: 1 } })).code,
    ).toBe("00000");
    const unpaidBuyer = await buyer(t);
    const unpaid = await placeOrder(t, unpaidBuyer, { buyNow: { prodId: s2!.prodId, skuId: s2!.skuId, count: 1 } });
    const thief = await buyer(t);
    const payView = (userId: number, uuid: string, orderNumbers: string[]): FlowRow => ({
      ...events[0]!,
      uuid,
      userId,
      pageId: FLOW_PAGE.pay,
      prevPageId: FLOW_PAGE.settlement,
      prodId: null,
      shopId: null,
      orderNumbers,
    });
    events.push(
      payView(paidBuyer.userId, "paid-buyer-uuid", paid.orderNumbers),
      payView(unpaidBuyer.userId, "unpaid-buyer-uuid", unpaid.orderNumbers),
      payView(thief.userId, "thief-uuid", paid.orderNumbers),
    );
    await t.ctx.database.db.insert(flowEvents).values(events);
    const lines = await (
      await import("../order/service.ts")
    )
      .orderServiceOf(t.ctx)
      .linesOf([...paid.orderNumbers, ...unpaid.orderNumbers]);
    expect(lines.map((l) => l.paid).sort()).toEqual([false, true]);
    const shopOf = new Map(products.map((p) => [p.prodId, p.shopId]));

    const { events: counted } = await flow().aggregate(day);
    expect(counted).toBe(events.length);
    for (const shopId of [0, ...new Set(products.map((p) => p.shopId))]) {
      const r = await flow().report(day, shopId, "en");
      const want = reference(events, lines, shopOf, shopId);
      expect(r.aggregated).toBe(true);
      expect(r.pages.map(({ pageId, pv, uv }) => ({ pageId, pv, uv })).sort((a, b) => a.pageId - b.pageId)).toEqual(
        want.pages,
      );
      expect(
        r.sources
          .map(({ pageId, prevPageId, pv }) => ({ pageId, prevPageId, pv }))
          .sort((a, b) => a.pageId - b.pageId || a.prevPageId - b.prevPageId),
      ).toEqual(want.sources);
      expect(
        r.funnel
          .map(({ prodId, viewers, carters, orderers, payers }) => ({ prodId, viewers, carters, orderers, payers }))
          .sort((a, b) => a.prodId - b.prodId),
      ).toEqual(want.funnel);
    }
    const mall = await flow().report(day, 0, "zh");
    expect(mall.funnel[0]).toMatchObject({ prodId: 0, prodName: "合计", orderers: 2, payers: 1 });
    expect(mall.pages.find((p) => p.pageId === FLOW_PAGE.home)?.pageName).toBe("首页");
    // Re-running the day gives the same rows (a retried job).
    await flow().aggregate(day);
    expect((await flow().report(day, 0, "en")).funnel).toEqual((await flow().report(day, 0, "en")).funnel);
  });

  it("a day never aggregated reports aggregated: false and no rows", async () => {
    expect(await flow().report("2020-02-02", 0, "en")).toMatchObject({ aggregated: false, pages: [], funnel: [] });
  });
});

describe("merchant report and jobs", () => {
  it("shows today's views of the staff's own products, not another shop's, in the staff's language", async () => {
    const [a, other] = [skus[0]!, skus.find((s) => s.shopId !== skus[0]!.shopId)!];
    const visitor = ev({ uuid: "merchant-test-visitor-1" });
    const body = [
      { ...visitor, pageId: FLOW_PAGE.productDetail, bizData: String(a.prodId), step: 1, shopId: other.shopId },
      { ...visitor, pageId: FLOW_PAGE.productDetail, bizData: a.prodId, step: 1, visitType: 4, nums: 2 },
      {
        ...visitor,
        pageId: FLOW_PAGE.productDetail,
        bizData: other.prodId,
        prevPageId: FLOW_PAGE.productDetail,
        step: 2,
      },
    ];
    expect((await api(t, "POST", "/flowAnalysisLog", { body })).data).toEqual({ accepted: 3, dropped: 0 });
    const login = await api<MerchantLoginResult>(t, "POST", "/m/login", {
      body: { userName: `shop${a.shopId}`, passWord: "souk1234" },
    });
    const today = mallDate(Date.now());
    const r = await api<FlowReport>(t, "GET", `/m/flow/report?day=${today}`, { token: login.data.token, lang: "en" });
    expect(r.code).toBe("00000");
    expect(r.data.shopId).toBe(a.shopId);
    const row = r.data.funnel.find((f) => f.prodId === a.prodId);
    expect(row).toMatchObject({ viewers: 1, carters: 1 });
    expect(r.data.funnel.find((f) => f.prodId === other.prodId)).toBeUndefined();
    expect(r.data.pages.find((p) => p.pageId === FLOW_PAGE.productDetail)).toMatchObject({
      pageName: "Product detail",
      pv: 1,
    });
    const bad = await api(t, "GET", "/m/flow/report?day=2026-02-30", { token: login.data.token, lang: "zh" });
    expect(bad.code).toBe("A00002");
    expect(bad.msg).toContain("日期格式应为");
    expect((await api(t, "GET", `/m/flow/report?day=${today}`)).code).toBe("A00004");
  });

  it("lets the platform read the whole mall or one shop, and refuses shop staff on the platform report", async () => {
    const [a, other] = [skus[0]!, skus.find((s) => s.shopId !== skus[0]!.shopId)!];
    const visitor = ev({ uuid: "platform-report-visitor-1" });
    const body = [
      { ...visitor, pageId: FLOW_PAGE.productDetail, bizData: a.prodId, step: 1 },
      {
        ...visitor,
        pageId: FLOW_PAGE.productDetail,
        bizData: other.prodId,
        prevPageId: FLOW_PAGE.productDetail,
        step: 2,
      },
    ];
    expect((await api(t, "POST", "/flowAnalysisLog", { body })).data).toEqual({ accepted: 2, dropped: 0 });
    const today = mallDate(Date.now());
    const platform = await api<MerchantLoginResult>(t, "POST", "/admin/login", {
      body: { userName: "platform", passWord: "souk1234" },
    });
    expect(platform.code).toBe("00000");
    const mall = await api<FlowReport>(t, "GET", `/admin/flow/report?day=${today}`, { token: platform.data.token });
    expect(mall.code).toBe("00000");
    expect(mall.data.shopId).toBe(0);
    expect(mall.data.funnel.map((f) => f.prodId)).toEqual(expect.arrayContaining([a.prodId, other.prodId]));
    const one = await api<FlowReport>(t, "GET", `/admin/flow/report?day=${today}&shopId=${a.shopId}`, {
      token: platform.data.token,
    });
    expect(one.data.shopId).toBe(a.shopId);
    expect(one.data.funnel.find((f) => f.prodId === other.prodId)).toBeUndefined();
    const shop = await api<MerchantLoginResult>(t, "POST", "/m/login", {
      body: { userName: `shop${a.shopId}`, passWord: "souk1234" },
    });
    expect((await api(t, "GET", `/admin/flow/report?day=${today}`, { token: shop.data.token })).code).toBe("A00004");
  });

  it("schedules the nightly aggregation and retention, and retention deletes raw events older than the configured days", async () => {
    const today = mallDate(Date.now());
    const keys = (
      await t.ctx.database.db
        .select({ key: jobs.uniqueKey })
        .from(jobs)
        .where(sql`${jobs.kind} like 'flow.%'`)
    ).map((j) => j.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        `flow-aggregate:${addDays(today, -1)}`,
        `flow-aggregate:${today}`,
        `flow-retention:${today}`,
      ]),
    );
    const old = generateDay({
      day: addDays(today, -40),
      products: [{ prodId: skus[0]!.prodId, shopId: skus[0]!.shopId }],
      visitors: 5,
    });
    const kept = generateDay({
      day: addDays(today, -(t.ctx.config.flowRetentionDays - 1)),
      products: [{ prodId: skus[0]!.prodId, shopId: skus[0]!.shopId }],
      visitors: 5,
    });
    await t.ctx.database.db.insert(flowEvents).values([...old, ...kept]);
    await flow().aggregate(old[0]!.day);
    expect(await flow().purgeRaw(today)).toBeGreaterThanOrEqual(old.length);
    const left = await t.ctx.database.query<{ day: string }>(
      "select distinct day::text as day from flow_events where day < $1",
      [today],
    );
    expect(left.map((r) => r.day)).toContain(kept[0]!.day);
    expect(left.map((r) => r.day)).not.toContain(old[0]!.day);
    // Aggregates are kept forever.
    expect((await flow().report(old[0]!.day, 0, "en")).pages.length).toBeGreaterThan(0);
    expect(FLOW_JOBS.aggregate).toBe("flow.aggregateDay");
  });
});

describe("demo data and CLI", () => {
  it("a fresh seed has the last days aggregated, so reports show traffic at once", async () => {
    const yesterday = addDays(mallDate(Date.now()), -1);
    const r = await flow().report(yesterday, 0, "en");
    expect(r.aggregated).toBe(true);
    expect(r.pages.find((p) => p.pageId === FLOW_PAGE.productDetail)!.pv).toBeGreaterThan(0);
    expect(r.funnel[0]!.viewers).toBeGreaterThan(0);
  });

  it("prints tables and writes a CSV with one row per figure", async () => {
    const { formatReport, reportCsv } = await import("../../cli/flow.ts");
    const r = await flow().report(addDays(mallDate(Date.now()), -1), 0, "zh");
    const text = formatReport(r);
    expect(text).toContain("whole mall / 全平台");
    expect(text).toContain("商品详情");
    const csv = reportCsv(r).trim().split("\n");
    expect(csv[0]).toBe(
      "section,day,shopId,pageId,pageName,prevPageId,prevPageName,prodId,prodName,pv,uv,viewers,carters,orderers,payers",
    );
    expect(csv).toHaveLength(1 + r.pages.length + r.sources.length + r.funnel.length);
  });
});
