import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  ConfirmOrderView,
  FreightTemplate,
  FreightTemplateBody,
  OrderDetail,
  OrderFields,
  ProdFreightView,
  SearchProdPage,
  OrderSubmitAnswer,
} from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { api } from "../../../test/http.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { addressServiceOf } from "../address/service.ts";
import { buyer, onSaleSkus, type Sku } from "../checkout/test-support.ts";
import { platformToken } from "../points/test-support.ts";
import { staffToken } from "../refund/test-support.ts";

/*
 * Freight templates and order-message fields (ADR 0042) through the API: the merchant
 * API edits them (roles, another shop's → 404), the platform reads them, checkout prices freight by
 * the address and refuses a region the shop does not deliver to, the product list and detail page
 * answer "deliver to X". Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
let skus: Sku[];
let shopA: number;
let shopB: number;
let ownerA: string;
beforeAll(async () => {
  t = await createSeededApp();
  skus = await onSaleSkus(t);
  shopA = skus[0]!.shopId;
  shopB = skus.find((s) => s.shopId !== shopA)!.shopId;
  ownerA = await staffToken(t, shopA);
});
afterAll(async () => t.close());

/** Beijing: first 2 items ¥6, each further 2 ¥3; elsewhere ¥10 + ¥5 an item; free from ¥199; not Tibet nor Urumqi. */
const template: FreightTemplateBody = {
  name: "常规",
  freeOver: 19_900,
  defaultRule: { firstUnit: 1, firstFee: 1000, addUnit: 1, addFee: 500 },
  regionRules: [{ areaIds: [11], firstUnit: 2, firstFee: 600, addUnit: 2, addFee: 300 }],
  noDeliveryAreaIds: [54, 6501],
};

async function login(userName: string): Promise<string> {
  const r = await api<{ token: string }>(t, "POST", "/m/login", { body: { userName, passWord: "souk1234" } });
  expect(r.code, r.msg ?? "").toBe("00000");
  return r.data.token;
}

