import fs from "node:fs";
import path from "node:path";
import { randomInt } from "node:crypto";
import { expect as baseExpect, test, type APIRequestContext, type Page } from "@playwright/test";
import { api } from "../support/api";
import { createBuyer } from "../support/buyers";
import { png } from "../support/png";

/** A loaded CI machine takes seconds for a console page's data and 15 s for the storefront's caches. */
const expect = baseExpect.configure({ timeout: 20_000 });

/*
 * The platform console's stores, as a new operator works: the dashboard shows the
 * mall's figures; in Chinese a store application is refused with a reason, the applicant reads it
 * on the storefront's opening page and resubmits there, the operator approves it; in English a
 * shop is suspended with a reason — its storefront page goes offline and its owner reads the
 * reason in the seller center — then reinstated, and the page is back.
 * PLATFORM_SHOTS=<dir> saves a screenshot of each screen (never committed).
 */
const shots = process.env.PLATFORM_SHOTS;
async function shot(page: Page, name: string) {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `stores-${name}.png`), fullPage: true });
}

const XHR = { "X-Requested-With": "XMLHttpRequest" };

/** A buyer's store application through the API (uploads and form), as the opening page sends it. */
async function applyForStore(request: APIRequestContext, shopName: string) {
  const upload = async (type: "logo" | "doc", rgb: [number, number, number]) =>
    (
      await api<{ filePath: string }>(
        await request.post(`/api/p/shop/apply/upload?type=${type}`, {
          headers: XHR,
          multipart: { file: { name: "x.png", mimeType: "image/png", buffer: png(64, rgb) } },
        }),
      )
    ).filePath;
  await api(
    await request.post("/api/p/shop/apply", {
      headers: XHR,
      data: {
        shopName,
        mobile: "13912345678",
        provinceId: 44,
        cityId: 4403,
        areaId: 440305,
        addr: "科技园南区1栋101",
        intro: "原创手作皮具，每件都可刻字定制。",
        shopLogo: await upload("logo", [200, 80, 40]),
        businessLicense: await upload("doc", [180, 150, 40]),
        identityCardFront: await upload("doc", [60, 100, 170]),
        identityCardLater: await upload("doc", [60, 120, 150]),
      },
    }),
  );
}

