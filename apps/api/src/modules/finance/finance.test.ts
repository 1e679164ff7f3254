import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SettlementPage } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { api } from "../../../test/http.ts";
import { mallDate, nowMs } from "../../infra/time.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { buyer, onSaleSkus, type Sku } from "../checkout/test-support.ts";
import { application, apply, fireJobs, orderOf, staffToken } from "../refund/test-support.ts";
import { fenToYuan } from "./csv.ts";
import { financeServiceOf } from "./service.ts";
import { addDay, settleDay } from "./settle.ts";

/*
 * The settlement (ADR 0049) on PGlite, and on PostgreSQL with TEST_DATABASE_URL: a day's figures
 * with refunds and two categories at different rates, a refund after settlement as the next day's
 * adjustment, the job run twice / after a crash / concurrently settling once, the CSV = the table.
 */

let t: TestApp;
let platform: string;
let a: Sku; // category rate 300 bp
let b: Sku; // same shop, another category, rate 1250 bp
let D: string; // the mall day under test (three days ago)

const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+08:00`).toISOString();
const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => t.ctx.database.query<T>(text, params);
/** Round half up of amount × bp / 10000: the ADR's rule, written independently of the SQL. */
const comm = (amount: number, bp: number) => Math.floor((amount * bp + 5000) / 10000);

async function lineOf(orderNumber: string) {
  const [r] = await q<{ actual_total: string; paid: string }>(
    "select i.actual_total, o.actual_total as paid from order_items i join orders o on o.order_id = i.order_id where o.order_number = $1",
    [orderNumber],
  );
  return { line: Number(r!.actual_total), paid: Number(r!.paid) };
}

async function refundOf(o: { orderNumber: string; orderItemId: number }, yuan: number, when: string) {
  const r = await apply(t, await buyerOf(o.orderNumber), application(o, { applyType: 1, refundAmount: yuan }));
  expect(r.code, r.msg ?? "").toBe("00000");
  const staff = await staffToken(t, a.shopId);
  const ok = await api(t, "PUT", "/m/refund/accept", { token: staff, body: { refundSn: r.data.refundSn } });
  expect(ok.code, ok.msg ?? "").toBe("00000");
  await q("update refunds set refunded_at = $2 where refund_sn = $1 and status = 5", [r.data.refundSn, when]);
  return r.data.refundSn;
}

const buyers = new Map<string, Awaited<ReturnType<typeof buyer>>>();
async function buyerOf(orderNumber: string) {
  return buyers.get(orderNumber)!;
}
async function order(s: Sku, count: number, paidAt: string) {
  const who = await buyer(t);
  const o = await orderOf(t, who, s, { count });
  buyers.set(o.orderNumber, who);
  await q("update orders set paid_at = $2, created_at = $2 where order_number = $1", [o.orderNumber, paidAt]);
  return o;
}

/** Runs the settle job for `day` under `key`; the next day's job it schedules (already due here) is dropped. */
async function runSettleJob(day: string, key: string) {
  await q("delete from jobs where kind = 'finance.settle' and status = 'pending'");
  await t.ctx.jobs.schedule("finance.settle", { day }, { uniqueKey: key, runAt: new Date(Date.now() - 1000) });
  await fireJobs(t, key);
  await q("delete from jobs where kind = 'finance.settle' and status = 'pending'");
}

async function settlement(shopId: number, day: string) {
  const r = await api<SettlementPage>(t, "GET", `/admin/finance/settlements?shopId=${shopId}&from=${day}&to=${day}`, {
    token: platform,
  });
  expect(r.code, r.msg ?? "").toBe("00000");
  return r.data.records[0];
}

beforeAll(async () => {
  t = await createSeededApp();
  platform = (
    await api<{ token: string }>(t, "POST", "/admin/login", { body: { userName: "platform", passWord: "souk1234" } })
  ).data.token;
  // Two products of one shop in two different categories, with different rates.
  const skus = await onSaleSkus(t);
  const cats = await q<{ prod_id: number; category_id: number }>("select prod_id, category_id from products");
  const catOf = new Map(cats.map((c) => [Number(c.prod_id), Number(c.category_id)]));
  const pair = skus.flatMap((x) =>
    skus
      .filter((y) => y.shopId === x.shopId && catOf.get(y.prodId) !== catOf.get(x.prodId))
      .map((y) => [x, y] as const),
  )[0]!;
  [a, b] = pair;
  await q("update categories set commission_rate = 300 where category_id = $1", [catOf.get(a.prodId)]);
  await q("update categories set commission_rate = 1250 where category_id = $1", [catOf.get(b.prodId)]);
  D = addDay(mallDate(nowMs(t.ctx)), -3);
  // The boot scheduled yesterday's settlement (already due): this file runs the job itself.
  await q("delete from jobs where kind = 'finance.settle' and status = 'pending'");
});
afterAll(async () => t.close());

describe("settling a mall day", () => {
  let later: { orderNumber: string; orderItemId: number };

  it("pays, refunds and commissions at each category's rate, per line to the fen; the job settles once", async () => {
    const oa = await order(a, 3, at(D, "10:00"));
    const ob = await order(b, 1, at(D, "23:59"));
    later = await order(b, 2, at(D, "12:30"));
    const la = await lineOf(oa.orderNumber);
    const lb = await lineOf(ob.orderNumber);
    const ll = await lineOf(later.orderNumber);
    // A partial refund of the first order the same day: 1.01 yuan.
    await refundOf(oa, 1.01, at(D, "20:00"));

    // The job: scheduled for the day, run twice (a repeat delivery) — one settlement.
    await runSettleJob(D, `finance-settle:${D}`);
    await runSettleJob(D, `finance-settle-again:${D}`);
    expect(await settleDay(t.ctx.database.db, D)).toBe(false);

    const rows = await q<{ n: number }>(
      "select count(*)::int as n from finance_settlements where shop_id = $1 and day = $2",
      [a.shopId, D],
    );
    expect(Number(rows[0]!.n)).toBe(1);
    const paid = la.paid + lb.paid + ll.paid;
    const commission = comm(la.line, 300) + comm(lb.line, 1250) + comm(ll.line, 1250) - comm(101, 300);
    expect(await settlement(a.shopId, D)).toMatchObject({
      day: D,
      orders: 3,
      paid,
      refunds: 101,
      commission,
      adjustment: 0,
      adjustments: [],
      owed: paid - 101 - commission,
    });
  });

  it("a refund after the day was settled reduces the next day's settlement as an adjustment line", async () => {
    const before = await settlement(a.shopId, D);
    const next = addDay(D, 1);
    const sn = await refundOf(later, 2, at(next, "09:15"));
    expect(await financeServiceOf(t.ctx).settleThrough(next)).toEqual([next]);
    expect(await settlement(a.shopId, D)).toEqual(before); // the settled day never changes
    const row = await settlement(a.shopId, next);
    expect(row).toMatchObject({
      paid: 0,
      refunds: 0,
      commission: 0,
      adjustment: 200 - comm(200, 1250),
      adjustments: [
        {
          refundSn: sn,
          orderNumber: later.orderNumber,
          orderDay: D,
          refundAmount: 200,
          commissionBack: comm(200, 1250),
        },
      ],
      owed: -(200 - comm(200, 1250)),
    });
  });

  it("a crash mid-way leaves nothing; the retry and a concurrent run settle the day once", async () => {
    const day = addDay(D, 2);
    const o = await order(a, 1, at(day, "08:00"));
    const sn = await refundOf(o, 0.5, at(day, "11:00"));
    // The crash: the shops' rows fail to insert after the day was claimed (a row in the way).
    await q(
      "insert into finance_settlements (shop_id, day, orders, paid, refunds, commission, adjustment, owed) values ($1, $2, 0, 0, 0, 0, 0, 0)",
      [a.shopId, day],
    );
    await expect(settleDay(t.ctx.database.db, day)).rejects.toThrow();
    expect(await q("select * from finance_settled_days where day = $1", [day])).toEqual([]);
    await q("delete from finance_settlements where day = $1", [day]);
    const runs = await Promise.all([settleDay(t.ctx.database.db, day), settleDay(t.ctx.database.db, day)]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    const row = await settlement(a.shopId, day);
    expect(row).toMatchObject({ orders: 1, refunds: 50 });
    expect(sn).toMatch(/\w/);
  });

  it("the CSV holds the table's rows and figures", async () => {
    const from = D;
    const to = addDay(D, 2);
    const page = await api<SettlementPage>(t, "GET", `/admin/finance/settlements?from=${from}&to=${to}&size=50`, {
      token: platform,
      lang: "en",
    });
    const csv = await t.app.inject({
      method: "GET",
      url: `/admin/finance/settlements/csv?from=${from}&to=${to}`,
      headers: { authorization: platform, "accept-language": "en" },
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("Day,Shop ID,Shop,Orders,Paid,Refunds,Commission,Adjustment,Owed,Adjustment lines");
    expect(lines).toHaveLength(page.data.records.length + 1);
    page.data.records.forEach((r, i) => {
      const cells = lines[i + 1]!.split(",");
      expect(cells.slice(0, 2)).toEqual([r.day, String(r.shopId)]);
      expect(cells.slice(3, 9)).toEqual([
        String(r.orders),
        ...[r.paid, r.refunds, r.commission, r.adjustment, r.owed].map(fenToYuan),
      ]);
    });
    const sum = page.data.records.reduce((s, r) => s + r.owed, 0);
    expect(page.data.totals.owed).toBe(sum);
    expect(page.data.lastSettledDay).toBe(to);
    const shops = await api<{ shopId: number }[]>(t, "GET", "/admin/finance/shops", { token: platform });
    expect(shops.data.map((s) => s.shopId)).toContain(a.shopId);
  });

  it.each([
    [0, "0.00"],
    [1, "0.01"],
    [100, "1.00"],
    [-1234, "-12.34"],
    [9_007_199_254_740, "90071992547.40"],
  ])("fen %d → %s yuan", (fen, yuan) => expect(fenToYuan(fen)).toBe(yuan));

  it("bad ranges are refused in the reader's language; finance needs the finance permission", async () => {
    const bad = await api(t, "GET", "/admin/finance/settlements?from=2026-02-01&to=2026-01-01", {
      token: platform,
      lang: "en",
    });
    expect(bad.status).toBe(400);
    expect(bad.msg).toMatch(/range|day/i);
    const shop = await staffToken(t, a.shopId);
    expect((await api(t, "GET", "/admin/finance/settlements", { token: shop })).status).toBe(401);
    const ops = await api(t, "POST", "/admin/staff", {
      token: platform,
      body: { userName: "fin_ops_test", name: "运营", role: "operations", password: "souk1234" },
    });
    expect(ops.code, ops.msg ?? "").toBe("00000");
    const opsToken = (
      await api<{ token: string }>(t, "POST", "/admin/login", {
        body: { userName: "fin_ops_test", passWord: "souk1234" },
      })
    ).data.token;
    const denied = await api(t, "GET", "/admin/finance/settlements", { token: opsToken });
    expect([denied.status, denied.code]).toEqual([403, "A00016"]);
    expect((await api(t, "GET", `/admin/report/sales?from=${D}&to=${D}`, { token: opsToken })).code).toBe("00000");
  });
});

describe("mall-wide sales report", () => {
  it("by day, shop and category over the range; totals add up", async () => {
    const r = await api<{
      days: { day: string; paid: number; refunds: number }[];
      shops: { shopId: number; paid: number }[];
      categories: { paid: number }[];
      total: { paid: number; refunds: number };
    }>(t, "GET", `/admin/report/sales?from=${D}&to=${addDay(D, 2)}`, { token: platform });
    expect(r.code, r.msg ?? "").toBe("00000");
    expect(r.data.days.map((d) => d.day)).toEqual([D, addDay(D, 1), addDay(D, 2)]);
    const settled = await q<{ paid: string }>(
      "select sum(paid) as paid from finance_settlements where day between $1 and $2",
      [D, addDay(D, 2)],
    );
    expect(r.data.total.paid).toBe(Number(settled[0]!.paid));
    expect(r.data.shops.reduce((s, x) => s + x.paid, 0)).toBe(r.data.total.paid);
    expect(r.data.total.refunds).toBe(101 + 200 + 50);
    expect(r.data.categories.length).toBeGreaterThan(0);
  });
});