describe("the merchant API: /m/freight-templates", () => {
  let made: FreightTemplate;
  it("creates the shop's first template as its default and lists it; the platform sees it", async () => {
    const r = await api<FreightTemplate>(t, "POST", "/m/freight-templates", { token: ownerA, body: template });
    expect(r.code, r.msg ?? "").toBe("00000");
    made = r.data;
    expect(made).toMatchObject({
      shopId: shopA,
      isDefault: 1,
      chargeType: 0,
      freeOver: 19_900,
      noDeliveryAreaIds: [54, 6501],
    });
    const list = await api<FreightTemplate[]>(t, "GET", "/m/freight-templates", { token: ownerA });
    expect(list.data.map((x) => x.templateId)).toEqual([made.templateId]);
    const admin = await api<FreightTemplate[]>(t, "GET", `/admin/shop/${shopA}/freight-templates`, {
      token: await platformToken(t),
    });
    expect(admin.data).toEqual(list.data);
    // A shop's staff cannot use the platform's read.
    expect((await api(t, "GET", `/admin/shop/${shopA}/freight-templates`, { token: ownerA })).status).toBe(401);
  });

  it.each<[string, Partial<FreightTemplateBody>, string]>([
    ["a blank name", { name: "  " }, "The template name must be 1-30 characters"],
    [
      "a negative fee",
      { defaultRule: { firstUnit: 1, firstFee: -1, addUnit: 1, addFee: 0 } },
      "Freight must be a whole number of fen from 0 to ¥100,000",
    ],
    [
      "0 first items",
      { defaultRule: { firstUnit: 0, firstFee: 100, addUnit: 1, addFee: 0 } },
      "Item counts must be whole numbers from 1 to 9,999",
    ],
    [
      "1.5 items in a template by count",
      { defaultRule: { firstUnit: 1.5, firstFee: 100, addUnit: 1, addFee: 0 } },
      "Item counts must be whole numbers from 1 to 9,999",
    ],
    [
      "a weight finer than a gram",
      { chargeType: 1, defaultRule: { firstUnit: 1, firstFee: 100, addUnit: 0.0005, addFee: 0 } },
      "Item counts must be whole numbers from 1 to 9,999",
    ],
    [
      "a region's weight in fractions of a gram",
      {
        chargeType: 1,
        regionRules: [{ areaIds: [11], firstUnit: 1.0004, firstFee: 600, addUnit: 1, addFee: 300 }],
      },
      "Weights must be 0.001-9,999 kg, to the gram (at most 3 decimals)",
    ],
    ["an unknown charge type", { chargeType: 2 as 1 }, "Charge by item count or by weight"],
    [
      "a region that does not exist",
      { noDeliveryAreaIds: [99] },
      "Regions must be valid division codes (at most 500 each, no duplicates)",
    ],
    [
      "a region twice",
      { noDeliveryAreaIds: [54, 54] },
      "Regions must be valid division codes (at most 500 each, no duplicates)",
    ],
  ])("refuses %s with a clear message", async (_what, change, msg) => {
    const r = await api(t, "POST", "/m/freight-templates", { token: ownerA, body: { ...template, ...change } });
    expect([r.status, r.code]).toEqual([400, "A00002"]);
    expect(r.msg).toContain(msg);
  });

  it("another shop's template is not found; roles: operations reads, only the owner writes", async () => {
    const ownerB = await staffToken(t, shopB);
    const put = await api(t, "PUT", `/m/freight-templates/${made.templateId}`, { token: ownerB, body: template });
    expect([put.status, put.code]).toEqual([404, "A00013"]);
    const del = await api(t, "DELETE", `/m/freight-templates/${made.templateId}`, { token: ownerB });
    expect([del.status, del.code]).toEqual([404, "A00013"]);
    expect((await api<FreightTemplate[]>(t, "GET", "/m/freight-templates", { token: ownerB })).data).toEqual([]);

    const ops = await login(`ops${shopA}`);
    expect((await api(t, "GET", "/m/freight-templates", { token: ops })).code).toBe("00000");
    const w = await api(t, "POST", "/m/freight-templates", { token: ops, body: template });
    expect([w.status, w.code]).toEqual([403, "A00016"]);
    const cs = await login(`cs${shopA}`);
    expect((await api(t, "GET", "/m/freight-templates", { token: cs })).status).toBe(403);
  });

  it("a second template made the default takes over; the default cannot be deleted while others exist (A00031)", async () => {
    const second = await api<FreightTemplate>(t, "POST", "/m/freight-templates", {
      token: ownerA,
      body: { ...template, name: "包邮", freeOver: 0, isDefault: 1 },
    });
    expect(second.data.isDefault).toBe(1);
    const del = await api(t, "DELETE", `/m/freight-templates/${second.data.templateId}`, { token: ownerA });
    expect([del.status, del.code, del.msg]).toEqual([
      409,
      "A00031",
      "The default freight template cannot be deleted; make another one the default first",
    ]);
    // Back to the first as the default, then the second can go.
    const back = await api<FreightTemplate>(t, "PUT", `/m/freight-templates/${made.templateId}`, {
      token: ownerA,
      body: { ...template, isDefault: 1 },
    });
    expect(back.data.isDefault).toBe(1);
    expect((await api(t, "DELETE", `/m/freight-templates/${second.data.templateId}`, { token: ownerA })).code).toBe(
      "00000",
    );
    const list = await api<FreightTemplate[]>(t, "GET", "/m/freight-templates", { token: ownerA });
    expect(list.data.map((x) => [x.templateId, x.isDefault])).toEqual([[made.templateId, 1]]);
  });

  it("parallel saves that each make their template the default leave exactly one default", async () => {
    const shop = skus.find((s) => s.shopId !== shopA && s.shopId !== shopB)!.shopId;
    const owner = await staffToken(t, shop);
    const rs = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api(t, "POST", "/m/freight-templates", { token: owner, body: { ...template, name: `T${i}`, isDefault: 1 } }),
      ),
    );
    expect(rs.map((r) => r.code)).toEqual(Array(8).fill("00000"));
    const list = await api<FreightTemplate[]>(t, "GET", "/m/freight-templates", { token: owner });
    expect(list.data).toHaveLength(8);
    expect(list.data.filter((x) => x.isDefault === 1)).toHaveLength(1);
    // Clean up: this shop keeps no template (the other tests price it by the mall's rule).
    for (const x of list.data.filter((x) => x.isDefault === 0))
      await api(t, "DELETE", `/m/freight-templates/${x.templateId}`, { token: owner });
    await api(t, "DELETE", `/m/freight-templates/${list.data.find((x) => x.isDefault === 1)!.templateId}`, {
      token: owner,
    });
    expect((await api<FreightTemplate[]>(t, "GET", "/m/freight-templates", { token: owner })).data).toEqual([]);
  });
});

