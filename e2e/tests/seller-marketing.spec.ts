import { randomInt } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { api } from "../support/api";
import { addAddress, registerBuyer } from "../support/buyers";
import { settleCart, submitOrder, payWithSandboxWechat } from "../support/checkout-steps";

/** Where the journey's screenshots go when SELLER_SHOTS names a folder (looked at by hand, never committed). */
const shot = async (page: Page, name: string) => {
  if (process.env.SELLER_SHOTS)
    await page.screenshot({ path: `${process.env.SELLER_SHOTS}/${name}.png`, fullPage: true });
};

/** A product on sale at a modest price with stock and no discount activity yet (the coupon's reduction alone). */
async function someProduct(request: APIRequestContext) {
  const page = await api<{ records: { prodId: number; shopId: number; totalStock: number; price: number }[] }>(
    await request.get("/api/search/searchProdPage?current=4&size=40"),
  );
  for (const r of page.records) {
    if (r.totalStock < 20 || r.price > 300 || r.price < 20) continue;
    const acts = await api<unknown[]>(await request.get(`/api/ua/discount/get_discount_list?spuId=${r.prodId}`));
    if (acts.length > 0) continue;
    const d = await api<{ prodName: string; skuList: { skuId: number; stock: number }[] }>(
      await request.get(`/api/prod/prodInfo?prodId=${r.prodId}`),
    );
    const sku = d.skuList.find((s) => s.stock >= 10);
    if (sku) return { prodId: r.prodId, skuId: sku.skuId, shopId: r.shopId, prodName: d.prodName };
  }
  throw new Error("no product for the marketing journey");
}

async function signIn(
  seller: Page,
  account: string,
  labels: { account: string; password: string; submit: string | RegExp } = {
    account: "店铺账号",
    password: "密码",
    submit: /^登\s*录$/,
  },
) {
  await expect(seller).toHaveURL(/\/seller\/login\?next=/, { timeout: 15_000 });
  await seller.getByLabel(labels.account).fill(account);
  await seller.getByLabel(labels.password, { exact: true }).fill("souk1234");
  await seller.getByRole("button", { name: labels.submit }).click();
}

