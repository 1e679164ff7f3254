import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  RefundStatus,
  type Page,
  type RefundApplyBody,
  type RefundApplyInfo,
  type RefundListItem,
} from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import {
  buyer,
  expectBalanceIsLedgerSum,
  onSaleSkus,
  placeOrder,
  stockOf,
  type Sku,
} from "../checkout/test-support.ts";
import { api } from "../../../test/http.ts";
import { walletServiceOf } from "../wallet/service.ts";
import { refundSettingsOf } from "./settings.ts";
import {
  apply,
  application,
  detail,
  expectRefundInvariants,
  fireJobs,
  orderOf,
  staffToken,
  type Buyer,
} from "./test-support.ts";

let t: TestApp;
let skus: Sku[];
let next = 0;
/** A different on-sale SKU for every scenario (stock and lines never collide). */
const sku = () => skus[next++ % skus.length]!;
beforeAll(async () => {
  t = await createSeededApp();
  skus = (await onSaleSkus(t)).filter((s) => s.price >= 200 && s.stock >= 20);
});
afterAll(async () => t.close());

const statusOf = async (sn: string) =>
  Number(
    (await t.ctx.database.query<{ status: number }>("select status from refunds where refund_sn = $1", [sn]))[0]!
      .status,
  );
const orderStatus = async (n: string) =>
  Number(
    (await t.ctx.database.query<{ status: number }>("select status from orders where order_number = $1", [n]))[0]!
      .status,
  );
const refundCount = async () =>
  Number((await t.ctx.database.query<{ n: number }>("select count(*)::int as n from refunds"))[0]!.n);
const m = (token: string, url: string, body: unknown, lang: "zh" | "en" = "zh") =>
  api(t, "PUT", url, { token, body, lang });
const info = async (b: Buyer, o: { orderNumber: string; orderItemId: number }) =>
  (
    await api<RefundApplyInfo>(
      t,
      "GET",
      `/p/orderRefund/applyInfo?orderNumber=${o.orderNumber}&orderItemId=${o.orderItemId}`,
      { token: b.token },
    )
  ).data;

describe("return and refund to the balance", () => {
  it("apply with a photo → shop accepts → buyer ships back → shop receives and restocks → refund success, balance grown, order closed", async () => {
    const b = await buyer(t);
    const s = sku();
    const o = await orderOf(t, b, s, { receive: true });
    const before = await walletServiceOf(t.ctx).balance(b.userId);
    const stock = await stockOf(t, s.skuId);
    const form = await info(b, o);
    expect(form).toMatchObject({ maxCount: 1, maxAmount: s.price / 100, canReturn: true });

    const upload = await t.app.inject({
      method: "POST",
      url: "/p/orderRefund/proof/upload",
      headers: { authorization: b.token, "content-type": "multipart/form-data; boundary=x" },
      payload: await pngMultipart(),
    });
    const photo = upload.json().data.filePath as string;
    const a = await apply(t, b, application(o, { refundAmount: form.maxAmount, imgUrls: [photo] }));
    expect(a.code, a.msg ?? "").toBe("00000");
    const sn = a.data.refundSn;
    const staff = await staffToken(t, s.shopId);

    const list = await api<Page<RefundListItem>>(t, "GET", "/m/refund/page?tab=1", { token: staff });
    expect(list.data.records.map((r) => r.refundSn)).toContain(sn);
    expect((await m(staff, "/m/refund/accept", { refundSn: sn })).code).toBe("00000");
    expect((await detail(t, b, sn)).canShip).toBe(true);
    expect(
      (
        await m(b.token, "/p/orderRefund/submitExpress", {
          refundSn: sn,
          carrier: "顺丰速运",
          trackingNumber: "SF100200300",
        })
      ).code,
    ).toBe("00000");
    expect((await m(staff, "/m/refund/receive", { refundSn: sn, restock: true })).code).toBe("00000");

    const d = await detail(t, b, sn);
    expect(d).toMatchObject({
      status: 5,
      statusText: "退款成功",
      refundAmount: s.price / 100,
      imgUrls: [photo],
      trackingNumber: "SF100200300",
    });
    expect(d.timeline.map((e) => [e.event, e.actor])).toEqual([
      ["apply", "buyer"],
      ["accept", "shop"],
      ["ship", "buyer"],
      ["receive", "shop"],
      ["refunded", "payment"],
    ]);
    expect((await detail(t, b, sn, "en")).statusText).toBe("Refund success");
    expect(await walletServiceOf(t.ctx).balance(b.userId)).toBe(before + s.price);
    expect(await stockOf(t, s.skuId)).toBe(stock + 1);
    expect(await orderStatus(o.orderNumber)).toBe(6);
    await expectBalanceIsLedgerSum(t, b.userId);
    await expectRefundInvariants(t, o.orderNumber);
  });

  it("a partial refund keeps the order open and a restock is the shop's choice", async () => {
    const b = await buyer(t);
    const s = sku();
    const o = await orderOf(t, b, s, { count: 3, receive: true });
    const stock = await stockOf(t, s.skuId);
    const a = await apply(t, b, application(o, { applyType: 1, refundCount: 1, refundAmount: s.price / 100 }));
    const staff = await staffToken(t, s.shopId);
    expect((await m(staff, "/m/refund/accept", { refundSn: a.data.refundSn })).code).toBe("00000");
    expect(await statusOf(a.data.refundSn)).toBe(5);
    expect(await orderStatus(o.orderNumber)).toBe(4);
    expect(await stockOf(t, s.skuId)).toBe(stock);
    expect(await info(b, o)).toMatchObject({ maxCount: 2, maxAmount: (2 * s.price) / 100 });
    await expectRefundInvariants(t, o.orderNumber);
  });
});

