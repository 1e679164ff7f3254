import fs from "node:fs";
import path from "node:path";
import { randomInt } from "node:crypto";
import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from "@playwright/test";
import { api } from "../support/api";
import { gotoHydrated } from "../support/hydrated";
import { e2eWebPort } from "../support/ports";
import { png } from "../support/png";

/** A loaded CI machine takes seconds for a sign-in or a console page's first data. */
const expect = baseExpect.configure({ timeout: 15_000 });

// One after the other: every journey of this file publishes and restores the mall's home page, and a
// second editor's save would rightly be refused as a conflict.
test.describe.configure({ mode: "serial" });

// The home page as the suite found it: put back after the file, even when a journey stopped half way
// (other journeys read the home page; two carousels would also be two landmarks of the same name).
let found: { renovationId: number; publishedVersion: number; blocks: string } | null = null;
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${e2eWebPort}` });
  const h = await home(request, await platformToken(request));
  found = { renovationId: h.renovationId, publishedVersion: h.publishedVersion, blocks: JSON.stringify(h.blocks) };
  await request.dispose();
});
test.afterAll(async ({ playwright }) => {
  if (!found) return;
  const request = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${e2eWebPort}` });
  const token = await platformToken(request);
  const now = await home(request, token);
  if (JSON.stringify(now.blocks) !== found.blocks)
    await api(
      await request.post(
        `/api/admin/decoration/pages/${found.renovationId}/versions/${found.publishedVersion}/restore`,
        { headers: { authorization: token } },
      ),
    );
  await request.dispose();
});

/*
 * The decoration editor, as an operator and a shop owner use it. The operator, in
 * Chinese, decorates the mall's home page — a carousel of two uploaded pictures (linked to a
 * product and a category), a goods block of three picked products and a coupon strip —, reorders
 * them with the keyboard's drag and drop, previews the draft, publishes, and a buyer's home page
 * (zh and en) shows them in that order within 15 s; restoring the previous version brings the old
 * home page back. The shop owner, in English, decorates the shop's home page with its header and a
 * goods block, and /shopIndex?sid=1 shows them.
 * Then the editor's API as the editor uses it, once in Chinese and once in English: a draft with a
 * new floor on top is previewed through the signed link (buyers still see the live page), published
 * (the home page shows it within 15 s) and the previous version restored (the old home page returns).
 * DECORATION_SHOTS=<dir> also saves screenshots of the steps (looked at by hand, never committed).
 */
const shots = process.env.DECORATION_SHOTS;
async function shot(page: Page, name: string, fullPage = false) {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage });
}

/** The order of the blocks a buyer's page shows (their data-block names; goods and coupon strips with their titles). */
async function buyerBlocks(page: Page): Promise<string[]> {
  return page.locator('[data-testid="decoration"] [data-block]').evaluateAll((els) =>
    els.map((e) => {
      const type = e.getAttribute("data-block") ?? "";
      const title = e.querySelector("section[aria-label]")?.getAttribute("aria-label");
      return (type === "goods_list" || type === "discount_coupon") && title ? `${type}:${title}` : type;
    }),
  );
}

async function freshPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** Ticks the first `n` products of the picker and confirms. */
async function pickProducts(page: Page, n: number, from = 0) {
  const rows = page.getByTestId("picker-products").locator("tbody tr.ant-table-row");
  await expect(rows.nth(from + n - 1)).toBeVisible();
  for (let i = from; i < from + n; i++) await rows.nth(i).locator("input[type=checkbox]").check();
  await page.getByTestId("picker-confirm").click();
  await expect(page.getByTestId("picker-products")).toHaveCount(0);
}

async function upload(page: Page, input: Locator, rgb: [number, number, number]) {
  await input.setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: png(240, rgb) });
}

const layerTypes = (page: Page) =>
  page.getByTestId("deco-layer").evaluateAll((els) => els.map((e) => e.getAttribute("data-block-type")));

