import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CollectedProduct, CollectedShop, Page } from "@souk/contract";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { useFakeTime } from "../account/test-support.ts";
import { call, expectOk } from "../../../test/http.ts";
import { seedCatalog, type Catalog } from "./fixtures.ts";

let t: TestApp;
let c: Catalog;
let clock: Awaited<ReturnType<typeof useFakeTime>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await seedCatalog(t);
  clock = await useFakeTime(t);
});
afterAll(async () => t.close());

const toggle = (token: string, prodId: unknown) =>
  call(t, "POST", "/p/user/collection/addOrCancel", { token, body: { prodId } });
const isCollected = async (token: string, prodId: number) =>
  (await call(t, "GET", `/p/user/collection/isCollection?prodId=${prodId}`, { token })).data;
const prodPage = async (token: string, qs = "") =>
  (await call(t, "GET", `/p/user/collection/page${qs}`, { token })).data as Page<CollectedProduct>;

describe("collected goods", () => {
  it("toggles a product, reports it, counts it and pages it newest first with its brief", async () => {
    const { token } = await t.login();
    expect(await isCollected(token, c.onShelf[0]!)).toBe(false);
    for (const id of c.onShelf.slice(0, 3)) {
      expect((await toggle(token, id)).data).toBe(true);
      clock.advance(1000);
    }
    expect(await isCollected(token, c.onShelf[0]!)).toBe(true);
    expect((await call(t, "GET", "/p/user/collection/count", { token })).data).toBe(3);
    const page = await prodPage(token, "?current=1&size=2");
    expect([page.total, page.pages, page.current, page.size]).toEqual([3, 2, 1, 2]);
    expect(page.records.map((r) => r.prodId)).toEqual([c.onShelf[2], c.onShelf[1]]);
    expect(page.records[0]).toMatchObject({
      prodName: "Product 3",
      price: 20.02,
      oriPrice: 30.02,
      status: 1,
      shopId: c.shopOpen,
    });
    expect(page.records[0]!.collectTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const zh = (await call(t, "GET", "/p/user/collection/page", { token, lang: "zh" })).data as Page<CollectedProduct>;
    expect(zh.records[0]!.prodName).toBe("商品3");
    expect((await toggle(token, c.onShelf[0])).data).toBe(false);
    expect(await isCollected(token, c.onShelf[0]!)).toBe(false);
    expect((await call(t, "GET", "/p/user/collection/count", { token })).data).toBe(2);
  });

  it("never stores a product twice under concurrent clicks", async () => {
    const { token, userId } = await t.login();
    const answers = await Promise.all([
      toggle(token, c.onShelf[4]),
      toggle(token, c.onShelf[4]),
      toggle(token, c.onShelf[4]),
    ]);
    expect(answers.every((r) => r.code === "00000")).toBe(true);
    const n = await t.ctx.database.query<{ n: number }>(
      "select count(*)::int as n from prod_collections where user_id = $1",
      [userId],
    );
    expect(n[0]!.n).toBeLessThanOrEqual(1);
  });

  it("answers A01000 for unknown and deleted products, A01100 for adding an off-shelf one", async () => {
    const { token } = await t.login();
    for (const id of [999999, c.deleted]) {
      const r = await toggle(token, id);
      expect([r.status, r.code]).toEqual([404, "A01000"]);
      expect((await call(t, "GET", `/p/user/collection/isCollection?prodId=${id}`, { token })).code).toBe("A01000");
    }
    const off = await toggle(token, c.offShelf);
    expect([off.status, off.code]).toEqual([409, "A01100"]);
  });

  it("still lists a product that went off the shelf after collecting, and lets it be removed", async () => {
    const { token } = await t.login();
    const [extra] = await t.ctx.database.query<{ id: number }>(
      "insert into products (shop_id, category_id, name_zh, name_en, pic, price, ori_price) select shop_id, category_id, '临时', 'Temp', '', 100, 100 from products limit 1 returning prod_id as id",
    );
    await toggle(token, extra!.id);
    await t.ctx.database.query("update products set status = 0 where prod_id = $1", [extra!.id]);
    expect((await prodPage(token)).records[0]).toMatchObject({ prodId: extra!.id, status: 0 });
    expect((await toggle(token, extra!.id)).data).toBe(false);
  });

  it.each([
    ["missing", {}],
    ["zero", { prodId: 0 }],
    ["negative", { prodId: -3 }],
    ["text", { prodId: "abc" }],
    ["fraction", { prodId: 1.5 }],
  ])("validates prodId: %s", async (_n, body) => {
    const { token } = await t.login();
    const r = await call(t, "POST", "/p/user/collection/addOrCancel", { token, body });
    expect([r.status, r.code]).toEqual([400, "A00002"]);
  });

  it("keeps collections per buyer: another buyer's collection id answers 404 and stays", async () => {
    const a = await t.login();
    const b = await t.login();
    await toggle(a.token, c.onShelf[1]);
    const id = (await prodPage(a.token)).records[0]!.collectionId;
    expect(await isCollected(b.token, c.onShelf[1]!)).toBe(false);
    expect((await prodPage(b.token)).records).toEqual([]);
    const r = await call(t, "DELETE", `/p/user/collection/${id}`, { token: b.token });
    expect([r.status, r.code]).toEqual([404, "A00013"]);
    expect((await prodPage(a.token)).total).toBe(1);
    // b toggling the same product only touches b's own collection.
    await toggle(b.token, c.onShelf[1]);
    await toggle(b.token, c.onShelf[1]);
    expect(await isCollected(a.token, c.onShelf[1]!)).toBe(true);
    expectOk(await call(t, "DELETE", `/p/user/collection/${id}`, { token: a.token }));
    expect((await prodPage(a.token)).total).toBe(0);
  });

  it("requires a session", async () => {
    expect((await call(t, "GET", "/p/user/collection/count")).code).toBe("A00004");
  });
});

describe("collected shops", () => {
  const toggleShop = (token: string, shopId: number) =>
    call(t, "POST", "/p/shop/collection/addOrCancel", { token, body: { shopId } });

  it("toggles, reports and pages shops", async () => {
    const { token } = await t.login();
    expect((await call(t, "GET", `/p/shop/collection/isCollection?shopId=${c.shopOpen}`, { token })).data).toBe(false);
    expect((await toggleShop(token, c.shopOpen)).data).toBe(true);
    expect((await call(t, "GET", `/p/shop/collection/isCollection?shopId=${c.shopOpen}`, { token })).data).toBe(true);
    const page = (await call(t, "GET", "/p/shop/collection/page", { token })).data as Page<CollectedShop>;
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({
      shopId: c.shopOpen,
      shopName: "Good Shop",
      shopLogo: "/files/shop/x.webp",
      status: 1,
    });
    expect((await call(t, "GET", "/p/shop/collection/count", { token })).data).toBe(1);
    expect((await toggleShop(token, c.shopOpen)).data).toBe(false);
  });

  it("answers 404 for an unknown shop and 409 for a closed one", async () => {
    const { token } = await t.login();
    const unknown = await toggleShop(token, 999999);
    expect([unknown.status, unknown.code, unknown.msg]).toEqual([404, "A00013", "The shop does not exist"]);
    expect((await call(t, "GET", "/p/shop/collection/isCollection?shopId=999999", { token })).status).toBe(404);
    const closed = await toggleShop(token, c.shopClosed);
    expect([closed.status, closed.code]).toEqual([409, "A00001"]);
  });

  it("answers 404 for another buyer's shop collection id", async () => {
    const a = await t.login();
    const b = await t.login();
    await toggleShop(a.token, c.shopOpen);
    const id = ((await call(t, "GET", "/p/shop/collection/page", { token: a.token })).data as Page<CollectedShop>)
      .records[0]!.collectionId;
    const r = await call(t, "DELETE", `/p/shop/collection/${id}`, { token: b.token });
    expect([r.status, r.code]).toEqual([404, "A00013"]);
    expectOk(await call(t, "DELETE", `/p/shop/collection/${id}`, { token: a.token }));
  });
});
