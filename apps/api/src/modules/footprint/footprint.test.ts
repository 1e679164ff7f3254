import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FootprintPage } from "@souk/contract";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { useFakeTime } from "../account/test-support.ts";
import { call, expectOk } from "../../../test/http.ts";
import { seedCatalog, type Catalog } from "../collection/fixtures.ts";

let t: TestApp;
let c: Catalog;
let clock: Awaited<ReturnType<typeof useFakeTime>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await seedCatalog(t);
  // 2026-01-15 09:00 in China (01:00 UTC)
  clock = await useFakeTime(t, Date.UTC(2026, 0, 15, 1, 0, 0));
});
afterAll(async () => t.close());

const visit = (token: string, prodId: number) => call(t, "POST", "/p/user/footprint", { token, body: { prodId } });
const page = async (token: string, qs = "") =>
  (await call(t, "GET", `/p/user/footprint/page${qs}`, { token })).data as FootprintPage;
const HOUR = 3600_000;

describe("uc-footprint", () => {
  it("records one footprint per product per China day, newest first, grouped by day", async () => {
    const { token } = await t.login();
    expectOk(await visit(token, c.onShelf[0]!)); // 01-15 09:00
    clock.advance(HOUR);
    expectOk(await visit(token, c.onShelf[1]!)); // 01-15 10:00
    clock.advance(HOUR);
    expectOk(await visit(token, c.onShelf[0]!)); // 01-15 11:00: same day, refreshed, moves up
    clock.advance(14 * HOUR);
    expectOk(await visit(token, c.onShelf[0]!)); // 01-16 01:00 China time: a new day (17:00 UTC the day before)
    const p = await page(token);
    expect(p.total).toBe(3);
    expect(p.records.map((d) => [d.date, d.items.map((i) => i.prodId)])).toEqual([
      ["2026-01-16", [c.onShelf[0]]],
      ["2026-01-15", [c.onShelf[0], c.onShelf[1]]],
    ]);
    expect(p.records[1]!.items[0]).toMatchObject({
      prodName: "Product 1",
      price: 20,
      status: 1,
      browseTime: "2026-01-15 11:00:00",
    });
  });

  it("pages by records: a day can continue on the next page", async () => {
    const { token } = await t.login();
    for (const id of c.onShelf) {
      await visit(token, id);
      clock.advance(60_000);
    }
    const first = await page(token, "?current=1&size=3");
    const second = await page(token, "?current=2&size=3");
    expect([first.total, first.pages, second.current]).toEqual([5, 2, 2]);
    expect(first.records.flatMap((d) => d.items).length + second.records.flatMap((d) => d.items).length).toBe(5);
    expect(first.records[0]!.date).toBe(second.records[0]!.date);
  });

  it("accepts the form-encoded /p/user/recentBrowse alias (with the Authorization header)", async () => {
    const { token } = await t.login();
    const res = await t.app.inject({
      method: "POST",
      url: "/p/user/recentBrowse",
      headers: { authorization: token, "content-type": "application/x-www-form-urlencoded" },
      payload: `prodId=${c.onShelf[2]}`,
    });
    expect(res.json().code).toBe("00000");
    expect((await page(token)).records[0]!.items[0]!.prodId).toBe(c.onShelf[2]);
  });

  it("answers A01000 for unknown or deleted products, and records off-shelf ones", async () => {
    const { token } = await t.login();
    expect((await visit(token, 999999)).code).toBe("A01000");
    expect((await visit(token, c.deleted)).code).toBe("A01000");
    expectOk(await visit(token, c.offShelf));
    expect((await page(token)).records[0]!.items[0]).toMatchObject({ prodId: c.offShelf, status: 0 });
  });

  it("deletes selected footprints, or all, and never another buyer's", async () => {
    const a = await t.login();
    const b = await t.login();
    for (const id of c.onShelf.slice(0, 3)) await visit(a.token, id);
    await visit(b.token, c.onShelf[0]!);
    const ids = (await page(a.token)).records.flatMap((d) => d.items.map((i) => i.footprintId));
    const bId = (await page(b.token)).records[0]!.items[0]!.footprintId;
    // Another buyer's id (even mixed with own ones) deletes nothing and answers 404.
    const r = await call(t, "DELETE", "/p/user/footprint", { token: a.token, body: { footprintIds: [ids[0], bId] } });
    expect([r.status, r.code]).toEqual([404, "A00013"]);
    expect((await page(a.token)).total).toBe(3);
    expect((await page(b.token)).total).toBe(1);
    expectOk(await call(t, "DELETE", "/p/user/footprint", { token: a.token, body: { footprintIds: [ids[0]] } }));
    expect((await page(a.token)).total).toBe(2);
    expectOk(await call(t, "DELETE", "/p/user/footprint", { token: a.token, body: { all: true } }));
    expect((await page(a.token)).total).toBe(0);
    expect((await page(b.token)).total).toBe(1);
  });

  it.each([
    ["nothing chosen", {}],
    ["an empty list", { footprintIds: [] }],
    ["all false", { all: false }],
    ["bad ids", { footprintIds: ["x"] }],
  ])("validates deletion: %s", async (_n, body) => {
    const { token } = await t.login();
    const r = await call(t, "DELETE", "/p/user/footprint", { token, body });
    expect([r.status, r.code]).toEqual([400, "A00002"]);
  });

  it("answers an empty page for a buyer without history", async () => {
    const { token } = await t.login();
    expect(await page(token)).toEqual({ records: [], total: 0, pages: 0, current: 1, size: 10 });
  });
});