describe("deliver to: the detail page and the product list", () => {
  it("answers the freight of one item per area, and 'not deliverable' where the shop does not deliver", async () => {
    const cheap = skus.find((s) => s.shopId === shopA && s.price < 19_900) ?? skus[0]!;
    const at = (areaId: number, lang: "zh" | "en" = "en") =>
      api<ProdFreightView>(t, "GET", `/prod/freight?prodId=${cheap.prodId}&areaId=${areaId}`, { lang });
    const bj = await at(110101, "zh");
    expect(bj.data).toMatchObject({ areaName: "北京市 北京市 东城区", deliverable: true, freeOver: 199 });
    const tibet = await at(540102);
    expect(tibet.data).toMatchObject({ deliverable: false, freight: 0 });
    expect(tibet.data.areaName).toMatch(/^Xizang|^Tibet/);
    const other = skus.find((s) => s.shopId === shopB)!;
    const flat = await api<ProdFreightView>(t, "GET", `/prod/freight?prodId=${other.prodId}&areaId=540102`);
    expect(flat.data).toMatchObject({ deliverable: true, freeOver: 99 });
  });

  it("the product list with areaId leaves out the products of shops that do not deliver there", async () => {
    const list = async (q: string) =>
      (await api<SearchProdPage>(t, "GET", `/search/searchProdPage?size=100&shopId=${shopA}${q}`)).data.total;
    expect(await list("")).toBeGreaterThan(0);
    expect(await list("&areaId=110101")).toBe(await list(""));
    expect(await list("&areaId=540102")).toBe(0); // a district of Tibet
    expect(await list("&areaId=54")).toBe(0);
    const othersInTibet = (
      await api<SearchProdPage>(t, "GET", `/search/searchProdPage?size=1&shopId=${shopB}&areaId=54`)
    ).data.total;
    expect(othersInTibet).toBeGreaterThan(0);
  });
});

