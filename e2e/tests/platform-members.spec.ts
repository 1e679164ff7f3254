import fs from "node:fs";
import path from "node:path";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { DEMO, loginInPopup } from "../support/buyers";

/** A loaded CI machine takes seconds for a sign-in or a console page's first data. */
const expect = baseExpect.configure({ timeout: 15_000 });

/*
 * The platform console's members, as a new operator would, zh then en: sign in, find the
 * demo buyer by account, adjust their balance with a reason (a reason is required, a debit beyond
 * the balance is refused with the balance named), see the ledger row in the console, then the buyer
 * (demo / souk1234) sees the new balance and the ledger line with the reason on the storefront;
 * open the levels page with its levels and paid periods.
 * PLATFORM_SHOTS=<dir> also saves a screenshot of every page in both languages (never committed).
 */
const shots = process.env.PLATFORM_SHOTS;
async function shot(page: Page, name: string) {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `members-${name}.png`), fullPage: true });
}

const T = {
  zh: {
    prefix: "",
    search: "搜索",
    adjust: "调整余额",
    credit: "增加",
    debit: "扣减",
    reasonRequired: "请填写调整原因（2-200个字符）",
    beyond: "余额不能低于0",
    reason: "客服补偿：物流延误",
    levels: "会员等级",
    periods: "付费会员时长",
    rowReason: "平台调整",
  },
  en: {
    prefix: "/en",
    search: "Search",
    adjust: "Adjust balance",
    credit: "Add",
    debit: "Deduct",
    reasonRequired: "Please give the reason (2-200 characters)",
    beyond: "the balance cannot go below 0",
    reason: "Goodwill credit: late delivery",
    levels: "Member levels",
    periods: "Paid membership periods",
    rowReason: "Adjusted by the platform",
  },
} as const;

async function signInAsPlatform(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("平台账号").fill("platform");
  await page.getByLabel("密码", { exact: true }).fill("souk1234");
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** "¥5,000.00" / "¥5000.00" → 5000. */
const yuanOf = (s: string) => Number(s.replace(/[^\d.-]/g, ""));

test("zh and en: an operator finds the demo buyer, adjusts the balance with a reason, and the buyer sees it; the levels page", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signInAsPlatform(page);
  for (const lang of ["zh", "en"] as const) {
    const t = T[lang];
    // Find the demo buyer by account.
    await page.goto(`${t.prefix}/admin/members`);
    await expect(page.getByTestId("members-table").locator("tbody tr.ant-table-row").first()).toBeVisible();
    await shot(page, `list-${lang}`);
    const search = page.getByTestId("member-search");
    await search.locator("input").fill(DEMO.account);
    await search.getByRole("button", { name: t.search }).click();
    const row = page.getByTestId("members-table").locator("tbody tr.ant-table-row", { hasText: "138****0000" }).first();
    await expect(row).toContainText(DEMO.account);
    await row.getByTestId("member-link").click();
    await expect(page.getByTestId("member-profile")).toContainText(DEMO.account);
    const before = yuanOf((await page.getByTestId("member-balance").textContent()) ?? "");

    // The reason is required, and a debit beyond the balance is refused with the balance named.
    await page.getByTestId("adjust-balance").click();
    const dialog = page.getByRole("dialog", { name: t.adjust });
    await dialog.getByTestId("adjust-amount").fill("12.5");
    await dialog.getByTestId("adjust-save").click();
    await expect(dialog).toContainText(t.reasonRequired);
    await dialog.getByText(t.debit, { exact: true }).click();
    await dialog.getByTestId("adjust-amount").fill(String(before + 1));
    await dialog.getByTestId("adjust-reason").fill(t.reason);
    await dialog.getByTestId("adjust-save").click();
    await expect(dialog.getByTestId("adjust-problem")).toContainText(t.beyond);
    await shot(page, `adjust-refused-${lang}`);

    // A credit of ¥12.50 with the reason: the figures and the ledger row follow at once.
    await dialog.getByText(t.credit, { exact: true }).click();
    await dialog.getByTestId("adjust-amount").fill("12.5");
    await dialog.getByTestId("adjust-save").click();
    await expect(dialog).toBeHidden();
    const after = before + 12.5;
    await expect
      .poll(async () => yuanOf((await page.getByTestId("member-balance").textContent()) ?? ""))
      .toBeCloseTo(after, 2);
    const first = page.getByTestId("member-balance-log").locator("tbody tr.ant-table-row").first();
    await expect(first).toContainText("+12.50");
    await expect(first).toContainText(t.reason);
    await expect(first).toContainText(t.rowReason);
    await shot(page, `detail-${lang}`);

    // The buyer sees the new balance and the line with the reason on the storefront.
    const buyer = await browser.newPage();
    await loginInPopup(buyer, DEMO.account, DEMO.password, "/");
    await buyer.goto(`${t.prefix}/user-center?currentPage=uc-balance`);
    await expect
      .poll(async () => yuanOf((await buyer.getByTestId("uc-balance-amount").textContent()) ?? ""))
      .toBeCloseTo(after, 2);
    await expect(buyer.getByTestId("uc-balance-row").first()).toContainText(t.reason);
    await buyer.close();

    // The levels page: the seeded levels with their benefits, and the paid periods.
    await page.goto(`${t.prefix}/admin/members/levels`);
    await expect(page.getByRole("heading", { name: t.levels })).toBeVisible();
    await expect(page.getByTestId("member-levels").locator("tbody tr.ant-table-row")).toHaveCount(5);
    await expect(page.getByRole("heading", { name: t.periods })).toBeVisible();
    await expect(page.getByTestId("member-periods").locator("tbody tr.ant-table-row").first()).toBeVisible();
    await shot(page, `levels-${lang}`);
  }
});
