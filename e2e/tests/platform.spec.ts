import fs from "node:fs";
import path from "node:path";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { api } from "../support/api";
import { axeViolations } from "../support/axe";

/** A loaded CI machine takes seconds for a sign-in or a console page's first data. */
const expect = baseExpect.configure({ timeout: 15_000 });

/*
 * The platform console (first part), zh then en: the guard sends a signed-out visitor
 * to /admin/login with ?next=, a wrong password is refused in the page's language, the seeded
 * operator signs in and returns, the frame shows the staff name and the to-do count of store
 * applications waiting, the language switch and sign out work, and nothing is indexed.
 * PLATFORM_SHOTS=<dir> also saves a screenshot of every page in both languages (never committed).
 */
const shots = process.env.PLATFORM_SHOTS;

async function shot(page: Page, name: string) {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

const XHR = { "X-Requested-With": "XMLHttpRequest" };

test("zh and en: an operator signs in to the platform console, sees the to-do count, switches language and signs out", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // What the dashboard must show: the applications under review, counted by the platform API.
  const { token } = await api<{ token: string }>(
    await page.request.post("/api/admin/login", { data: { userName: "platform", passWord: "souk1234" }, headers: XHR }),
  );
  const waiting = await api<{ total: number }>(
    await page.request.get("/api/admin/shop/apply/page?current=1&size=1&auditStatus=0", {
      headers: { ...XHR, Authorization: token },
    }),
  );

  // Signed out: the guard sends the visitor to the sign-in page, which will return there.
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { name: "登录平台管理后台" })).toBeVisible();
  await shot(page, "login-zh");

  // A wrong password is refused with the API's own message; the right one enters.
  await page.getByLabel("平台账号").fill("platform");
  await page.getByLabel("密码", { exact: true }).fill("wrong-password");
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page.getByTestId("platform-sign-in").getByRole("alert")).not.toBeEmpty();
  await shot(page, "login-refused-zh");
  await page.getByLabel("密码", { exact: true }).fill("souk1234");
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId("console-staff-name")).toHaveText("platform");
  await expect(page.locator(".ant-layout-sider").getByRole("link", { name: "首页概览" })).toBeVisible();
  await expect(page.getByTestId("todo-storeApplications")).toContainText("待审核开店申请");
  await expect(page.getByTestId("todo-storeApplications")).toContainText(String(waiting.total));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, "dashboard-zh");

  // English through the header's switch.
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByTestId("todo-storeApplications")).toContainText("Store applications to review");
  await expect(page.getByRole("heading", { name: "Welcome, platform" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, "dashboard-en");

  // Sign out ends the session: the console is closed again, and the sign-in page is in English.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await expect(page.getByRole("heading", { name: "Sign in to the platform console" })).toBeVisible();
  await shot(page, "login-en");
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
});
