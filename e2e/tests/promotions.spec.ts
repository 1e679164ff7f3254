import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { api } from "../support/api";
import { axeViolations } from "../support/axe";
import { addAddress, registerBuyer } from "../support/buyers";
import { checkoutAmounts, payWithSandboxWechat, settleCart, submitOrder } from "../support/checkout-steps";

/** An in-stock product of ¥20–¥300 with a SKU and no discount activity. */
async function someProduct(request: APIRequestContext): Promise<{ prodId: number; skuId: number; shopId: number }> {
  const page = await api<{ records: { prodId: number; shopId: number; totalStock: number; price: number }[] }>(
    await request.get("/api/search/searchProdPage?current=3&size=40"),
  );
  for (const r of page.records) {
    if (r.totalStock < 20 || r.price > 300 || r.price < 20) continue;
    // No discount activity on it: the coupon journey's reduction is the coupon's alone.
    const acts = await api<unknown[]>(await request.get(`/api/ua/discount/get_discount_list?spuId=${r.prodId}`));
    if (acts.length > 0) continue;
    const d = await api<{ skuList: { skuId: number; stock: number }[] }>(
      await request.get(`/api/prod/prodInfo?prodId=${r.prodId}`),
    );
    const sku = d.skuList.find((s) => s.stock >= 10);
    if (sku) return { prodId: r.prodId, skuId: sku.skuId, shopId: r.shopId };
  }
  throw new Error("no product");
}

const NO_THRESHOLD = "平台无门槛5元券";
const centerCoupon = (page: Page, name: string) =>
  page.locator(`[data-testid="center-coupon"][data-coupon-name="${name}"]`);
const RECEIVER = "李券券";

/** A new buyer with an address (a journey of its own: never the demo buyer's cart). */
async function newBuyer(page: Page) {
  await registerBuyer(page, "cp");
  await addAddress(page, RECEIVER);
}

