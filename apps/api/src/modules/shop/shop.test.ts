import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { get } from "../../../test/http.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(async () => t.close());

describe("GET /shop/hotShops", () => {
  it("answers `number` open shops, best-selling first", async () => {
    const { body } = await get(t, "/shop/hotShops?number=4&sort=1");
    expect(body.code).toBe("00000");
    expect(body.data).toHaveLength(4);
    expect(body.data[0]).toEqual({
      shopId: expect.any(Number),
      shopName: expect.any(String),
      shopLogo: expect.stringMatching(/^\/files\/shop\/\d+\.webp$/),
    });
    const rows = await t.ctx.database.query<{ shop_id: number }>(
      "select shop_id from shops where status = 1 order by sold_num desc, shop_id limit 4",
    );
    expect(body.data.map((s: { shopId: number }) => s.shopId)).toEqual(rows.map((r) => r.shop_id));
  });

  it("never lists closed or offline shops, even when they sell the most", async () => {
    await t.ctx.database.query("update shops set sold_num = 10000000 where status <> 1");
    const { body } = await get(t, "/shop/hotShops?number=20&sort=1");
    const closed = await t.ctx.database.query<{ shop_id: number }>("select shop_id from shops where status <> 1");
    expect(closed.length).toBeGreaterThanOrEqual(2);
    const ids = body.data.map((s: { shopId: number }) => s.shopId);
    for (const c of closed) expect(ids).not.toContain(c.shop_id);
    const [open] = await t.ctx.database.query<{ n: number }>("select count(*)::int as n from shops where status = 1");
    expect(ids).toHaveLength(open!.n);
  });

  it("orders by id for sort=0, and defaults to 4 by sales", async () => {
    const byId = (await get(t, "/shop/hotShops?number=3&sort=0")).body.data.map((s: { shopId: number }) => s.shopId);
    expect(byId).toEqual([...byId].sort((a, b) => a - b));
    expect((await get(t, "/shop/hotShops")).body.data).toHaveLength(4);
  });

  it("answers shop names in the request language", async () => {
    const zh = (await get(t, "/shop/hotShops?number=20&sort=0")).body.data;
    const en = (await get(t, "/shop/hotShops?number=20&sort=0", "en")).body.data;
    expect(zh[0].shopName).toBe("Souk自营旗舰店");
    expect(en[0].shopName).toBe("Souk Self-run Flagship");
  });

  it.each([
    ["number=abc", "number"],
    ["number=0", "number"],
    ["number=21", "number"],
    ["sort=2", "sort"],
  ])("rejects %s with A00002 naming %s", async (qs, field) => {
    const { status, body } = await get(t, `/shop/hotShops?${qs}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: "A00002", success: false, data: [{ field }] });
  });
});