describe("bad input is refused with a clear message and changes nothing", () => {
  it("quantity, amount, text, images, another buyer, order state, a second application, steps out of order", async () => {
    const b = await buyer(t);
    const other = await buyer(t);
    const s = sku();
    await t.ctx.database.query("update products set no_reason_return = 0 where prod_id = $1", [s.prodId]);
    const o = await orderOf(t, b, s, { count: 2, receive: true });
    const paidOnly = await orderOf(t, b, sku());
    const unpaid = await placeOrder(t, b, { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 1 } });
    const [unpaidItem] = await t.ctx.database.query<{ order_item_id: number }>(
      "select order_item_id from order_items i join orders o using (order_id) where o.order_number = $1",
      [unpaid.orderNumbers[0]],
    );
    const before = await refundCount();
    const cases: [string, Buyer, Parameters<typeof application>[0], Record<string, unknown>, string, string][] = [
      ["quantity 0", b, o, { refundCount: 0 }, "A00002", "Please enter a valid quantity (at least 1)"],
      ["more than bought", b, o, { refundCount: 3 }, "A00001", "The quantity is more than can be refunded (2)"],
      [
        "more than paid",
        b,
        o,
        { refundCount: 2, refundAmount: (2 * s.price) / 100 + 0.01 },
        "A00001",
        `The refund amount cannot exceed the refundable ¥${((2 * s.price) / 100).toFixed(2)}`,
      ],
      [
        "a third decimal",
        b,
        o,
        { refundAmount: 1.005 },
        "A00002",
        "Please enter a valid refund amount (above 0, at most 2 decimals)",
      ],
      [
        "201 characters",
        b,
        o,
        { buyerDesc: "a".repeat(201) },
        "A00002",
        "The explanation can be at most 200 characters",
      ],
      [
        "6 images",
        b,
        o,
        { imgUrls: Array.from({ length: 6 }, (_, i) => `/files/avatar/${String(i).padStart(22, "a")}.webp`) },
        "A00002",
        "You can add at most 5 proof photos",
      ],
      [
        "an image not uploaded",
        b,
        o,
        { imgUrls: [`/files/avatar/${"z".repeat(22)}.webp`] },
        "A00002",
        "imgUrls: Invalid image, please upload again",
      ],
      ["no reason", b, o, { buyerReason: "" }, "A00002", "Please choose a reason"],
      [
        "7-day no-reason on a product without it",
        b,
        o,
        { buyerReason: "noReason7Days" },
        "A00001",
        "This item has no 7-day no-reason return, or the 7 days have passed",
      ],
      ["another buyer's order", other, o, {}, "A03000", "The order does not exist"],
      [
        "an unpaid order",
        b,
        { orderNumber: unpaid.orderNumbers[0]!, orderItemId: Number(unpaidItem!.order_item_id) },
        {},
        "A00001",
        "The order has not been paid, after-sales is not available",
      ],
      [
        "a return before shipping",
        b,
        paidOnly,
        { applyType: 2 },
        "A00001",
        "The order has not been shipped yet: only a refund (without return) is possible",
      ],
      [
        "a line of another order",
        b,
        { orderNumber: o.orderNumber, orderItemId: paidOnly.orderItemId },
        {},
        "A00001",
        "This item is not in the order",
      ],
    ];
    for (const [what, who, target, extra, code, msg] of cases) {
      const r = await apply(t, who, application(target, extra as never), "en");
      expect([what, r.code], r.msg ?? "").toEqual([what, code]);
      expect(r.msg).toContain(msg);
    }
    const zh = await apply(t, b, application(o, { refundCount: 3 }), "zh");
    expect(zh.msg).toBe("退款数量超过可退数量（2件）");
    expect(await refundCount()).toBe(before);

    // a cancelled order
    await api(t, "PUT", `/p/myOrder/cancel/${unpaid.orderNumbers[0]}`, { token: b.token });
    const cancelled = await apply(
      t,
      b,
      application({ orderNumber: unpaid.orderNumbers[0]!, orderItemId: Number(unpaidItem!.order_item_id) }),
      "en",
    );
    expect(cancelled.msg).toBe("The order is cancelled or closed, after-sales is not available");

    // a finished order: after-sales closes AFTER_SALES_DAYS after receipt
    await t.ctx.database.query("update orders set received_at = now() - interval '16 days' where order_number = $1", [
      paidOnly.orderNumber,
    ]);
    await t.ctx.database.query("update orders set status = 4 where order_number = $1", [paidOnly.orderNumber]);
    expect((await apply(t, b, application(paidOnly, { applyType: 1 }), "en")).msg).toBe(
      "The after-sales period of this order has ended",
    );

    // a second application for a line in progress; steps out of order
    const first = await apply(t, b, application(o));
    expect(first.code).toBe("00000");
    expect((await apply(t, b, application(o), "en")).msg).toBe(
      "This item already has an after-sales application in progress",
    );
    const sn = first.data.refundSn;
    expect(
      (
        await m(
          b.token,
          "/p/orderRefund/submitExpress",
          { refundSn: sn, carrier: "SF", trackingNumber: "SF12345" },
          "en",
        )
      ).msg,
    ).toBe("You can fill in the return logistics after the shop accepts the return");
    const staff = await staffToken(t, s.shopId);
    expect((await m(staff, "/m/refund/receive", { refundSn: sn }, "en")).msg).toBe(
      "The buyer has not shipped the goods back yet",
    );
    expect((await m(staff, "/m/refund/accept", { refundSn: sn })).code).toBe("00000");
    const twice = await m(staff, "/m/refund/accept", { refundSn: sn }, "en");
    expect([twice.code, twice.msg]).toEqual(["A00001", "This application has already been handled"]);
    expect((await m(staff, "/m/refund/refuse", { refundSn: sn, reason: "no" }, "zh")).msg).toBe(
      "该申请已处理，请勿重复操作",
    );
    // another shop's staff sees nothing
    const elsewhere = skus.find((x) => x.shopId !== s.shopId)!;
    expect((await m(await staffToken(t, elsewhere.shopId), "/m/refund/accept", { refundSn: sn }, "en")).msg).toBe(
      "The after-sales application does not exist",
    );
    expect((await detail(t, b, sn)).timeline.map((e) => e.event)).toEqual(["apply", "accept"]);
    await expectRefundInvariants(t, o.orderNumber);
  });

  it("a repeated request answers the first result", async () => {
    const b = await buyer(t);
    const o = await orderOf(t, b, sku(), { ship: true });
    const body = application(o, { applyType: 1, requestId: "req-0001-abcdef" });
    const [x, y] = await Promise.all([apply(t, b, body), apply(t, b, body)]);
    expect(x.code).toBe("00000");
    expect(y.data).toEqual(x.data);
    expect((await apply(t, b, body)).data).toEqual(x.data);
    const n = await t.ctx.database.query("select 1 from refunds where request_id = 'req-0001-abcdef'");
    expect(n).toHaveLength(1);
  });

  it.each<[string, Partial<RefundApplyBody>]>([
    ["another description", { buyerDesc: "包装破损" }],
    ["another reason", { buyerReason: "damaged" }],
    ["another amount", { refundAmount: 0.5 }],
    ["another type", { applyType: 2 }],
  ])("the same request id with %s is refused (409 A00015) and changes nothing", async (_name, changed) => {
    const b = await buyer(t);
    const o = await orderOf(t, b, sku(), { ship: true });
    const requestId = `req-${o.orderItemId}-changed`;
    const body = application(o, { applyType: 1, requestId });
    const first = await apply(t, b, body);
    expect(first.code, first.msg ?? "").toBe("00000");
    const other = await apply(t, b, { ...body, ...changed }, "en");
    expect({ status: other.status, code: other.code, msg: other.msg }).toEqual({
      status: 409,
      code: "A00015",
      msg: "This refund application was already submitted with other details; nothing was changed",
    });
    expect((await apply(t, b, { ...body, ...changed }, "zh")).msg).toBe("该售后申请已按其他信息提交，未作更改");
    // The identical repeat still answers the first result; the application is as first sent.
    expect((await apply(t, b, body)).data).toEqual(first.data);
    const rows = await t.ctx.database.query<{ buyer_desc: string; apply_type: number; refund_amount: number }>(
      "select buyer_desc, apply_type, refund_amount from refunds where request_id = $1",
      [requestId],
    );
    expect(rows.map((r) => [r.buyer_desc, Number(r.apply_type), Number(r.refund_amount)])).toEqual([
      [body.buyerDesc, 1, 100],
    ]);
  });
});

