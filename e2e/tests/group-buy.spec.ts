import { expect, test, type Browser, type Page } from "@playwright/test";
import { api } from "../support/api";
import { addAddress, registerBuyer } from "../support/buyers";

/**
 * Group buy, against the real API and the seed's demo activities: buyer A opens
 * /group-buy, picks a group of two, starts a group and pays it through the sandbox WeChat code —
 * the order is 'grouping' in uc-order; buyer B (another browser) sees A's group on the detail
 * page (1/2 joined, time left), joins it and pays; both orders are then waiting for delivery.
 * English pass of /group-buy.
 */

/** Pays the payment page's trade with the sandbox WeChat code (scanned on a second page of the same context). */
async function payWithWechat(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/payment\?payNo=\d+$/, { timeout: 15_000 });
  const payNo = new URL(page.url()).searchParams.get("payNo")!;
  await page.getByTestId("pay-method-wechat").click();
  await page.getByTestId("pay-now").click();
  await expect(page).toHaveURL(new RegExp(`/weixin-pay\\?payNo=${payNo}$`));
  await expect(page.getByTestId("wxpay-qr").locator("svg")).toBeVisible();
  const codeUrl = (await page.getByTestId("wxpay-qr").getAttribute("data-code-url"))!;
  const phone = await page.context().newPage();
  await phone.goto(new URL(codeUrl).pathname + new URL(codeUrl).search);
  await phone.getByTestId("sandbox-confirm").click();
  await expect(phone.getByTestId("sandbox-status-SUCCESS")).toBeVisible();
  await phone.close();
  await expect(page.getByTestId("pay-success")).toBeVisible({ timeout: 15_000 });
}

async function newBuyer(browser: Browser, prefix: string, receiver: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await registerBuyer(page, prefix);
  await addAddress(page, receiver);
  return page;
}

interface Activity {
  groupActivityId: number;
  groupNumber: number;
}

async function orderStatus(page: Page): Promise<number> {
  const list = await api<{ records: { status: number }[] }>(
    await page.request.get("/api/p/myOrder/myOrder?current=1&size=10"),
  );
  return list.records[0]!.status;
}

test.describe("group buy", () => {
  test("two buyers complete a group of two and both orders reach pending delivery", async ({ browser }) => {
    test.setTimeout(180_000);
    const a = await newBuyer(browser, "gba", "王开团");
    await a.goto("/group-buy");
    await expect(a.getByTestId("group-card").first()).toContainText("去拼团");
    const running = await api<{ records: Activity[] }>(await a.request.get("/api/ua/group_activity/page?size=50"));
    const pair = running.records.find((r) => r.groupNumber === 2)!;
    expect(pair).toBeTruthy();
    await a.goto(`/group-buy/${pair.groupActivityId}`);
    await expect(a.getByTestId("group-state")).toContainText(/\d{2}:\d{2}:\d{2}/);
    await a.getByTestId("group-start").click();
    await expect(a).toHaveURL(/\/group-buy\/confirm-order\?groupSkuId=\d+&count=1&groupTeamId=0$/);
    await expect(a.getByTestId("group-confirm-team")).toContainText("发起一个新的2人团", { timeout: 15_000 });
    await a.getByTestId("group-submit").click();
    await payWithWechat(a);
    expect(await orderStatus(a)).toBe(7);

    // uc-order: the 'grouping' tab lists it.
    await a.goto("/user-center?currentPage=uc-order");
    await a.getByTestId("uc-order-tab-grouping").click();
    await expect(a.getByTestId("uc-order-row")).toHaveCount(1, { timeout: 15_000 });
    await expect(a.getByTestId("uc-order-status")).toContainText("拼团中");

    const info = await api<{ myTeamId: number }>(
      await a.request.get(`/api/ma/group_activity/info?groupActivityId=${pair.groupActivityId}`),
    );
    const teamId = info.myTeamId;
    expect(teamId).toBeGreaterThan(0);

    // Buyer B finds A's group on the detail page and joins it.
    const b = await newBuyer(browser, "gbb", "赵参团");
    await b.goto(`/group-buy/${pair.groupActivityId}`);
    const row = b.locator(`[data-testid="group-team"][data-team-id="${teamId}"]`);
    // The detail is live (loaded in the browser after the shell): allow a loaded machine its time.
    await expect(row.getByTestId("group-team-members")).toContainText("已拼1/2人", { timeout: 20_000 });
    await expect(row).toContainText(/\d{2}:\d{2}:\d{2}/);
    await row.getByTestId("group-join").click();
    await expect(b).toHaveURL(new RegExp(`groupTeamId=${teamId}$`));
    await expect(b.getByTestId("group-confirm-team")).toContainText("已拼1/2人", { timeout: 15_000 });
    await b.getByTestId("group-submit").click();
    await payWithWechat(b);

    // The group is full: both orders wait for delivery.
    await expect.poll(() => orderStatus(b)).toBe(2);
    expect(await orderStatus(a)).toBe(2);
    await a.goto("/user-center?currentPage=uc-order");
    await expect(a.getByTestId("uc-order-status").first()).toContainText("待发货", { timeout: 15_000 });

    await a.goto("/en/group-buy");
    await expect(a.getByTestId("group-card").first()).toContainText("Go team up", { timeout: 15_000 });
  });
});
