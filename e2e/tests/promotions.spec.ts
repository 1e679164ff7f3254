import { createCipheriv, randomInt } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

/**
 * Coupons (issue 9), storefront side against the real API and the demo coupons of the seed:
 * a visitor is asked to log in to collect; a new buyer collects the platform's ¥5 no-threshold
 * coupon in the coupon center, finds it in uc-coupons, checks out with it applied automatically
 * (the payable is ¥5 lower), pays through the sandbox WeChat code and finds it under 'used'.
 * English pass of the coupon center and uc-coupons. Discounts: a buyer opens a running 满减 activity
 * from /special-discount, puts its product in the cart, sees the cart grouped by the activity with
 * its reduction, and checks out with it; English pass of /special-discount.
 */

interface Envelope<T> {
  code: string;
  msg: string | null;
  data: T;
}

async function api<T>(res: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${res.url()} → ${body.msg}`).toBe("00000");
  return body.data;
}

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .exclude("[data-sonner-toaster]")
    .exclude('[data-testid="topbar-cart"]')
    .analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** packages/contract/src/password.ts: AES-128-ECB over a 13-digit timestamp + password, Base64. */
function wirePassword(password: string): string {
  const c = createCipheriv("aes-128-ecb", Buffer.from("-souk--password-", "utf8"), null);
  return Buffer.concat([c.update(`${Date.now()}${password}`, "utf8"), c.final()]).toString("base64");
}

/** A new buyer, registered and signed in through the API (the page's context gets the token cookie), with an address. */
async function registerBuyer(page: Page): Promise<void> {
  const tag = `${Date.now().toString(36).slice(-5)}${randomInt(36 ** 3).toString(36)}`;
  const mobile = `139${String(randomInt(1e8)).padStart(8, "0")}`;
  await api(await page.request.post("/api/user/sendRegisterCode", { data: { mobile } }));
  let validCode = "";
  await expect
    .poll(async () => {
      const body = (await (await page.request.get(`/api/dev/sms/latest?mobile=${mobile}`)).json()) as Envelope<{
        code: string;
      } | null>;
      validCode = body.data?.code ?? "";
      return validCode;
    })
    .toMatch(/^\d{6}$/);
  await api(
    await page.request.post("/api/user/register", {
      data: { userName: `cp_${tag}`.slice(0, 16), mobile, validCode, passWord: wirePassword("Souk#2026") },
    }),
  );
  const tree = await api<{ areaId: number; areas: { areaId: number; areas: { areaId: number }[] }[] }[]>(
    await page.request.get("/api/area/administrativeDivision"),
  );
  const province = tree[0]!;
  const city = province.areas[0]!;
  await api(
    await page.request.post("/api/p/address/addAddr", {
      data: {
        receiver: "李券券",
        mobile: "13900139000",
        provinceId: province.areaId,
        cityId: city.areaId,
        areaId: city.areas[0]!.areaId,
        addr: "人民路1号2单元301",
      },
    }),
  );
}

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
const yuan = async (page: Page, testId: string) =>
  Number(((await page.getByTestId(testId).innerText()) ?? "").replace(/[^\d.]/g, ""));

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
    await registerBuyer(page);
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
    await page.goto("/cart");
    await page.getByTestId("cart-settle").click();
    await expect(page.getByTestId("checkout-ship-to")).toContainText("李券券");
    const select = page.getByTestId("checkout-platform-coupon-select");
    await expect(select.locator("option:checked")).toContainText(NO_THRESHOLD);
    await expect(page.getByTestId("checkout-reduce")).toContainText("5.00");
    const [total, freight, payable] = [
      await yuan(page, "checkout-total"),
      await yuan(page, "checkout-freight"),
      await yuan(page, "checkout-actual-total"),
    ];
    expect(payable).toBeCloseTo(total + freight - 5, 2);
    // Dropping it puts the ¥5 back; choosing it again takes it off.
    await select.selectOption({ label: "不使用优惠券" });
    // No reduction, no '优惠 -¥0.00' row (issue 17).
    await expect(page.getByTestId("checkout-reduce")).toHaveCount(0);
    await select.selectOption({ index: 1 });
    await expect(page.getByTestId("checkout-reduce")).toContainText("5.00");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByTestId("checkout-submit").click();
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
    await registerBuyer(page);
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
    await registerBuyer(page);
    await page.goto("/special-discount");
    await expect(page.getByRole("heading", { name: "限时特惠" })).toBeVisible();
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

    await page.getByTestId("cart-settle").click();
    await expect(page.getByTestId("checkout-ship-to")).toContainText("李券券");
    await expect(page.getByTestId("checkout-reduce")).toContainText(reduced.toFixed(2));
    const [total, freight, payable] = [
      await yuan(page, "checkout-total"),
      await yuan(page, "checkout-freight"),
      await yuan(page, "checkout-actual-total"),
    ];
    expect(payable).toBeCloseTo(total + freight - reduced, 2);
    await page.getByTestId("checkout-submit").click();
    await expect(page).toHaveURL(/\/payment\?payNo=\d+$/, { timeout: 15_000 });

    // English pass.
    await page.goto("/special-discount?lang=en");
    await expect(page.getByRole("heading", { name: "Limited-time offers" })).toBeVisible();
    await expect(page.getByTestId("discounts-running").getByTestId("discount-countdown").first()).toContainText(
      "Ends in",
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});
