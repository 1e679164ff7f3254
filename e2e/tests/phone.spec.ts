import { mkdirSync } from "node:fs";
import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import { api } from "../support/api";
import { addAddress, registerBuyer } from "../support/buyers";

/*
 * The mall on a phone (390 × 844, touch): a new buyer with a topped-up balance walks from the home
 * page to a refund and a chat with the shop, in Chinese and in English, through the phone's own
 * controls — the filter sheet, the swipeable pictures, the SKU sheet of the bottom buy bar, the
 * cart's sticky total bar, balance payment, the order, after-sales and the full-screen chat.
 * Every page on the way is checked for sideways scrolling and its controls for a finger's size.
 */

// Pages here wait on the API and the sockets of a busy machine: a longer patience than the suite's 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

const SHOTS = process.env.SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/** The page must not scroll sideways (the viewport is the phone's width). */
async function noSideScroll(page: Page, where: string) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect.soft(scroll, `${where}: ${scroll}px wide at ${client}px`).toBeLessThanOrEqual(client);
}

/** A finger's target: at least 44 × 44 px. */
async function touchSized(target: Locator, what: string) {
  const box = await target.boundingBox();
  expect(box, `${what} is on screen`).not.toBeNull();
  expect.soft(box!.height, `${what} height`).toBeGreaterThanOrEqual(44);
  expect.soft(box!.width, `${what} width`).toBeGreaterThanOrEqual(44);
}

