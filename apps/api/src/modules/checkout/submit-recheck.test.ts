import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/harness.ts";
import { api } from "../../../test/http.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { buyer, onSaleSkus, setSku, stockOf, type Sku } from "./test-support.ts";

/*
 * Submit reads and prices everything before its transaction, and only conditional writes inside it
 * re-check what was read (ADR 0031-submit-path). These tests change the SKU after submit read it
 * and before it reserves: the reservation must see the change and roll everything back.
 *
 * "Meanwhile" is made deterministic on both databases by running the change (committed on its own)
 * when submit's write statement — token, trade, orders, stock in one (ADR 0031, follow-up 2) — is
 * handed to the database driver: after every read submit made, before its conditional writes. On
 * PostgreSQL a second test makes the change from another connection that holds the SKU row while
 * submit waits for it, then commits.
 */

let t: TestApp;
let skus: Sku[];
beforeAll(async () => {
  t = await createSeededApp();
  skus = await onSaleSkus(t);
});
afterAll(async () => t.close());

type Driver = { query: (q: string | { text: string }, ...rest: unknown[]) => Promise<unknown> };
let restore = () => {};
afterEach(() => restore());

const count = async (sql: string, params: unknown[] = []) =>
  Number((await t.ctx.database.query<{ n: number }>(sql, params))[0]!.n);

/** Runs `statement` once, committed, just before the next submit's write statement reaches the database. */
function meanwhile(statement: string): void {
  const driver = (t.ctx.database.pglite ?? t.ctx.database.pool) as unknown as Driver;
  const query = driver.query;
  restore = () => {
    driver.query = query;
  };
  driver.query = async function (this: unknown, q, ...rest) {
    if (/^with tok as/.test(typeof q === "string" ? q : q.text)) {
      restore();
      await t.ctx.database.query(statement);
    }
    return query.call(this, q, ...rest);
  };
}

async function confirmAndSubmit(b: { token: string; addrId: number }, s: Sku) {
  const c = await api<{ submitToken: string }>(t, "POST", "/p/order/confirm", {
    token: b.token,
    body: { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 1 } },
  });
  expect(c.code, c.msg ?? "").toBe("00000");
  const submit = () =>
    api(t, "POST", "/p/order/submit", {
      token: b.token,
      body: { submitToken: c.data.submitToken, addrId: b.addrId },
    });
  return { submit };
}

/** No trade, order or unpaid-timeout job for the buyer, and their token is still unused. */
async function expectNothingCreated(userId: number): Promise<void> {
  expect(await count("select count(*)::int as n from trades where user_id = $1", [userId])).toBe(0);
  expect(await count("select count(*)::int as n from orders where user_id = $1", [userId])).toBe(0);
  expect(await count("select count(*)::int as n from order_items where user_id = $1", [userId])).toBe(0);
  expect(
    await count("select count(*)::int as n from submit_tokens where user_id = $1 and used_at is null", [userId]),
  ).toBe(1);
}

describe("a submit whose SKU changes between its read and its reservation", () => {
  it("refuses a price raised meanwhile, creates nothing, keeps stock and the token", async () => {
    const b = await buyer(t);
    const s = skus[3]!;
    const stock = await stockOf(t, s.skuId);
    const { submit } = await confirmAndSubmit(b, s);
    meanwhile(`update skus set price = price + 100 where sku_id = ${s.skuId}`);
    const r = await submit();
    expect([r.code, r.msg]).toEqual(["A00001", "Product information has changed, please confirm the order again"]);
    expect(await stockOf(t, s.skuId)).toBe(stock);
    await expectNothingCreated(b.userId);
    // The token was not used up: back at the confirmed price, the same token places the order.
    await setSku(t, s.skuId, { price: s.price });
    const again = await submit();
    expect(again.code, again.msg ?? "").toBe("00000");
    expect(await stockOf(t, s.skuId)).toBe(stock - 1);
  });

  it("refuses stock sold out meanwhile with 'Insufficient inventory' and creates nothing", async () => {
    const b = await buyer(t);
    const s = skus[4]!;
    const { submit } = await confirmAndSubmit(b, s);
    meanwhile(`update skus set stock = 0 where sku_id = ${s.skuId}`);
    const r = await submit();
    expect([r.status, r.code, r.msg]).toEqual([409, "A03010", "Insufficient inventory"]);
    await expectNothingCreated(b.userId);
    expect(await stockOf(t, s.skuId)).toBe(0); // nothing taken from the (sold-out) SKU
    await setSku(t, s.skuId, { stock: s.stock });
  });

  it("refuses a SKU taken off sale meanwhile and creates nothing", async () => {
    const b = await buyer(t);
    const s = skus[5]!;
    const { submit } = await confirmAndSubmit(b, s);
    meanwhile(`update skus set status = 0 where sku_id = ${s.skuId}`);
    const r = await submit();
    expect([r.status, r.msg]).toEqual([409, "Some items are off the shelf or sold out, please go back to the cart"]);
    await expectNothingCreated(b.userId);
    await setSku(t, s.skuId, { status: 1 });
    expect(await stockOf(t, s.skuId)).toBe(s.stock);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "PostgreSQL: a price edit committed by another connection while submit waits for the SKU row is seen",
    async () => {
      const b = await buyer(t);
      const s = skus[7]!;
      const stock = await stockOf(t, s.skuId);
      const { submit } = await confirmAndSubmit(b, s);
      const editor = await t.ctx.database.pool!.connect();
      try {
        await editor.query("begin");
        await editor.query("update skus set price = price + 100 where sku_id = $1", [s.skuId]);
        const pending = submit();
        // Wait until submit has read the old price and is blocked on the row the editor holds.
        for (let i = 0; i < 200; i++) {
          const [w] = await t.ctx.database.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          );
          if (Number(w!.n) > 0) break;
          await new Promise((r) => setTimeout(r, 25));
        }
        await editor.query("commit");
        const r = await pending;
        expect([r.code, r.msg]).toEqual(["A00001", "Product information has changed, please confirm the order again"]);
        expect(await stockOf(t, s.skuId)).toBe(stock);
        await expectNothingCreated(b.userId);
      } finally {
        editor.release();
        await setSku(t, s.skuId, { price: s.price });
      }
    },
  );
});
