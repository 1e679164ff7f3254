import { mkdirSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { api } from "../support/api";
import { addAddress, registerBuyer } from "../support/buyers";

/**
 * Points, one journey of a new buyer:
 * 1. registering earns the bonus (100 points), shown on uc-integral with its history;
 * 2. the points mall (member-center/integral-mall, no category header) → integral-det → exchange
 *    the 100-point welcome gift at /submit-integral-order: paid by points at once, a 'points'
 *    order in uc-order, the points gone from uc-integral;
 * 3. the platform adjusts the buyer's points (+500, with who and why); at /submit-order a points
 *    amount not in tens is refused on the spot, 300 points take ¥3 off the order.
 * SHOTS_DIR=… saves screenshots (zh and en).
 */

const SHOTS = process.env.SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** An in-stock product of at least ¥20 that is not in the points mall. */
async function product(request: APIRequestContext, mall: Set<number>) {
  const page = await api<{ records: { prodId: number; shopId: number; totalStock: number; price: number }[] }>(
    await request.get(`/api/search/searchProdPage?current=1&size=40`),
  );
  for (const r of page.records) {
    if (r.totalStock < 10 || r.price < 20 || mall.has(r.prodId)) continue;
    const d = await api<{ skuList: { skuId: number; stock: number }[] }>(
      await request.get(`/api/prod/prodInfo?prodId=${r.prodId}`),
    );
    const sku = d.skuList.find((s) => s.stock >= 5);
    if (sku) return { prodId: r.prodId, skuId: sku.skuId, shopId: r.shopId };
  }
  throw new Error("no product of at least ¥20");
}

test.describe("points", () => {
  test("earn the registration bonus; exchange a gift in the points mall; use points at checkout", async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const backToChinese = () => context.addCookies([{ name: "language", value: "zh", url: page.url() }]);
    await registerBuyer(page, "pt");
    await addAddress(page, "王积分", "积分路10号");

    // 1. uc-integral: the registration bonus, with its history row.
    await page.goto("/user-center?currentPage=uc-integral");
    // The first signed-in read of a new account may wait behind the other journeys' work on 2 cores.
    await expect(page.getByTestId("uc-integral-points")).toHaveText("100", { timeout: 15_000 });
    await expect(page.getByTestId("uc-integral-row").first()).toContainText("注册赠送");
    await expect(page.getByTestId("uc-integral-row").first()).toContainText("+100");
    await shot(page, "zh-uc-integral");
    await page.goto("/en/user-center?currentPage=uc-integral");
    await expect(page.getByTestId("uc-integral-row").first()).toContainText("Registration bonus");
    await shot(page, "en-uc-integral");
    await backToChinese();

    // 2. The points mall: the welcome gift for 100 points.
    await page.goto("/member-center/integral-mall");
    await expect(page.getByTestId("integral-mall-my-points")).toHaveText("100");
    const mall = await api<{ records: { prodId: number; points: number; cash: number }[] }>(
      await page.request.get("/api/ua/points/mall?current=1&size=50"),
    );
    const gift = mall.records.find((r) => r.points === 100 && r.cash === 0)!;
    await shot(page, "zh-integral-mall");
    await page.getByTestId("integral-mall-item").filter({ hasText: "100积分" }).first().click();
    await expect(page).toHaveURL(new RegExp(`/member-center/integral-det/${gift.prodId}$`));
    await expect(page.getByTestId("integral-det-price")).toHaveText("100积分");
    await shot(page, "zh-integral-det");
    await page.getByTestId("integral-det-exchange").click();
    await expect(page).toHaveURL(/\/submit-integral-order\?prodId=\d+&skuId=\d+&count=1$/);
    await expect(page.getByTestId("submit-integral-order-points")).toHaveText("100");
    await expect(page.getByTestId("submit-integral-order-held")).toHaveText("100");
    await expect(page.getByTestId("submit-integral-order-address")).toContainText("积分路10号");
    await shot(page, "zh-submit-integral-order");
    await page.getByTestId("submit-integral-order-submit").click();
    await expect(page).toHaveURL(/\/order-detail\?orderNumber=\d+$/, { timeout: 15_000 });
    await page.goto("/user-center?currentPage=uc-order");
    await expect(page.getByTestId("uc-order-type-points").first()).toHaveText("积分");
    await shot(page, "zh-uc-order-points");
    await page.goto("/user-center?currentPage=uc-integral");
    await expect(page.getByTestId("uc-integral-points")).toHaveText("0");
    await expect(page.getByTestId("uc-integral-row").first()).toContainText("积分商城兑换");
    await expect(page.getByTestId("uc-integral-row").first()).toContainText("-100");
    // Without the points the exchange cannot be submitted.
    await page.goto(`/member-center/integral-det/${gift.prodId}`);
    await page.getByTestId("integral-det-exchange").click();
    await expect(page.getByTestId("submit-integral-order-short")).toHaveText("积分不足");
    await expect(page.getByTestId("submit-integral-order-submit")).toBeDisabled();
    await page.goto("/en/member-center/integral-mall");
    await expect(page.getByTestId("integral-mall-item").first()).toContainText("points", { timeout: 15_000 });
    await shot(page, "en-integral-mall");
    await backToChinese();

    // 3. The platform gives 500 points (recorded with who and why); 300 of them pay ¥3 at checkout.
    const me = await api<{ userId: number }>(await page.request.get("/api/p/user/userInfo"));
    const staff = await api<{ token: string }>(
      await page.request.post("/api/admin/login", { data: { userName: "platform", passWord: "souk1234" } }),
    );
    await api(
      await page.request.post("/api/admin/points/adjust", {
        data: { userId: me.userId, points: 500, reason: "活动补发", requestId: `e2e-${Date.now()}` },
        headers: { authorization: staff.token },
      }),
    );
    const p = await product(page.request, new Set(mall.records.map((r) => r.prodId)));
    await api(
      await page.request.post("/api/p/shopCart/changeItem", {
        data: { prodId: p.prodId, skuId: p.skuId, shopId: p.shopId, count: 1 },
      }),
    );
    // The /en/ page above keeps English in the `language` cookie; checkout goes on in Chinese.
    await context.addCookies([{ name: "language", value: "zh", url: `${new URL(page.url()).origin}/` }]);
    await page.goto("/cart");
    await page.getByTestId("cart-settle").click();
    await expect(page.getByTestId("checkout-points-hint")).toContainText("您有500积分");
    await page.getByTestId("checkout-points-input").fill("15");
    await expect(page.getByTestId("checkout-points-error")).toHaveText("积分须为10的整数倍");
    await expect(page.getByTestId("checkout-points-apply")).toBeDisabled();
    await page.getByTestId("checkout-points-input").fill("300");
    await page.getByTestId("checkout-points-apply").click();
    await expect(page.getByTestId("checkout-points-used")).toContainText("已用300积分");
    await expect(page.getByTestId("checkout-points-reduce")).toHaveText("¥3.00");
    await shot(page, "zh-submit-order-points");
    await page.getByTestId("checkout-submit").click();
    await expect(page).toHaveURL(/\/payment\?payNo=\d+$/, { timeout: 15_000 });
    await page.goto("/user-center?currentPage=uc-integral");
    await expect(page.getByTestId("uc-integral-points")).toHaveText("200");
    await expect(page.getByTestId("uc-integral-row").first()).toContainText("下单抵现");
  });
});
