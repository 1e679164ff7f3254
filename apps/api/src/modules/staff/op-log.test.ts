import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MerchantLoginResult, OpLogEntry, Page } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { api } from "../../../test/http.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { buyer, onSaleSkus, type Sku } from "../checkout/test-support.ts";
import { apply, application, orderOf } from "../refund/test-support.ts";
import { png, upload } from "../shop-apply/test-support.ts";

/*
 * The operation log as the owner reads it: each change through the merchant API names who did
 * it, what it acted on and the facts (prices and stock, carrier, reason), and nothing else's.
 */
let t: TestApp;
let s: Sku;
let owner: string;
const staff: Record<"operations" | "fulfilment", string> = { operations: "", fulfilment: "" };

beforeAll(async () => {
  t = await createSeededApp();
  s = (await onSaleSkus(t))[0]!;
  owner = (
    await api<MerchantLoginResult>(t, "POST", "/m/login", {
      body: { userName: `shop${s.shopId}`, passWord: "souk1234" },
    })
  ).data.token;
  for (const role of ["operations", "fulfilment"] as const) {
    await api(t, "POST", "/m/staff", {
      token: owner,
      body: { userName: `log_${role}`, name: role, role, password: "Staff123" },
    });
    staff[role] = (
      await api<MerchantLoginResult>(t, "POST", "/m/login", { body: { userName: `log_${role}`, passWord: "Staff123" } })
    ).data.token;
  }
});
afterAll(async () => t.close());

const log = async (action: string) =>
  (await api<Page<OpLogEntry>>(t, "GET", `/m/oplog/page?action=${action}`, { token: owner })).data.records;

describe("the operation log", () => {
  it("records a product's prices and stock as saved, and its shelf changes, by whom", async () => {
    const [leaf] = await t.ctx.database.query<{ id: number }>(
      "select category_id as id from categories where grade = 3 order by category_id limit 1",
    );
    const pic = (await upload(t, "/m/file/upload", staff.operations, await png("#884411", 400, 400))).data.filePath;
    const body = (price: number, stock: number) => ({
      prodName: "日志测试商品",
      categoryId: Number(leaf!.id),
      pic,
      salesAttrs: [{ name: "颜色", values: [{ value: "红" }] }],
      skus: [{ properties: ["红"], price, stock }],
    });
    const made = await api<{ prodId: number }>(t, "POST", "/m/product", {
      token: staff.operations,
      body: body(1000, 5),
    });
    expect(made.code, made.msg ?? "").toBe("00000");
    const prodId = made.data.prodId;
    expect((await api(t, "PUT", `/m/product/${prodId}`, { token: staff.operations, body: body(1200, 9) })).code).toBe(
      "00000",
    );
    await api(t, "PUT", `/m/product/${prodId}/status`, { token: staff.operations, body: { status: 1 } });
    expect((await log("product.update")).map((e) => [e.userName, e.target, e.detail])).toEqual([
      ["log_operations", String(prodId), { skus: [{ properties: ["红"], price: 1200, stock: 9 }] }],
    ]);
    expect((await log("product.create"))[0]!.detail).toEqual({ skus: [{ properties: ["红"], price: 1000, stock: 5 }] });
    expect((await log("product.status"))[0]).toMatchObject({ target: String(prodId), detail: { status: 1 } });
  });

  it("records shipping; a refused request records nothing", async () => {
    const b = await buyer(t);
    const o = await orderOf(t, b, s);
    const shipped = await api(t, "PUT", "/m/order/delivery", {
      token: staff.fulfilment,
      body: { orderNumber: o.orderNumber, carrier: "SF Express", trackingNumber: "SF20260001" },
    });
    expect(shipped.code, shipped.msg ?? "").toBe("00000");
    const again = await api(t, "PUT", "/m/order/delivery", {
      token: staff.fulfilment,
      body: { orderNumber: o.orderNumber, carrier: "SF Express", trackingNumber: "SF20260002" },
    });
    expect(again.code).not.toBe("00000");
    expect((await log("order.ship")).map((e) => [e.userName, e.target, e.detail.trackingNumber])).toEqual([
      ["log_fulfilment", o.orderNumber, "SF20260001"],
    ]);
  });

  it("records a refund accepted and one refused with the reason", async () => {
    const b = await buyer(t);
    const o1 = await orderOf(t, b, s);
    const o2 = await orderOf(t, b, s);
    const r1 = await apply(t, b, application(o1, { applyType: 1, refundAmount: o1.actualTotal / 100 }));
    const r2 = await apply(t, b, application(o2, { applyType: 1, refundAmount: o2.actualTotal / 100 }));
    expect([r1.code, r2.code]).toEqual(["00000", "00000"]);
    await api(t, "PUT", "/m/refund/accept", { token: staff.fulfilment, body: { refundSn: r1.data.refundSn } });
    const refused = await api(t, "PUT", "/m/refund/refuse", {
      token: staff.fulfilment,
      body: { refundSn: r2.data.refundSn, reason: "已发货无法仅退款" },
    });
    expect(refused.code, refused.msg ?? "").toBe("00000");
    expect((await log("refund.accept")).map((e) => e.target)).toEqual([r1.data.refundSn]);
    expect((await log("refund.refuse")).map((e) => [e.target, e.detail.reason])).toEqual([
      [r2.data.refundSn, "已发货无法仅退款"],
    ]);
  });

  it("records promotions created and ended", async () => {
    const day = 86_400_000;
    const made = await api<{ couponId: number }>(t, "POST", "/m/coupon", {
      token: staff.operations,
      body: {
        couponNameZh: "日志券",
        couponNameEn: "Log coupon",
        couponType: 1,
        cashCondition: 100,
        reduceAmount: 10,
        validTimeType: 1,
        startTime: new Date(Date.now() - day).toISOString(),
        endTime: new Date(Date.now() + 10 * day).toISOString(),
        totalStock: 10,
      },
    });
    expect(made.code, made.msg ?? "").toBe("00000");
    await api(t, "PUT", `/m/coupon/${made.data.couponId}/end`, { token: staff.operations });
    expect((await log("promotion.create")).map((e) => [e.target, e.detail.couponNameEn])).toEqual([
      [`coupon:${made.data.couponId}`, "Log coupon"],
    ]);
    expect((await log("promotion.end")).map((e) => [e.userName, e.target])).toEqual([
      ["log_operations", `coupon:${made.data.couponId}`],
    ]);
  });
});
