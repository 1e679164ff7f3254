import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FlowRangeReport, MerchantLoginResult, SalesReport, ShopDashboard, StaffRole } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { api } from "../../../test/http.ts";
import { mallDate } from "../../infra/time.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { buyer, onSaleSkus } from "../checkout/test-support.ts";

/*
 * The seller center's reports (`/m/report/sales`, `/m/report/flow`) for any range of mall days: the
 * shop's own figures only, the owner's (reports permission) only, bad ranges refused in the reader's
 * language; and the staff-token cache that keeps signed-in requests off the database stays
 * revocation-safe (a disabled account, a new role, a sign-out take effect on the next request).
 */
let t: TestApp;
let shopA: number;
let shopB: number;
const tokens = {} as Record<StaffRole, string> & { otherOwner: string };
const DAY = 86_400_000;

const signIn = async (userName: string, passWord = "souk1234") =>
  (await api<MerchantLoginResult>(t, "POST", "/m/login", { body: { userName, passWord } })).data;

beforeAll(async () => {
  t = await createSeededApp();
  const shops = [...new Set((await onSaleSkus(t)).map((s) => s.shopId))];
  [shopA, shopB] = [shops[0]!, shops[1]!];
  tokens.owner = (await signIn(`shop${shopA}`)).token;
  tokens.otherOwner = (await signIn(`shop${shopB}`)).token;
  for (const role of ["operations", "fulfilment", "service"] as const) {
    const made = await api(t, "POST", "/m/staff", {
      token: tokens.owner,
      body: { userName: `r_${role}`, name: `R ${role}`, role, password: "Staff123" },
    });
    expect(made.code).toBe("00000");
    tokens[role] = (await signIn(`r_${role}`, "Staff123")).token;
  }
});
afterAll(async () => t.close());

describe("sales by day", () => {
  it("lists every day of the range with the dashboard's figures and adds them up", async () => {
    const today = mallDate(Date.now());
    const from = mallDate(Date.now() - 29 * DAY);
    const dash = (await api<ShopDashboard>(t, "GET", "/m/dashboard", { token: tokens.owner })).data;
    const r = await api<SalesReport>(t, "GET", `/m/report/sales?from=${from}&to=${today}`, { token: tokens.owner });
    expect(r.code).toBe("00000");
    expect(r.data.days).toEqual(dash.trend);
    expect(r.data.total.paidOrders).toBe(dash.trend.reduce((n, d) => n + d.paidOrders, 0));
    expect(r.data.total.paidAmount).toBe(dash.trend.reduce((n, d) => n + d.paidAmount, 0));
    const one = await api<SalesReport>(t, "GET", `/m/report/sales?from=${today}&to=${today}`, { token: tokens.owner });
    expect(one.data.days).toEqual([dash.today]);
  });

  it.each([
    ["the end before the start", "from=2026-03-02&to=2026-03-01"],
    ["more than 366 days", "from=2025-01-01&to=2026-01-02"],
    ["a malformed day", "from=2026-3-1&to=2026-03-02"],
    ["no end", "from=2026-03-01"],
  ])("refuses %s with the contract's message", async (_name, qs) => {
    const r = await api(t, "GET", `/m/report/sales?${qs}`, { token: tokens.owner, lang: "zh" });
    expect([r.status, r.code]).toEqual([400, "A00002"]);
    expect(JSON.stringify(r)).toContain("最长366天");
  });
});

describe("the flow report over a range", () => {
  it("sums the stored days of the staff's own shop only", async () => {
    const days = ["2026-02-01", "2026-02-02", "2026-02-03"];
    for (const [i, day] of days.entries()) {
      await t.ctx.database.query(
        `insert into flow_days_aggregated (day, events, aggregated_at) values ($1, 1, now())`,
        [day],
      );
      for (const [shop, pv] of [
        [shopA, 10 + i],
        [shopB, 1000],
      ] as const) {
        await t.ctx.database.query(
          `insert into flow_page_daily (day, shop_id, page_id, pv, uv) values ($1, $2, 1, $3, 2)`,
          [day, shop, pv],
        );
        await t.ctx.database.query(
          `insert into flow_funnel_daily (day, shop_id, prod_id, viewers, carters, orderers, payers) values ($1, $2, 0, 5, 3, 2, 1)`,
          [day, shop],
        );
      }
    }
    const r = await api<FlowRangeReport>(t, "GET", "/m/report/flow?from=2026-02-02&to=2026-02-03", {
      token: tokens.owner,
    });
    expect(r.code).toBe("00000");
    expect(r.data.aggregatedDays).toBe(2);
    expect(r.data.pages).toEqual([expect.objectContaining({ pageId: 1, pv: 11 + 12, uv: 4 })]);
    expect(r.data.funnel).toEqual([
      expect.objectContaining({ prodId: 0, prodName: "Total", viewers: 10, carters: 6, orderers: 4, payers: 2 }),
    ]);
    const theirs = await api<FlowRangeReport>(t, "GET", "/m/report/flow?from=2026-02-02&to=2026-02-03", {
      token: tokens.otherOwner,
    });
    expect(theirs.data.pages[0]!.pv).toBe(2000);
  });
});

describe("who may read the reports", () => {
  it.each(["operations", "fulfilment", "service"] as const)("not %s staff (403)", async (role) => {
    for (const url of [
      "/m/report/sales?from=2026-02-01&to=2026-02-02",
      "/m/report/flow?from=2026-02-01&to=2026-02-02",
    ]) {
      const r = await api(t, "GET", url, { token: tokens[role] });
      expect([r.status, r.code]).toEqual([403, "A00016"]);
    }
  });

  it("not a buyer (401)", async () => {
    const b = await buyer(t);
    const r = await api(t, "GET", "/m/report/sales?from=2026-02-01&to=2026-02-02", { token: b.token });
    expect(r.status).toBe(401);
  });
});

describe("the staff-token cache stays revocation-safe", () => {
  it("a disabled account, a new role and a sign-out take effect on the next request", async () => {
    const made = await api<{ staffId: number }>(t, "POST", "/m/staff", {
      token: tokens.owner,
      body: { userName: "r_cached", name: "Cached", role: "operations", password: "Staff123" },
    });
    const id = made.data.staffId;
    let token = (await signIn("r_cached", "Staff123")).token;
    const page = () => api(t, "GET", "/m/product/page?current=1&size=1", { token });
    expect((await page()).status).toBe(200); // verified and cached
    expect((await page()).status).toBe(200); // from the cache
    await api(t, "PUT", `/m/staff/${id}/role`, { token: tokens.owner, body: { role: "service" } });
    expect([(await page()).status, (await page()).code]).toEqual([403, "A00016"]);
    await api(t, "PUT", `/m/staff/${id}/status`, { token: tokens.owner, body: { status: 0 } });
    expect((await api(t, "GET", "/m/staff/me", { token })).status).toBe(401);
    await api(t, "PUT", `/m/staff/${id}/status`, { token: tokens.owner, body: { status: 1 } });
    token = (await signIn("r_cached", "Staff123")).token;
    expect((await api(t, "GET", "/m/staff/me", { token })).status).toBe(200);
    await api(t, "POST", "/m/logout", { token });
    expect((await api(t, "GET", "/m/staff/me", { token })).status).toBe(401);
    token = (await signIn("r_cached", "Staff123")).token;
    expect((await api(t, "GET", "/m/staff/me", { token })).status).toBe(200);
    await api(t, "PUT", `/m/staff/${id}/password`, { token: tokens.owner, body: { password: "Other123" } });
    expect((await api(t, "GET", "/m/staff/me", { token })).status).toBe(401);
  });
});
