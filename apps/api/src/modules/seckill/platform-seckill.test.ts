import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlashSaleAdminView, FlashSessionAdminView, Page, SubmitOrderResult } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { api } from "../../../test/http.ts";
import { hashPassword } from "../../infra/auth/password-hash.ts";
import { shopStaff } from "../../infra/db/schema/index.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { flashGateOf } from "./gate.ts";
import { createFlash, flashFigures, manyBuyers } from "./test-support.ts";

/**
 * Flash-sale sessions in the platform console: the sessions are the shops' flash sales'
 * start times; the platform removes one with a reason — it ends, the gate forgets it, and an
 * unpaid order cancelled afterwards gives its units back once. PGlite and PostgreSQL.
 */
let t: TestApp;
let admin: string;
let service: string;
let shop: string;

const signIn = async (url: string, userName: string) =>
  (await api<{ token: string }>(t, "POST", url, { body: { userName, passWord: "souk1234" } })).data.token;

beforeAll(async () => {
  t = await createSeededApp();
  await t.ctx.database.db.insert(shopStaff).values({
    shopId: null,
    userName: "platform_sk_service",
    role: "service",
    passwordHash: await hashPassword("souk1234"),
  });
  admin = await signIn("/admin/login", "platform");
  service = await signIn("/admin/login", "platform_sk_service");
  shop = await signIn("/m/login", "shop1");
});
afterAll(async () => t.close());

const submit = (b: { token: string; addrId: number }, seckillSkuId: number, count: number) =>
  api<SubmitOrderResult>(t, "POST", "/p/seckill/order/submit", {
    token: b.token,
    body: { addrId: b.addrId, seckillSkuId, count },
  });

describe("flash-sale sessions in the platform console", () => {
  it("lists the session and its sales; removing one ends it with the reason, the gate refuses it, a cancelled order gives its units back", async () => {
    const start = Math.floor((Date.now() - 120_000) / 1000) * 1000;
    const f = await createFlash(t, { stock: 10, maxNum: 5, startInMs: start - Date.now(), skuIndex: 3 });
    const session = start / 1000;
    const sessions = await api<Page<FlashSessionAdminView>>(t, "GET", "/admin/seckill/sessions?size=50", {
      token: admin,
    });
    expect(sessions.data.records.find((s) => s.session === session)).toMatchObject({
      state: 2,
      count: 1,
      endedCount: 0,
    });
    const sales = await api<Page<FlashSaleAdminView>>(t, "GET", `/admin/seckill/sessions/${session}`, {
      token: admin,
      lang: "en",
    });
    expect(sales.data.records.map((s) => [s.seckillId, s.status, s.totalStocks])).toEqual([[f.seckillId, 1, 10]]);

    // Two buyers hold 3 units in unpaid orders.
    const [b1, b2, b3] = await manyBuyers(t, 3);
    const o1 = await submit(b1!, f.seckillSkuId, 2);
    const o2 = await submit(b2!, f.seckillSkuId, 1);
    expect([o1.code, o2.code]).toEqual(["00000", "00000"]);
    expect(await flashFigures(t, f.seckillSkuId)).toMatchObject({ sold: 3, open: 3 });

    const short = await api(t, "PUT", `/admin/seckill/${f.seckillId}/remove`, {
      token: admin,
      body: { reason: "" },
      lang: "zh",
    });
    expect([short.code, short.msg]).toEqual(["A00002", "reason: 请填写原因（2-200字）"]);
    const removed = await api(t, "PUT", `/admin/seckill/${f.seckillId}/remove`, {
      token: admin,
      body: { reason: "价格违规：虚标原价" },
    });
    expect(removed.code, removed.msg ?? "").toBe("00000");
    const again = await api(t, "PUT", `/admin/seckill/${f.seckillId}/remove`, {
      token: admin,
      body: { reason: "twice" },
    });
    expect([again.status, again.code]).toEqual([409, "A00055"]);

    // Buyers: the sale is gone from the storefront and cannot be bought.
    const live = await api<{ session: number }[]>(t, "GET", "/ua/seckill/sessions");
    expect(live.data.some((s) => s.session === session)).toBe(false);
    expect((await submit(b3!, f.seckillSkuId, 1)).code).not.toBe("00000");
    // The console shows the removal and why.
    const after = await api<Page<FlashSaleAdminView>>(t, "GET", `/admin/seckill/sessions/${session}`, { token: admin });
    expect(after.data.records[0]).toMatchObject({ status: 0, removedReason: "价格违规：虚标原价", state: 3 });
    expect(after.data.records[0]!.removedTime).not.toBe("");

    // An unpaid order cancelled after the removal gives its units back exactly once.
    const cancel = await api(t, "PUT", `/p/myOrder/cancel/${o1.data.orderNumbers[0]}`, { token: b1!.token });
    expect(cancel.code, cancel.msg ?? "").toBe("00000");
    expect(await flashFigures(t, f.seckillSkuId)).toMatchObject({ sold: 1, open: 1 });
    await api(t, "PUT", `/p/myOrder/cancel/${o1.data.orderNumbers[0]}`, { token: b1!.token });
    expect(await flashFigures(t, f.seckillSkuId)).toMatchObject({ sold: 1, open: 1 });
    // The gate holds nothing for the removed sale; a rebuild matches the database (stock − sold).
    await flashGateOf(t.ctx).rebuild(f.seckillSkuId, new Date(Date.now() + 3_600_000), true);
    expect((await submit(b3!, f.seckillSkuId, 1)).code).not.toBe("00000");

    const [log] = await t.ctx.database.query<{ detail: { reason: string } }>(
      "select detail from staff_op_log where shop_id is null and action = 'seckill.remove' and target = $1",
      [`seckill:${f.seckillId}`],
    );
    expect(log!.detail.reason).toBe("价格违规：虚标原价");
  });

  it("removal racing buyers: no order is created after it commits and the units add up", async () => {
    const f = await createFlash(t, { stock: 30, maxNum: 1, skuIndex: 4 });
    const buyers = await manyBuyers(t, 30);
    const [answers, removed] = await Promise.all([
      Promise.all(buyers.map((b) => submit(b, f.seckillSkuId, 1))),
      api(t, "PUT", `/admin/seckill/${f.seckillId}/remove`, { token: admin, body: { reason: "shop asked us" } }),
    ]);
    expect(removed.code).toBe("00000");
    const ok = answers.filter((a) => a.code === "00000").length;
    const figures = await flashFigures(t, f.seckillSkuId);
    expect(figures).toMatchObject({ orders: ok, sold: ok, open: ok });
    expect((await submit((await manyBuyers(t, 1))[0]!, f.seckillSkuId, 1)).code).not.toBe("00000");
  });

  it("customer service gets 403, a shop token 401; a bad session is refused", async () => {
    for (const [method, url] of [
      ["GET", "/admin/seckill/sessions"],
      ["GET", "/admin/seckill/sessions/1"],
      ["PUT", "/admin/seckill/1/remove"],
    ] as const) {
      const s = await api(t, method, url, { token: service, body: { reason: "no way" } });
      expect([s.status, s.code]).toEqual([403, "A00016"]);
      expect((await api(t, method, url, { token: shop, body: { reason: "no way" } })).status).toBe(401);
    }
    expect((await api(t, "GET", "/admin/seckill/sessions?when=soon", { token: admin })).code).toBe("A00002");
  });
});
