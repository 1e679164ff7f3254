import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/harness.ts";
import { users } from "../../infra/db/schema/index.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { onSaleSkus, setSku, stockOf } from "./test-support.ts";
import { api } from "../../../test/http.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(async () => t.close());

const BUYERS = 200;
const STOCK = 20;

/**
 * performance-security §4.5 #1: many concurrent buys for little stock → exactly that many orders,
 * stock 0, never negative. On PostgreSQL the 200 submits really run concurrently (a pool of 20
 * connections, each a transaction racing for the same SKU row); on PGlite (one connection) they
 * are serialised by the driver — the same code path and the same answer.
 */
describe(`${BUYERS} parallel submits for ${STOCK} units`, () => {
  it(`make exactly ${STOCK} orders; the others answer 'Insufficient inventory'; stock ends at 0`, async () => {
    const [sku] = await onSaleSkus(t);
    await setSku(t, sku!.skuId, { stock: STOCK });
    const db = t.ctx.database.db;
    // Buyers, tokens and addresses in bulk (the race is what is tested, not sign-up).
    const created = await db
      .insert(users)
      .values(Array.from({ length: BUYERS }, (_, i) => ({ nickName: `racer${i}` })))
      .returning({ userId: users.userId });
    const buyers = await Promise.all(
      created.map(async (u) => ({ userId: u.userId, token: (await t.ctx.tokens.issue(u.userId)).token })),
    );
    await t.ctx.database.query(
      `insert into user_addresses (user_id, receiver, mobile, province_id, province, city_id, city, area_id, area, addr, is_default)
       select u, '张三', '13800138000', 11, '北京市', 1101, '北京市', 110101, '东城区', '东长安街1号院', 1 from unnest($1::int[]) as u`,
      [buyers.map((b) => b.userId)],
    );
    const addr = new Map(
      (
        await t.ctx.database.query<{ user_id: number; addr_id: number }>(
          "select user_id, addr_id from user_addresses where user_id = any($1::int[])",
          [buyers.map((b) => b.userId)],
        )
      ).map((r) => [Number(r.user_id), Number(r.addr_id)]),
    );
    const tokens = [];
    for (const b of buyers) {
      const c = await api<{ submitToken: string }>(t, "POST", "/p/order/confirm", {
        token: b.token,
        body: { buyNow: { prodId: sku!.prodId, skuId: sku!.skuId, count: 1 } },
      });
      expect(c.code).toBe("00000");
      tokens.push({ ...b, submitToken: c.data.submitToken });
    }

    const results = await Promise.all(
      tokens.map((b) =>
        api(t, "POST", "/p/order/submit", {
          token: b.token,
          body: { submitToken: b.submitToken, addrId: addr.get(b.userId) },
        }),
      ),
    );

    const codes = results.reduce<Record<string, number>>((m, r) => ({ ...m, [r.code]: (m[r.code] ?? 0) + 1 }), {});
    expect(codes).toEqual({ "00000": STOCK, A03010: BUYERS - STOCK });
    expect(await stockOf(t, sku!.skuId)).toBe(0);
    const [orders] = await t.ctx.database.query<{ n: number; pieces: number }>(
      "select count(distinct o.order_id)::int as n, coalesce(sum(oi.count), 0)::int as pieces from orders o join order_items oi on oi.order_id = o.order_id where oi.sku_id = $1",
      [sku!.skuId],
    );
    expect([Number(orders!.n), Number(orders!.pieces)]).toEqual([STOCK, STOCK]);
    const [trades] = await t.ctx.database.query<{ n: number }>(
      "select count(*)::int as n from trades where user_id = any($1::int[])",
      [buyers.map((b) => b.userId)],
    );
    expect(Number(trades!.n)).toBe(STOCK);
  }, 120_000);
});
