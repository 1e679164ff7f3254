import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  MerchantCouponView,
  MerchantDiscountView,
  MerchantGroupActivityView,
  MerchantLoginResult,
  MerchantSeckillView,
  Page,
} from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { api } from "../../../test/http.ts";
import { createSeededApp } from "../../seed/test-support.ts";

/*
 * The seller center's promotion routes: every seeded shop has a running promotion of each kind;
 * a shop's staff never see or change another shop's (404 exactly as an unknown id); roles without
 * the marketing permission (fulfilment, customer service) are refused every promotion route
 * (403 A00016) and nothing changes; the lists search by name and filter by state.
 */
let t: TestApp;
let shopA: number;
let shopB: number;
const token: Record<string, string> = {};

const signIn = async (userName: string) =>
  (await api<MerchantLoginResult>(t, "POST", "/m/login", { body: { userName, passWord: "souk1234" } })).data.token;

const KINDS = [
  { kind: "coupon", list: "/m/coupon/page", id: (r: MerchantCouponView) => r.couponId, base: "/m/coupon" },
  { kind: "discount", list: "/m/discount/page", id: (r: MerchantDiscountView) => r.discountId, base: "/m/discount" },
  {
    kind: "group buy",
    list: "/m/group_activity/page",
    id: (r: MerchantGroupActivityView) => r.groupActivityId,
    base: "/m/group_activity",
  },
  { kind: "flash sale", list: "/m/seckill/page", id: (r: MerchantSeckillView) => r.seckillId, base: "/m/seckill" },
] as const;

async function running(kind: (typeof KINDS)[number], tok: string): Promise<number[]> {
  const page = await api<Page<never>>(t, "GET", `${kind.list}?state=running&size=100`, { token: tok });
  expect(page.code).toBe("00000");
  return page.data.records.map((r) => (kind.id as (r: never) => number)(r));
}

beforeAll(async () => {
  t = await createSeededApp();
  const shops = await t.ctx.database.query<{ shop_id: number }>(
    `select p.shop_id from products p join shops s on s.shop_id = p.shop_id and s.status = 1
     group by p.shop_id order by count(*) desc, p.shop_id desc limit 2`,
  );
  // The open shops with the most products (every kind has products to run on in the small test catalog).
  [shopA, shopB] = [shops[0]!.shop_id, shops[1]!.shop_id];
  for (const [who, name] of [
    ["ownerA", `shop${shopA}`],
    ["ownerB", `shop${shopB}`],
    ["shipA", `ship${shopA}`],
    ["csA", `cs${shopA}`],
    ["opsA", `ops${shopA}`],
  ] as const)
    token[who] = await signIn(name);
});
afterAll(async () => t.close());

describe("promotions in the seller center", () => {
  it.each(KINDS)("every seeded shop runs a $kind", async (kind) => {
    expect((await running(kind, token.ownerA!)).length).toBeGreaterThan(0);
    expect((await running(kind, token.ownerB!)).length).toBeGreaterThan(0);
  });

  it.each(KINDS)("another shop's $kind answers 404 like an unknown id, and is not listed", async (kind) => {
    const [theirs] = await running(kind, token.ownerA!);
    const mine = await running(kind, token.ownerB!);
    expect(mine).not.toContain(theirs);
    const end = await api(t, "PUT", `${kind.base}/${theirs}/end`, { token: token.ownerB! });
    const unknown = await api(t, "PUT", `${kind.base}/2000000000/end`, { token: token.ownerB! });
    expect([end.status, end.code, end.msg]).toEqual([unknown.status, unknown.code, unknown.msg]);
    expect(end.status).toBe(404);
    expect(await running(kind, token.ownerA!)).toContain(theirs);
  });

  it("another shop's coupon and discount cannot be edited (404 like an unknown id)", async () => {
    const coupons = await api<Page<MerchantCouponView>>(t, "GET", "/m/coupon/page?state=running", {
      token: token.ownerA!,
    });
    const c = coupons.data.records[0]!;
    const body = {
      couponNameZh: "改名",
      couponNameEn: "Renamed",
      couponType: 1,
      cashCondition: 0,
      reduceAmount: 1,
      validTimeType: 1,
      startTime: "2026-01-01T00:00:00Z",
      endTime: "2030-01-01T00:00:00Z",
      totalStock: 999,
    };
    const put = await api(t, "PUT", `/m/coupon/${c.couponId}`, { token: token.ownerB!, body });
    const unknown = await api(t, "PUT", "/m/coupon/2000000000", { token: token.ownerB!, body });
    expect([put.status, put.code, put.msg]).toEqual([404, unknown.code, unknown.msg]);
    const again = await api<Page<MerchantCouponView>>(
      t,
      "GET",
      `/m/coupon/page?name=${encodeURIComponent(c.couponNameZh)}`,
      {
        token: token.ownerA!,
      },
    );
    expect(again.data.records.map((r) => r.couponNameZh)).toContain(c.couponNameZh);
    expect(again.data.records.map((r) => r.couponNameZh)).not.toContain("改名");
  });

  const writes = [
    ["POST", "/m/coupon"],
    ["PUT", "/m/coupon/1"],
    ["PUT", "/m/coupon/1/end"],
    ["POST", "/m/discount"],
    ["PUT", "/m/discount/1"],
    ["PUT", "/m/discount/1/end"],
    ["POST", "/m/group_activity"],
    ["PUT", "/m/group_activity/1"],
    ["PUT", "/m/group_activity/1/end"],
    ["POST", "/m/seckill"],
    ["PUT", "/m/seckill/1"],
    ["PUT", "/m/seckill/1/end"],
  ] as const;
  it.each(writes.flatMap(([m, u]) => (["shipA", "csA"] as const).map((who) => [who, m, u] as const)))(
    "%s is refused %s %s (A00016)",
    async (who, method, url) => {
      const r = await api(t, method, url, { token: token[who]!, body: {} });
      expect([r.status, r.code]).toEqual([403, "A00016"]);
    },
  );

  it("operations staff may end their own shop's promotion", async () => {
    const [id] = await running(KINDS[0], token.opsA!);
    const end = await api(t, "PUT", `/m/coupon/${id}/end`, { token: token.opsA! });
    expect(end.code).toBe("00000");
    expect(await running(KINDS[0], token.opsA!)).not.toContain(id);
    const ended = await api<Page<MerchantCouponView>>(t, "GET", "/m/coupon/page?state=ended", { token: token.opsA! });
    expect(ended.data.records.map((r) => r.couponId)).toContain(id);
  });

  it("searches by name in either language and refuses an unknown state", async () => {
    const zh = await api<Page<MerchantSeckillView>>(t, "GET", `/m/seckill/page?name=${encodeURIComponent("整点")}`, {
      token: token.ownerA!,
    });
    expect(zh.data.total).toBeGreaterThan(0);
    const en = await api<Page<MerchantSeckillView>>(t, "GET", "/m/seckill/page?name=ON-THE-HOUR", {
      token: token.ownerA!,
    });
    expect(en.data.total).toBe(zh.data.total);
    const none = await api<Page<MerchantSeckillView>>(t, "GET", "/m/seckill/page?name=%25_nothing", {
      token: token.ownerA!,
    });
    expect(none.data.total).toBe(0);
    const bad = await api(t, "GET", "/m/coupon/page?state=soon", { token: token.ownerA! });
    expect([bad.status, bad.code]).toEqual([400, "A00002"]);
  });
});