describe("checkout: freight by the address, refusal of an address not delivered to, required message fields", () => {
  it("confirm prices freight by the template for the address; Tibet: not deliverable, submit refuses with the shop's name", async () => {
    const b = await buyer(t); // Beijing, Dongcheng
    const s = skus.find((x) => x.shopId === shopA && x.price * 3 < 19_900 && x.stock >= 5)!;
    const buyNow = { prodId: s.prodId, skuId: s.skuId, count: 3 };
    const c = await api<ConfirmOrderView>(t, "POST", "/p/order/confirm", { token: b.token, body: { buyNow } });
    expect(c.code, c.msg ?? "").toBe("00000");
    const shop = c.data.shopCartOrders[0]!;
    // Beijing: ¥6 for the first 2 items, ¥3 for the third.
    expect(shop).toMatchObject({
      transfee: 9,
      deliverable: true,
      freightRule: { freeOver: 199, fee: 6, firstUnit: 2, addUnit: 2, addFee: 3 },
    });
    // The demo's running promotions may reduce the goods; freight comes on top of what is left.
    expect(shop.total).toBeCloseTo((s.price * 3) / 100, 2);
    expect(shop.actualTotal).toBeCloseTo(shop.total - shop.shopReduce + 9, 2);

    const tibet = await addressServiceOf(t.ctx).add(
      b.userId,
      { receiver: "张三", mobile: "13800138000", provinceId: 54, cityId: 5401, areaId: 540102, addr: "北京中路1号" },
      "zh",
    );
    const away = await api<ConfirmOrderView>(t, "POST", "/p/order/confirm", {
      token: b.token,
      body: { buyNow, addrId: tibet },
    });
    expect(away.data.shopCartOrders[0]).toMatchObject({ deliverable: false, transfee: 0 });
    for (const lang of ["zh", "en"] as const) {
      const refused = await api(t, "POST", "/p/order/submit", {
        token: b.token,
        lang,
        body: { submitToken: away.data.submitToken, addrId: tibet },
      });
      expect([refused.status, refused.code]).toEqual([409, "A00029"]);
      expect(refused.msg).toMatch(
        lang === "zh"
          ? /不配送到该地址，请更换收货地址$/
          : /does not deliver to this address; please choose another address$/,
      );
    }
    // The same confirm to Beijing goes through, with the freight shown.
    const ok = await api<{ orderNumberList: string[] }>(t, "POST", "/p/order/submit", {
      token: b.token,
      body: { submitToken: away.data.submitToken, addrId: b.addrId },
    });
    expect(ok.code, ok.msg ?? "").toBe("00000");
    const d = await api<OrderDetail>(t, "GET", `/p/myOrder/orderDetail?orderNumber=${ok.data.orderNumberList[0]}`, {
      token: b.token,
    });
    expect(d.data.transfee).toBe(9);
  });

  it("a shop's required message field: marked on confirm, refused empty at submit (A00030), stored with the note", async () => {
    const fields: OrderFields = {
      fields: [
        { nameZh: "送达时间", nameEn: "Delivery time", required: true },
        { nameZh: "发票抬头", nameEn: "Invoice title", required: false },
      ],
    };
    const set = await api<OrderFields>(t, "PUT", "/m/shop/orderFields", { token: ownerA, body: fields });
    expect(set.data).toEqual(fields);
    expect((await api<OrderFields>(t, "GET", "/m/shop/orderFields", { token: ownerA })).data).toEqual(fields);
    const bad = await api(t, "PUT", "/m/shop/orderFields", {
      token: ownerA,
      body: { fields: [fields.fields[0], fields.fields[0]] },
    });
    expect([bad.status, bad.code]).toEqual([400, "A00002"]);

    const b = await buyer(t);
    const s = skus.find((x) => x.shopId === shopA && x.stock >= 5)!;
    const confirm = () =>
      api<ConfirmOrderView>(t, "POST", "/p/order/confirm", {
        token: b.token,
        lang: "en",
        body: { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 1 } },
      });
    const c = await confirm();
    expect(c.data.shopCartOrders[0]).toMatchObject({
      orderFields: [
        { name: "Delivery time", required: true },
        { name: "Invoice title", required: false },
      ],
      remarksMax: 200,
    });
    const submit = (token: string, params: unknown) =>
      api<{ orderNumberList: string[] }>(t, "POST", "/p/order/submit", {
        token: b.token,
        body: { submitToken: token, addrId: b.addrId, orderShopParams: [params] },
      });
    const missing = await submit(c.data.submitToken, {
      shopId: shopA,
      remarks: "谢谢",
      fields: [{ name: "Delivery time", value: "" }],
    });
    expect([missing.status, missing.code, missing.msg]).toEqual([
      400,
      "A00030",
      'Please fill in the order message "Delivery time"',
    ]);
    const blank = await submit(c.data.submitToken, { shopId: shopA, remarks: "   " });
    expect([blank.status, blank.code]).toEqual([400, "A00002"]);
    expect(blank.msg).toContain("The order note cannot be all spaces");
    const long = await submit(c.data.submitToken, { shopId: shopA, remarks: "长".repeat(201) });
    expect(long.msg).toContain("The order note can be at most 200 characters");

    const ok = await submit(c.data.submitToken, {
      shopId: shopA,
      remarks: "谢谢",
      fields: [{ name: "Delivery time", value: " 周末 " }],
    });
    expect(ok.code, ok.msg ?? "").toBe("00000");
    const d = await api<OrderDetail>(t, "GET", `/p/myOrder/orderDetail?orderNumber=${ok.data.orderNumberList[0]}`, {
      token: b.token,
    });
    expect(d.data.remarks).toBe("送达时间：周末\n谢谢");
    await api(t, "PUT", "/m/shop/orderFields", { token: ownerA, body: { fields: [] } });
  });
});

describe("freight is priced again at submit (ADR 0044)", () => {
  it("a template changed between confirm and submit: submit charges the new freight, or refuses an address no longer delivered to", async () => {
    const b = await buyer(t); // Beijing
    const s = skus.find((x) => x.shopId === shopA && x.price * 3 < 19_900 && x.stock >= 10)!;
    const buyNow = { prodId: s.prodId, skuId: s.skuId, count: 3 };
    const [current] = (await api<FreightTemplate[]>(t, "GET", "/m/freight-templates", { token: ownerA })).data;
    const confirm = async () => {
      const c = await api<ConfirmOrderView>(t, "POST", "/p/order/confirm", { token: b.token, body: { buyNow } });
      expect(c.code, c.msg ?? "").toBe("00000");
      return c.data;
    };
    const submit = (c: ConfirmOrderView) =>
      api<OrderSubmitAnswer>(t, "POST", "/p/order/submit", {
        token: b.token,
        lang: "en",
        body: { submitToken: c.submitToken, addrId: b.addrId },
      });
    const put = async (change: Partial<FreightTemplateBody>) =>
      expect(
        (
          await api(t, "PUT", `/m/freight-templates/${current!.templateId}`, {
            token: ownerA,
            body: { ...template, ...change },
          })
        ).code,
      ).toBe("00000");

    // Confirmed at ¥6 + ¥3 (Beijing); the shop then charges Beijing ¥20 flat: submit pays ¥20.
    const c1 = await confirm();
    expect(c1.shopCartOrders[0]!.transfee).toBe(9);
    await put({ regionRules: [{ areaIds: [11], firstUnit: 5, firstFee: 2000, addUnit: 1, addFee: 0 }] });
    const r1 = await submit(c1);
    expect(r1.code, r1.msg ?? "").toBe("00000");
    expect(r1.data.actualTotal).toBeCloseTo(c1.actualTotal - 9 + 20, 2);
    const [o] = await t.ctx.database.query<{ freight: number }>("select freight from orders where order_number = $1", [
      r1.data.orderNumberList[0],
    ]);
    expect(Number(o!.freight)).toBe(2000);

    // Confirmed while Beijing was delivered to; the shop then stops delivering there: submit refuses.
    const c2 = await confirm();
    expect(c2.shopCartOrders[0]!.deliverable).toBe(true);
    await put({ noDeliveryAreaIds: [11] });
    const r2 = await submit(c2);
    expect([r2.status, r2.code]).toEqual([409, "A00029"]);
    expect(r2.msg).toMatch(/does not deliver to this address; please choose another address$/);
    await put({});
  });
});