test.describe("coupons", () => {
  test("collect in the coupon center, see it in uc-coupons, check out with it applied, pay, see it used", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    // A visitor sees the coupons; collecting asks for a login.
    await page.goto("/coupons");
    await expect(page.getByRole("heading", { name: "领券中心" })).toBeVisible();
    const ticket = centerCoupon(page, NO_THRESHOLD);
    await expect(ticket.getByTestId("coupon-remain")).toContainText("剩余");
    await ticket.getByTestId("coupon-collect").click();
    await expect(page.getByRole("dialog", { name: "登录" })).toBeVisible();
    await page.keyboard.press("Escape");

    // A new buyer collects it: toast, 'collected', and the limit of 2 leaves one more to take.
    await newBuyer(page);
    await page.goto("/coupons");
    await centerCoupon(page, NO_THRESHOLD).getByTestId("coupon-collect").click();
    await expect(page.getByText("领取成功")).toBeVisible();
    await expect(centerCoupon(page, NO_THRESHOLD).getByTestId("coupon-collected")).toHaveText("已领取");
    await expect(centerCoupon(page, NO_THRESHOLD).getByTestId("coupon-collect")).toHaveText("继续领取");
    expect(await axeViolations(page)).toEqual([]);

    // uc-coupons, reached from the nickname menu: not used (1).
    await page.goto("/user-center?currentPage=uc-coupons");
    await expect(page.getByTestId("uc-coupons-tab-1")).toHaveText("未使用(1)");
    await expect(page.locator(`[data-testid="uc-coupon"][data-coupon-name="${NO_THRESHOLD}"]`)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Checkout: the coupon is applied by itself and the payable is ¥5 lower.
    const p = await someProduct(page.request);
    await api(await page.request.post("/api/p/shopCart/changeItem", { data: { ...p, count: 1 } }));
    await settleCart(page, RECEIVER);
    const select = page.getByTestId("checkout-platform-coupon-select");
    await expect(select.locator("option:checked")).toContainText(NO_THRESHOLD);
    await expect(page.getByTestId("checkout-reduce")).toContainText("5.00");
    const { payable } = await checkoutAmounts(page, 5);
    // Dropping it puts the ¥5 back; choosing it again takes it off.
    await select.selectOption({ label: "不使用优惠券" });
    // No reduction, no '优惠 -¥0.00' row.
    await expect(page.getByTestId("checkout-reduce")).toHaveCount(0);
    await select.selectOption({ index: 1 });
    await expect(page.getByTestId("checkout-reduce")).toContainText("5.00");
    expect(await axeViolations(page)).toEqual([]);

    const payNo = await submitOrder(page);
    await payWithSandboxWechat(page, context, payNo, payable);

    // Used now.
    await page.goto("/user-center?currentPage=uc-coupons");
    await expect(page.getByTestId("uc-coupons-tab-1")).toHaveText("未使用(0)");
    await page.getByTestId("uc-coupons-tab-2").click();
    await expect(page.getByTestId("uc-coupons-tab-2")).toHaveText("已使用(1)");
    await expect(page.getByTestId("coupon-stamp")).toHaveText("已使用");

    // English pass.
    await page.goto("/coupons?lang=en");
    await expect(page.getByRole("heading", { name: "Coupon center" })).toBeVisible();
    await expect(page.locator('[data-coupon-name="¥5 off, no minimum"]').getByTestId("coupon-collected")).toHaveText(
      "Collected",
    );
    await page.goto("/user-center?currentPage=uc-coupons");
    await expect(page.getByTestId("uc-coupons-tab-2")).toHaveText("Used (1)");
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the shop's coupons show on its product page and shop index, and collect from there", async ({ page }) => {
    const shop = await api<{ records: { couponId: number; shopId: number; couponName: string }[] }>(
      await page.request.get("/api/ma/coupon/get_coupon_page?size=1"),
    );
    const shopId = shop.records[0]!.shopId;
    await page.goto(`/shopIndex?sid=${shopId}`);
    await expect(page.getByTestId("shop-coupons").getByTestId("coupon-ticket").first()).toBeVisible();
    const prods = await api<{ records: { prodId: number }[] }>(
      await page.request.get(`/api/shop/prodPage?shopId=${shopId}&size=5`),
    );
    await newBuyer(page);
    await page.goto(`/detail/${prods.records[0]!.prodId}`);
    await page.getByTestId("coupon-panel-toggle").click();
    const list = page.getByTestId("coupon-panel-list");
    await list.getByTestId("coupon-collect").first().click();
    await expect(page.getByText("领取成功")).toBeVisible();
    await expect(list.getByTestId("coupon-collected").first()).toBeVisible();
  });
});

