import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReturnAddress, ReturnAddressBody } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { buyer, onSaleSkus, type Sku } from "../checkout/test-support.ts";
import { api } from "../../../test/http.ts";
import { staffToken } from "./test-support.ts";

/* The shop's after-sales settings under /m/: its return address and its products' 7-day no-reason flag. */
let t: TestApp;
let skus: Sku[];
beforeAll(async () => {
  t = await createSeededApp();
  skus = await onSaleSkus(t);
});
afterAll(async () => t.close());

const good: ReturnAddressBody = {
  receiver: "王售后",
  mobile: "13900001111",
  provinceId: 44,
  cityId: 4403,
  areaId: 440305,
  addr: "科技园南路 8 号 3 楼退货组",
};
const flagOf = async (prodId: number) =>
  Number(
    (
      await t.ctx.database.query<{ f: number }>("select no_reason_return as f from products where prod_id = $1", [
        prodId,
      ])
    )[0]!.f,
  );

describe("the shop's return address", () => {
  it("reads the seeded one and sets a new one; another shop keeps its own", async () => {
    const shopId = skus[0]!.shopId;
    const staff = await staffToken(t, shopId);
    const seeded = await api<ReturnAddress>(t, "GET", "/m/shop/returnAddress", { token: staff });
    expect(seeded.code, seeded.msg ?? "").toBe("00000");
    expect(seeded.data).toMatchObject({
      provinceId: 33,
      province: "浙江省",
      cityId: 3301,
      areaId: 330110,
      area: "余杭区",
    });
    expect(seeded.data.fullAddr).toBe(`浙江省 杭州市 余杭区 ${seeded.data.addr}`);

    const put = await api<ReturnAddress>(t, "PUT", "/m/shop/returnAddress", { token: staff, body: good });
    expect(put.code, put.msg ?? "").toBe("00000");
    const now = await api<ReturnAddress>(t, "GET", "/m/shop/returnAddress", { token: staff });
    expect(now.data).toEqual({
      ...good,
      province: "广东省",
      city: "深圳市",
      area: "南山区",
      fullAddr: "广东省 深圳市 南山区 科技园南路 8 号 3 楼退货组",
    });
    // Another shop's address is untouched.
    const other = skus.find((s) => s.shopId !== shopId)!;
    const otherStaff = await staffToken(t, other.shopId);
    expect((await api<ReturnAddress>(t, "GET", "/m/shop/returnAddress", { token: otherStaff })).data.provinceId).toBe(
      33,
    );
  });

  it.each([
    [
      "receiver",
      { receiver: "王" },
      "receiver: 收货人为2-20个字符，不能包含特殊字符",
      "receiver: Recipient must be 2-20 characters without special characters",
    ],
    ["mobile", { mobile: "12345" }, "mobile: 请输入正确的手机号", "mobile: Please enter a valid phone number"],
    [
      "region (missing)",
      { provinceId: undefined },
      "provinceId: 请选择所在地区",
      "provinceId: Please choose the region",
    ],
    ["region (not a chain)", { cityId: 3301 }, "areaId: 请选择所在地区", "areaId: Please choose the region"],
    ["address", { addr: "短" }, "addr: 详细地址为5-100个字符", "addr: Detailed address must be 5-100 characters"],
  ] as const)("a bad %s is refused in both languages and changes nothing", async (_what, over, zh, en) => {
    const shopId = skus[0]!.shopId;
    const staff = await staffToken(t, shopId);
    const before = (await api<ReturnAddress>(t, "GET", "/m/shop/returnAddress", { token: staff })).data;
    const body = { ...good, receiver: "李退货", ...over };
    const rz = await api(t, "PUT", "/m/shop/returnAddress", { token: staff, body, lang: "zh" });
    const re = await api(t, "PUT", "/m/shop/returnAddress", { token: staff, body, lang: "en" });
    expect(rz.status).toBe(400);
    expect([rz.msg, re.msg]).toEqual([zh, en]);
    expect((await api<ReturnAddress>(t, "GET", "/m/shop/returnAddress", { token: staff })).data).toEqual(before);
  });

  it("needs a staff token: a buyer's token is refused", async () => {
    const b = await buyer(t);
    expect((await api(t, "GET", "/m/shop/returnAddress", { token: b.token })).code).toBe("A00004");
    expect((await api(t, "PUT", "/m/shop/returnAddress", { token: b.token, body: good })).code).toBe("A00004");
  });
});

describe("the 7-day no-reason return flag", () => {
  it("the shop turns it on and off for its own product", async () => {
    const s = skus[1]!;
    const staff = await staffToken(t, s.shopId);
    for (const [value, stored] of [
      [true, 1],
      [0, 0],
      [1, 1],
      [false, 0],
    ] as const) {
      const r = await api(t, "PUT", "/m/product/noReasonReturn", {
        token: staff,
        body: { prodId: s.prodId, noReasonReturn: value },
      });
      expect(r.code, r.msg ?? "").toBe("00000");
      expect(await flagOf(s.prodId)).toBe(stored);
    }
  });

  it("another shop's product, or none, is not found (404, zh/en) and stays as it was", async () => {
    const mine = skus[0]!;
    const theirs = skus.find((s) => s.shopId !== mine.shopId)!;
    const staff = await staffToken(t, mine.shopId);
    const before = await flagOf(theirs.prodId);
    for (const [lang, msg] of [
      ["zh", "商品不存在"],
      ["en", "The product does not exist"],
    ] as const) {
      const r = await api(t, "PUT", "/m/product/noReasonReturn", {
        token: staff,
        lang,
        body: { prodId: theirs.prodId, noReasonReturn: before ? 0 : 1 },
      });
      expect([r.status, r.msg]).toEqual([404, msg]);
    }
    expect(await flagOf(theirs.prodId)).toBe(before);
    const none = await api(t, "PUT", "/m/product/noReasonReturn", {
      token: staff,
      body: { prodId: 99_999_999, noReasonReturn: 1 },
    });
    expect(none.status).toBe(404);
    const bad = await api(t, "PUT", "/m/product/noReasonReturn", {
      token: staff,
      lang: "en",
      body: { prodId: mine.prodId, noReasonReturn: "yes" },
    });
    expect([bad.status, bad.msg]).toEqual([
      400,
      "noReasonReturn: Please choose whether the product offers 7-day no-reason returns",
    ]);
  });
});
