import { randomInt } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { api } from "../support/api";
import { DEMO, wirePassword } from "../support/buyers";
import { expectNoSideScroll } from "../support/overflow";

/*
 * Every route of spec part 2 on a small phone (360 × 740, touch): none may scroll sideways. The
 * failure names the page and the outermost elements past the right edge. Soft assertions, so one
 * run lists every page that overflows.
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** A modest in-stock product with a SKU (search API). */
async function product(page: Page) {
  const list = await api<{ records: { prodId: number; shopId: number; totalStock: number; price: number }[] }>(
    await page.request.get("/api/search/searchProdPage?current=4&size=40"),
  );
  for (const r of list.records) {
    if (r.totalStock < 20 || r.price > 300 || r.price < 5) continue;
    const d = await api<{ skuList: { skuId: number; stock: number; price: number }[] }>(
      await page.request.get(`/api/prod/prodInfo?prodId=${r.prodId}`),
    );
    const sku = d.skuList.find((s) => s.stock >= 10);
    if (sku) return { prodId: r.prodId, shopId: r.shopId, skuId: sku.skuId, price: sku.price };
  }
  throw new Error("no product to buy");
}

/** The first link on `url` whose href starts with `prefix` (the page's own data, as a buyer would follow it). */
async function firstHref(page: Page, url: string, prefix: string): Promise<string> {
  await page.goto(url);
  const link = page.locator(`a[href^="${prefix}"]`).first();
  await expect(link, `${url} links to ${prefix}`).toBeAttached({ timeout: 15_000 });
  return (await link.getAttribute("href"))!;
}

