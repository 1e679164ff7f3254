import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FilePreviewView, InvoiceDetail, MerchantInvoiceRow } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { buyer, grant, onSaleSkus, placeOrder, type Sku } from "../checkout/test-support.ts";
import { api } from "../../../test/http.ts";
import { orderServiceOf } from "../order/service.ts";
import { nextInvoiceState, type InvoiceEvent, type InvoiceState } from "./state.ts";

let t: TestApp;
let skus: Sku[];

beforeAll(async () => {
  t = await createSeededApp();
  skus = await onSaleSkus(t);
});
afterAll(async () => t.close());

describe("the invoice state machine", () => {
  const table: [InvoiceState, InvoiceEvent, InvoiceState | null][] = [
    ["applying", "issue", "invoiced"],
    ["applying", "requestExchange", null],
    ["applying", "reissue", null],
    ["invoiced", "issue", null],
    ["invoiced", "requestExchange", "exchanging"],
    ["invoiced", "reissue", null],
    ["exchanging", "issue", null],
    ["exchanging", "requestExchange", null],
    ["exchanging", "reissue", "invoiced"],
  ];
  it.each(table)("%s --%s--> %s", (from, event, to) => expect(nextInvoiceState(from, event)).toBe(to));
});

const personal = { invoiceType: 1, headerType: 1, headerName: "张三" };
const unit = { invoiceType: 1, headerType: 2, headerName: "深圳市某某科技有限公司", taxNumber: "91440300MA5FXXXX1X" };

/** A buyer's order with a personal invoice; issued (paid, shipped, received) unless `issued` is false. */
async function orderWithInvoice(s: Sku, issued = true) {
  const b = await buyer(t);
  await grant(t, b.userId, 10_000_000);
  const r = await placeOrder(t, b, { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 1 } }, { invoice: personal });
  const n = r.orderNumbers[0]!;
  if (issued) {
    await api(t, "POST", "/p/order/pay", { token: b.token, body: { payNo: r.payNo, payType: 1 } });
    await orderServiceOf(t.ctx).ship(s.shopId, "test", n, "SF", "SF1234567890");
    expect((await api(t, "PUT", `/p/myOrder/receipt/${n}`, { token: b.token })).code).toBe("00000");
  }
  return { b, n };
}

const detail = async (token: string, n: string) =>
  (await api<InvoiceDetail>(t, "GET", `/p/invoice/detail?orderNumber=${n}`, { token })).data;
const exchange = (token: string, n: string, invoice: unknown, lang: "zh" | "en" = "en") =>
  api<InvoiceDetail>(t, "POST", "/p/invoice/exchange", { token, body: { orderNumber: n, invoice }, lang });
const shopLogin = async (shopId: number) =>
  (await api<{ token: string }>(t, "POST", "/m/login", { body: { userName: `shop${shopId}`, passWord: "souk1234" } }))
    .data.token;