test("an operator decorates, previews, publishes and restores the home page; a shop decorates its home page", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const tag = randomInt(1e5, 9e5);
  const goodsTitle = { zh: `精选${tag}`, en: `Picks ${tag}` };
  const couponTitle = { zh: `领券${tag}`, en: `Coupons ${tag}` };

  // The buyer's home page before: its blocks in order.
  const buyer = await freshPage(browser);
  await buyer.goto("/");
  await expect(buyer.getByTestId("decoration")).toBeVisible();
  const before = await buyerBlocks(buyer);
  expect(before.length).toBeGreaterThan(3);

  // The operator signs in and opens the home page in the editor.
  await gotoHydrated(page, "/admin/decoration");
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 30_000 });
  await page.getByLabel("平台账号").fill("platform");
  await page.getByLabel("密码", { exact: true }).fill("souk1234");
  await page.getByRole("button", { name: /^登\s*录$/ }).click();
  await expect(page).toHaveURL(/\/admin\/decoration$/, { timeout: 30_000 });
  const homeRow = page.getByTestId("decoration-pages").locator("tbody tr", { hasText: "首页" }).first();
  await expect(homeRow).toBeVisible();
  await shot(page, "pages-zh");
  await homeRow.getByTestId("decoration-page-link").click();
  await expect(page.getByTestId("deco-canvas-block").first()).toBeVisible();
  const live = (await page.getByTestId("deco-published").textContent()) ?? "";
  const previous = Number(/v(\d+)/.exec(live)?.[1]);
  expect(previous).toBeGreaterThan(0);
  await shot(page, "editor-loaded-zh");

  // New blocks go after the selected one: select the first block so they land at the top.
  const firstType = (await layerTypes(page))[0];
  await page.getByTestId("deco-layer-select").first().click();

  // A carousel of two uploaded pictures: the first links to a product, the second to a category.
  await page.getByTestId("palette-picture_by").click();
  const settings = page.getByTestId("deco-settings");
  await expect(settings).toContainText("轮播图");
  await settings.getByTestId("field-imgList-add").click();
  await settings.getByTestId("field-imgList-add").click();
  await upload(page, settings.getByTestId("field-imgList-item").nth(0).locator("input[type=file]"), [0xcf, 0x2a, 0x2d]);
  await expect(settings.getByTestId("field-imgList-item").nth(0).locator(".ant-upload-list-item")).toBeVisible();
  await upload(page, settings.getByTestId("field-imgList-item").nth(1).locator("input[type=file]"), [0x1d, 0x6f, 0xcf]);
  await expect(settings.getByTestId("field-imgList-item").nth(1).locator(".ant-upload-list-item")).toBeVisible();
  // A new picture links to the home page until its link is set.
  await settings.getByTestId("field-imgList-0-path").click();
  await page.getByTestId("link-type").getByText("商品详情").click();
  await page.getByTestId("link-pick-product").click();
  await pickProducts(page, 1);
  await page.getByTestId("link-ok").click();
  await expect(settings.getByTestId("field-imgList-0-path-summary")).toContainText("商品详情");
  await settings.getByTestId("field-imgList-1-path").click();
  await page.getByTestId("link-type").getByText("商品分类").click();
  await page.getByTestId("link-category").click();
  await page.locator(".ant-cascader-menu-item").first().click();
  // Closes the cascader's menu (Escape would close the link dialog too).
  await page.locator(".ant-modal-title", { hasText: "设置链接" }).click();
  await page.getByTestId("link-ok").click();
  await expect(settings.getByTestId("field-imgList-1-path-summary")).toContainText("商品分类");

  // A goods block of three picked products.
  await page.getByTestId("palette-goods_list").click();
  await settings.getByTestId("field-title-zh").fill(goodsTitle.zh);
  await settings.getByTestId("field-title-en").fill(goodsTitle.en);
  await settings.getByTestId("field-prodIds-pick").click();
  await pickProducts(page, 3);
  await expect(settings.getByTestId("chosen-product")).toHaveCount(3);

  // A coupon strip: a coupon to collect and two special-price products.
  await page.getByTestId("palette-discount_coupon").click();
  await settings.getByTestId("field-title-zh").fill(couponTitle.zh);
  await settings.getByTestId("field-title-en").fill(couponTitle.en);
  // One a buyer can collect now (the picker also offers upcoming ones).
  const collectable = (
    await api<{ couponName: string; receiveState: number }[]>(await request.get("/api/ma/coupon/general_coupon_list"))
  ).find((c) => c.receiveState === 1)!;
  await settings.getByLabel("优惠券").click();
  await page.locator(".ant-select-item-option", { hasText: collectable.couponName }).first().click();
  await page.keyboard.press("Escape");
  await settings.getByTestId("field-prodIds-pick").click();
  await pickProducts(page, 2, 3);
  await expect(page.getByTestId("deco-canvas").getByText(couponTitle.zh)).toBeVisible();
  expect((await layerTypes(page)).slice(0, 4)).toEqual([firstType, "picture_by", "goods_list", "discount_coupon"]);

  // Drag and drop from the keyboard: the coupon strip moves above the goods block.
  const handle = page.getByTestId("deco-layer-handle").nth(3);
  // Each key waits for what the editor announces to screen readers: the sensor listens for arrows
  // only once the block is lifted.
  const announced = page.locator('[id^="DndLiveRegion"]');
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(handle).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("ArrowUp");
  await expect(announced).toContainText("移到第 3 位");
  await page.keyboard.press("Space");
  await expect(announced).toContainText("已放到第 3 位");
  await expect
    .poll(async () => (await layerTypes(page)).slice(0, 4))
    .toEqual([firstType, "picture_by", "discount_coupon", "goods_list"]);
  await expect(page.getByTestId("deco-sync-status")).toHaveAttribute("data-status", "saved");
  await shot(page, "editor-zh");

  // Preview: the draft on the storefront, in a new tab, before anything is published.
  const [preview] = await Promise.all([page.context().waitForEvent("page"), page.getByTestId("deco-preview").click()]);
  await expect(preview).toHaveURL(/decoration-preview\?token=/);
  await expect(preview.getByText(goodsTitle.zh).first()).toBeVisible();
  await shot(preview, "preview-zh");
  await preview.close();
  await buyer.reload();
  await expect(buyer.getByText(goodsTitle.zh)).toHaveCount(0);

  // Publish: a buyer's home page shows the three blocks, in that order, within 15 s.
  await page.getByTestId("deco-publish").click();
  await expect(page.getByText(`已发布 v${previous + 1}`)).toBeVisible();
  await expect
    .poll(
      async () => {
        await buyer.reload();
        return (await buyerBlocks(buyer)).slice(0, 3);
      },
      { timeout: 15_000, intervals: [1000] },
    )
    .toEqual(["picture_by", `discount_coupon:${couponTitle.zh}`, `goods_list:${goodsTitle.zh}`]);
  await expect(buyer.locator('[data-block="goods_list"]').first().getByTestId("product-tile")).toHaveCount(3);
  // The coupon strip offers the chosen coupon to collect (a visitor is asked to sign in).
  const offered = buyer.locator('[data-block="discount_coupon"]').first().getByTestId("offered-coupon");
  await expect(offered).toHaveCount(1);
  await offered.getByTestId("coupon-collect").click();
  await expect(buyer.getByRole("dialog", { name: "登录" })).toBeVisible();
  await buyer.keyboard.press("Escape");
  await shot(buyer, "home-zh");
  // The English page is cached apart from the Chinese one: it may be served stale once more while it rebuilds.
  await expect(async () => {
    await buyer.goto("/en");
    await baseExpect(buyer.getByText(goodsTitle.en).first()).toBeVisible({ timeout: 1000 });
    await baseExpect(buyer.getByText(couponTitle.en).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await shot(buyer, "home-en");

  // Restore the previous version: the old home page returns.
  await page.getByTestId("deco-versions-open").click();
  await page.getByTestId(`version-restore-${previous}`).click();
  await page.locator(".ant-popconfirm").getByRole("button", { name: "恢复" }).click();
  await expect(page.getByTestId("deco-published")).toContainText(`v${previous + 2}`);
  await expect
    .poll(
      async () => {
        await buyer.goto("/?lang=zh");
        return buyerBlocks(buyer);
      },
      { timeout: 15_000, intervals: [1000] },
    )
    .toEqual(before);

  // The shop owner, in English: the shop's home page gets its decorated header and a goods block.
  const seller = await freshPage(browser);
  await gotoHydrated(seller, "/en/seller/decoration");
  await expect(seller).toHaveURL(/\/seller\/login\?next=/);
  await expect(seller.locator("html[data-hydrated]")).toBeAttached({ timeout: 30_000 });
  await seller.getByLabel("Store account").fill("shop1");
  await seller.getByLabel("Password", { exact: true }).fill("souk1234");
  await seller.getByRole("button", { name: "Sign in" }).click();
  await expect(seller).toHaveURL(/\/seller\/decoration$/);
  await seller
    .getByTestId("decoration-pages")
    .locator("tbody tr", { hasText: "Home page" })
    .first()
    .getByTestId("decoration-page-link")
    .click();
  await expect(seller.getByTestId("deco-page-name")).toBeVisible();
  const shopSettings = seller.getByTestId("deco-settings");
  const navName = `Deals${tag}`;
  const hasHeader = (await layerTypes(seller)).includes("shop_signs");
  if (hasHeader)
    await seller
      .locator('[data-testid="deco-layer"][data-block-type="shop_signs"]')
      .getByTestId("deco-layer-select")
      .click();
  else await seller.getByTestId("palette-shop_signs").click();
  await expect(shopSettings).toContainText("Shop sign");
  await shopSettings.getByTestId("field-navList-add").click();
  const navItem = shopSettings.getByTestId("field-navList-item").last();
  await navItem.locator("input[data-testid$='-name-zh']").fill(`特惠${tag}`);
  await navItem.locator("input[data-testid$='-name-en']").fill(navName);
  await seller.getByTestId("palette-goods_list").click();
  await shopSettings.getByTestId("field-title-zh").fill(goodsTitle.zh);
  await shopSettings.getByTestId("field-title-en").fill(goodsTitle.en);
  await shopSettings.getByTestId("field-prodIds-pick").click();
  await pickProducts(seller, 2);
  await expect(seller.getByTestId("deco-canvas").getByText(navName)).toBeVisible();
  await shot(seller, "shop-editor-en");
  await seller.getByTestId("deco-publish").click();
  await expect(seller.getByText(/Published v\d+/)).toBeVisible();

  const shopBuyer = await freshPage(browser);
  await expect
    .poll(
      async () => {
        await shopBuyer.goto("/en/shopIndex?sid=1");
        return [
          await shopBuyer.getByTestId("decorated-nav-link").filter({ hasText: navName }).count(),
          await shopBuyer.getByText(goodsTitle.en).count(),
        ];
      },
      { timeout: 15_000, intervals: [1000] },
    )
    .toEqual([1, 1]);
  await shot(shopBuyer, "shop-home-en");
});

const TEXT = {
  zh: { floor: "预览专场", banner: "仅你可见", invalid: "预览链接无效或已过期" },
  en: { floor: "Preview sale", banner: "only you can see it", invalid: "The preview link is invalid or has expired" },
} as const;

interface Home {
  renovationId: number;
  draftRevision: number;
  publishedVersion: number;
  blocks: unknown[];
}

async function platformToken(request: APIRequestContext): Promise<string> {
  const r = await request.post("/api/admin/login", { data: { userName: "platform", passWord: "souk1234" } });
  return (await api<{ token: string }>(r)).token;
}

async function home(request: APIRequestContext, token: string): Promise<Home> {
  const headers = { authorization: token };
  const list = await api<{ records: { renovationId: number }[] }>(
    await request.get("/api/admin/decoration/pages?kind=home", { headers }),
  );
  return api<Home>(await request.get(`/api/admin/decoration/pages/${list.records[0]!.renovationId}`, { headers }));
}

for (const lang of ["zh", "en"] as const) {
  test(`${lang}: a draft is previewed by its editor only, published to buyers, and the old page restored`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = TEXT[lang];
    const token = await platformToken(request);
    const headers = { authorization: token, "accept-language": lang };
    const before = await home(request, token);
    const floor = {
      type: "floor_title",
      dataField: {
        title: { zh: TEXT.zh.floor, en: TEXT.en.floor },
        subTitle: { zh: "草稿中的新楼层", en: "A new floor in the draft" },
        titleColor: "#e1251b",
        path: { type: 4, link: "/coupons" },
      },
    };
    const saved = await api<{ draftRevision: number }>(
      await request.put(`/api/admin/decoration/pages/${before.renovationId}/draft`, {
        headers,
        data: { blocks: [floor, ...before.blocks], baseRevision: before.draftRevision },
      }),
    );
    const link = await api<{ url: string }>(
      await request.post(`/api/admin/decoration/pages/${before.renovationId}/preview`, { headers }),
    );

    // The editor's preview: the draft, under a banner.
    await page.goto(`${link.url}&lang=${lang}`);
    await expect(page.getByTestId("preview-banner")).toContainText(t.banner);
    await expect(page.getByRole("heading", { name: t.floor })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await shot(page, `preview-${lang}`);

    // A tampered link shows nothing of the draft.
    await page.goto(`${link.url.replace(/token=\d+/, "token=9")}&lang=${lang}`);
    await expect(page.getByTestId("preview-invalid")).toContainText(t.invalid);
    await expect(page.getByRole("heading", { name: t.floor })).toHaveCount(0);
    await shot(page, `preview-invalid-${lang}`);

    // Buyers see the live page until it is published.
    await page.goto(`/?lang=${lang}`);
    await expect(page.getByTestId("decoration")).toBeVisible();
    await expect(page.getByRole("heading", { name: t.floor })).toHaveCount(0);

    await api(
      await request.post(`/api/admin/decoration/pages/${before.renovationId}/publish`, {
        headers,
        data: { baseRevision: saved.draftRevision },
      }),
    );
    await expect(async () => {
      await page.goto(`/?lang=${lang}`);
      await baseExpect(page.getByRole("heading", { name: t.floor })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await shot(page, `published-${lang}`);

    // Restoring the version that was live brings the old home page back.
    await api(
      await request.post(
        `/api/admin/decoration/pages/${before.renovationId}/versions/${before.publishedVersion}/restore`,
        { headers },
      ),
    );
    await expect(async () => {
      await page.goto(`/?lang=${lang}`);
      await baseExpect(page.getByTestId("decoration")).toBeVisible({ timeout: 1000 });
      await baseExpect(page.getByRole("heading", { name: t.floor })).toHaveCount(0, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    const after = await home(request, token);
    expect(after.publishedVersion).toBe(before.publishedVersion + 2);
  });
}