test.describe("phone: no sideways scrolling at 360 px", () => {
  test("visitor pages", async ({ page }) => {
    test.setTimeout(240_000);
    const p = await product(page);
    const seckill = await firstHref(page, "/flash-sale", "/secdetail/");
    const group = await firstHref(page, "/group-buy", "/group-buy/");
    const discount = await firstHref(page, "/special-discount", "/discount-detail");
    const notice = await firstHref(page, "/notice-list", "/notice-detail");
    const micro = await firstHref(page, "/", "/select-decorate");
    const gift = await firstHref(page, "/member-center/integral-mall", "/member-center/integral-det/");
    const routes = [
      "/",
      "/?lang=en",
      "/newIndex",
      "/list",
      `/list?pn=${encodeURIComponent("手机")}`,
      "/list?st=1",
      "/list/categories",
      "/shopList",
      "/shopList?shopName=souk",
      `/shopIndex?sid=${p.shopId}`,
      `/shop-prod-list?sid=${p.shopId}`,
      `/detail/${p.prodId}`,
      seckill,
      "/flash-sale",
      "/special-discount",
      discount,
      "/group-buy",
      group,
      "/coupons",
      micro,
      "/login",
      "/register",
      "/forget-password",
      "/LoginToJump",
      "/notice-list",
      notice,
      "/termsPage?sts=0",
      "/termsPage?sts=1",
      "/EnterpriseUsers",
      "/FilePreview",
      "/member-center/integral-mall",
      gift,
      "/member-center/member-equity",
      "/cart",
      "/user-center",
      "/no-such-page",
    ];
    for (const url of routes) await expectNoSideScroll(page, url);
  });

  test("signed-in pages with an order, a payment and a refund to show", async ({ page }) => {
    test.setTimeout(300_000);
    // The demo buyer (it has a balance), signed in through the API; its cart is left alone.
    await api(
      await page.request.post("/api/sso/login", {
        data: { userName: DEMO.account, passWord: wirePassword(DEMO.password) },
      }),
    );
    const p = await product(page);
    const [addr] = await api<{ addrId: number }[]>(await page.request.get("/api/p/address/list"));
    const buyNow = { prodId: p.prodId, skuId: p.skuId, count: 1 };
    const order = async () => {
      const c = await api<{ submitToken: string }>(
        await page.request.post("/api/p/order/confirm", { data: { buyNow } }),
      );
      return api<{ payNo: string; orderNumberList: string[] }>(
        await page.request.post("/api/p/order/submit", { data: { submitToken: c.submitToken, addrId: addr!.addrId } }),
      );
    };
    // One unpaid (payment pages), one paid by balance, shipped, received and returned (order and refund pages).
    const unpaid = await order();
    const paid = await order();
    await api(await page.request.post("/api/p/order/pay", { data: { payNo: paid.payNo, payType: 1 } }));
    const orderNumber = paid.orderNumberList[0]!;
    const staff = await api<{ token: string }>(
      await page.request.post("/api/m/login", { data: { userName: `shop${p.shopId}`, passWord: "souk1234" } }),
    );
    await api(
      await page.request.put("/api/m/order/delivery", {
        headers: { Authorization: staff.token },
        data: { orderNumber, carrier: "顺丰速运", trackingNumber: `SF${randomInt(1e9, 9e9)}` },
      }),
    );
    await api(
      await page.request.put(`/api/p/myOrder/receipt/${orderNumber}`, {
        headers: { "X-Requested-With": "XMLHttpRequest" },
      }),
    );
    const detail = await api<{ items: { orderItemId: number }[] }>(
      await page.request.get(`/api/p/myOrder/orderDetail?orderNumber=${orderNumber}`),
    );
    const orderItemId = detail.items[0]!.orderItemId;
    const { refundSn } = await api<{ refundSn: string }>(
      await page.request.post("/api/p/orderRefund/apply", {
        data: {
          orderNumber,
          orderItemId,
          applyType: 2,
          refundCount: 1,
          refundAmount: p.price,
          buyerReason: "quality",
          buyerDesc: "屏幕测试：手机上的退货申请",
        },
      }),
    );
    const seckill = await firstHref(page, "/flash-sale", "/secdetail/");
    const sale = await api<{ skus: { seckillSkuId: number }[] }>(
      await page.request.get(`/api/ua/seckill/prod?seckillId=${seckill.split("/").pop()}`),
    );
    // /submit-order reads what to buy from the tab's session (a "buy now" from the detail page).
    await page.addInitScript(
      (src) => window.sessionStorage.setItem("souk.checkoutSource", src),
      JSON.stringify({ kind: "buyNow", ...buyNow }),
    );

    const uc = (child: string) => `/user-center?currentPage=${child}`;
    const routes = [
      "/",
      "/cart",
      "/submit-order",
      `/payment?payNo=${unpaid.payNo}`,
      `/weixin-pay?payNo=${unpaid.payNo}`,
      `/order-detail?orderNumber=${orderNumber}`,
      `/order-detail?orderNumber=${unpaid.orderNumberList[0]}`,
      `/return-detail?refundSn=${refundSn}`,
      `/invoice-detail?orderNumber=${orderNumber}`,
      `/write-comments?orderNumber=${orderNumber}&orderItemId=${orderItemId}`,
      `/secdetail/confirm-order?seckillSkuId=${sale.skus[0]!.seckillSkuId}&count=1`,
      `/chat?shopId=${p.shopId}`,
      "/chat",
      "/free-shop",
      "/user-center",
      `${uc("apply-return")}&orderNumber=${orderNumber}&orderItemId=${orderItemId}`,
      ...[
        "gift-card",
        "uc-account",
        "uc-address",
        "uc-balance",
        "uc-collection",
        "uc-comments",
        "uc-coupons",
        "uc-footprint",
        "uc-integral",
        "uc-order",
        "uc-password",
        "uc-return",
        "uc-shopaccount",
      ].map(uc),
      "/member-center/member-center",
      "/member-center/buy-member",
      "/member-center/member-equity",
      "/member-center/integral-mall",
      "/?lang=en",
      "/cart",
      uc("uc-order"),
    ];
    for (const url of routes) await expectNoSideScroll(page, url);

    // The points exchange's order page, reached as a buyer does (its SKU comes from the detail page).
    await page.goto(await firstHref(page, "/member-center/integral-mall", "/member-center/integral-det/"));
    await page.getByTestId("integral-det-exchange").click();
    await expect(page).toHaveURL(/\/submit-integral-order\?/);
    await expectNoSideScroll(page, null, "/submit-integral-order");
  });
});
