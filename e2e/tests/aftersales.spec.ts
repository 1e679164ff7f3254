import { randomInt } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { api, type Envelope } from "../support/api";
import { loginAsDemo } from "../support/buyers";
import { png } from "../support/png";

/** A modest in-stock product (search API, page `skip`) with a SKU. */
async function product(page: Page, skip: number) {
  const list = await api<{ records: { prodId: number; shopId: number; totalStock: number; price: number }[] }>(
    await page.request.get(`/api/search/searchProdPage?current=${3 + skip}&size=40`),
  );
  for (const r of list.records) {
    if (r.totalStock < 20 || r.price > 300 || r.price < 5) continue;
    const d = await api<{ skuList: { skuId: number; stock: number }[] }>(
      await page.request.get(`/api/prod/prodInfo?prodId=${r.prodId}`),
    );
    const sku = d.skuList.find((s) => s.stock >= 10);
    if (sku) return { prodId: r.prodId, skuId: sku.skuId, shopId: r.shopId };
  }
  throw new Error("no product to buy");
}

/** Demo buys one piece with the balance (API), the shop ships it (merchant API); answers the order, its line and the staff token. */
async function shippedOrder(page: Page, skip: number) {
  const p = await product(page, skip);
  const [addr] = await api<{ addrId: number }[]>(await page.request.get("/api/p/address/list"));
  const c = await api<{ submitToken: string }>(
    await page.request.post("/api/p/order/confirm", {
      data: { buyNow: { prodId: p.prodId, skuId: p.skuId, count: 1 } },
    }),
  );
  const s = await api<{ payNo: string; orderNumberList: string[] }>(
    await page.request.post("/api/p/order/submit", { data: { submitToken: c.submitToken, addrId: addr!.addrId } }),
  );
  await api(await page.request.post("/api/p/order/pay", { data: { payNo: s.payNo, payType: 1 } }));
  const orderNumber = s.orderNumberList[0]!;
  const staff = await api<{ token: string }>(
    await page.request.post("/api/m/login", { data: { userName: `shop${p.shopId}`, passWord: "souk1234" } }),
  );
  await api(
    await page.request.put("/api/m/order/delivery", {
      headers: { Authorization: staff.token },
      data: { orderNumber, carrier: "顺丰速运", trackingNumber: `SF${randomInt(1e9, 9e9)}` },
    }),
  );
  return { orderNumber, staff: staff.token };
}

const merchant = (page: Page, token: string, path: string, data: unknown) =>
  page.request.put(`/api/m/refund/${path}`, { headers: { Authorization: token }, data });

