import fs from "node:fs";
import { randomInt } from "node:crypto";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { api } from "../support/api";

/** A loaded CI machine takes seconds for a sign-in or a console page's first data. */
const expect = baseExpect.configure({ timeout: 15_000 });
const XHR = { "X-Requested-With": "XMLHttpRequest" };

/** Where the journey's screenshots go when PLATFORM_SHOTS names a folder (looked at by hand, never committed). */
const shot = async (page: Page, name: string) => {
  if (process.env.PLATFORM_SHOTS)
    await page.screenshot({ path: `${process.env.PLATFORM_SHOTS}/${name}.png`, fullPage: true });
};

async function signIn(page: Page, userName: string, password: string) {
  await page.goto("/admin/login");
  await page.getByLabel("平台账号").fill(userName);
  await page.getByLabel("密码", { exact: true }).fill(password);
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

interface Row {
  shopId: number;
  shopName: string;
  day: string;
  refunds: number;
  owed: number;
}
const yuan = (fen: number) => `${fen < 0 ? "-" : ""}¥${(Math.abs(fen) / 100).toFixed(2)}`;

test("platform finance, reports and staff (zh, then en): a day with a refund, its CSV, the reports, an operations account and its log entry", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  page.setDefaultTimeout(20_000);

  // A settled day with a refund in it (the demo data settles the past days).
  const { token } = await api<{ token: string }>(
    await page.request.post("/api/admin/login", { data: { userName: "platform", passWord: "souk1234" }, headers: XHR }),
  );
  const all = await api<{ records: Row[] }>(
    await page.request.get("/api/admin/finance/settlements?current=1&size=100", {
      headers: { ...XHR, Authorization: token },
    }),
  );
  const day = all.records.find((r) => r.refunds > 0);
  expect(day, "a settled day with a refund").toBeTruthy();

  // Finance: filter by the shop; the day's row shows its refund and what is owed.
  await signIn(page, "platform", "souk1234");
  await page.locator(".ant-layout-sider").getByRole("link", { name: "财务结算" }).click();
  await expect(page.getByRole("heading", { name: "店铺结算" })).toBeVisible();
  await page.getByTestId("finance-shop").click();
  await page.keyboard.type(`#${day!.shopId})`);
  await page
    .locator(".ant-select-item-option")
    .filter({ hasText: `${day!.shopName} (#${day!.shopId})` })
    .click();
  const row = page.getByTestId("finance-table").getByRole("row").filter({ hasText: day!.day });
  await expect(row).toContainText(yuan(day!.refunds));
  await expect(row).toContainText(yuan(day!.owed));
  await shot(page, "finance-zh");

  // The CSV holds what the table shows.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("finance-csv").click()]);
  const csv = fs.readFileSync((await download.path())!, "utf8");
  expect(csv.split("\r\n")[0]).toContain("日期,店铺ID,店铺");
  const line = csv.split("\r\n").find((l) => l.startsWith(`${day!.day},${day!.shopId},`));
  expect(line).toContain(`,${(day!.refunds / 100).toFixed(2)},`);
  expect(line).toContain(`,${(day!.owed / 100).toFixed(2)},`);

  // Reports: the mall's sales by day, shop and category, and the flow report.
  await page.locator(".ant-layout-sider").getByRole("link", { name: "数据报表" }).click();
  await expect(page.getByTestId("report-sales-chart")).toBeVisible();
  await expect(page.getByTestId("report-shops").getByRole("row").nth(1)).toBeVisible();
  await expect(page.getByTestId("report-categories").getByRole("row").nth(1)).toBeVisible();
  await page.getByRole("tab", { name: "流量" }).click();
  await expect(page.getByTestId("flow-pages").getByRole("row").nth(1)).toBeVisible();
  await shot(page, "reports-zh");

  // Staff: add an operations account.
  const userName = `ops_e2e_${randomInt(1e5, 9e5)}`;
  await page.locator(".ant-layout-sider").getByRole("link", { name: "员工管理" }).click();
  await page.getByTestId("add-platform-staff").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("账号").fill(userName);
  await dialog.getByLabel("姓名").fill("运营小李");
  await dialog.getByLabel("初始密码").fill("short");
  await dialog.getByRole("button", { name: "添加" }).click();
  await expect(dialog.locator(".ant-form-item-explain-error")).not.toBeEmpty(); // the contract's password rule, in Chinese
  await dialog.getByLabel("初始密码").fill("Ops2026x");
  await dialog.getByRole("button", { name: "添加" }).click();
  await expect(page.getByTestId("platform-staff-table")).toContainText(userName);
  await shot(page, "staff-zh");

  // Signed in as the new account in a new context: only its pages.
  const opsCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const ops = await opsCtx.newPage();
  await signIn(ops, userName, "Ops2026x");
  const nav = ops.locator(".ant-layout-sider");
  await expect(nav.getByRole("link", { name: "数据报表" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "财务结算" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "员工管理" })).toHaveCount(0);
  const denied = await ops.request.get("/api/admin/finance/settlements", {
    headers: {
      ...XHR,
      Authorization: (
        await api<{ token: string }>(
          await ops.request.post("/api/admin/login", { data: { userName, passWord: "Ops2026x" }, headers: XHR }),
        )
      ).token,
    },
  });
  expect(denied.status()).toBe(403);
  await opsCtx.close();

  // The operation log shows the account's creation, readable.
  await page.getByRole("tab", { name: "操作日志" }).click();
  const entry = page.getByTestId("platform-oplog-table").getByRole("row").filter({ hasText: userName });
  await expect(entry).toContainText("新增账号");
  await expect(entry).toContainText("角色: 运营");

  // English: the same pages in English.
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { name: "Platform staff and operation log" })).toBeVisible();
  await page.locator(".ant-layout-sider").getByRole("link", { name: "Finance" }).click();
  await expect(page.getByRole("heading", { name: "Settlement with the shops" })).toBeVisible();
  await expect(page.getByTestId("finance-table")).toContainText("Owed to the shop");
  await shot(page, "finance-en");
  await page.locator(".ant-layout-sider").getByRole("link", { name: "Reports" }).click();
  await expect(page.getByRole("tab", { name: "Sales" })).toBeVisible();
  await expect(page.getByTestId("report-days")).toContainText("Paid orders");
  await shot(page, "reports-en");
  await ctx.close();
});