async function signInAdmin(page: Page) {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  await page.getByLabel("平台账号").fill("platform");
  await page.getByLabel("密码", { exact: true }).fill("souk1234");
  await page.getByRole("button", { name: "登录" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

test("zh and en: the dashboard's figures; refuse, resubmit and approve a store application; suspend a shop and reinstate it", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const tag = randomInt(1e4, 9e4);
  const shopName = `审核测试店${tag}`;
  const operatorCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const applicantCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const ownerCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const op = await operatorCtx.newPage();
  const applicant = await applicantCtx.newPage();
  const owner = await ownerCtx.newPage();

  // A new buyer applies for a store (signed in through the API, so the storefront page is too).
  await createBuyer(applicant.request, "apply");
  await applyForStore(applicant.request, shopName);

  // The operator signs in; the dashboard shows today's figures, the 30-day chart and the to-do count.
  await signInAdmin(op);
  await expect(op.getByTestId("today-paidAmount")).toContainText("支付金额");
  await expect(op.getByTestId("today-paidAmount")).toContainText("¥");
  await expect(op.getByTestId("today-newMembers")).toContainText("新增会员");
  await expect(op.getByTestId("mall-trend-chart").locator("svg").first()).toBeVisible();
  await expect(op.getByTestId("todo-storeApplications")).not.toContainText(/^待审核开店申请0$/);
  await op.getByTestId("trend-metric").getByText("访客数").click();
  await shot(op, "dashboard-zh");

  // Store applications: under review by default; find it by name and open it.
  await op.locator(".ant-layout-sider").getByRole("link", { name: "开店审核" }).click();
  await expect(op).toHaveURL(/\/admin\/stores\/applications$/);
  await op.getByRole("searchbox", { name: "搜索店铺名称、申请人账号或手机号" }).fill(shopName);
  await op.getByRole("searchbox", { name: "搜索店铺名称、申请人账号或手机号" }).press("Enter");
  const row = op.getByTestId("application-table").locator("tbody tr", { hasText: shopName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("审核中");
  await shot(op, "applications-zh");
  await row.getByRole("button", { name: "审核" }).click();
  const detail = op.getByTestId("application-detail");
  await expect(detail).toContainText("科技园南区1栋101");
  // The three private documents are shown as images (fetched with the platform token).
  await expect(detail.getByTestId("private-doc").locator("img")).toHaveCount(3);
  await shot(op, "application-detail-zh");

  // Refuse: the reason is required (the API's own message), then sent.
  await op.getByTestId("application-refuse").click();
  const refuse = op.getByTestId("refuse-dialog");
  await op.getByTestId("reason-ok").click();
  await expect(refuse).toContainText("请输入不通过的原因（1-200个字符）");
  await op.getByTestId("reason-input").fill("营业执照照片模糊，请重新上传清晰照片");
  await shot(op, "refuse-zh");
  await op.getByTestId("reason-ok").click();
  await expect(op.getByText("已设为不通过，申请人会看到原因")).toBeVisible();
  await op.getByRole("tab", { name: "未通过" }).click();
  await expect(op.getByTestId("application-table").locator("tbody tr", { hasText: shopName })).toContainText("未通过");

  // The applicant reads the reason on the storefront's opening page and resubmits it there.
  await applicant.goto("/free-shop");
  await expect(applicant.getByTestId("shop-apply-reason")).toHaveText("营业执照照片模糊，请重新上传清晰照片");
  await applicant.getByTestId("shop-apply-submit").click();
  await expect(applicant.getByTestId("shop-apply-status")).toHaveAttribute("data-audit-status", "0");

  // Under review again: approve it; it shows under "passed" and the shop exists, open.
  await op.getByRole("tab", { name: "审核中" }).click();
  const again = op.getByTestId("application-table").locator("tbody tr", { hasText: shopName });
  await again.getByRole("button", { name: "审核" }).click();
  await op.getByTestId("application-approve").click();
  await op.getByTestId("approve-ok").click();
  await expect(op.getByText(/已通过，店铺 \d+ 已开业/)).toBeVisible();
  await op.getByRole("tab", { name: "已通过" }).click();
  await expect(op.getByTestId("application-table").locator("tbody tr", { hasText: shopName })).toContainText("已开店");
  await applicant.reload();
  await expect(applicant.getByTestId("shop-apply-status")).toHaveAttribute("data-audit-status", "1");

  // English: the shop list. A seeded open shop with goods on sale is suspended with a reason.
  const { token } = await api<{ token: string }>(
    await op.request.post("/api/admin/login", { data: { userName: "platform", passWord: "souk1234" }, headers: XHR }),
  );
  const open = await api<{ records: { shopId: number; shopName: string; onShelf: number }[] }>(
    await op.request.get("/api/admin/shop/page?status=open&size=100", {
      headers: { ...XHR, Authorization: token, "Accept-Language": "en" },
    }),
  );
  // The newest seeded shop with goods (not shop 1, which most other journeys use), suspended briefly.
  const target = open.records.filter((s) => s.onShelf > 0 && s.shopId !== 1)[0]!;
  await op.goto("/en/admin/stores");
  await expect(op.getByRole("heading", { name: "Shops" })).toBeVisible();
  await op.getByRole("searchbox", { name: "Search shop name (Chinese or English)" }).fill(target.shopName);
  await op.getByRole("searchbox", { name: "Search shop name (Chinese or English)" }).press("Enter");
  await expect(op.getByTestId(`shop-state-${target.shopId}`)).toHaveText("Open");
  await shot(op, "shops-en");
  await op.getByTestId(`shop-suspend-${target.shopId}`).click();
  await op.getByTestId("reason-ok").click();
  await expect(op.getByTestId("shop-status-dialog")).toContainText("Please enter the reason (1-200 characters)");
  const reason = `Repeated fake shipping notices (${tag})`;
  await op.getByTestId("reason-input").fill(reason);
  await shot(op, "suspend-en");
  await op.getByTestId("reason-ok").click();
  await expect(op.getByTestId(`shop-state-${target.shopId}`)).toHaveText("Suspended");
  await expect(op.getByTestId("shop-table")).toContainText(reason);

  // The storefront's shop page goes offline within 15 s (its cached page follows the catalog versions).
  await expect
    .poll(
      async () => {
        await applicant.goto(`/shopIndex?sid=${target.shopId}&lang=en`);
        return (await applicant.getByTestId("shop-state").count()) > 0;
      },
      { timeout: 30_000, intervals: [2_000] },
    )
    .toBe(true);
  await expect(applicant.getByTestId("shop-state")).toContainText("This shop is closed");
  await shot(applicant, "storefront-suspended-en");

  // Its owner signs in to the seller center and reads the reason.
  await owner.goto("/en/seller");
  await expect(owner).toHaveURL(/\/seller\/login\?next=/);
  await owner.getByLabel("Store account").fill(`shop${target.shopId}`);
  await owner.getByLabel("Password", { exact: true }).fill("souk1234");
  await owner.getByRole("button", { name: /^Sign\s*in$/ }).click();
  await expect(owner.getByTestId("shop-status-banner")).toContainText("Suspended");
  await expect(owner.getByTestId("shop-status-reason")).toContainText(reason);
  await shot(owner, "seller-banner-en");

  // Reinstated: the storefront page is back within 15 s; the owner reads the note.
  await op.getByTestId(`shop-reinstate-${target.shopId}`).click();
  await op.getByTestId("reason-input").fill("Rectified, open again");
  await op.getByTestId("reason-ok").click();
  await expect(op.getByTestId(`shop-state-${target.shopId}`)).toHaveText("Open");
  await expect
    .poll(
      async () => {
        await applicant.goto(`/shopIndex?sid=${target.shopId}&lang=en`);
        return applicant.getByTestId("shop-state").count();
      },
      { timeout: 30_000, intervals: [2_000] },
    )
    .toBe(0);
  await owner.reload();
  await expect(owner.getByTestId("shop-status-reason")).toContainText("Rectified, open again");

  await operatorCtx.close();
  await applicantCtx.close();
  await ownerCtx.close();
});
