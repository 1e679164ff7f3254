import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/harness.ts";
import { api } from "../../../test/http.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { addressServiceOf } from "../address/service.ts";
import { buyer, onSaleSkus, type Sku } from "./test-support.ts";

/**
 * A used submit token sent again: the identical request answers the first result (the buyer whose
 * answer was lost learns its payNo); the same token with other details (another address, other
 * remarks, an invoice, other coupons) is refused with 409 A00015 and the order stays as first
 * submitted — the client that changed the address must not believe the order ships there.
 */
let t: TestApp;
let skus: Sku[];
let next = 0;
beforeAll(async () => {
  t = await createSeededApp();
  skus = (await onSaleSkus(t)).filter((s) => s.stock >= 20);
});
afterAll(async () => t.close());

async function submitted() {
  const b = await buyer(t);
  const s = skus[next++ % skus.length]!;
  const other = await addressServiceOf(t.ctx).add(
    b.userId,
    { receiver: "李四", mobile: "13900139000", provinceId: 11, cityId: 1101, areaId: 110101, addr: "西长安街2号" },
    "zh",
  );
  const c = await api<{ submitToken: string }>(t, "POST", "/p/order/confirm", {
    token: b.token,
    body: { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 1 } },
  });
  expect(c.code, c.msg ?? "").toBe("00000");
  const body = {
    submitToken: c.data.submitToken,
    addrId: b.addrId,
    orderShopParams: [{ shopId: s.shopId, remarks: "请放门口" }],
  };
  const first = await api<{ payNo: string; orderNumbers: string; orderNumberList: string[] }>(
    t,
    "POST",
    "/p/order/submit",
    {
      token: b.token,
      body,
    },
  );
  expect(first.code, first.msg ?? "").toBe("00000");
  return { b, s, other, body, first: first.data };
}

const orderAsStored = async (orderNumber: string) => {
  const [o] = await t.ctx.database.query<{ receiver: string; remarks: string; n: number }>(
    `select o.addr->>'receiver' as receiver, o.remarks,
            (select count(*)::int from orders x where x.user_id = o.user_id) as n
       from orders o where o.order_number = $1`,
    [orderNumber],
  );
  return { receiver: o!.receiver, remarks: o!.remarks, orders: Number(o!.n) };
};

describe("a replayed submit", () => {
  it("with the identical body answers the first result and creates nothing", async () => {
    const { b, body, first } = await submitted();
    const again = await api(t, "POST", "/p/order/submit", { token: b.token, body });
    expect(again.code).toBe("00000");
    expect(again.data).toEqual(first);
    // Key order of the JSON does not matter.
    const reordered = { orderShopParams: body.orderShopParams, addrId: body.addrId, submitToken: body.submitToken };
    expect((await api(t, "POST", "/p/order/submit", { token: b.token, body: reordered })).data).toEqual(first);
    expect((await orderAsStored(first.orderNumberList[0]!)).orders).toBe(1);
  });

  it.each<[string, (x: Awaited<ReturnType<typeof submitted>>) => Record<string, unknown>]>([
    ["another address", (x) => ({ ...x.body, addrId: x.other })],
    ["other remarks", (x) => ({ ...x.body, orderShopParams: [{ shopId: x.s.shopId, remarks: "放前台" }] })],
    ["an invoice header", (x) => ({ ...x.body, invoice: { invoiceType: 1, headerType: 1, headerName: "张三" } })],
    ["a coupon choice", (x) => ({ ...x.body, couponIds: [] })],
  ])("with %s is refused with 409 and changes nothing", async (_name, change) => {
    const x = await submitted();
    const before = await orderAsStored(x.first.orderNumberList[0]!);
    const en = await api(t, "POST", "/p/order/submit", { token: x.b.token, body: change(x), lang: "en" });
    expect({ status: en.status, code: en.code, msg: en.msg }).toEqual({
      status: 409,
      code: "A00015",
      msg: "This order was already submitted with other details; nothing was changed",
    });
    const zh = await api(t, "POST", "/p/order/submit", { token: x.b.token, body: change(x), lang: "zh" });
    expect(zh.msg).toBe("该订单已按其他信息提交，未作更改");
    expect(await orderAsStored(x.first.orderNumberList[0]!)).toEqual(before);
    expect(before).toEqual({ receiver: "张三", remarks: "请放门口", orders: 1 });
    // The identical request still answers the first result.
    expect((await api(t, "POST", "/p/order/submit", { token: x.b.token, body: x.body })).data).toEqual(x.first);
  });
});

describe("the same token submitted twice at once", () => {
  it("with other details: one order, the other refused; identical: both learn the one payNo", async () => {
    for (const identical of [false, true]) {
      const b = await buyer(t);
      const s = skus[next++ % skus.length]!;
      const c = await api<{ submitToken: string }>(t, "POST", "/p/order/confirm", {
        token: b.token,
        body: { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 1 } },
      });
      const body = (remarks: string) => ({
        submitToken: c.data.submitToken,
        addrId: b.addrId,
        orderShopParams: [{ shopId: s.shopId, remarks }],
      });
      const answers = await Promise.all(
        ["甲", identical ? "甲" : "乙"].map((r) =>
          api<{ payNo: string }>(t, "POST", "/p/order/submit", { token: b.token, body: body(r) }),
        ),
      );
      const trades = await t.ctx.database.query<{ pay_no: string }>("select pay_no from trades where user_id = $1", [
        b.userId,
      ]);
      expect(trades).toHaveLength(1);
      const codes = answers.map((a) => a.code).sort();
      if (identical) {
        expect(codes).toEqual(["00000", "00000"]);
        expect(answers.map((a) => a.data.payNo)).toEqual([trades[0]!.pay_no, trades[0]!.pay_no]);
      } else {
        expect(codes).toEqual(["00000", "A00015"]);
        expect(answers.find((a) => a.code === "00000")!.data.payNo).toBe(trades[0]!.pay_no);
      }
    }
  });
});