test.describe("after-sales", () => {
  test("zh: receive, return with a photo, shop accepts, buyer ships back, shop receives, refund success to the balance", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await loginAsDemo(page);
    const { orderNumber, staff } = await shippedOrder(page, 0);

    // Receive the order on /order-detail, then start after-sales from its line.
    await page.goto(`/order-detail?orderNumber=${orderNumber}`);
    // Through the storefront's own client: a PUT without a body must carry the buyer's token (ADR 0005).
    await page.getByTestId("order-action-confirmReceipt").click();
    await page.getByTestId("confirm-ok").click();
    await expect(page.getByTestId("order-detail-status")).toHaveText("待评价");
    await page.getByTestId("order-detail-item").first().getByTestId("after-sales-link").click();
    await expect(page.getByTestId("apply-return-form")).toBeVisible();
    await expect(page.getByTestId("apply-type-2")).toBeChecked();
    await page.getByTestId("apply-reason").selectOption("quality");
    await page.getByTestId("apply-desc").fill("收到后发现外壳有裂痕，申请退货");
    await page
      .getByTestId("apply-photo-input")
      .setInputFiles({ name: "proof.png", mimeType: "image/png", buffer: png() });
    await expect(page.getByTestId("apply-photos").locator("img")).toHaveCount(1);
    // Proofs are private (ADR 0024): the thumbnail is drawn from the buyer's own checked route.
    await expect
      .poll(() =>
        page
          .getByTestId("apply-photos")
          .locator("img")
          .evaluate((e: HTMLImageElement) => e.naturalWidth),
      )
      .toBeGreaterThan(0);
    const amount = Number(await page.getByTestId("apply-amount").inputValue());
    expect(amount).toBeGreaterThan(0);
    await page.getByTestId("apply-submit").click();

    await page.waitForURL(/\/return-detail\?refundSn=\d+/);
    const refundSn = new URL(page.url()).searchParams.get("refundSn")!;
    await expect(page.getByTestId("return-status-text")).toHaveText("待商家处理");
    await expect(page.getByTestId("return-photos").locator("img")).toHaveCount(1);
    await expect
      .poll(() =>
        page
          .getByTestId("return-photos")
          .locator("img")
          .evaluate((e: HTMLImageElement) => e.naturalWidth),
      )
      .toBeGreaterThan(0);
    await expect(page.getByTestId("return-address")).toContainText("商家同意退货后显示退货地址");

    // The shop accepts through the merchant API; the return address and the logistics form appear.
    await api(await merchant(page, staff, "accept", { refundSn }));
    await page.reload();
    await expect(page.getByTestId("return-status-text")).toHaveText("待买家退货");
    await expect(page.getByTestId("return-address")).toContainText("售后仓");
    await page.getByTestId("return-ship-submit").click();
    await expect(page.getByTestId("return-ship-form").getByRole("alert").first()).toHaveText(
      "请输入物流公司名称（最多30个字符）",
    );
    await page.getByTestId("return-carrier").fill("顺丰速运");
    await page.getByTestId("return-tracking").fill("SF7788990011");
    await page.getByTestId("return-ship-submit").click();
    await expect(page.getByTestId("return-status-text")).toHaveText("待商家收货");
    await expect(page.getByTestId("return-logistics")).toHaveText("顺丰速运 SF7788990011");

    // Steps out of order are refused; then the shop confirms receipt and restocks.
    const twice = (await (await merchant(page, staff, "accept", { refundSn })).json()) as Envelope<null>;
    expect(twice.msg).toBe("该申请已处理，请勿重复操作");
    await api(await merchant(page, staff, "receive", { refundSn, restock: true }));
    await page.reload();
    await expect(page.getByTestId("return-status-text")).toHaveText("退款成功");
    await expect(page.getByTestId("return-timeline").locator("li")).toHaveCount(5);
    await expect(page.getByTestId("return-timeline")).toContainText("退款成功，款项已原路退回");

    // The money is back in the balance: a ledger row for this refund.
    await page.goto("/user-center?currentPage=uc-balance");
    const row = page.getByTestId("uc-balance-row").filter({ hasText: refundSn });
    await expect(row).toContainText("售后退款");
    await expect(row).toContainText(amount.toFixed(2));

    // uc-return lists it under "refund success".
    await page.goto("/user-center?currentPage=uc-return");
    await page.getByTestId("uc-return-tab-success").click();
    await expect(page.locator(`[data-testid="uc-return-row"][data-refund-sn="${refundSn}"]`)).toContainText("退款成功");
  });

  test("en: refused with a reason, edited and resubmitted; the shop's silence turns into agreement", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await loginAsDemo(page);
    await context.addCookies([{ name: "language", value: "en", url: baseURL! }]);
    const { orderNumber, staff } = await shippedOrder(page, 1);

    await page.goto(`/user-center?currentPage=uc-order`);
    await page.locator(`[data-order-number="${orderNumber}"]`).getByTestId("after-sales-link").first().click();
    await expect(page.getByTestId("apply-return-form")).toBeVisible();
    await page.getByTestId("apply-type-1").check();
    await page.getByTestId("apply-submit").click();
    await expect(page.getByTestId("apply-return-form").getByRole("alert")).toHaveText("Please choose a reason");
    await page.getByTestId("apply-reason").selectOption("notWanted");
    await page.getByTestId("apply-amount").fill("99999");
    await page.getByTestId("apply-submit").click();
    await expect(page.getByText(/The refund amount cannot exceed the refundable/)).toBeVisible();
    await page.getByTestId("apply-amount").fill("1.00");
    await page.getByTestId("apply-submit").click();
    await page.waitForURL(/\/return-detail\?refundSn=\d+/);
    const refundSn = new URL(page.url()).searchParams.get("refundSn")!;

    await api(
      await merchant(page, staff, "refuse", { refundSn, reason: "Please describe the problem and add a photo" }),
    );
    await page.reload();
    await expect(page.getByTestId("return-status-text")).toHaveText("Refused by the shop");
    await expect(page.getByTestId("return-reject")).toContainText("Please describe the problem and add a photo");

    await page.getByTestId("return-edit").click();
    await expect(page.getByTestId("apply-return-form")).toBeVisible();
    await page.getByTestId("apply-reason").selectOption("damaged");
    await page.getByTestId("apply-desc").fill("The box arrived crushed");
    await page.getByTestId("apply-submit").click();
    await page.waitForURL(new RegExp(`refundSn=${refundSn}`));
    await expect(page.getByTestId("return-status-text")).toHaveText("Waiting for the shop");
    await expect(page.getByTestId("return-timeline").locator("li")).toHaveCount(3);
    await expect(page.getByTestId("return-timeline")).toContainText("The box arrived crushed");

    // Silence: the durable timer accepts for the shop; a refund only goes straight back.
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get(`/api/p/orderRefund/info?refundSn=${refundSn}`)).json()) as Envelope<{
              status: number;
            }>
          ).data.status,
        { timeout: 60_000, intervals: [2000] },
      )
      .toBe(5);
    await page.reload();
    await expect(page.getByTestId("return-status-text")).toHaveText("Refund success");
    await expect(page.getByTestId("return-timeline")).toContainText(
      "The shop did not answer in time: accepted automatically",
    );
  });
});
