import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CommentableItem, MyProdComment, OrderDetail, Page } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { buyer, grant, onSaleSkus, placeOrder, type Sku } from "../checkout/test-support.ts";
import { api } from "../../../test/http.ts";
import { orderServiceOf } from "../order/service.ts";

let t: TestApp;
let skus: Sku[];
beforeAll(async () => {
  t = await createSeededApp();
  skus = await onSaleSkus(t);
});
afterAll(async () => t.close());

type Buyer = Awaited<ReturnType<typeof buyer>>;

/** A received order with the given SKUs from one shop; answers its items. */
async function received(b: Buyer, lines: Sku[]): Promise<{ orderNumber: string; itemIds: number[] }> {
  await grant(t, b.userId, 10_000_000);
  for (const s of lines)
    await api(t, "POST", "/p/shopCart/changeItem", {
      token: b.token,
      body: { prodId: s.prodId, skuId: s.skuId, count: 1 },
    });
  const ids = (
    await t.ctx.database.query<{ id: number }>("select basket_id as id from cart_items where user_id = $1", [b.userId])
  ).map((r) => Number(r.id));
  const r = await placeOrder(t, b, { basketIds: ids });
  await api(t, "POST", "/p/order/pay", { token: b.token, body: { payNo: r.payNo, payType: 1 } });
  const n = r.orderNumbers[0]!;
  await orderServiceOf(t.ctx).ship(lines[0]!.shopId, "test", n, "SF", "SF1234567890");
  expect((await api(t, "PUT", `/p/myOrder/receipt/${n}`, { token: b.token })).code).toBe("00000");
  const d = (await api<OrderDetail>(t, "GET", `/p/myOrder/orderDetail?orderNumber=${n}`, { token: b.token })).data;
  return { orderNumber: n, itemIds: d.items.map((i) => i.orderItemId) };
}

async function uploadPhoto(token: string): Promise<string> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  const boundary = "----soukreview" + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: "POST",
    url: "/p/file/upload",
    headers: { authorization: token, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return (res.json() as { data: { filePath: string } }).data.filePath;
}

const write = (b: Buyer, body: Record<string, unknown>, lang: "en" | "zh" = "en") =>
  api(t, "POST", "/p/prodComm", { token: b.token, body, lang });

