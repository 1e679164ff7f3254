import { createCipheriv, randomInt } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { gotoHydrated } from "../support/hydrated";

/**
 * What a new buyer tripped over, storefront side, against the real API:
 * 1. (zh) unknown products, notices, shops and micro-pages answer a real 404 with their "missing"
 *    view; the pager's current page is visible; the register form reports a taken account name
 *    when the field is left and sends no code for it; the cart header counts pieces like the badge;
 *    no '优惠 -¥0.00' row; a two-shop WeChat payment is named after both products; uc-order has
 *    the shipped and completed tabs; no 'apply for after-sales' button.
 * 2. (en) the same texts in English.
 * 3. (zh) the URL is the list's only state: typing right after a list loads is never overwritten
 *    by the page's keyword, and a sort clicked right after a search keeps the sort, the keyword
 *    and the stored delivery area; sign-in shows the nickname only after the single-sign-on hop
 *    (/LoginToJump) has finished, and a buyer leaving during the hop is still signed in.
 */

interface Envelope<T> {
  code: string;
  msg: string | null;
  data: T;
  success: boolean;
}
interface Prod {
  prodId: number;
  skuId: number;
  shopId: number;
  nameZh: string;
}

async function api<T>(res: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${res.url()} → ${body.msg}`).toBe("00000");
  return body.data;
}

/** Two in-stock, modest products of two different shops, with their Chinese names. */
async function productsOfTwoShops(request: APIRequestContext, skip: number): Promise<[Prod, Prod]> {
  const zh = { "accept-language": "zh-CN" };
  const page = await api<{ records: { prodId: number; shopId: number; totalStock: number; price: number }[] }>(
    await request.get(`/api/search/searchProdPage?current=${3 + skip}&size=40`, { headers: zh }),
  );
  const picked: Prod[] = [];
  for (const r of page.records) {
    if (picked.length === 2) break;
    if (r.totalStock < 20 || r.price > 300 || picked.some((p) => p.shopId === r.shopId)) continue;
    const d = await api<{ prodName: string; skuList: { skuId: number; stock: number }[] }>(
      await request.get(`/api/prod/prodInfo?prodId=${r.prodId}`, { headers: zh }),
    );
    const sku = d.skuList.find((s) => s.stock >= 10);
    if (sku) picked.push({ prodId: r.prodId, skuId: sku.skuId, shopId: r.shopId, nameZh: d.prodName });
  }
  expect(picked, "two products of two shops").toHaveLength(2);
  return picked as [Prod, Prod];
}

/** packages/contract/src/password.ts: AES-128-ECB over a 13-digit timestamp + password, Base64. */
function wirePassword(password: string): string {
  const c = createCipheriv("aes-128-ecb", Buffer.from("-souk--password-", "utf8"), null);
  return Buffer.concat([c.update(`${Date.now()}${password}`, "utf8"), c.final()]).toString("base64");
}

const newMobile = () => `137${String(randomInt(1e8)).padStart(8, "0")}`;

async function latestCode(request: APIRequestContext, mobile: string): Promise<string> {
  const body = (await (await request.get(`/api/dev/sms/latest?mobile=${mobile}`)).json()) as Envelope<{
    code: string;
  } | null>;
  return body.data?.code ?? "";
}

/**
 * A new buyer with an address, registered and signed in through the API (the page's context gets
 * the cookie). Answers the account name (password Souk#2026).
 */
async function registerBuyer(page: Page): Promise<string> {
  const tag = `${Date.now().toString(36).slice(-5)}${randomInt(36 ** 3).toString(36)}`;
  const mobile = newMobile();
  await api(await page.request.post("/api/user/sendRegisterCode", { data: { mobile } }));
  let validCode = "";
  await expect.poll(async () => (validCode = await latestCode(page.request, mobile))).toMatch(/^\d{6}$/);
  await api(
    await page.request.post("/api/user/register", {
      data: { userName: `po_${tag}`.slice(0, 16), mobile, validCode, passWord: wirePassword("Souk#2026") },
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
        receiver: "周小雨",
        mobile: "13900139000",
        provinceId: province.areaId,
        cityId: city.areaId,
        areaId: city.areas[0]!.areaId,
        addr: "人民路1号2单元301",
      },
    }),
  );
  return `po_${tag}`.slice(0, 16);
}

async function addToCart(page: Page, p: Prod, count: number) {
  await api(
    await page.request.post("/api/p/shopCart/changeItem", { data: { prodId: p.prodId, skuId: p.skuId, count } }),
  );
}

async function expectRealNotFound(page: Page, url: string, testId: string, text: string) {
  const res = await page.goto(url);
  expect(res?.status(), url).toBe(404);
  await expect(page.getByTestId(testId)).toContainText(text);
}

test.describe("polish", () => {
  test("zh: real 404s, visible pager, taken name on blur, pieces in the cart, no zero reduction, full pay description, shipped/completed tabs", async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);

    // Soft 404s are real ones now, with the same "missing" views.
    await expectRealNotFound(page, "/detail/987654321", "off-shelf", "该商品已下架");
    await expectRealNotFound(page, "/notice-detail?id=987654321&shopId=0", "notice-missing", "公告不存在");
    await expectRealNotFound(page, "/shopIndex?sid=987654321", "shop-state", "店铺不存在");
    await expectRealNotFound(page, "/select-decorate?renovationId=987654321", "micro-page-missing", "页面");

    // The pager's current page stands out: brand background, white digits.
    // Retrying assertions: in the full suite the pager read once right after load answered an empty
    // computed style (a node replaced as it was read; cause not pinned down, it never showed alone).
    await gotoHydrated(page, "/list");
    const current = page.getByTestId("pagination").locator('[aria-current="page"]');
    await expect(current).toHaveText("1");
    await expect(current).toHaveCSS("color", "rgb(255, 255, 255)");
    await expect(current).not.toHaveCSS("background-color", "rgb(255, 255, 255)");
    await expect(current).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");

    // Registration: a taken account name is reported when the field is left, and no code is sent for it.
    await page.goto("/register");
    await page.getByTestId("register-account").fill("Demo");
    await page.getByTestId("register-mobile").click();
    await expect(page.getByText("该账号已被注册")).toBeVisible();
    const mobile = newMobile();
    await page.getByTestId("register-mobile").fill(mobile);
    await page.getByTestId("register-send-code").click();
    await expect(page.getByText("该账号已被注册")).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(await latestCode(page.request, mobile)).toBe("");

    // A new buyer with 3 pieces of two products of two shops.
    const [p, q] = await productsOfTwoShops(page.request, 0);
    await registerBuyer(page);
    await addToCart(page, p, 2);
    await addToCart(page, q, 1);
    await page.goto("/cart");
    await expect(page.getByTestId("cart-line-count")).toHaveText("全部商品 3件");
    await expect(page.getByTestId("topbar-cart")).toContainText("3");

    // Submit order: no reduction, no '优惠' row.
    await page.getByTestId("cart-settle").click();
    await expect(page.getByTestId("checkout-ship-to")).toContainText("周小雨");
    await expect(page.getByTestId("checkout-amounts")).toContainText("运费");
    // A reduction row only when something is reduced (demo pricing may reduce some products).
    await expect(page.getByTestId("checkout-amounts")).not.toContainText("-¥0.00");
    await page.getByTestId("checkout-submit").click();
    await expect(page).toHaveURL(/\/payment\?payNo=\d+$/, { timeout: 15_000 });
    const payNo = new URL(page.url()).searchParams.get("payNo")!;

    // WeChat: the scan page names the products of both orders (within the gateway's 127 bytes).
    await expect(page.getByTestId("pay-method-wechat")).toHaveAttribute("aria-checked", "true");
    await page.getByTestId("pay-now").click();
    await expect(page).toHaveURL(new RegExp(`/weixin-pay\\?payNo=${payNo}$`));
    const qr = page.getByTestId("wxpay-qr");
    await expect(qr.locator("svg")).toBeVisible();
    const codeUrl = (await qr.getAttribute("data-code-url"))!;
    const phone = await context.newPage();
    await phone.goto(new URL(codeUrl).pathname + new URL(codeUrl).search);
    const description = (await phone.getByTestId("sandbox-description").textContent()) ?? "";
    expect(description).toContain(payNo);
    expect(Buffer.byteLength(description.slice(description.indexOf("Souk")), "utf8")).toBeLessThanOrEqual(127);
    const first = description.includes(p.nameZh) ? p : q;
    const second = first === p ? q : p;
    expect(description).toContain(first.nameZh.slice(0, 4));
    expect(description.includes(second.nameZh) || description.includes("等2件商品")).toBe(true);
    await phone.getByTestId("sandbox-confirm").click();
    await expect(phone.getByTestId("sandbox-status-SUCCESS")).toBeVisible();
    await phone.close();
    await expect(page.getByTestId("pay-success")).toBeVisible({ timeout: 15_000 });

    // Order detail of a paid order: no '优惠' row, no 'apply for after-sales' button.
    const orders = await api<{ records: { orderNumber: string; shopId: number; payNo: string }[] }>(
      await page.request.get("/api/p/myOrder/myOrder?status=2"),
    );
    const mine = orders.records.filter((o) => o.payNo === payNo);
    expect(mine).toHaveLength(2);
    await page.goto(`/order-detail?orderNumber=${mine[0]!.orderNumber}`);
    await expect(page.getByTestId("order-detail-status")).toHaveText("待发货");
    await expect(page.getByTestId("order-detail-actual")).toBeVisible();
    await expect(page.locator("main")).not.toContainText("-¥0.00");
    await expect(page.getByTestId("order-action-afterSales")).toHaveCount(0);
    await expect(page.getByTestId("order-action-buyAgain")).toBeVisible();

    // One order shipped, the other shipped and received: the shipped and completed tabs list them.
    for (const o of mine) {
      const staff = await api<{ token: string }>(
        await page.request.post("/api/m/login", { data: { userName: `shop${o.shopId}`, passWord: "souk1234" } }),
      );
      await api(
        await page.request.put("/api/m/order/delivery", {
          headers: { Authorization: staff.token },
          data: { orderNumber: o.orderNumber, carrier: "顺丰速运", trackingNumber: `SF${randomInt(1e9, 9e9)}` },
        }),
      );
    }
    await api(await page.request.put(`/api/p/myOrder/receipt/${mine[1]!.orderNumber}`, { data: {} }));
    await page.goto("/user-center?currentPage=uc-order");
    await expect(page.getByTestId("uc-order-row")).toHaveCount(2);
    await expect(page.getByTestId("order-action-afterSales")).toHaveCount(0);
    await page.getByTestId("uc-order-tab-shipped").click();
    await expect(page.getByTestId("uc-order-tab-shipped")).toHaveText(/已发货/);
    await expect(page.getByTestId("uc-order-row")).toHaveCount(1);
    await expect(page.getByTestId("uc-order-row").first()).toContainText(mine[0]!.orderNumber);
    await page.getByTestId("uc-order-tab-completed").click();
    await expect(page.getByTestId("uc-order-tab-completed")).toHaveText(/已完成/);
    await expect(page.getByTestId("uc-order-row")).toHaveCount(1);
    await expect(page.getByTestId("uc-order-row").first()).toContainText(mine[1]!.orderNumber);
  });

  test("en: the same in English — 404 views, pieces named, shipped/completed tabs", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await context.addCookies([{ name: "language", value: "en", url: baseURL! }]);
    await expectRealNotFound(page, "/detail/987654322", "off-shelf", "off the shelf");
    await expectRealNotFound(
      page,
      "/notice-detail?id=987654322&shopId=0",
      "notice-missing",
      "The notice does not exist",
    );
    await expectRealNotFound(page, "/shopIndex?sid=987654322", "shop-state", "This shop does not exist");

    await page.goto("/list");
    const current = page.getByTestId("pagination").locator('[aria-current="page"]');
    expect(await current.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe("rgb(255, 255, 255)");

    await page.goto("/register");
    await page.getByTestId("register-account").fill("demo");
    await page.getByTestId("register-mobile").click();
    await expect(page.getByText("This account name is already taken")).toBeVisible();

    const [p] = await productsOfTwoShops(page.request, 1);
    await registerBuyer(page);
    await addToCart(page, p, 2);
    await page.goto("/cart");
    await expect(page.getByTestId("cart-line-count")).toHaveText("All items: 2 pieces");
    await page.goto("/user-center?currentPage=uc-order");
    await expect(page.getByTestId("uc-order-tab-shipped")).toHaveText(/Shipped/);
    await expect(page.getByTestId("uc-order-tab-completed")).toHaveText(/Completed/);
  });

  test("zh: typing during hydration and a sort right after a search", async ({ page, context }) => {
    test.setTimeout(120_000);
    const tree = await api<{ areaId: number }[]>(await page.request.get("/api/area/administrativeDivision"));
    // A delivery area chosen earlier (a province other than the guessed default).
    await context.addInitScript((id) => {
      if (!window.localStorage.getItem("areaId")) window.localStorage.setItem("areaId", id);
    }, String(tree[1]!.areaId));

    // Type at once, before the page has hydrated; the box keeps what was typed once it has.
    await page.goto("/list?pn=phone", { waitUntil: "commit" });
    const box = page.getByTestId("search-input");
    await box.fill("手机");
    await page.waitForLoadState("load");
    await page.waitForTimeout(1500);
    await expect(box).toHaveValue("手机");
    const areaId = await page.evaluate(() => window.localStorage.getItem("areaId"));
    expect(areaId).toMatch(/^\d+$/);
    await box.press("Enter");
    await page.waitForURL((u) => u.searchParams.get("pn") === "手机");
    // The search itself carried the stored area: no second navigation to add it.
    expect(new URL(page.url()).searchParams.get("areaId")).toBe(areaId);
    await expect(box).toHaveValue("手机");

    // A sort clicked right after the search: keyword, sort and area, in one URL.
    await box.fill("耳机");
    await box.press("Enter");
    await page.getByTestId("sort-sales").click();
    await expect
      .poll(() => {
        const q = new URL(page.url()).searchParams;
        return [q.get("pn"), q.get("sort"), q.get("areaId")];
      })
      .toEqual(["耳机", "1", areaId]);
    await expect(page.getByTestId("sort-sales")).toHaveAttribute("aria-current", "true");
    // A list reached without the area (a typed URL) gets it, and its sort links keep it.
    await page.goto("/list?pn=%E6%89%8B%E6%9C%BA&sort=2&orderBy=0");
    await page.waitForURL((u) => u.searchParams.get("areaId") === areaId);
    expect(new URL(page.url()).searchParams.get("sort")).toBe("2");
    await page.getByTestId("sort-newest").click();
    await expect
      .poll(() => {
        const q = new URL(page.url()).searchParams;
        return [q.get("pn"), q.get("sort"), q.get("areaId")];
      })
      .toEqual(["手机", "3", areaId]);
    // Not covered here: the sign-in hop (complete-login.ts); holding /LoginToJump made page reads wait (issue 17 report).
  });
});
