import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../test/harness.ts";
import { ensureAfterSalesDemo } from "../../seed/aftersales.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { expectBalanceIsLedgerSum } from "../checkout/test-support.ts";
import { invoicePreview } from "../order/invoices.ts";
import { proofPhoto, proofPreview } from "./proofs.ts";
import { refundServiceOf } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(async () => t.close());

describe("after-sales demo data", () => {
  it("gives the demo buyer an application in each state, once, and every shop a return address", async () => {
    await ensureAfterSalesDemo(t.ctx, { demoOrders: true });
    await ensureAfterSalesDemo(t.ctx, { demoOrders: true }); // idempotent
    const [demo] = await t.ctx.database.query<{ user_id: number }>(
      "select user_id from users where user_name = 'demo'",
    );
    const userId = Number(demo!.user_id);
    const page = await refundServiceOf(t.ctx).list({ userId }, { current: 1, size: 10, tab: 0 }, "en");
    expect(page.records.map((r) => r.statusText).sort()).toEqual(
      ["Refund success", "Refused by the shop", "Waiting for the shop", "Waiting for you to return the goods"].sort(),
    );
    const detail = await refundServiceOf(t.ctx).detail({ userId }, page.records[0]!.refundSn, "zh");
    expect(detail.returnAddress.addr).toMatch(/售后仓$/);
    const [noAddr] = await t.ctx.database.query<{ n: number }>(
      "select count(*)::int as n from shops s where not exists (select 1 from shop_return_addresses a where a.shop_id = s.shop_id)",
    );
    expect(Number(noAddr!.n)).toBe(0);
    const [flagged] = await t.ctx.database.query<{ n: number }>(
      "select count(*)::int as n from products where no_reason_return = 1",
    );
    expect(Number(flagged!.n)).toBeGreaterThan(0);
    await expectBalanceIsLedgerSum(t, userId);

    // The application waiting for the shop has a proof photo the buyer can preview…
    const waiting = page.records.find((r) => r.statusText === "Waiting for the shop")!;
    const proof = await proofPreview(t.ctx, { userId }, waiting.refundSn, "zh");
    expect(proof.files).toHaveLength(1);
    expect((await proofPhoto(t.ctx, { userId }, waiting.refundSn, 1)).subarray(8, 12).toString()).toBe("WEBP");
    // …and exactly one demo order has an issued (invoiced) invoice whose PDF renders.
    const invoiced = await t.ctx.database.query<{ order_number: string }>(
      `select o.order_number from order_invoices i join orders o on o.order_id = i.order_id
        where i.user_id = $1 and i.status = 2 and i.invoice_no is not null`,
      [userId],
    );
    expect(invoiced).toHaveLength(1);
    const preview = await invoicePreview(t.ctx, userId, invoiced[0]!.order_number, "en");
    expect(preview).toMatchObject({ type: "invoice", contentType: "application/pdf" });
    const pdf = await t.app.inject({
      method: "GET",
      url: preview.url,
      headers: { authorization: (await t.ctx.tokens.issue(userId)).token },
    });
    expect([pdf.statusCode, pdf.rawPayload.subarray(0, 5).toString()]).toEqual([200, "%PDF-"]);
  });
});