/** Tops up the signed-in buyer's balance through the sandbox WeChat gateway (API), ¥20,000: more than any phone of the demo costs. */
async function topUp(page: Page) {
  const r = await api<{ codeUrl: string }>(
    await page.request.post("/api/p/user/recharge", { data: { amount: 20000 } }),
  );
  const prepayId = new URL(r.codeUrl).searchParams.get("prepayId")!;
  await api(await page.request.post(`/api/sandbox/wxpay/prepay/${prepayId}/confirm`));
  await expect
    .poll(async () => (await api<{ balance: number }>(await page.request.get("/api/p/user/balance"))).balance, {
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(20000);
}

const TEXT = {
  zh: {
    keyword: "手机",
    filters: "筛选条件",
    options: "选择规格",
    paid: "待发货",
    refundWaiting: "待商家处理",
    question: "请问今天能发货吗？",
  },
  en: {
    keyword: "手机",
    filters: "Filters",
    options: "Choose options",
    paid: "Pending delivery",
    refundWaiting: "Waiting for the shop",
    question: "Can you ship it today?",
  },
} as const;

for (const lang of ["zh", "en"] as const) {
  test(`${lang}: a phone buyer searches, filters, picks a SKU in the sheet, pays by balance, asks for a refund and chats`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const tx = TEXT[lang];
    await registerBuyer(page, `ph${lang}`);
    await context.addCookies([{ name: "language", value: lang, url: baseURL! }]);
    await addAddress(page, lang === "zh" ? "王小明" : "Wang Ming");
    await topUp(page);

    // Home, then a search from the header's field.
    await page.goto("/");
    await noSideScroll(page, "home");
    await shot(page, `${lang}-home`);
    const search = page.getByTestId("search-input").filter({ visible: true }).first();
    await search.fill(tx.keyword);
    await search.press("Enter");
    await expect(page).toHaveURL(/\/list(\/q\/[^?]+)?\?|\/list\/q\//);
    await expect(page.getByTestId("list-grid")).toBeVisible();
    await noSideScroll(page, "list");

    // Two cards a row; the desktop's filter box gives way to the sheet behind the sort bar.
    const tiles = page.getByTestId("list-grid").getByTestId("product-tile");
    const [a, b] = [await tiles.nth(0).boundingBox(), await tiles.nth(1).boundingBox()];
    expect(Math.round(a!.y), "two cards side by side").toBe(Math.round(b!.y));
    await expect(page.getByTestId("filter-panel")).toBeHidden();
    await touchSized(page.getByTestId("sort-sales"), "sort by sales");
    await shot(page, `${lang}-list`);
    await page.getByTestId("filter-open").click();
    const sheet = page.getByRole("dialog", { name: tx.filters });
    await expect(sheet).toBeVisible();
    await touchSized(sheet.getByTestId("sheet-in-stock-toggle"), "in-stock chip");
    await shot(page, `${lang}-list-filters`);
    await sheet.getByTestId("sheet-in-stock-toggle").click();
    await expect(page).toHaveURL(/inStock=1/);
    await expect(sheet).toBeHidden();
    await expect(page.getByTestId("filter-open")).toContainText("(1)");

    // The sort bar stays at the top while the grid scrolls.
    await page.mouse.wheel(0, 1500);
    await expect.poll(async () => (await page.getByTestId("sort-bar").boundingBox())!.y).toBeLessThan(80);

    // A product opens in the same tab (no trap of a new tab on a phone).
    const first = page.getByTestId("list-grid").getByTestId("product-tile-link").first();
    await first.click();
    await expect(page).toHaveURL(/\/detail\/\d+/);
    const prodId = Number(new URL(page.url()).pathname.split("/").pop());
    await expect(page.getByTestId("phone-gallery")).toBeVisible();
    await expect(page.getByTestId("gallery")).toBeHidden();
    await noSideScroll(page, "detail");
    const bar = page.getByTestId("phone-buy-bar");
    await expect(bar).toBeVisible();
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height, "the buy bar sits on the bottom edge").toBeCloseTo(844, 0);
    await touchSized(bar.getByTestId("phone-add-to-cart"), "add to cart");
    await touchSized(bar.getByTestId("phone-chat"), "chat");
    await shot(page, `${lang}-detail`);

    // "Add to cart" opens the SKU sheet; a value is picked there, then confirmed.
    await bar.getByTestId("phone-add-to-cart").click();
    const skuSheet = page.getByRole("dialog", { name: tx.options });
    await expect(skuSheet).toBeVisible();
    const values = skuSheet.getByTestId("sku-value");
    if ((await values.count()) > 0) {
      const pick = values.and(page.locator('[data-state="available"], [data-state="selected"]')).last();
      await touchSized(pick, "SKU value");
      await pick.click();
      if ((await pick.getAttribute("data-state")) !== "selected") await pick.click();
      await expect(pick).toHaveAttribute("data-state", "selected");
    }
    await shot(page, `${lang}-detail-sku-sheet`);
    await skuSheet.getByTestId("sheet-add-to-cart").click();
    await expect(skuSheet).toBeHidden();
    await expect
      .poll(async () => {
        const shops = await api<{ shopCartItemDiscounts: { shopCartItems: { prodId: number }[] }[] }[]>(
          await page.request.post("/api/p/shopCart/info", { data: [] }),
        );
        return shops.flatMap((s) => s.shopCartItemDiscounts.flatMap((g) => g.shopCartItems.map((l) => l.prodId)));
      })
      .toContain(prodId);

    // The cart: a line with a finger-sized stepper, the total bar on screen at the bottom.
    await bar.getByTestId("phone-cart").click();
    await expect(page).toHaveURL(/\/cart$/);
    const line = page.getByTestId("cart-line").first();
    await expect(line).toBeVisible();
    await noSideScroll(page, "cart");
    await touchSized(line.getByTestId("cart-qty-plus"), "quantity +");
    const summary = page.getByTestId("cart-summary");
    await expect(summary).toBeInViewport();
    await line.getByTestId("cart-select-item").check();
    await expect(page.getByTestId("cart-settle")).toBeEnabled();
    await shot(page, `${lang}-cart`);
    await page.getByTestId("cart-settle").click();

    // Submit the order, pay by balance.
    await expect(page).toHaveURL(/\/submit-order$/);
    await expect(page.getByTestId("checkout-line").first()).toBeVisible();
    await noSideScroll(page, "submit-order");
    await expect(page.getByTestId("checkout-submit")).toBeInViewport();
    await shot(page, `${lang}-submit-order`);
    await page.getByTestId("checkout-submit").click();
    await expect(page).toHaveURL(/\/payment\?payNo=\d+$/, { timeout: 15_000 });
    const payNo = new URL(page.url()).searchParams.get("payNo")!;
    await expect(page.getByTestId("pay-method-balance")).toHaveAttribute("aria-checked", "true");
    await noSideScroll(page, "payment");
    await shot(page, `${lang}-payment`);
    await page.getByTestId("pay-now").click();
    await expect(page.getByTestId("pay-success")).toBeVisible({ timeout: 15_000 });

    // The order in the user center, then its detail.
    const mine = await api<{ records: { orderNumber: string; payNo: string }[] }>(
      await page.request.get("/api/p/myOrder/myOrder?current=1&size=10"),
    );
    const orderNumber = mine.records.find((o) => o.payNo === payNo)!.orderNumber;
    await page.goto("/user-center?currentPage=uc-order");
    const row = page.locator(`[data-testid="uc-order-row"][data-order-number="${orderNumber}"]`);
    await expect(row.getByTestId("uc-order-status")).toHaveText(tx.paid);
    await noSideScroll(page, "uc-order");
    await shot(page, `${lang}-uc-order`);
    await row.getByTestId("uc-order-detail-link").click();
    await expect(page).toHaveURL(new RegExp(`/order-detail\\?orderNumber=${orderNumber}`));
    await expect(page.getByTestId("order-detail-item").first()).toBeVisible();
    await noSideScroll(page, "order-detail");
    await shot(page, `${lang}-order-detail`);

    // After-sales: a refund of the paid, unshipped line.
    await page.getByTestId("order-detail-item").first().getByTestId("after-sales-link").click();
    await expect(page.getByTestId("apply-return-form")).toBeVisible();
    await noSideScroll(page, "apply-return");
    await page.getByTestId("apply-reason").selectOption({ index: 1 });
    await shot(page, `${lang}-apply-return`);
    await page.getByTestId("apply-submit").click();
    await page.waitForURL(/\/return-detail\?refundSn=\d+/);
    await expect(page.getByTestId("return-status-text")).toHaveText(tx.refundWaiting);
    await noSideScroll(page, "return-detail");
    await shot(page, `${lang}-return-detail`);

    // Chat with the shop from the product page: full screen, the input on screen.
    await page.goto(`/detail/${prodId}`);
    await page.getByTestId("phone-buy-bar").getByTestId("phone-chat").click();
    await expect(page).toHaveURL(new RegExp(`/chat\\?shopId=\\d+&prodId=${prodId}`));
    const chat = page.getByTestId("chat-page");
    await expect(chat).toBeVisible();
    const chatBox = (await chat.boundingBox())!;
    expect(chatBox.width, "the chat fills the screen's width").toBe(390);
    await expect(page.getByTestId("chat-send")).toBeEnabled({ timeout: 15_000 });
    const input = page.getByTestId("chat-input");
    await expect(input).toBeInViewport();
    await input.fill(tx.question);
    await touchSized(page.getByTestId("chat-send"), "send");
    await page.getByTestId("chat-send").click();
    await expect(page.getByTestId("chat-messages")).toContainText(tx.question);
    await noSideScroll(page, "chat");
    await shot(page, `${lang}-chat`);
  });
}
