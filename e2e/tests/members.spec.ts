import { mkdirSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { api } from "../support/api";
import { firstRegion, registerBuyer } from "../support/buyers";

/**
 * Member assets, one journey of a new buyer:
 * 1. tops up ¥100 (a tier with a ¥5 bonus) on uc-balance by scanning the sandbox WeChat QR code
 *    and sees ¥105 arrive;
 * 2. the platform issues a gift card (its API, like `npm run mall -- giftcards issue`); the buyer
 *    types a wrong password (a clear message, nothing bound), then binds it and sees it listed;
 * 3. pays an order at /payment with the card, the balance paying what the card does not cover,
 *    and finds the card used up.
 * Points and membership (the rest of issue 12) are not built yet.
 * SHOTS_DIR=… saves screenshots (zh and en).
 */

const SHOTS = process.env.SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** An in-stock product between ¥60 and ¥100 (more than the ¥50 card, less than card + balance). */
async function modestProduct(request: APIRequestContext) {
  for (let current = 1; current <= 5; current++) {
    const page = await api<{ records: { prodId: number; shopId: number; totalStock: number; price: number }[] }>(
      await request.get(`/api/search/searchProdPage?current=${current}&size=40`),
    );
    for (const r of page.records) {
      if (r.totalStock < 10 || r.price < 60 || r.price > 100) continue;
      const d = await api<{ skuList: { skuId: number; stock: number }[] }>(
        await request.get(`/api/prod/prodInfo?prodId=${r.prodId}`),
      );
      const sku = d.skuList.find((s) => s.stock >= 5);
      if (sku) return { prodId: r.prodId, skuId: sku.skuId, shopId: r.shopId };
    }
  }
  throw new Error("no product between ¥60 and ¥100");
}

test.describe("member assets", () => {
  test("top up ¥100 through the QR code; bind a gift card; pay an order with the card and the balance", async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    // An /en/ page keeps English in the `language` cookie; the journey goes on in Chinese.
    const backToChinese = () => context.addCookies([{ name: "language", value: "zh", url: page.url() }]);
    await registerBuyer(page, "mb");

    // 1. Top-up: the ¥100 tier (+¥5), paid on the "phone" through the sandbox scan page.
    await page.goto("/user-center?currentPage=uc-balance");
    await expect(page.getByTestId("uc-balance-amount")).toHaveText("¥0.00");
    // A custom amount with 3 decimals is refused before anything is sent.
    await page.getByTestId("recharge-custom").fill("12.345");
    await expect(page.getByTestId("recharge-hint")).toHaveText("充值金额须在0.01至100000元之间，最多两位小数");
    await expect(page.getByTestId("recharge-submit")).toBeDisabled();
    await page.getByTestId("recharge-preset").filter({ hasText: "¥100.00" }).click();
    await shot(page, "zh-uc-balance-topup");
    await page.getByTestId("recharge-submit").click();
    await expect(page.getByTestId("recharge-amount")).toHaveText("¥100.00");
    await expect(page.getByTestId("recharge-panel").locator("svg").first()).toBeVisible();
    await shot(page, "zh-uc-balance-qr");
    const codeUrl = (await page.getByTestId("recharge-sandbox-link").getAttribute("href"))!;
    expect(codeUrl).toMatch(/\/weixin-pay\/sandbox-scan\?prepayId=wx/);
    const phone = await context.newPage();
    await phone.goto(new URL(codeUrl).pathname + new URL(codeUrl).search);
    await expect(phone.getByTestId("sandbox-amount")).toContainText("100.00");
    await phone.getByTestId("sandbox-confirm").click();
    await expect(phone.getByTestId("sandbox-status-SUCCESS")).toBeVisible();
    await phone.close();
    await expect(page.getByTestId("recharge-done")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("uc-balance-amount")).toHaveText("¥105.00");
    await expect(page.getByTestId("uc-balance-row").first()).toContainText("充值赠送");
    await expect(page.getByTestId("uc-balance-row").nth(1)).toContainText("余额充值");
    await shot(page, "zh-uc-balance-paid");
    await page.goto("/en/user-center?currentPage=uc-balance");
    await expect(page.getByTestId("uc-balance-row").first()).toContainText("Top-up bonus");
    await shot(page, "en-uc-balance");
    await backToChinese();

    // 2. The platform issues a ¥50 card; a wrong password binds nothing, the right one binds it.
    const staff = await api<{ token: string }>(
      await page.request.post("/api/admin/login", { data: { userName: "platform", passWord: "souk1234" } }),
    );
    const [card] = await api<{ cardNo: string; password: string }[]>(
      await page.request.post("/api/admin/giftcards/issue", {
        data: { count: 1, value: 50 },
        headers: { authorization: staff.token },
      }),
    );
    await page.goto("/user-center?currentPage=gift-card");
    await expect(page.getByTestId("gift-card-empty")).toBeVisible();
    await page.getByTestId("gift-card-no").fill(card!.cardNo);
    await page.getByTestId("gift-card-password").fill("ABCDEFGH");
    await page.getByTestId("gift-card-submit").click();
    await expect(page.getByTestId("gift-card-message")).toHaveText("卡号或密码错误");
    await expect(page.getByTestId("gift-card-empty")).toBeVisible();
    await page.getByTestId("gift-card-password").fill(card!.password.toLowerCase());
    await page.getByTestId("gift-card-submit").click();
    await expect(page.getByTestId("gift-card-message")).toContainText("绑定成功");
    await expect(page.getByTestId("gift-card")).toHaveCount(1);
    await expect(page.getByTestId("gift-card-balance")).toHaveText("¥50.00");
    await expect(page.getByTestId("gift-card-state")).toHaveText("可使用");
    await shot(page, "zh-gift-card");
    await page.goto("/en/user-center?currentPage=gift-card");
    await expect(page.getByTestId("gift-card-state")).toHaveText("Usable");
    await shot(page, "en-gift-card");
    await backToChinese();

    // 3. An order between ¥60 and ¥100: the card pays ¥50, the balance the rest.
    await api(
      await page.request.post("/api/p/address/addAddr", {
        data: { receiver: "李会员", mobile: "13900139001", ...(await firstRegion(page.request)), addr: "会员路8号" },
      }),
    );
    const p = await modestProduct(page.request);
    await api(
      await page.request.post("/api/p/shopCart/changeItem", {
        data: { prodId: p.prodId, skuId: p.skuId, shopId: p.shopId, count: 1 },
      }),
    );
    await page.goto("/cart");
    await page.getByTestId("cart-settle").click();
    await page.getByTestId("checkout-submit").click();
    await expect(page).toHaveURL(/\/payment\?payNo=\d+$/, { timeout: 15_000 });
    const due = Number((await page.getByTestId("payment-amount").innerText()).replace(/[^\d.]/g, ""));
    await page.getByTestId("pay-method-giftcard").click();
    await expect(page.getByTestId("pay-giftcard")).toBeChecked();
    await expect(page.getByTestId("pay-giftcard-split")).toContainText("¥50.00");
    await expect(page.getByTestId("pay-giftcard-split")).toContainText(`¥${(due - 50).toFixed(2)}`);
    await shot(page, "zh-payment-giftcard");
    await page.getByTestId("pay-now").click();
    await expect(page.getByTestId("pay-success")).toBeVisible({ timeout: 15_000 });
    await page.goto("/user-center?currentPage=gift-card");
    await expect(page.getByTestId("gift-card-state")).toHaveText("已用完");
    await expect(page.getByTestId("gift-card-balance")).toHaveText("¥0.00");
    await page.goto("/user-center?currentPage=uc-balance");
    await expect(page.getByTestId("uc-balance-amount")).toHaveText(`¥${(105 - (due - 50)).toFixed(2)}`);
  });
});