describe("templates by weight (ADR 0044)", () => {
  it("the merchant API keeps chargeType 1 with kilograms to the gram; checkout weighs the SKUs", async () => {
    const shop = skus.find((x) => x.shopId !== shopA && x.shopId !== shopB)!.shopId;
    const owner = await staffToken(t, shop);
    const body: FreightTemplateBody = {
      name: "按重量",
      chargeType: 1,
      freeOver: null,
      // ¥10 the first 1.5 kg, ¥4 each further 0.25 kg or part of it
      defaultRule: { firstUnit: 1.5, firstFee: 1000, addUnit: 0.25, addFee: 400 },
    };
    const made = await api<FreightTemplate>(t, "POST", "/m/freight-templates", { token: owner, body });
    expect(made.code, made.msg ?? "").toBe("00000");
    expect(made.data).toMatchObject({ chargeType: 1, defaultRule: { firstUnit: 1.5, addUnit: 0.25 } });

    const s = skus.find((x) => x.shopId === shop && x.price * 2 < 9900 && x.stock >= 5)!;
    // The detail page's "deliver to" weighs one piece: 2 kg → ¥10 + 2 × ¥4.
    await t.ctx.database.query("update skus set weight = 2000 where prod_id = $1", [s.prodId]);
    const one = await api<ProdFreightView>(t, "GET", `/prod/freight?prodId=${s.prodId}&areaId=110101`);
    expect(one.data).toMatchObject({ deliverable: true, freight: 18 });
    await t.ctx.database.query("update skus set weight = 0 where prod_id = $1", [s.prodId]);
    await t.ctx.database.query("update skus set weight = 800 where sku_id = $1", [s.skuId]);
    const b = await buyer(t);
    const buyNow = { prodId: s.prodId, skuId: s.skuId, count: 3 }; // 2.4 kg: 1.5 kg + 4 × 0.25 kg started
    const c = await api<ConfirmOrderView>(t, "POST", "/p/order/confirm", { token: b.token, body: { buyNow } });
    expect(c.code, c.msg ?? "").toBe("00000");
    expect(c.data.shopCartOrders[0]).toMatchObject({
      transfee: 10 + 4 * 4,
      freightRule: { fee: 10, firstUnit: 1.5, addUnit: 0.25, addFee: 4, byWeight: true },
    });
    // The SKU weighs more by the time the buyer submits: submit weighs it as it is now (3 × 1 kg → 1.5 kg + 6 × 0.25 kg).
    await t.ctx.database.query("update skus set weight = 1000 where sku_id = $1", [s.skuId]);
    const r = await api<OrderSubmitAnswer>(t, "POST", "/p/order/submit", {
      token: b.token,
      body: { submitToken: c.data.submitToken, addrId: b.addrId },
    });
    expect(r.code, r.msg ?? "").toBe("00000");
    const [o] = await t.ctx.database.query<{ freight: number }>("select freight from orders where order_number = $1", [
      r.data.orderNumberList[0],
    ]);
    expect(Number(o!.freight)).toBe(1000 + 6 * 400);
    await t.ctx.database.query("update skus set weight = 0 where sku_id = $1", [s.skuId]);
    await api(t, "DELETE", `/m/freight-templates/${made.data.templateId}`, { token: owner });
  });
});
