import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CouponView, MerchantCouponView, Page } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { api } from "../../../test/http.ts";
import { hashPassword } from "../../infra/auth/password-hash.ts";
import { shopStaff } from "../../infra/db/schema/index.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { makeCoupon, couponOf } from "./test-support.ts";

/**
 * Platform coupons in the console: the seller center's rules and validation through the
 * one coupon service with shopId 0; what is created shows in the storefront's coupon center.
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
    userName: "platform_cp_service",
    role: "service",
    passwordHash: await hashPassword("souk1234"),
  });
  admin = await signIn("/admin/login", "platform");
  service = await signIn("/admin/login", "platform_cp_service");
  shop = await signIn("/m/login", "shop1");
});
afterAll(async () => t.close());

const body = (over: Record<string, unknown> = {}) => JSON.parse(JSON.stringify(couponOf(over)));

describe("platform coupons", () => {
  it("creates one, lists it, shows it in the coupon center, edits it, stops it; every change is in the op-log", async () => {
    const r = await api<{ couponId: number }>(t, "POST", "/admin/coupon", {
      token: admin,
      body: body({
        couponNameZh: "全场满100减10",
        couponNameEn: "10 off 100 mall-wide",
        cashCondition: 100,
        reduceAmount: 10,
      }),
    });
    expect(r.code, r.msg ?? "").toBe("00000");
    const id = r.data.couponId;
    const page = await api<Page<MerchantCouponView>>(t, "GET", "/admin/coupon/page?name=mall-wide", { token: admin });
    expect(page.data.records.map((c) => [c.couponId, c.shopId, c.couponNameEn])).toEqual([
      [id, 0, "10 off 100 mall-wide"],
    ]);
    const center = await api<CouponView[]>(t, "GET", "/ma/coupon/general_coupon_list", { lang: "zh" });
    expect(center.data.find((c) => c.couponId === id)?.couponName).toBe("全场满100减10");
    // A shop's coupon is not the platform's: not listed here, not editable here.
    const shopCoupon = await makeCoupon(t, 1, { couponNameEn: "shop one only" });
    expect(
      (
        await api<Page<MerchantCouponView>>(t, "GET", "/admin/coupon/page?size=100", { token: admin })
      ).data.records.some((c) => c.couponId === shopCoupon),
    ).toBe(false);
    expect((await api(t, "PUT", `/admin/coupon/${shopCoupon}/end`, { token: admin })).status).toBe(404);

    const edit = await api(t, "PUT", `/admin/coupon/${id}`, {
      token: admin,
      body: body({ couponNameZh: "全场满100减12", couponNameEn: "12 off 100", cashCondition: 100, reduceAmount: 12 }),
    });
    expect(edit.code, edit.msg ?? "").toBe("00000");
    expect(
      (await api<CouponView[]>(t, "GET", "/ma/coupon/general_coupon_list")).data.find((c) => c.couponId === id)
        ?.reduceAmount,
    ).toBe(12);
    expect((await api(t, "PUT", `/admin/coupon/${id}/end`, { token: admin })).code).toBe("00000");
    const ended = await api<Page<MerchantCouponView>>(t, "GET", "/admin/coupon/page?state=ended", { token: admin });
    expect(ended.data.records.map((c) => c.couponId)).toContain(id);
    expect(
      (await api<CouponView[]>(t, "GET", "/ma/coupon/general_coupon_list")).data.some((c) => c.couponId === id),
    ).toBe(false);
    const log = await t.ctx.database.query<{ action: string }>(
      "select action from staff_op_log where shop_id is null and target = $1 order by id",
      [`coupon:${id}`],
    );
    expect(log.map((l) => l.action)).toEqual(["coupon.create", "coupon.update", "coupon.end"]);
  });

  it("validates like the seller center, in the buyer's language", async () => {
    const empty = await api(t, "POST", "/admin/coupon", { token: admin, body: body({ couponNameZh: "" }), lang: "zh" });
    expect([empty.status, empty.code]).toEqual([400, "A00002"]);
    expect(empty.msg).toMatch(/优惠券名称/);
    const noRule = await api(t, "POST", "/admin/coupon", {
      token: admin,
      body: body({ reduceAmount: 0 }),
      lang: "en",
    });
    expect(noRule.code).toBe("A00002");
    expect((await api(t, "GET", "/admin/coupon/page?state=soon", { token: admin })).code).toBe("A00002");
  });

  it("customer service gets 403, a shop token 401", async () => {
    for (const [method, url] of [
      ["GET", "/admin/coupon/page"],
      ["POST", "/admin/coupon"],
      ["PUT", "/admin/coupon/1/end"],
    ] as const) {
      const s = await api(t, method, url, { token: service, body: body() });
      expect([s.status, s.code]).toEqual([403, "A00016"]);
      expect((await api(t, method, url, { token: shop, body: body() })).status).toBe(401);
    }
  });
});