describe("refused, edited, resubmitted; withdrawn", () => {
  it("the shop refuses with a reason; the buyer edits and resubmits; the shop accepts a refund only", async () => {
    const b = await buyer(t);
    const s = sku();
    const o = await orderOf(t, b, s, { receive: true });
    const staff = await staffToken(t, s.shopId);
    const sn = (await apply(t, b, application(o))).data.refundSn;
    expect((await m(staff, "/m/refund/refuse", { refundSn: sn, reason: "商品无质量问题" })).code).toBe("00000");
    let d = await detail(t, b, sn);
    expect(d).toMatchObject({ status: 6, rejectMessage: "商品无质量问题", canEdit: true, canWithdraw: true });
    expect(await orderStatus(o.orderNumber)).toBe(4);
    const edited = await m(b.token, "/p/orderRefund/edit", {
      refundSn: sn,
      applyType: 1,
      refundCount: 1,
      refundAmount: 1.5,
      buyerReason: "damaged",
      buyerDesc: "外包装破损，附照片",
    });
    expect(edited.code, edited.msg ?? "").toBe("00000");
    expect(
      (
        await m(
          b.token,
          "/p/orderRefund/edit",
          { refundSn: sn, applyType: 1, refundCount: 1, refundAmount: 1, buyerReason: "other" },
          "en",
        )
      ).msg,
    ).toBe("Only a refused application can be edited and submitted again");
    const balance = await walletServiceOf(t.ctx).balance(b.userId);
    expect((await m(staff, "/m/refund/accept", { refundSn: sn })).code).toBe("00000");
    d = await detail(t, b, sn);
    expect(d).toMatchObject({ status: 5, applyType: 1, refundAmount: 1.5 });
    expect(d.timeline.map((e) => [e.event, e.message])).toEqual([
      ["apply", "屏幕有划痕"],
      ["refuse", "商品无质量问题"],
      ["edit", "外包装破损，附照片"],
      ["accept", null],
      ["refunded", null],
    ]);
    expect(await walletServiceOf(t.ctx).balance(b.userId)).toBe(balance + 150);
    await expectBalanceIsLedgerSum(t, b.userId);
  });

  it("an open application can be withdrawn, a finished one cannot", async () => {
    const b = await buyer(t);
    const o = await orderOf(t, b, sku(), { ship: true });
    const sn = (await apply(t, b, application(o, { applyType: 1 }))).data.refundSn;
    expect((await m(b.token, "/p/orderRefund/cancel", { refundSn: sn })).code).toBe("00000");
    expect(await statusOf(sn)).toBe(-1);
    const again = await m(b.token, "/p/orderRefund/cancel", { refundSn: sn }, "en");
    expect(again.msg).toBe("Cannot withdraw: not allowed in the current state");
    const tabs = async (tab: number) =>
      (
        await api<Page<RefundListItem>>(t, "GET", `/p/orderRefund/page?tab=${tab}`, { token: b.token })
      ).data.records.map((r) => r.refundSn);
    expect(await tabs(3)).toEqual([sn]);
    expect(await tabs(1)).toEqual([]);
    expect(await tabs(0)).toEqual([sn]);
    // a new application for the line is possible again
    expect((await apply(t, b, application(o, { applyType: 1 }))).code).toBe("00000");
  });
});

