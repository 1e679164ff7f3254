import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FLOW_PAGE, type PlatformDashboard } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { api } from "../../../test/http.ts";
import { hashPassword } from "../../infra/auth/password-hash.ts";
import { shopStaff } from "../../infra/db/schema/index.ts";
import { mallDate } from "../../infra/time.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { aggregateDay } from "../flow/aggregate.ts";
import { flowServiceOf } from "../flow/service.ts";

let t: TestApp;
let platform: string;

const signIn = async (url: string, userName: string) =>
  (await api<{ token: string }>(t, "POST", url, { body: { userName, passWord: "souk1234" } })).data.token;
const dashboard = async (token = platform) => api<PlatformDashboard>(t, "GET", "/admin/dashboard", { token });

beforeAll(async () => {
  t = await createSeededApp();
  platform = await signIn("/admin/login", "platform");
});
afterAll(async () => t.close());

describe("GET /admin/dashboard", () => {
  it("answers 30 mall days ending today: the shops' paid figures summed, new members and shops, pending applications", async () => {
    const r = await dashboard();
    expect(r.code, r.msg ?? "").toBe("00000");
    const d = r.data;
    expect(d.trend).toHaveLength(30);
    expect(d.today).toEqual(d.trend.at(-1));
    expect(d.today.day).toBe(mallDate(Date.now()));
    // The paid figures are the sum of every shop's maintained daily rows over the 30 days.
    const [sum] = await t.ctx.database.query<{ amount: string; orders: string }>(
      `select coalesce(sum(paid_amount), 0) as amount, coalesce(sum(paid_orders), 0) as orders
       from shop_daily_stats where day between $1 and $2`,
      [d.trend[0]!.day, d.today.day],
    );
    expect(d.trend.reduce((n, x) => n + x.paidAmount, 0)).toBe(Number(sum!.amount));
    expect(d.trend.reduce((n, x) => n + x.paidOrders, 0)).toBe(Number(sum!.orders));
    const [pending] = await t.ctx.database.query<{ n: number }>(
      "select count(*)::int as n from shop_applications where audit_status = 0",
    );
    expect(d.todo.storeApplications).toBe(Number(pending!.n));
  });

  it("counts a member registered and a shop approved today", async () => {
    const before = (await dashboard()).data.today;
    await t.login(); // a new buyer
    const apply = await api<{ records: { applyId: number }[] }>(t, "GET", "/admin/shop/apply/page?auditStatus=0", {
      token: platform,
    });
    const applyId = apply.data.records[0]!.applyId;
    expect((await api(t, "PUT", `/admin/shop/apply/${applyId}/approve`, { token: platform })).code).toBe("00000");
    const after = (await dashboard()).data;
    expect(after.today.newMembers).toBe(before.newMembers + 1);
    expect(after.today.newShops).toBe(before.newShops + 1);
    expect(after.todo.storeApplications).toBe((await dashboard()).data.todo.storeApplications);
  });

  it("counts the mall's distinct visitors of a day once, however many shops they saw", async () => {
    const today = mallDate(Date.now());
    const ev = (step: number, shopId: number) => ({
      uuid: "dash-visitor-0001",
      uuidSession: "dash-session-0001",
      pageId: FLOW_PAGE.shopIndex,
      step,
      shopId,
    });
    const ok = await api(t, "POST", "/flowAnalysisLog", { body: [ev(1, 1), ev(2, 2)] });
    expect(ok.code, ok.msg ?? "").toBe("00000");
    await flowServiceOf(t.ctx).writer.flush();
    await aggregateDay(t.ctx, today);
    const [row] = await t.ctx.database.query<{ n: number }>(
      `select count(distinct uuid)::int as n from flow_events where day = $1 and visit_type = 1`,
      [today],
    );
    expect(Number(row!.n)).toBeGreaterThan(0);
    expect((await dashboard()).data.today.visitors).toBe(Number(row!.n));
  });

  it("is for platform staff only: a shop token and no token get 401", async () => {
    const shop = await signIn("/m/login", "shop1");
    expect((await dashboard(shop)).status).toBe(401);
    expect((await api(t, "GET", "/admin/dashboard")).status).toBe(401);
  });

  it("every platform role has the dashboard", async () => {
    await t.ctx.database.db.insert(shopStaff).values({
      shopId: null,
      userName: "platform_fin2",
      role: "finance",
      passwordHash: await hashPassword("souk1234"),
    });
    expect((await dashboard(await signIn("/admin/login", "platform_fin2"))).code).toBe("00000");
  });
});
