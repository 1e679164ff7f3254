import { expect, type BrowserContext, type Page } from "@playwright/test";

/*
 * Steps of the cart → submit-order → payment path that several journeys walk the same way.
 * Each step acts through the storefront's buttons and fails when one is missing.
 */

/** A money text on the page ("¥1,299.00", "-¥5.00") as a number of yuan. */
export async function yuanOf(page: Page, testId: string): Promise<number> {
  return Number(((await page.getByTestId(testId).innerText()) ?? "").replace(/[^\d.]/g, ""));
}

/** /cart → "settle" → /submit-order, shipping to the buyer's default address (`receiver`). */
export async function settleCart(page: Page, receiver: string): Promise<void> {
  await page.goto("/cart");
  await page.getByTestId("cart-settle").click();
  await expect(page).toHaveURL(/\/submit-order$/);
  await expect(page.getByTestId("checkout-ship-to")).toContainText(receiver);
}

/** The submit-order page's amounts; asserts that the payable is total + freight − `reduced`. */
export async function checkoutAmounts(page: Page, reduced: number) {
  const [total, freight, payable] = [
    await yuanOf(page, "checkout-total"),
    await yuanOf(page, "checkout-freight"),
    await yuanOf(page, "checkout-actual-total"),
  ];
  expect(payable).toBeCloseTo(total + freight - reduced, 2);
  return { total, freight, payable };
}

/** "Submit order" → /payment; answers the trade's payNo. */
export async function submitOrder(page: Page): Promise<string> {
  await page.getByTestId("checkout-submit").click();
  await expect(page).toHaveURL(/\/payment\?payNo=\d+$/, { timeout: 15_000 });
  return new URL(page.url()).searchParams.get("payNo")!;
}

/**
 * On /payment: WeChat, "pay now", the QR code page; a second page plays the phone that scans the
 * sandbox code and confirms (`amount` checked when given); /weixin-pay moves on to the result.
 */
export async function payWithSandboxWechat(page: Page, context: BrowserContext, payNo: string, amount?: number) {
  await page.getByTestId("pay-method-wechat").click();
  await page.getByTestId("pay-now").click();
  await expect(page).toHaveURL(new RegExp(`/weixin-pay\\?payNo=${payNo}$`));
  await expect(page.getByTestId("wxpay-qr").locator("svg")).toBeVisible();
  const codeUrl = new URL((await page.getByTestId("wxpay-qr").getAttribute("data-code-url"))!);
  const phone = await context.newPage();
  await phone.goto(codeUrl.pathname + codeUrl.search);
  if (amount !== undefined) await expect(phone.getByTestId("sandbox-amount")).toContainText(amount.toFixed(2));
  await phone.getByTestId("sandbox-confirm").click();
  await expect(phone.getByTestId("sandbox-status-SUCCESS")).toBeVisible();
  await phone.close();
  await expect(page.getByTestId("pay-success")).toBeVisible({ timeout: 15_000 });
}
