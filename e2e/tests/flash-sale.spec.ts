import { expect, test, type Page } from "@playwright/test";
import { api } from "../support/api";
import { addAddress, registerBuyer as registerSignedIn } from "../support/buyers";

/**
 * Flash sale, against the real API and the seed's demo sessions: a new buyer opens
 * /flash-sale, picks a sale of the running session, sees its countdown and progress on
 * /secdetail/{id}, confirms the order at the flash price (no coupon stacking) and pays it through
 * the sandbox WeChat code; the order is waiting for delivery and the sale's progress moved.
 * English pass of /flash-sale. The home's flash strip shows flash prices and links to
 * /secdetail; the product's detail page leads to its flash sale; after buying, secdetail says how
 * many the buyer may still buy and the confirm page refuses more, saying so.
 */

/** A new buyer, signed in through the API, with an address. */
async function registerBuyer(page: Page): Promise<void> {
  await registerSignedIn(page, "fs");
  await addAddress(page, "李秒杀");
}

test.describe("flash sale", () => {
  test("a buyer buys from the running session through payment", async ({ page, context }) => {
    test.setTimeout(120_000);
    await registerBuyer(page);
    // The home's flash strip: flash prices, the stock bar and links to the flash sales.
    await page.goto("/");
    const strip = page.locator('[data-block="limited_skill"]');
    await strip.scrollIntoViewIfNeeded();
    const tile = strip.getByTestId("flash-tile").first();
    await expect(tile).toHaveAttribute("href", /\/secdetail\/\d+$/);
    await expect(tile.getByTestId("flash-tile-price")).toContainText("¥");
    await expect(tile.getByRole("progressbar")).toBeVisible();
    await page.goto("/flash-sale");
    await expect(page.getByTestId("seckill-session").first()).toContainText("抢购中");
    const card = page.getByTestId("seckill-card").first();
    await expect(card).toContainText("立即抢购");
    await card.click();
    await expect(page).toHaveURL(/\/secdetail\/\d+$/);
    const seckillId = Number(page.url().split("/").pop());
    await expect(page.getByTestId("seckill-state")).toContainText(/\d{2}:\d{2}:\d{2}/);
    const before = (
      await api<{ soldStocks: number }>(await page.request.get(`/api/ua/seckill/prod?seckillId=${seckillId}`))
    ).soldStocks;
    await page.getByTestId("seckill-buy").click();
    await expect(page).toHaveURL(/\/secdetail\/confirm-order\?seckillSkuId=\d+&count=1$/);
    await expect(page.getByTestId("seckill-confirm-line")).toContainText("秒杀");
    const payable = Number((await page.getByTestId("seckill-payable").innerText()).replace(/[^\d.]/g, ""));
    expect(payable).toBeGreaterThan(0);
    await page.getByTestId("seckill-submit").click();
    await expect(page).toHaveURL(/\/payment\?payNo=\d+$/, { timeout: 15_000 });
    const payNo = new URL(page.url()).searchParams.get("payNo")!;
    await page.getByTestId("pay-method-wechat").click();
    await page.getByTestId("pay-now").click();
    await expect(page).toHaveURL(new RegExp(`/weixin-pay\\?payNo=${payNo}$`));
    await expect(page.getByTestId("wxpay-qr").locator("svg")).toBeVisible();
    const codeUrl = (await page.getByTestId("wxpay-qr").getAttribute("data-code-url"))!;
    const phone = await context.newPage();
    await phone.goto(new URL(codeUrl).pathname + new URL(codeUrl).search);
    await expect(phone.getByTestId("sandbox-amount")).toContainText(payable.toFixed(2));
    await phone.getByTestId("sandbox-confirm").click();
    await expect(phone.getByTestId("sandbox-status-SUCCESS")).toBeVisible();
    await phone.close();
    await expect(page.getByTestId("pay-success")).toBeVisible({ timeout: 15_000 });
    const after = await api<{ soldStocks: number }>(
      await page.request.get(`/api/ua/seckill/prod?seckillId=${seckillId}`),
    );
    expect(after.soldStocks).toBe(before + 1);

    // Secdetail says how many are left to buy and caps the quantity; the confirm page
    // refuses more than that with the same words; the product's detail page leads to the sale.
    const sale = await api<{ maxNum: number; prodId: number; skus: { seckillSkuId: number; stock: number }[] }>(
      await page.request.get(`/api/ua/seckill/prod?seckillId=${seckillId}`),
    );
    const left = sale.maxNum - 1;
    await page.goto(`/secdetail/${seckillId}`);
    await expect(page.getByTestId("seckill-remaining")).toHaveText(
      left > 0 ? `您还可购买${left}件` : "您已达到每人限购数量",
    );
    if (left > 0)
      await expect(page.getByTestId("seckill-count")).toHaveAttribute(
        "max",
        String(Math.max(1, Math.min(left, sale.skus[0]!.stock))),
      );
    else await expect(page.getByTestId("seckill-buy")).toBeDisabled();
    await page.goto(`/secdetail/confirm-order?seckillSkuId=${sale.skus[0]!.seckillSkuId}&count=${left + 1}`);
    await expect(page.getByTestId("seckill-refused")).toContainText(`每人限购${sale.maxNum}件`);
    await page.goto(`/detail/${sale.prodId}`);
    await expect(page.getByTestId("detail-flash-entry")).toContainText("秒杀价");
    await expect(page.getByTestId("seckill-link")).toHaveAttribute("href", /\/secdetail\/\d+$/);
    await page.goto(`/en/secdetail/${seckillId}`);
    await expect(page.getByTestId("seckill-remaining")).toHaveText(
      left > 0 ? `You may still buy ${left}` : "You have reached the per-person limit",
    );
    await page.goto(`/en/flash-sale`);
    await expect(page.getByTestId("seckill-session").first()).toContainText("On now");
    await expect(page.getByTestId("seckill-card").first()).toContainText("Buy now");
  });
});