describe("writing reviews", () => {
  it("only after receipt; once per item; the order becomes evaluated when every item is reviewed", async () => {
    const b = await buyer(t);
    const shop = skus[0]!.shopId;
    const sameShop = skus.filter((s) => s.shopId === shop).slice(0, 2);
    expect(sameShop).toHaveLength(2);

    // Before receipt: refused.
    await grant(t, b.userId, 10_000_000);
    const early = await placeOrder(t, b, {
      buyNow: { prodId: sameShop[0]!.prodId, skuId: sameShop[0]!.skuId, count: 1 },
    });
    const [earlyItem] = await t.ctx.database.query<{ id: number }>(
      "select order_item_id as id from order_items oi join orders o on o.order_id = oi.order_id where o.order_number = $1",
      [early.orderNumbers[0]],
    );
    const refused = await write(b, { orderItemId: Number(earlyItem!.id), score: 5, content: "好" });
    expect([refused.status, refused.code, refused.msg]).toEqual([
      409,
      "A00001",
      "You can review an item after receiving it",
    ]);

    const { orderNumber, itemIds } = await received(b, sameShop);
    const item = (await api<CommentableItem>(t, "GET", `/p/prodComm/orderItem/${itemIds[0]}`, { token: b.token })).data;
    expect(item).toMatchObject({ orderItemId: itemIds[0], orderNumber, commStatus: 0, canComment: true });
    const photo = await uploadPhoto(b.token);
    expect(
      (
        await write(b, {
          orderItemId: itemIds[0],
          score: 5,
          content: "物流很快，质量很好",
          pics: [photo],
          isAnonymous: true,
        })
      ).code,
    ).toBe("00000");
    const twice = await write(b, { orderItemId: itemIds[0], score: 4, content: "again" });
    expect([twice.code, twice.msg]).toEqual(["A00001", "You have already reviewed this item"]);
    let d = (await api<OrderDetail>(t, "GET", `/p/myOrder/orderDetail?orderNumber=${orderNumber}`, { token: b.token }))
      .data;
    expect([d.status, d.actions.review]).toEqual([4, true]);
    expect((await write(b, { orderItemId: itemIds[1], score: 3, content: "一般" })).code).toBe("00000");
    d = (await api<OrderDetail>(t, "GET", `/p/myOrder/orderDetail?orderNumber=${orderNumber}`, { token: b.token }))
      .data;
    expect([d.status, d.statusLabel, d.actions.review]).toEqual([5, "evaluated", false]);
    expect(d.items.map((i) => i.commStatus)).toEqual([1, 1]);
    expect(d.timeline.at(-1)!.event).toBe("evaluated");

    // In product_comments, shown (status 1), for the detail page's comment tab.
    const [row] = await t.ctx.database.query<{
      prod_id: number;
      score: number;
      pics: string[];
      is_anonymous: boolean;
      status: number;
    }>("select prod_id, score, pics, is_anonymous, status from product_comments where order_item_id = $1", [
      itemIds[0],
    ]);
    expect(row).toMatchObject({ prod_id: item.prodId, score: 5, pics: [photo], is_anonymous: true, status: 1 });

    const mine = (await api<Page<MyProdComment>>(t, "GET", "/p/prodComm/prodCommPageByUser", { token: b.token })).data;
    expect(mine.total).toBe(2);
    expect(mine.records[1]).toMatchObject({
      orderItemId: itemIds[0],
      orderNumber,
      score: 5,
      content: "物流很快，质量很好",
      pics: [photo],
      isAnonymous: 1,
    });
  });

  // [case, body patch, field, en, zh]
  const cases: [string, Record<string, unknown>, string, string, string][] = [
    [
      "empty content",
      { content: "   " },
      "content",
      "Please write the review, at most 150 characters",
      "请输入评价内容，最多150个字",
    ],
    [
      "content of 151 characters",
      { content: "好".repeat(151) },
      "content",
      "Please write the review, at most 150 characters",
      "请输入评价内容，最多150个字",
    ],
    [
      "10 photos",
      { pics: Array.from({ length: 10 }, (_, i) => `/files/avatar/${String(i).padStart(22, "a")}.webp`) },
      "pics",
      "You can add at most 9 photos",
      "最多上传9张图片",
    ],
    ["score 0", { score: 0 }, "score", "Please rate from 1 to 5 stars", "请选择1-5星评分"],
    ["score 6", { score: 6 }, "score", "Please rate from 1 to 5 stars", "请选择1-5星评分"],
  ];
  it.each(cases)("validates: %s", async (_name, patch, field, en, zh) => {
    const b = await buyer(t);
    for (const [lang, text] of [
      ["en", en],
      ["zh", zh],
    ] as const) {
      const r = await write(b, { orderItemId: 1, score: 5, content: "好", ...patch }, lang);
      expect([r.status, r.code]).toEqual([400, "A00002"]);
      expect(r.data).toContainEqual({ field, message: text });
    }
  });

  it("accepts 150 characters and 9 uploaded photos, refuses photos that are not uploads", async () => {
    const b = await buyer(t);
    const { itemIds } = await received(b, [skus[3]!]);
    const fake = await write(b, {
      orderItemId: itemIds[0],
      score: 5,
      content: "好",
      pics: ["https://evil.example/x.png"],
    });
    expect(fake.data).toEqual([{ field: "pics", message: "Invalid image, please upload again" }]);
    const missing = await write(b, {
      orderItemId: itemIds[0],
      score: 5,
      content: "好",
      pics: [`/files/avatar/${"b".repeat(22)}.webp`],
    });
    expect(missing.code).toBe("A00002");
    const photos = await Promise.all(Array.from({ length: 9 }, () => uploadPhoto(b.token)));
    expect((await write(b, { orderItemId: itemIds[0], score: 4, content: "好".repeat(150), pics: photos })).code).toBe(
      "00000",
    );
  });
});