describe("durable timers", () => {
  it("the shop's silence is agreement; the buyer's missing logistics closes the return; an old round's timer does nothing", async () => {
    const b = await buyer(t);
    const o = await orderOf(t, b, sku(), { receive: true });
    const sn = (await apply(t, b, application(o))).data.refundSn;
    const [job] = await t.ctx.database.query<{ mins: number }>(
      "select extract(epoch from (run_at - now())) / 60 as mins from jobs where unique_key = $1",
      [`refund-agree:${sn}:1`],
    );
    expect(Number(job!.mins)).toBeGreaterThan(7 * 24 * 60 - 5);
    await fireJobs(t, `refund-agree:${sn}`);
    const d = await detail(t, b, sn);
    expect(d.status).toBe(RefundStatus.ACCEPTED);
    expect(d.timeline.at(-1)).toMatchObject({ event: "autoAccept", actor: "system" });
    expect(d.deadlineMs).toBeGreaterThan(Date.now());
    await fireJobs(t, `refund-ship:${sn}`);
    expect(await detail(t, b, sn)).toMatchObject({ status: -1, closeType: 3, statusText: "退款关闭" });

    // edit bumps the round: the first round's timer finds nothing to do
    const s2 = sku();
    const o2 = await orderOf(t, b, s2, { receive: true });
    const sn2 = (await apply(t, b, application(o2))).data.refundSn;
    const staff = await staffToken(t, s2.shopId);
    await m(staff, "/m/refund/refuse", { refundSn: sn2, reason: "请补充照片" });
    await m(b.token, "/p/orderRefund/edit", {
      refundSn: sn2,
      applyType: 2,
      refundCount: 1,
      refundAmount: 1,
      buyerReason: "quality",
    });
    await t.ctx.database.query(
      "update jobs set status = 'pending', run_at = now() - interval '1 second' where unique_key = $1",
      [`refund-agree:${sn2}:1`],
    );
    await t.ctx.jobs.runDueOnce();
    expect(await statusOf(sn2)).toBe(1);
    await fireJobs(t, `refund-agree:${sn2}:2`);
    expect(await statusOf(sn2)).toBe(2);
  });

  it("durations come from the settings (short in tests)", async () => {
    const settings = refundSettingsOf(t.ctx);
    const saved = settings.merchantAnswerMs;
    settings.merchantAnswerMs = 1000;
    try {
      const b = await buyer(t);
      const o = await orderOf(t, b, sku(), { ship: true });
      const sn = (await apply(t, b, application(o, { applyType: 1 }))).data.refundSn;
      expect(await statusOf(sn)).toBe(1);
      await new Promise((r) => setTimeout(r, 1200));
      await t.ctx.jobs.runDueOnce();
      expect(await statusOf(sn)).toBe(5);
    } finally {
      settings.merchantAnswerMs = saved;
    }
  });

  it("the automatic receipt waits while an application is open, and comes back after it", async () => {
    const b = await buyer(t);
    const o = await orderOf(t, b, sku(), { ship: true });
    const sn = (await apply(t, b, application(o, { applyType: 1 }))).data.refundSn;
    await fireJobs(t, `order-autoconfirm:${o.orderNumber}`);
    expect(await orderStatus(o.orderNumber)).toBe(3);
    expect((await m(b.token, "/p/orderRefund/cancel", { refundSn: sn })).code).toBe("00000");
    const [again] = await t.ctx.database.query<{ unique_key: string }>(
      "select unique_key from jobs where unique_key like $1 and status = 'pending'",
      [`order-autoconfirm:${o.orderNumber}:%`],
    );
    expect(again?.unique_key).toBe(`order-autoconfirm:${o.orderNumber}:refund:${sn}:1`);
    await fireJobs(t, `order-autoconfirm:${o.orderNumber}:`);
    expect(await orderStatus(o.orderNumber)).toBe(4);
  });
});

describe("the 7-day no-reason return is a product flag", () => {
  it("is offered and accepted only for flagged products", async () => {
    const b = await buyer(t);
    const s = sku();
    await t.ctx.database.query("update products set no_reason_return = 1 where prod_id = $1", [s.prodId]);
    const o = await orderOf(t, b, s, { receive: true });
    expect((await info(b, o)).reasons.map((r) => r.key)).toContain("noReason7Days");
    expect((await apply(t, b, application(o, { buyerReason: "noReason7Days" }))).code).toBe("00000");
  });
});

/** A 1×1 PNG in a multipart body with the field `file`. */
async function pngMultipart(): Promise<Buffer> {
  const sharp = (await import("sharp")).default;
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c00" } })
    .png()
    .toBuffer();
  return Buffer.concat([
    Buffer.from(
      '--x\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n',
    ),
    png,
    Buffer.from("\r\n--x--\r\n"),
  ]);
}
