import fs from "node:fs";
import path from "node:path";
import { randomInt } from "node:crypto";
import { expect as baseExpect, test, type Page } from "@playwright/test";

/** A loaded CI machine takes seconds for a sign-in or a console page's first data. */
const expect = baseExpect.configure({ timeout: 15_000 });

/*
 * The platform console's content area, as a new operator walks it, once in Chinese and
 * once in English: sign in, publish a pinned notice, add a hot word first in the order and change
 * the site title — then the storefront shows all three (notice strip and notice list, the words
 * under the search box, the browser title) within 15 s, through the catalog sync.
 * CONTENT_SHOTS=<dir> also saves screenshots of the steps (looked at by hand, never committed).
 */
const shots = process.env.CONTENT_SHOTS;
async function shot(page: Page, name: string) {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

const TEXT = {
  zh: {
    prefix: "",
    account: "平台账号",
    password: "密码",
    signIn: "登录",
    nav: { notices: "公告管理", hot: "热搜管理", web: "网站配置" },
    newNotice: "新建公告",
    titleZh: "标题（中文）",
    titleEn: "标题（英文）",
    pin: "置顶到公告栏",
    newWord: "新增热搜词",
    wordZh: "热搜词（中文）",
    wordEn: "热搜词（英文）",
    seq: "排序",
    siteTitle: "网站标题（中文）",
    save: "保存",
    saved: "已保存",
    noticeBlank: "请填写公告标题（中文最多50字，英文最多120字）",
  },
  en: {
    prefix: "/en",
    account: "Platform account",
    password: "Password",
    signIn: "Sign in",
    nav: { notices: "Notices", hot: "Hot searches", web: "Web config" },
    newNotice: "New notice",
    titleZh: "Title (Chinese)",
    titleEn: "Title (English)",
    pin: "Pin to the notice strip",
    newWord: "New hot word",
    wordZh: "Word (Chinese)",
    wordEn: "Word (English)",
    seq: "Order",
    siteTitle: "Site title (English)",
    save: "Save",
    saved: "Saved",
    noticeBlank: "Enter the notice title (at most 50 characters in Chinese, 120 in English)",
  },
} as const;

// One after the other: each journey saves the whole web config, so run side by side the second
// save would put back the other's title (the form sends what it loaded).
test.describe.configure({ mode: "serial" });

for (const lang of ["zh", "en"] as const) {
  test(`${lang}: an operator publishes a notice, adds a hot word and renames the site; the storefront shows all three`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const t = TEXT[lang];
    const tag = randomInt(1e5, 9e5);
    const notice = { zh: `平台公告${tag}`, en: `Platform notice ${tag}` };
    const word = { zh: `热词${tag}`, en: `Word${tag}` };
    const siteTitle = lang === "zh" ? `Souk商城${tag}` : `Souk Mall ${tag}`;

    // Sign in; the guard brings the operator back to the page asked for.
    await page.goto(`${t.prefix}/admin/content/notices`);
    await expect(page).toHaveURL(/\/admin\/login\?next=/);
    await page.getByLabel(t.account).fill("platform");
    await page.getByLabel(t.password, { exact: true }).fill("souk1234");
    await page.getByRole("button", { name: t.signIn }).click();
    await expect(page).toHaveURL(/\/admin\/content\/notices$/);
    await expect(page.getByTestId("content-notices").locator("tbody tr").first()).toBeVisible();

    // A notice: saving it blank is refused with the API's own message; filled in, it is listed as live.
    await page.getByTestId("notice-create").click();
    await page.getByTestId("content-save").click();
    await expect(page.getByText(t.noticeBlank).first()).toBeVisible();
    await page.getByLabel(t.titleZh).fill(notice.zh);
    await page.getByLabel(t.titleEn).fill(notice.en);
    await page.getByTestId("notice-content-zh").fill(`<p>${notice.zh}的内容</p>`);
    await page.getByTestId("notice-content-en").fill(`<p>Body of ${notice.en}</p><script>alert(1)</script>`);
    // The preview is the API's sanitized answer: the script is gone.
    await expect(page.getByTestId("notice-content-en-preview")).toContainText(`Body of ${notice.en}`);
    await expect(page.getByTestId("notice-content-en-preview").locator("script")).toHaveCount(0);
    await page.getByLabel(t.pin).click();
    await shot(page, `notice-drawer-${lang}`);
    await page.getByTestId("content-save").click();
    await expect(page.getByText(t.saved).first()).toBeVisible();
    // The drawer's mask stays over the page until its closing animation ends.
    await expect(page.locator(".ant-drawer-mask")).toHaveCount(0);
    await page.getByTestId("notice-search").locator("input").fill(String(tag));
    await page.getByTestId("notice-search").locator("input").press("Enter");
    const row = page.getByTestId("content-notices").locator("tbody tr", { hasText: notice[lang] });
    await expect(row).toBeVisible();
    await shot(page, `notices-${lang}`);

    // A hot word, ahead of the seeded ones.
    await page.locator(".ant-layout-sider").getByRole("link", { name: t.nav.hot }).click();
    await expect(page).toHaveURL(/\/admin\/content\/hot-searches$/);
    await page.getByTestId("hot-search-create").click();
    await page.getByLabel(t.wordZh).fill(word.zh);
    await page.getByLabel(t.wordEn).fill(word.en);
    await page.getByLabel(t.seq).fill("0");
    await page.getByTestId("content-save").click();
    // Listed with order 0, ahead of the seeded words (order 1 and up).
    await expect(page.getByTestId("content-hot-searches").locator("tbody tr", { hasText: word.zh })).toContainText(
      `0${word.zh}`,
    );
    await shot(page, `hot-searches-${lang}`);

    // The site title in the page's language.
    await page.locator(".ant-layout-sider").getByRole("link", { name: t.nav.web }).click();
    await expect(page).toHaveURL(/\/admin\/content\/web-config$/);
    const title = page.getByLabel(t.siteTitle);
    await expect(title).not.toHaveValue("");
    await title.fill(siteTitle);
    await page.getByTestId("web-config-save").click();
    await expect(page.getByText(t.saved).first()).toBeVisible();
    await shot(page, `web-config-${lang}`);

    // The storefront, in the same language: within 15 s of the changes on a quiet machine (the catalog
    // sync polls every 5 s, then one stale answer while the page rebuilds); 25 s of slack on a loaded CI.
    const home = `${t.prefix}/`;
    await expect(async () => {
      await page.goto(home);
      await expect(page).toHaveTitle(new RegExp(siteTitle), { timeout: 1000 });
      await expect(page.getByTestId("notice-ticker")).toContainText(notice[lang], { timeout: 1000 });
    }).toPass({ timeout: 25_000, intervals: [1000, 2000, 3000] });
    await expect(page.getByTestId("hot-words")).toContainText(word[lang]);
    await shot(page, `storefront-${lang}`);
    // A cached page is served stale once while it rebuilds (stale-while-revalidate): look again.
    await expect(async () => {
      await page.goto(`${t.prefix}/notice-list`);
      await expect(page.getByText(notice[lang]).first()).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 25_000, intervals: [1000, 2000, 3000] });
    await page.getByTestId("notice-ticker").getByText(notice[lang]).first().click();
    await expect(page).toHaveURL(/\/notice-detail\?id=\d+/);
    // The same for the detail (a fresh database reuses ids whose pages this server has cached).
    await expect(async () => {
      await page.reload();
      await expect(page.getByText(lang === "zh" ? `${notice.zh}的内容` : `Body of ${notice.en}`)).toBeVisible({
        timeout: 1000,
      });
    }).toPass({ timeout: 25_000, intervals: [1000, 2000, 3000] });
  });
}
