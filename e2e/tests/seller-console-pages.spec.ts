import fs from "node:fs";
import path from "node:path";
import { randomInt } from "node:crypto";
import { expect as baseExpect, test, type Download, type Page } from "@playwright/test";

/** A loaded CI machine takes seconds for a sign-in or a console page's first data. */
const expect = baseExpect.configure({ timeout: 15_000 });

/*
 * The seller center's owner pages, zh then en: the dashboard's figures and trend, reports over a
 * range with CSV export, shop settings shown on the storefront's shop page, a staff member whose
 * sidebar is their role's, and the operation log. SELLER_SHOTS=<dir> also saves a screenshot of
 * every page in both languages (for looking at them, never committed).
 */
const shots = process.env.SELLER_SHOTS;
async function shot(page: Page, name: string) {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

async function csvOf(download: Download): Promise<string[]> {
  const text = fs.readFileSync((await download.path())!, "utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  return text.slice(1).trimEnd().split("\r\n");
}

test("zh and en: the owner reads the dashboard and reports, edits the shop's settings, adds staff and reads the log", async ({
  page,
}) => {
  test.setTimeout(240_000);
  page.setDefaultTimeout(20_000);
  const shopId = 2;
  const intro = `E2E 店铺简介 ${randomInt(1e5, 9e5)}`;
  const staffAccount = `e2e_ship_${randomInt(1e5, 9e5)}`;

  // Sign in as the owner; the dashboard shows today's figures, yesterday's, the to-do counts and the 30-day chart.
  await page.goto("/seller");
  await expect(page).toHaveURL(/\/seller\/login\?next=/);
  await page.getByLabel("店铺账号").fill(`shop${shopId}`);
  await page.getByLabel("密码", { exact: true }).fill("souk1234");
  await page.getByRole("button", { name: /^登\s*录$/ }).click();
  await expect(page).toHaveURL(/\/seller$/);
  await expect(page.getByTestId("figure-paidAmount")).toContainText("今日支付金额");
  await expect(page.getByTestId("figure-paidAmount")).toContainText(/¥\d+\.\d\d/);
  await expect(page.getByTestId("figure-paidAmount")).toContainText("昨日");
  await expect(page.getByTestId("figure-conversion")).toContainText("今日转化率");
  await expect(page.getByTestId("todo-toShip")).toContainText(/待发货订单\s*\d+/);
  await expect(page.getByTestId("todo-afterSales")).toHaveAttribute("href", /\/seller\/refunds$/);
  await expect(page.getByTestId("sales-trend-chart").locator(".recharts-wrapper > svg.recharts-surface")).toBeVisible();
  await expect(
    page.getByTestId("sales-trend-chart").locator(".recharts-xAxis .recharts-cartesian-axis-tick"),
  ).not.toHaveCount(0);
  await shot(page, "dashboard-zh");

  // Reports: the last 30 days by the range picker's preset; sales by day as a chart, a table and a CSV.
  await page.getByRole("link", { name: "数据报表" }).click();
  await expect(page.getByRole("heading", { name: "数据报表" })).toBeVisible();
  await page.getByTestId("report-range").first().click();
  await page.getByText("近30天", { exact: true }).click();
  const start = page.getByRole("textbox", { name: "开始日期" });
  await expect(page.getByTestId("sales-table").getByRole("row")).toHaveCount(11); // 30 days, 10 a page
  await expect(page.getByTestId("sales-trend-chart").locator(".recharts-wrapper > svg.recharts-surface")).toBeVisible();
  const [salesFile] = await Promise.all([page.waitForEvent("download"), page.getByTestId("sales-csv").click()]);
  expect(salesFile.suggestedFilename()).toMatch(/^sales-\d{4}-\d\d-\d\d_\d{4}-\d\d-\d\d\.csv$/);
  const sales = await csvOf(salesFile);
  expect(sales[0]).toBe("日期,支付金额,支付订单,退款金额,退款笔数,访客数,转化率");
  expect(sales).toHaveLength(31);
  expect(sales[1]!.slice(0, 10)).toBe(await start.inputValue()); // oldest first
  expect(sales[1]).toMatch(/^\d{4}-\d\d-\d\d,\d+\.\d\d,\d+,/);
  await shot(page, "reports-sales-zh");
  await page.getByRole("tab", { name: "流量分析" }).click();
  await expect(page.getByTestId("flow-funnel-chart").locator(".recharts-wrapper > svg.recharts-surface")).toBeVisible();
  const [flowFile] = await Promise.all([page.waitForEvent("download"), page.getByTestId("flow-csv").click()]);
  expect((await csvOf(flowFile))[0]).toBe("表,页面,上一页,浏览量,访客数,浏览,加购,下单,支付");
  await shot(page, "reports-flow-zh");

  // Settings: a bad customer-service time is refused with the contract's message; the saved
  // introduction shows on the storefront's shop page.
  await page.getByRole("link", { name: "店铺设置" }).click();
  await expect(page.getByRole("heading", { name: "店铺设置" })).toBeVisible();
  const form = page.getByTestId("shop-settings-form");
  await expect(form.getByLabel("店铺简介（中文）")).toBeEnabled();
  await form.getByLabel("店铺简介（中文）").fill(intro);
  await form.getByLabel("客服时间").fill("21:00-09:00");
  await form.getByRole("button", { name: "保存" }).click();
  await expect(form).toContainText("客服时间格式应为 09:00-21:00，开始早于结束");
  await form.getByLabel("客服时间").fill("09:00-21:00");
  await form.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("已保存")).toBeVisible();
  await expect(page.getByTestId("return-address-form")).toBeVisible();
  await shot(page, "settings-zh");
  const shopPage = await page.context().newPage();
  await expect
    .poll(
      async () => {
        await shopPage.goto(`/shopIndex?sid=${shopId}`);
        return shopPage.getByText(intro).count();
      },
      { timeout: 30_000, intervals: [1000, 2000, 3000] },
    )
    .toBeGreaterThan(0);
  await shopPage.close();

  // Staff: the owner adds a fulfilment account; the log records it and the settings change.
  await page.getByRole("link", { name: "员工与日志" }).click();
  await expect(page.getByRole("heading", { name: "员工与操作日志" })).toBeVisible();
  await page.getByTestId("add-staff").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("账号").fill(staffAccount);
  await dialog.getByLabel("姓名").fill("发货小王");
  await dialog.getByLabel("角色").click();
  await page.locator(".ant-select-item-option").filter({ hasText: "发货" }).click();
  await dialog.getByLabel("密码").fill("abc");
  await dialog.getByRole("button", { name: "添加" }).click();
  await expect(dialog).toContainText("密码为6-20位半角字符");
  await dialog.getByLabel("密码").fill("Staff123");
  await dialog.getByRole("button", { name: "添加" }).click();
  const member = page.getByTestId("staff-table").getByRole("row", { name: new RegExp(staffAccount) });
  await expect(member).toContainText("发货");
  await expect(member).toContainText("启用");
  await shot(page, "staff-zh");
  await page.getByRole("tab", { name: "操作日志" }).click();
  const log = page.getByTestId("oplog-table");
  await expect(log.getByRole("row", { name: /新增员工/ }).first()).toContainText(staffAccount);
  await expect(log.getByRole("row", { name: /修改店铺设置/ }).first()).toContainText(`shop${shopId}`);
  await shot(page, "oplog-zh");

  // English: every page again through the header's switch.
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { name: "Staff & operation log" })).toBeVisible();
  await page.getByRole("tab", { name: "Operation log" }).click();
  await expect(
    page
      .getByTestId("oplog-table")
      .getByRole("row", { name: /Staff added/ })
      .first(),
  ).toBeVisible();
  await shot(page, "oplog-en");
  await page.getByRole("tab", { name: "Staff accounts" }).click();
  await expect(page.getByTestId("staff-table")).toContainText("Fulfilment");
  await shot(page, "staff-en");
  await page.getByRole("link", { name: "Home" }).click();
  await expect(page.getByTestId("figure-paidOrders")).toContainText("Paid orders today");
  await expect(page.getByTestId("sales-trend-chart").locator(".recharts-wrapper > svg.recharts-surface")).toBeVisible();
  await shot(page, "dashboard-en");
  await page.getByRole("link", { name: "Reports" }).click();
  await expect(page.getByTestId("sales-table")).toContainText("Paid amount");
  await shot(page, "reports-sales-en");
  await page.getByRole("tab", { name: "Traffic" }).click();
  await expect(page.getByTestId("flow-funnel-chart")).toBeVisible();
  await shot(page, "reports-flow-en");
  await page.getByRole("link", { name: "Shop settings" }).click();
  await expect(page.getByTestId("shop-settings-form").getByLabel("Introduction (Chinese)")).toHaveValue(intro);
  await shot(page, "settings-en");

  // The new staff member signs in and sees only fulfilment's sections; the owner's pages refuse them.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/seller\/login/);
  await page.getByLabel("Store account").fill(staffAccount);
  await page.getByLabel("Password", { exact: true }).fill("Staff123");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("console-staff-name")).toHaveText("发货小王");
  await page.goto("/seller"); // the sign-in returned to the page signed out from (settings: the owner's part refused)
  const nav = page.locator(".ant-layout-sider");
  await expect(nav.getByRole("link", { name: "Orders" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "After-sales" })).toBeVisible();
  for (const hidden of ["Home", "Products", "Reports", "Shop settings", "Staff & log"])
    await expect(nav.getByRole("link", { name: hidden, exact: true })).toHaveCount(0);
  await expect(page.getByTestId("overview-no-dashboard")).toBeVisible();
  await page.goto("/seller/staff");
  await expect(page.getByTestId("console-load-error")).toContainText("Your role does not allow this");
  await shot(page, "staff-refused-en");
});