describe("invoice exchange", () => {
  it("invoiced → exchanging (buyer) → invoiced with the new title and a new number (shop); the shop's list shows it", async () => {
    const s = skus[0]!;
    const { b, n } = await orderWithInvoice(s);
    const before = await detail(b.token, n);
    expect(before.statusLabel).toBe("invoiced");

    const r = await exchange(b.token, n, unit);
    expect(r.code).toBe("00000");
    expect(r.data).toMatchObject({
      status: 3,
      statusLabel: "exchanging",
      headerName: "张三", // the issued invoice stays valid until the shop re-issues
      invoiceNo: before.invoiceNo,
      downloadUrl: `/p/invoice/download/${n}`,
      exchange: { headerType: 2, headerName: unit.headerName, taxNumber: unit.taxNumber, statusLabel: "pending" },
    });

    const shop = await shopLogin(s.shopId);
    const list = await api<MerchantInvoiceRow[]>(t, "GET", "/m/invoice/list?exchanging=1", { token: shop });
    expect(list.data.find((row) => row.orderNumber === n)).toMatchObject({
      statusLabel: "exchanging",
      exchange: { headerName: unit.headerName, oldInvoiceNo: before.invoiceNo },
    });

    expect((await api(t, "PUT", `/m/invoice/reissue/${n}`, { token: shop })).code).toBe("00000");
    const after = await detail(b.token, n);
    expect(after).toMatchObject({
      status: 2,
      statusLabel: "invoiced",
      headerType: 2,
      headerName: unit.headerName,
      taxNumber: unit.taxNumber,
      exchange: null,
    });
    expect(after.invoiceNo).toMatch(/^\d{18}$/);
    expect(after.invoiceNo).not.toBe(before.invoiceNo);

    // Re-issuing again: nothing pending, nothing changes.
    const again = await api(t, "PUT", `/m/invoice/reissue/${n}`, { token: shop });
    expect([again.code, again.msg]).toEqual(["A00001", "There is no pending exchange for this invoice"]);
    expect((await detail(b.token, n)).invoiceNo).toBe(after.invoiceNo);
  });

  it("refuses with a clear message and changes nothing: not issued, already pending, same title, someone else's, bad title", async () => {
    const s = skus[1]!;
    const applying = await orderWithInvoice(s, false);
    const early = await exchange(applying.b.token, applying.n, unit, "zh");
    expect([early.status, early.msg]).toEqual([409, "发票开具后才能申请换开"]);
    expect((await detail(applying.b.token, applying.n)).statusLabel).toBe("applying");

    const { b, n } = await orderWithInvoice(s);
    const same = await exchange(b.token, n, personal);
    expect(same.msg).toBe("The new invoice title is the same as the current one");

    const stranger = await buyer(t);
    const theirs = await exchange(stranger.token, n, unit);
    expect([theirs.status, theirs.code]).toEqual([404, "A03000"]);

    const badTax = await exchange(b.token, n, { ...unit, taxNumber: "123" });
    expect([badTax.code, badTax.msg]).toEqual(["A00002", "invoice.taxNumber: Please enter the correct taxpayer ID"]);
    const none = await exchange(b.token, n, { invoiceType: 0 });
    expect(none.msg).toBe("invoice.invoiceType: An invoice can only be exchanged for a normal electronic invoice");
    expect((await detail(b.token, n)).statusLabel).toBe("invoiced");

    // Two requests at once: one exchange, the other is told one is pending.
    const [x, y] = await Promise.all([
      exchange(b.token, n, unit),
      exchange(b.token, n, { ...unit, headerName: "另一家公司" }),
    ]);
    expect([x.code, y.code].sort()).toEqual(["00000", "A00001"]);
    expect([x.msg, y.msg]).toContain("An exchange of this invoice is already pending");
    const pending = await exchange(b.token, n, unit, "zh");
    expect(pending.msg).toBe("该发票的换开申请正在处理中，请勿重复提交");

    // The shop of another order cannot re-issue it.
    const otherShop = skus.find((k) => k.shopId !== s.shopId)!;
    const foreign = await api(t, "PUT", `/m/invoice/reissue/${n}`, { token: await shopLogin(otherShop.shopId) });
    expect(foreign.code).toBe("A03000");
    expect((await detail(b.token, n)).statusLabel).toBe("exchanging");
  });
});

describe("file preview", () => {
  it("previews the buyer's own issued invoice inline; a stranger, a missing or an unissued file is the same 404", async () => {
    const s = skus[2]!;
    const { b, n } = await orderWithInvoice(s);
    const own = await api<FilePreviewView>(t, "GET", `/p/file/preview?type=invoice&id=${n}`, { token: b.token });
    expect(own.data).toMatchObject({
      type: "invoice",
      id: n,
      contentType: "application/pdf",
      url: `/p/invoice/download/${n}?inline=1`,
    });
    const pdf = await t.app.inject({ method: "GET", url: own.data.url, headers: { authorization: b.token } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-disposition"]).toMatch(/^inline; filename="invoice-\d{18}\.pdf"$/);

    const stranger = await buyer(t);
    const theirs = await api(t, "GET", `/p/file/preview?type=invoice&id=${n}`, { token: stranger.token, lang: "zh" });
    expect([theirs.status, theirs.code, theirs.msg]).toEqual([404, "A00013", "文件不存在或无权查看"]);
    const strangerPdf = await t.app.inject({
      method: "GET",
      url: own.data.url,
      headers: { authorization: stranger.token },
    });
    expect(strangerPdf.statusCode).toBe(404);

    const unissued = await orderWithInvoice(s, false);
    const early = await api(t, "GET", `/p/file/preview?type=invoice&id=${unissued.n}`, { token: unissued.b.token });
    expect([early.status, early.code]).toEqual([404, "A00013"]);
    const missing = await api(t, "GET", `/p/file/preview?type=invoice&id=${"9".repeat(24)}`, { token: b.token });
    expect([missing.status, missing.code]).toEqual([404, "A00013"]);
    const badType = await api(t, "GET", `/p/file/preview?type=passport&id=${n}`, { token: b.token });
    expect([badType.code, badType.msg]).toEqual(["A00002", "type: This kind of file cannot be previewed"]);
    const anonymous = await api(t, "GET", `/p/file/preview?type=invoice&id=${n}`);
    expect(anonymous.status).toBe(401);
  });
});
