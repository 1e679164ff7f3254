import { createCipheriv, randomInt } from "node:crypto";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { api } from "../support/api";
import { axeViolations } from "../support/axe";
import { loginAsDemo } from "../support/buyers";
import { png } from "../support/png";

/** Signs in on the seller center's sign-in page (the guard sent the browser there). */
async function signIn(seller: Page, account: string, password: string) {
  await expect(seller).toHaveURL(/\/seller\/login\?next=/, { timeout: 15_000 });
  await seller.getByLabel("店铺账号").fill(account);
  await seller.getByLabel("密码", { exact: true }).fill(password);
  await seller.getByRole("button", { name: /^登\s*录$/ }).click();
}

const XHR = { "X-Requested-With": "XMLHttpRequest" };

/** packages/contract/src/password.ts: AES-128-ECB over a 13-digit timestamp + password, Base64. */
function wirePassword(password: string): string {
  const c = createCipheriv("aes-128-ecb", Buffer.from("-souk--password-", "utf8"), null);
  return Buffer.concat([c.update(`${Date.now()}${password}`, "utf8"), c.final()]).toString("base64");
}

/** The last code the development SMS outbox holds for the phone and purpose. */
async function latestCode(request: APIRequestContext, mobile: string, type: string): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const body = await (await request.get(`/api/dev/sms/latest?mobile=${mobile}`)).json();
      code = body.data?.type === type ? body.data.code : "";
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * A new buyer (the page's context holds the session) applies to open a store; the platform
 * approves it through its API, as the platform console will; the buyer sets the store-account
 * password (a phone code, once the 60 s since the registration code have passed).
 */
async function openStore(page: Page, password: string): Promise<{ mobile: string; shopName: string }> {
  const tag = `${Date.now().toString(36).slice(-5)}${randomInt(36 ** 3).toString(36)}`;
  const mobile = `136${String(randomInt(1e8)).padStart(8, "0")}`;
  await api(await page.request.post("/api/user/sendRegisterCode", { data: { mobile }, headers: XHR }));
  const validCode = await latestCode(page.request, mobile, "register");
  await api(
    await page.request.post("/api/user/register", {
      data: { userName: `so_${tag}`.slice(0, 16), mobile, validCode, passWord: wirePassword("Souk#2026") },
      headers: XHR,
    }),
  );
  const upload = async (type: "logo" | "doc", rgb: [number, number, number]) =>
    (
      await api<{ filePath: string }>(
        await page.request.post(`/api/p/shop/apply/upload?type=${type}`, {
          multipart: { file: { name: `${type}.png`, mimeType: "image/png", buffer: png(64, rgb) } },
          headers: XHR,
        }),
      )
    ).filePath;
  const shopName = `新店${randomInt(1000, 9999)}`;
  await api(
    await page.request.post("/api/p/shop/apply", {
      data: {
        shopName,
        mobile,
        provinceId: 44,
        cityId: 4403,
        areaId: 440305,
        addr: "科技园南区1栋101",
        intro: "新开的服装小店，纯棉衬衫和T恤。",
        shopLogo: await upload("logo", [200, 80, 40]),
        businessLicense: await upload("doc", [180, 150, 40]),
        identityCardFront: await upload("doc", [60, 100, 170]),
        identityCardLater: await upload("doc", [60, 100, 170]),
      },
      headers: XHR,
    }),
  );
  const { applyId } = await api<{ applyId: number }>(await page.request.get("/api/p/shop/apply"));
  const platform = await api<{ token: string }>(
    await page.request.post("/api/admin/login", { data: { userName: "platform", passWord: "souk1234" }, headers: XHR }),
  );
  await api(
    await page.request.put(`/api/admin/shop/apply/${applyId}/approve`, {
      headers: { ...XHR, authorization: platform.token },
    }),
  );
  // One code per phone per 60 s: the registration's code came just before.
  await expect
    .poll(async () => (await (await page.request.post("/api/p/shop/account/sendCode", { headers: XHR })).json()).code, {
      timeout: 75_000,
      intervals: [5_000],
    })
    .toBe("00000");
  const code = await latestCode(page.request, mobile, "shopAccount");
  await api(
    await page.request.put("/api/p/shop/account/setPassword", {
      data: { validCode: code, password: wirePassword(password) },
      headers: XHR,
    }),
  );
  return { mobile, shopName };
}

test.describe("seller center", () => {
  test("zh and en: a buyer opens a store, signs in from the top bar, lists a 2×2 product with two pictures, a buyer finds and buys it, the owner ships it from its page and takes the return", async ({
    page,
    context,
  }) => {
    test.setTimeout(420_000); // a long journey with a 60 s wait for the second phone code
    const name = `E2E衬衫${randomInt(1e5, 9e5)}`;
    const password = "store123";
    const owner = await openStore(page, password);

    // The top bar's 商家中心 opens /seller in a new tab; signed out, it lands on the sign-in page and returns.
    await page.goto("/");
    const [seller] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("link", { name: "商家中心" }).click(),
    ]);
    seller.setDefaultTimeout(20_000); // a step that cannot happen fails now, not at the test's end
    await signIn(seller, owner.mobile, password);
    await expect(seller).toHaveURL(/\/seller$/, { timeout: 20_000 });
    await expect(seller.getByTestId("console-shop-name")).toHaveText(owner.shopName);
    await expect(seller.getByTestId("console-staff-name")).not.toBeEmpty();
    expect(await axeViolations(seller)).toEqual([]);

    // A new product: three-level category, names, two pictures, 颜色 × 尺码 → four SKUs, on the shelf.
    await seller.getByRole("link", { name: "商品管理" }).click();
    await seller.getByRole("button", { name: "发布商品" }).click();
    await expect(seller.getByRole("heading", { name: "发布商品" })).toBeVisible({ timeout: 20_000 });
    await seller.getByLabel("商品分类").click();
    for (let level = 0; level < 3; level++)
      await seller.locator(".ant-cascader-menu").nth(level).locator(".ant-cascader-menu-item").first().click();
    await seller.getByLabel("商品名称（中文）").fill(name);
    await seller.getByLabel("商品名称（英文）").fill(`${name} shirt`);
    await seller.getByLabel("卖点").fill("纯棉透气");
    await seller
      .getByTestId("picture-field")
      .locator("input[type=file]")
      .setInputFiles([
        { name: "front.png", mimeType: "image/png", buffer: png(64, [200, 30, 30]) },
        { name: "back.png", mimeType: "image/png", buffer: png(64, [30, 30, 200]) },
      ]);
    await expect(seller.getByTestId("picture-field").locator(".ant-upload-list-item")).toHaveCount(2);
    await seller.getByLabel("规格名 1", { exact: true }).fill("颜色");
    await seller.getByTestId("spec-values-0").locator("input").fill("黑色,白色,");
    await seller.getByRole("button", { name: "添加规格" }).click();
    await seller.getByLabel("规格名 2", { exact: true }).fill("尺码");
    await seller.getByTestId("spec-values-1").locator("input").fill("S,M,");
    await expect(seller.getByTestId("sku-table").locator("tbody tr")).toHaveCount(4);
    // A price left empty is refused with the contract's message before anything is sent.
    await seller.getByRole("button", { name: "保存" }).click();
    await expect(seller.locator(".ant-alert-error")).toContainText("价格");
    let price = 59;
    for (const color of ["黑色", "白色"])
      for (const size of ["S", "M"]) {
        await seller.getByLabel(`${color} ${size} 的售价`).fill(String(price++));
        await seller.getByLabel(`${color} ${size} 的库存`).fill("20");
        await seller.getByLabel(`${color} ${size} 的规格编码`).fill(`TS-${color === "黑色" ? "B" : "W"}-${size}`);
      }
    await seller.getByLabel("7天无理由退货").click();
    expect(await axeViolations(seller)).toEqual([]);
    await seller.getByRole("button", { name: "保存" }).click();
    await expect(seller).toHaveURL(/\/seller\/products$/, { timeout: 20_000 });

    // The list finds it by name, on the shelf, with its four SKUs.
    await seller.getByPlaceholder("按商品名称搜索").fill(name);
    await seller.getByPlaceholder("按商品名称搜索").press("Enter");
    const row = seller.getByTestId("seller-products").getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText("已上架");
    await expect(row).toContainText("¥59.00");

    // Buyers find it in the storefront's search within 15 seconds.
    await expect
      .poll(
        async () => {
          await page.goto(`/list?pn=${encodeURIComponent(name)}`);
          return page.getByText(name).count();
        },
        { timeout: 20_000, intervals: [1_000, 2_000] },
      )
      .toBeGreaterThan(0);

    // The demo buyer buys the white M and pays with the balance.
    await context.clearCookies(); // the new owner's buyer session; the seller center keeps its own token
    await loginAsDemo(page);
    const found = await api<{ records: { prodId: number; prodName: string }[] }>(
      await page.request.get(`/api/search/searchProdPage?prodName=${encodeURIComponent(name)}&current=1&size=10`),
    );
    const prodId = found.records.find((r) => r.prodName.includes(name))!.prodId;
    const info = await api<{ skuList: { skuId: number; skuName: string; price: number }[]; imgs: string }>(
      await page.request.get(`/api/prod/prodInfo?prodId=${prodId}`),
    );
    expect(info.skuList).toHaveLength(4);
    const sku = info.skuList.find((s) => s.skuName.includes("白色") && s.skuName.includes("M"))!;
    expect(sku.price).toBe(62);
    const [addr] = await api<{ addrId: number }[]>(await page.request.get("/api/p/address/list"));
    const c = await api<{ submitToken: string }>(
      await page.request.post("/api/p/order/confirm", { data: { buyNow: { prodId, skuId: sku.skuId, count: 1 } } }),
    );
    const s = await api<{ payNo: string; orderNumberList: string[] }>(
      await page.request.post("/api/p/order/submit", { data: { submitToken: c.submitToken, addrId: addr!.addrId } }),
    );
    await api(await page.request.post("/api/p/order/pay", { data: { payNo: s.payNo, payType: 1 } }));
    const orderNumber = s.orderNumberList[0]!;

    // The seller center's home counts it among the orders to ship.
    await seller.getByRole("link", { name: "首页" }).click();
    await expect(seller.getByTestId("todo-toShip")).not.toContainText(/^待发货订单0/);

    // The owner finds it by number on the orders page (to ship is the open tab, counted) and ships it
    // from its detail page; a bad tracking number is refused first.
    await seller.getByRole("link", { name: "订单管理" }).click();
    await expect(seller.getByTestId("order-tab-2")).toContainText("1");
    await seller.getByLabel("订单号").fill(orderNumber.slice(0, 12));
    await seller.getByRole("button", { name: /^搜\s*索$/ }).click();
    const order = seller.getByTestId("seller-orders").getByRole("row", { name: new RegExp(orderNumber) });
    await expect(order).toContainText(name);
    await order.getByRole("link", { name: orderNumber }).click();
    await expect(seller).toHaveURL(new RegExp(`/seller/orders/${orderNumber}$`));
    const orderPage = seller.getByTestId("order-detail");
    await expect(orderPage).toContainText("白色");
    await expect(orderPage).toContainText("¥62.00"); // the line; paid adds the shop's freight
    await expect(orderPage.getByTestId("order-paid")).toHaveText(/^¥\d+\.\d{2}$/);
    expect(await axeViolations(seller)).toEqual([]);
    await orderPage.getByTestId("order-ship").click();
    const dialog = seller.getByRole("dialog");
    await dialog.getByLabel("物流公司").fill("顺丰速运");
    await dialog.getByLabel("运单号").fill("x");
    await dialog.getByRole("button", { name: "发货" }).click();
    await expect(dialog.getByText("运单号")).toBeVisible();
    await expect(dialog.locator(".ant-form-item-explain-error")).not.toHaveCount(0);
    await dialog.getByLabel("运单号").fill(`SF${randomInt(1e9, 9e9)}`);
    await dialog.getByRole("button", { name: "发货" }).click();
    await expect(orderPage.getByTestId("order-status")).toHaveText("待收货");
    await expect(orderPage.getByTestId("order-logistics")).toContainText("顺丰速运");

    // The buyer sees it shipped, receives it and asks to return it (API: the storefront's pages have their own journey).
    const detail = await api<{ status: number; items: { orderItemId: number }[]; actualTotal: number }>(
      await page.request.get(`/api/p/myOrder/orderDetail?orderNumber=${orderNumber}`),
    );
    expect(detail.status).toBe(3);
    await api(
      await page.request.put(`/api/p/myOrder/receipt/${orderNumber}`, {
        headers: { "X-Requested-With": "XMLHttpRequest" },
      }),
    );
    const applied = await api<{ refundSn: string }>(
      await page.request.post("/api/p/orderRefund/apply", {
        data: {
          orderNumber,
          orderItemId: detail.items[0]!.orderItemId,
          applyType: 2,
          refundCount: 1,
          refundAmount: sku.price,
          buyerReason: "quality",
          buyerDesc: "领口开线",
        },
      }),
    );

    // The owner accepts it on the application's page, opened from the after-sales list (what waits for the shop first).
    await seller.getByRole("link", { name: "售后管理" }).click();
    const application = seller.getByTestId("seller-refunds").getByRole("row", { name: new RegExp(applied.refundSn) });
    await application.getByRole("link", { name: applied.refundSn }).click();
    await expect(seller).toHaveURL(new RegExp(`/seller/refunds/${applied.refundSn}$`));
    const drawer = seller.getByTestId("refund-detail");
    await expect(drawer).toContainText("领口开线");
    await drawer.getByRole("button", { name: "同意" }).click();
    await expect(drawer).toContainText("待买家退货");
    expect(await axeViolations(seller)).toEqual([]);

    // The buyer sends the goods back; the owner confirms they came back, and the money returns.
    await api(
      await page.request.put("/api/p/orderRefund/submitExpress", {
        data: { refundSn: applied.refundSn, carrier: "中通快递", trackingNumber: `ZT${randomInt(1e9, 9e9)}` },
      }),
    );
    await seller.reload();
    await expect(drawer).toContainText("中通快递");
    await drawer.getByRole("button", { name: "确认收到退货" }).click();
    await expect
      .poll(
        async () =>
          (
            await api<{ status: number }>(
              await page.request.get(`/api/p/orderRefund/info?refundSn=${applied.refundSn}`),
            )
          ).status,
        { timeout: 20_000 },
      )
      .toBe(5);
    await seller.reload();
    await expect(drawer.getByTestId("refund-result")).toContainText("已退款 ¥62.00");
    // The buyer's money is back in the balance it was paid from.
    const ledger = await api<{ records: { amount: number; reason: string }[] }>(
      await page.request.get("/api/p/user/balance/log?current=1&size=5"),
    );
    expect(ledger.records[0]).toMatchObject({ amount: 62, reason: "after_sales_refund" });

    // English: the same pages in the other language, through the header's switch.
    await seller.getByRole("button", { name: "English" }).click();
    await expect(drawer.getByTestId("refund-result")).toContainText("¥62.00 refunded");
    await seller.goto(seller.url().replace(/\/seller\/refunds\/.*$/, `/seller/orders/${orderNumber}`));
    await expect(seller.getByRole("heading", { name: `Order ${orderNumber}` })).toBeVisible();
    await expect(seller.getByTestId("order-logistics")).toContainText("顺丰速运");
    await seller.getByRole("link", { name: "Back to orders" }).click();
    await expect(seller.getByTestId("order-tab-0")).toContainText("All");
    await seller.getByRole("link", { name: "After-sales" }).click();
    await expect(seller.getByRole("heading", { name: "After-sales" })).toBeVisible();
    await seller.getByRole("link", { name: "Products" }).click();
    await expect(seller.getByRole("heading", { name: "Products" })).toBeVisible();
    await expect(seller.getByRole("button", { name: "New product" })).toBeVisible();
    expect(await axeViolations(seller)).toEqual([]);

    // An expired session goes to the sign-in page and comes back to the same page afterwards.
    await seller.evaluate(() => {
      const key = "souk.console.seller";
      const s = JSON.parse(localStorage.getItem(key)!);
      localStorage.setItem(key, JSON.stringify({ ...s, token: "expired-token" }));
    });
    await seller.reload();
    await expect(seller).toHaveURL(/\/seller\/login\?next=%2Fseller%2Fproducts/, { timeout: 20_000 });
    await seller.getByLabel("Store account").fill(owner.mobile);
    await seller.getByLabel("Password", { exact: true }).fill(password);
    await seller.getByRole("button", { name: "Sign in" }).click();
    await expect(seller).toHaveURL(/\/seller\/products$/, { timeout: 20_000 });

    // Sign out ends the session.
    await seller.getByRole("button", { name: "Sign out" }).click();
    await expect(seller).toHaveURL(/\/seller\/login/, { timeout: 20_000 });
  });
});
