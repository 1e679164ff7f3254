import { mkdirSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { api } from "../support/api";
import { firstRegion, registerBuyer } from "../support/buyers";
import { yuanOf } from "../support/checkout-steps";

/**
 * Membership, one journey of a new buyer:
 * 1. puts a ¥40–¥90 product in the cart: at checkout no member discount, freight charged;
 * 2. sees the levels on member-equity, and on buy-member buys a month of the paid membership by
 *    scanning the sandbox WeChat QR code (the "phone" confirms on the sandbox scan page);
 * 3. member-center shows the paid level and until when; the user center links there;
 * 4. at checkout again: the member discount (9 折) and free shipping, payable lower by both.
 * SHOTS_DIR=… saves screenshots (zh and en).
 */

const SHOTS = process.env.SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** An in-stock product between ¥40 and ¥90 (under the ¥99 free-shipping threshold). */
async function cheapProduct(request: APIRequestContext) {
  for (let current = 1; current <= 5; current++) {
    const page = await api<{ records: { prodId: number; shopId: number; totalStock: number; price: number }[] }>(
      await request.get(`/api/search/searchProdPage?current=${current}&size=40`),
    );
    for (const r of page.records) {
      if (r.totalStock < 10 || r.price < 40 || r.price > 90) continue;
      const d = await api<{ skuList: { skuId: number; stock: number }[] }>(
        await request.get(`/api/prod/prodInfo?prodId=${r.prodId}`),
      );
      const sku = d.skuList.find((s) => s.stock >= 5);
      if (sku) return { prodId: r.prodId, skuId: sku.skuId, shopId: r.shopId };
    }
  }
  throw new Error("no product between ¥40 and ¥90");
}

/** /cart → "settle" → /submit-order (the first confirm of a cold server may take a while). */
async function settle(page: Page) {
  await page.goto("/cart");
  await expect(page.getByTestId("cart-settle")).toBeEnabled();
  await page.getByTestId("cart-settle").click();
  await expect(page).toHaveURL(/\/submit-order$/, { timeout: 20_000 });
  await expect(page.getByTestId("checkout-ship-to")).toContainText("王会员", { timeout: 15_000 });
}

test.describe("membership", () => {
  test("buy a month of paid membership through the QR code and see the member price at checkout", async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const backToChinese = () => context.addCookies([{ name: "language", value: "zh", url: page.url() }]);
    await registerBuyer(page, "vip");
    await api(
      await page.request.post("/api/p/address/addAddr", {
        data: { receiver: "王会员", mobile: "13900139002", ...(await firstRegion(page.request)), addr: "会员路9号" },
      }),
    );
    const p = await cheapProduct(page.request);
    await api(
      await page.request.post("/api/p/shopCart/changeItem", {
        data: { prodId: p.prodId, skuId: p.skuId, shopId: p.shopId, count: 1 },
      }),
    );

    // 1. Not a paid member yet: no member line, freight charged under ¥99.
    await settle(page);
    await expect(page.getByTestId("checkout-actual-total")).toBeVisible();
    await expect(page.getByTestId("checkout-member-reduce")).toHaveCount(0);
    const before = {
      payable: await yuanOf(page, "checkout-actual-total"),
      freight: await yuanOf(page, "checkout-freight"),
    };
    expect(before.freight).toBeGreaterThan(0);

    // 2. member-equity lists the levels; buy-member: a month, paid by WeChat QR.
    await page.goto("/member-center/member-equity");
    await expect(page.getByTestId("member-equity-level")).toHaveCount(5);
    await expect(page.getByTestId("member-equity-level").last()).toContainText("付费会员PLUS");
    await expect(page.getByTestId("member-equity-level").last()).toContainText("会员9折");
    // The member-center pages hide the category header (spec part 2).
    await expect(page.getByTestId("main-header")).toHaveCount(0);
    await shot(page, "zh-member-equity");
    await page.goto("/member-center/buy-member");
    await expect(page.getByTestId("buy-member-current")).toContainText("尚未开通付费会员");
    await expect(page.getByTestId("buy-member-period")).toHaveCount(3);
    await page.getByTestId("buy-member-period").filter({ hasText: "月卡" }).click();
    await page.getByTestId("buy-member-pay-wechat").click();
    await expect(page.getByTestId("buy-member-submit")).toHaveText("立即支付 ¥15.00");
    await shot(page, "zh-buy-member");
    await page.getByTestId("buy-member-submit").click();
    await expect(page.getByTestId("buy-member-scan")).toBeVisible();
    await shot(page, "zh-buy-member-qr");
    const codeUrl = (await page.getByTestId("buy-member-sandbox-link").getAttribute("href"))!;
    const phone = await context.newPage();
    await phone.goto(new URL(codeUrl).pathname + new URL(codeUrl).search);
    await expect(phone.getByTestId("sandbox-amount")).toContainText("15.00");
    await phone.getByTestId("sandbox-confirm").click();
    await expect(phone.getByTestId("sandbox-status-SUCCESS")).toBeVisible();
    await phone.close();
    await expect(page.getByTestId("buy-member-done")).toContainText("开通成功", { timeout: 15_000 });

    // 3. member-center: the paid level, until when, its benefits; the user center links there.
    await page.goto("/user-center");
    await expect(page.getByTestId("uc-member-card")).toContainText("付费会员PLUS");
    await page.getByTestId("uc-member-center-link").click();
    await expect(page).toHaveURL(/\/member-center\/member-center$/);
    await expect(page.getByTestId("member-level")).toHaveText("付费会员PLUS");
    await expect(page.getByTestId("member-paid-until")).toContainText("付费会员有效期至");
    await expect(page.getByTestId("member-benefits")).toContainText("全场包邮");
    await shot(page, "zh-member-center");
    await page.goto("/en/member-center/member-center");
    await expect(page.getByTestId("member-level")).toHaveText("PLUS member");
    await expect(page.getByTestId("member-benefits")).toContainText("Free shipping on every order");
    await shot(page, "en-member-center");
    await page.goto("/en/member-center/member-equity");
    await shot(page, "en-member-equity");
    await page.goto("/en/member-center/buy-member");
    await expect(page.getByTestId("buy-member-current")).toContainText("Paid membership until");
    await shot(page, "en-buy-member");
    await backToChinese();

    // 4. Checkout again: 9 折 on the goods and no freight.
    await settle(page);
    await expect(page.getByTestId("checkout-member-reduce")).toBeVisible();
    await expect(page.getByTestId("checkout-member-free-shipping")).toBeVisible();
    const member = await yuanOf(page, "checkout-member-reduce");
    expect(member).toBeGreaterThan(0);
    expect(await yuanOf(page, "checkout-freight")).toBe(0);
    const payable = await yuanOf(page, "checkout-actual-total");
    expect(payable).toBeCloseTo(before.payable - before.freight - member, 2);
    await shot(page, "checkout-member");
  });
});