test("seller marketing, zh and en: a shop's coupon is collected and used, its discount shows on the product, a flash sale is edited, its product group shows on the home, customer service answers from /seller/service", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const tag = randomInt(1e5, 9e5);
  const ownerCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const buyerCtx = await browser.newContext();
  const csCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const owner = await ownerCtx.newPage();
  const buyer = await buyerCtx.newPage();
  const cs = await csCtx.newPage();
  owner.setDefaultTimeout(20_000);
  const p = await someProduct(buyer.request);

  // The owner opens the coupons page: signed out, the guard sends them to sign in and back.
  await owner.goto("/seller/marketing/coupons");
  await signIn(owner, `shop${p.shopId}`);
  await expect(owner).toHaveURL(/\/seller\/marketing\/coupons$/, { timeout: 20_000 });
  await expect(owner.getByRole("heading", { name: "优惠券" })).toBeVisible();
  const coupons = owner.getByTestId("seller-coupons");
  await expect(coupons).toContainText("店铺满99减10"); // the seed's running coupon
  await shot(owner, "coupons-zh");

  // A ¥3 coupon without a minimum, for the whole shop, from now for a week.
  const couponName = `E2E立减券${tag}`;
  await owner.getByTestId("promotion-create").click();
  const cf = owner.getByTestId("coupon-form");
  await cf.getByLabel("名称（中文）").fill(couponName);
  await cf.getByLabel("名称（英文）").fill(`E2E coupon ${tag}`);
  await cf.getByLabel("减免金额（元）").fill("3");
  await cf.getByLabel("发放总量").fill("100");
  await owner.getByTestId("promotion-save").click();
  // The API's rule: a cash coupon needs an amount; the form refused nothing else.
  await expect(cf).toBeHidden();
  await expect(coupons).toContainText(couponName);
  await expect(coupons.locator("tr", { hasText: couponName })).toContainText("进行中");

  // The buyer sees it on the product page, collects it and checks out with it applied.
  await registerBuyer(buyer, "mk");
  await addAddress(buyer, "券买家");
  await buyer.goto(`/detail/${p.prodId}`);
  await buyer.getByTestId("coupon-panel-toggle").click();
  const ticket = buyer.locator(`[data-coupon-name="${couponName}"]`);
  await ticket.getByTestId("coupon-collect").click();
  await expect(ticket.getByTestId("coupon-collected")).toBeVisible();
  await api(
    await buyer.request.post("/api/p/shopCart/changeItem", {
      data: { prodId: p.prodId, skuId: p.skuId, shopId: p.shopId, count: 1 },
    }),
  );
  await settleCart(buyer, "券买家");
  await expect(buyer.getByTestId("checkout-shop-coupon-reduce")).toContainText("3.00");
  const payNo = await submitOrder(buyer);
  await payWithSandboxWechat(buyer, buyerCtx, payNo);
  // The owner's list counts it collected and used.
  await owner.reload();
  // A reload signs the console in again before the list loads: give it the time a busy machine takes.
  await expect(coupons.locator("tr", { hasText: couponName })).toContainText("1 / 1", { timeout: 15_000 });

  // A limited-time 8折 on that product: the product page shows the activity price.
  await owner.getByRole("link", { name: "限时折扣" }).click();
  await expect(owner.getByRole("heading", { name: "限时折扣" })).toBeVisible();
  await shot(owner, "discounts-zh");
  await owner.getByTestId("promotion-create").click();
  const df = owner.getByTestId("discount-form");
  await df.getByLabel("名称（中文）").fill(`E2E八折${tag}`);
  await df.getByLabel("名称（英文）").fill(`E2E 20% off ${tag}`);
  await df.getByLabel("折扣（支付的百分比，1-99）").fill("80");
  const picker = df.getByTestId("product-picker");
  await picker.click();
  await owner.keyboard.type(p.prodName.slice(0, 6));
  await owner.locator(".ant-select-item-option", { hasText: `#${p.prodId}` }).click();
  await owner.keyboard.press("Escape");
  await shot(owner, "discount-form-zh");
  await owner.getByTestId("promotion-save").click();
  await expect(owner.getByText("已保存")).toBeVisible();
  await owner.goto("/seller/marketing/discounts");
  await expect(owner.getByTestId("seller-discounts")).toContainText(`E2E八折${tag}`);
  await expect
    .poll(
      async () => {
        await buyer.goto(`/detail/${p.prodId}`);
        return buyer.getByTestId("discount-badge").count();
      },
      { timeout: 40_000, intervals: [2_000, 5_000] },
    )
    .toBeGreaterThan(0);
  await shot(buyer, "product-discount-zh");

  // A home product group holding the product: its row shows on the storefront's home, then it is
  // deleted again (the catalog journey counts the seed's groups on the home).
  const groupTitle = `E2E分组${tag}`;
  await owner.getByRole("link", { name: "商品分组" }).click();
  await expect(owner.getByRole("heading", { name: "商品分组" })).toBeVisible();
  await owner.getByTestId("group-create").click();
  const gf = owner.getByTestId("group-form");
  await gf.getByLabel("标题（中文）").fill(groupTitle);
  await gf.getByLabel("标题（英文）").fill(`E2E group ${tag}`);
  await gf.getByLabel("序号").fill("9999");
  await owner.getByTestId("promotion-save").click();
  const groupRow = owner.getByTestId("seller-groups").locator("tr", { hasText: groupTitle });
  await groupRow.getByRole("button", { name: /^商\s*品$/ }).click();
  await owner.getByLabel("添加商品").click();
  await owner.keyboard.type(p.prodName.slice(0, 6));
  await owner.locator(".ant-select-item-option", { hasText: `#${p.prodId}` }).click();
  await expect(owner.getByTestId("group-products")).toContainText(`#${p.prodId}`);
  await shot(owner, "group-products-zh");
  await owner.getByTestId("promotion-save").click();
  await expect(groupRow.locator("td").nth(5)).toHaveText("1");
  await shot(owner, "groups-zh");
  await expect
    .poll(
      async () => {
        await buyer.goto("/");
        return buyer.getByTestId("tagged-group").filter({ hasText: groupTitle }).count();
      },
      { timeout: 40_000, intervals: [2_000, 5_000] },
    )
    .toBe(1);
  await groupRow.getByRole("button", { name: /^删\s*除$/ }).click();
  await owner
    .locator(".ant-popconfirm")
    .getByRole("button", { name: /^删\s*除$/ })
    .click();
  await expect(groupRow).toHaveCount(0);

  // The other two kinds list the seed's running promotions.
  await owner.goto("/seller/marketing/group-buys");
  await expect(owner.getByTestId("seller-group-buys")).toContainText("进行中");
  await shot(owner, "group-buys-zh");
  await owner.goto("/seller/marketing/flash-sales");
  await expect(owner.getByTestId("seller-flash-sales")).toContainText("进行中");
  await shot(owner, "flash-sales-zh");
  // Editing the shop's running flash sale: the drawer opens filled in, the new flash price is listed.
  const flashes = owner.getByTestId("seller-flash-sales");
  const editButton = { name: /^编\s*辑$/ };
  const flashRow = flashes.locator("tbody tr", { has: owner.getByRole("button", editButton) }).first();
  const flashName = (await flashRow.locator("td").first().innerText()).trim();
  await flashRow.getByRole("button", editButton).click();
  const ff = owner.getByTestId("flash-sale-form");
  await expect(ff.getByLabel("名称（中文）")).toHaveValue(flashName);
  await ff.getByLabel("秒杀价 / 原价").first().fill("1.23");
  await owner.getByTestId("promotion-save").click();
  await expect(ff).toBeHidden();
  await expect(flashes.locator("tr", { hasText: flashName }).first()).toContainText("¥1.23");
  // English: the same pages.
  for (const [path, heading, name] of [
    ["coupons", "Coupons", "coupons-en"],
    ["discounts", "Discounts", "discounts-en"],
    ["group-buys", "Group buys", "group-buys-en"],
    ["flash-sales", "Flash sales", "flash-sales-en"],
  ] as const) {
    await owner.goto(`/en/seller/marketing/${path}`);
    await expect(owner.getByRole("heading", { name: heading })).toBeVisible();
    await expect(owner.getByTestId(`seller-${path}`).locator("tbody tr").first()).toBeVisible();
    await shot(owner, name);
  }

  // Customer service (English): the service role sees only its page; it answers the buyer live.
  await cs.goto("/en/seller/service");
  await signIn(cs, `cs${p.shopId}`, { account: "Store account", password: "Password", submit: "Sign in" });
  await expect(cs).toHaveURL(/\/seller\/service$/, { timeout: 20_000 });
  await expect(cs.getByRole("link", { name: "Customer service" })).toBeVisible();
  await expect(cs.getByRole("link", { name: "Coupons" })).toHaveCount(0);
  await expect(cs.getByTestId("console-page")).toBeVisible();
  await buyer.goto(`/chat?shopId=${p.shopId}`);
  await expect(buyer.getByTestId("chat-send")).toBeEnabled();
  const question = `Is it in stock? ${tag}`;
  await buyer.getByTestId("chat-input").fill(question);
  await buyer.getByTestId("chat-input").press("Enter");
  const conv = cs.getByTestId("chat-conversation").first();
  await expect(conv).toBeVisible({ timeout: 20_000 });
  await conv.click();
  await expect(cs.getByTestId("chat-messages")).toContainText(question);
  await cs.getByTestId("chat-input").fill(`Yes, ships today ${tag}`);
  await cs.getByTestId("chat-send").click();
  await expect(buyer.getByTestId("chat-messages")).toContainText(`Yes, ships today ${tag}`);
  await shot(cs, "service-en");
  await cs.goto("/seller/service?lang=zh");
  await expect(cs.getByRole("link", { name: "客服" })).toBeVisible();
  await shot(cs, "service-zh");
  await ownerCtx.close();
  await buyerCtx.close();
  await csCtx.close();
});
