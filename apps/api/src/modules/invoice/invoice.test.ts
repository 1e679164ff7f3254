import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InvoiceDetail } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { buyer, grant, onSaleSkus, placeOrder, type Sku } from "../checkout/test-support.ts";
import { api } from "../../../test/http.ts";
import { orderServiceOf } from "../order/service.ts";
import { hasCjkFont, renderInvoicePdf, type InvoicePdfData } from "./pdf.ts";

let t: TestApp;
let skus: Sku[];
beforeAll(async () => {
  t = await createSeededApp();
  skus = await onSaleSkus(t);
});
afterAll(async () => t.close());

const unitInvoice = {
  invoiceType: 1,
  headerType: 2,
  headerName: "深圳市某某科技有限公司",
  taxNumber: "91440300MA5FXXXX1X",
};

describe("invoices", () => {
  it("is applying after submit, invoiced when the goods are received, then downloadable as a PDF", async () => {
    const b = await buyer(t);
    await grant(t, b.userId, 10_000_000);
    const s = skus[0]!;
    const r = await placeOrder(
      t,
      b,
      { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 2 } },
      { invoice: unitInvoice },
    );
    const n = r.orderNumbers[0]!;
    const applying = (await api<InvoiceDetail>(t, "GET", `/p/invoice/detail?orderNumber=${n}`, { token: b.token }))
      .data;
    expect(applying).toMatchObject({
      orderNumber: n,
      invoiceType: 1,
      headerType: 2,
      headerName: unitInvoice.headerName,
      taxNumber: unitInvoice.taxNumber,
      content: "Item details",
      amount: r.actualTotal,
      status: 1,
      statusLabel: "applying",
      invoiceNo: "",
      issueTime: null,
      downloadUrl: null,
    });
    const early = await api(t, "GET", `/p/invoice/download/${n}`, { token: b.token });
    expect([early.code, early.msg]).toEqual(["A00001", "The invoice has not been issued yet"]);

    await api(t, "POST", "/p/order/pay", { token: b.token, body: { payNo: r.payNo, payType: 1 } });
    await orderServiceOf(t.ctx).ship(s.shopId, "test", n, "SF", "SF1234567890");
    expect((await api(t, "PUT", `/p/myOrder/receipt/${n}`, { token: b.token })).code).toBe("00000");
    const issued = (
      await api<InvoiceDetail>(t, "GET", `/p/invoice/detail?orderNumber=${n}`, { token: b.token, lang: "zh" })
    ).data;
    expect(issued).toMatchObject({
      status: 2,
      statusLabel: "invoiced",
      content: "商品明细",
      downloadUrl: `/p/invoice/download/${n}`,
    });
    expect(issued.invoiceNo).toMatch(/^\d{18}$/);
    expect(issued.issueTime).toBeTruthy();

    const res = await t.app.inject({
      method: "GET",
      url: `/p/invoice/download/${n}`,
      headers: { authorization: b.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="invoice-${issued.invoiceNo}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    if (hasCjkFont()) expect(res.rawPayload.toString("latin1")).toContain("WenQuanYiMicroHei"); // the CJK font is embedded
  });

  it("answers 'No invoice was requested' for an order without one", async () => {
    const b = await buyer(t);
    const s = skus[1]!;
    const r = await placeOrder(t, b, { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 1 } });
    const res = await api(t, "GET", `/p/invoice/detail?orderNumber=${r.orderNumbers[0]}`, { token: b.token });
    expect([res.status, res.msg]).toEqual([404, "No invoice was requested for this order"]);
  });

  it("falls back to a Latin-only PDF when the Chinese font is missing", async () => {
    const data: InvoicePdfData = {
      invoiceNo: "202601150000000001",
      issueDate: "2026-01-15",
      orderNumber: "202601151200000000000001",
      sellerZh: "数码港",
      sellerEn: "Digital Harbour",
      headerType: 1,
      headerName: "张三 Zhang San",
      taxNumber: "",
      lines: [
        { nameZh: "手机", nameEn: "Phone", skuZh: "黑色", skuEn: "Black", count: 1, price: 119900, amount: 119900 },
      ],
      freight: 0,
      reduce: 0,
      total: 119900,
    };
    const pdf = await renderInvoicePdf(data, "/nonexistent/font.ttc");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdf.toString("latin1");
    expect(text).toContain("Helvetica");
    expect(text).not.toContain("WenQuanYi");
  });
});