test.describe("limited-time discounts", () => {
  test("open a discount activity, add its product, see the cart grouped by it with its reduction, check out with it", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await newBuyer(page);
    await page.goto("/special-discount");
    await expect(page.getByRole("heading", { name: "限时特惠", exact: true })).toBeVisible();
    const running = page.getByTestId("discounts-running");
    await expect(running.getByTestId("discount-card").first().getByTestId("discount-countdown")).toContainText(
      "距结束",
    );
    await expect(page.getByTestId("discounts-upcoming").getByTestId("discount-countdown").first()).toContainText(
      "距开始",
    );
    const card = running.getByTestId("discount-card").filter({ hasText: "满减 满199减20" }).first();
    await card.getByTestId("discount-open").click();
    await expect(page).toHaveURL(/\/discount-detail\?discountId=\d+$/);
    await expect(page.getByTestId("discount-rule")).toContainText("满¥199.00减¥20.00");
    await expect(page.getByTestId("discount-product").first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // Enough of the activity's first product to reach ¥199, into the cart.
    const discountId = Number(new URL(page.url()).searchParams.get("discountId"));
    const spus = await api<{ records: { prodId: number; price: number }[] }>(
      await page.request.get(`/api/ua/discount/spu_page_by_discount_id?discountId=${discountId}`),
    );
    let added = false;
    for (const spu of spus.records) {
      const d = await api<{ skuList: { skuId: number; stock: number; price: number }[] }>(
        await page.request.get(`/api/prod/prodInfo?prodId=${spu.prodId}`),
      );
      const sku = d.skuList.find((k) => k.stock >= Math.ceil(199 / k.price) && Math.ceil(199 / k.price) <= 20);
      if (!sku) continue;
      await api(
        await page.request.post("/api/p/shopCart/changeItem", {
          data: { prodId: spu.prodId, skuId: sku.skuId, count: Math.ceil(199 / sku.price) },
        }),
      );
      added = true;
      break;
    }
    expect(added).toBe(true);

    await page.goto("/cart");
    const head = page.getByTestId("cart-discount-head");
    await expect(head).toContainText("满¥199.00减¥20.00");
    await expect(head.getByTestId("cart-discount-reduced")).toHaveText(/已减 ¥(20|50)\.00/);
    const reduced = Number((await head.getByTestId("cart-discount-reduced").innerText()).replace(/[^\d.]/g, ""));
    expect(await axeViolations(page)).toEqual([]);

    await settleCart(page, RECEIVER);
    await expect(page.getByTestId("checkout-reduce")).toContainText(reduced.toFixed(2));
    await checkoutAmounts(page, reduced);
    await submitOrder(page);

    // A limited-time price sets the line's price and subtotal in the cart and at checkout,
    // with the activity's badge; the activity page lists sold-out products last, marked.
    await page.goto("/special-discount");
    await running
      .getByTestId("discount-card")
      .filter({ hasText: "限时特惠 8.5折" })
      .first()
      .getByTestId("discount-open")
      .click();
    await expect(page).toHaveURL(/\/discount-detail\?discountId=\d+$/);
    const offerId = Number(new URL(page.url()).searchParams.get("discountId"));
    const offers = await api<{ records: { prodId: number; soldOut: boolean }[] }>(
      await page.request.get(`/api/ua/discount/spu_page_by_discount_id?discountId=${offerId}`),
    );
    const soldOut = offers.records.filter((r) => r.soldOut).length;
    expect(offers.records.slice(offers.records.length - soldOut).every((r) => r.soldOut)).toBe(true);
    await expect(page.getByTestId("discount-product-sold-out")).toHaveCount(soldOut);
    let offerSku: { prodId: number; skuId: number } | null = null;
    for (const r of offers.records.filter((x) => !x.soldOut)) {
      const d = await api<{ skuList: { skuId: number; stock: number; activityPrice?: number; price: number }[] }>(
        await page.request.get(`/api/prod/prodInfo?prodId=${r.prodId}`),
      );
      const sku = d.skuList.find((k) => k.stock >= 2 && k.activityPrice !== undefined && k.activityPrice < k.price);
      if (sku) {
        offerSku = { prodId: r.prodId, skuId: sku.skuId };
        break;
      }
    }
    expect(offerSku).not.toBeNull();
    await api(await page.request.post("/api/p/shopCart/changeItem", { data: { ...offerSku!, count: 2 } }));
    await page.goto("/cart");
    const offerLine = page.locator(`[data-testid="cart-line"][data-prod-id="${offerSku!.prodId}"]`);
    await expect(offerLine.getByTestId("cart-line-badge")).toHaveText("限时特惠");
    const unit = Number((await offerLine.getByTestId("cart-activity-price").innerText()).replace(/[^\d.]/g, ""));
    await expect(offerLine.getByTestId("cart-line-total")).toHaveText(`¥${(unit * 2).toFixed(2)}`);
    await settleCart(page, RECEIVER);
    const checkoutLine = page.getByTestId("checkout-line").first();
    await expect(checkoutLine.getByTestId("checkout-line-badge")).toHaveText("限时特惠");
    await expect(checkoutLine.getByTestId("checkout-line-price")).toContainText(`¥${unit.toFixed(2)}`);
    await expect(checkoutLine).toContainText(`¥${(unit * 2).toFixed(2)}`);
    expect(await axeViolations(page)).toEqual([]);

    // English pass.
    await page.goto("/special-discount?lang=en");
    await expect(page.getByRole("heading", { name: "Limited-time offers", exact: true })).toBeVisible();
    await expect(page.getByTestId("discounts-running").getByTestId("discount-countdown").first()).toContainText(
      "Ends in",
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});
