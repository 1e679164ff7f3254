import fs from "node:fs";
import path from "node:path";
import { randomInt } from "node:crypto";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { api } from "../support/api";
import { png } from "../support/png";

/** A loaded CI machine takes seconds for a sign-in or a console page's first data. */
const expect = baseExpect.configure({ timeout: 15_000 });

/*
 * The platform console's catalog, as a new operator walks it: in Chinese, add a
 * third-level category under an existing second-level one and a brand filed under it; a shop
 * (shop1) lists a product under both in the seller center and the storefront shows it in that
 * category; in English, take the product off the shelf for a violation: the seller center shows
 * the reason and the storefront no longer shows the product.
 * PLATFORM_SHOTS=<dir> also saves screenshots of the pages (never committed).
 */
const shots = process.env.PLATFORM_SHOTS;
async function shot(page: Page, name: string) {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `catalog-${name}.png`), fullPage: true });
}

const XHR = { "X-Requested-With": "XMLHttpRequest" };
type Node = { categoryId: number; nameZh: string; nameEn: string; grade: number; children: Node[] };

test("zh and en: an operator adds a category and a brand, a shop lists a product under them, the operator takes it down for a violation", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const tag = randomInt(1e5, 9e5);
  const catZh = `折叠屏${tag}`;
  const catEn = `Foldables ${tag}`;
  const brandZh = `星河${tag}`;
  const brandEn = `Galaxy River ${tag}`;
  const prodName = `E2E折叠屏手机${tag}`;
  const prodEn = `E2E foldable ${tag}`;
  const reason = "商品图片涉嫌盗用他人作品";

  const opCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const shopCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const buyerCtx = await browser.newContext();
  const op = await opCtx.newPage();
  const seller = await shopCtx.newPage();
  const buyer = await buyerCtx.newPage();
  op.setDefaultTimeout(20_000);
  seller.setDefaultTimeout(20_000);

  // The existing parent: the first second-level category of the first top, as the API has it.
  const { token } = await api<{ token: string }>(
    await op.request.post("/api/admin/login", { data: { userName: "platform", passWord: "souk1234" }, headers: XHR }),
  );
  const auth = { ...XHR, Authorization: token };
  const tree = async () => api<Node[]>(await op.request.get("/api/admin/catalog/categories", { headers: auth }));
  const top = (await tree()).find((c) => c.children[0]?.children.length)!;
  const parent = top.children[0]!;

  // ---------------------------------------------------------------- zh: category and brand
  await op.goto("/admin/login?next=%2Fadmin%2Fcatalog%2Fcategories");
  await op.getByLabel("平台账号").fill("platform");
  await op.getByLabel("密码", { exact: true }).fill("souk1234");
  await op.getByRole("button", { name: "登录" }).click();
  await expect(op).toHaveURL(/\/admin\/catalog\/categories$/);
  await expect(op.getByRole("heading", { name: "分类管理" })).toBeVisible();
  await expect(op.locator(".ant-layout-sider").getByRole("link", { name: "品牌管理" })).toBeVisible();

  // Find the parent by name (the tree opens to it) and add a category below it.
  await op.getByPlaceholder("按名称查找分类").fill(parent.nameZh);
  await op.getByPlaceholder("按名称查找分类").press("Enter");
  await op.getByTestId(`category-add-${parent.categoryId}`).click();
  const drawer = op.getByRole("dialog", { name: `在「${parent.nameZh}」下新增分类` });
  await expect(drawer).toBeVisible();
  // An empty name is refused with the contract's own message before anything is sent.
  await drawer.getByTestId("catalog-save").click();
  await expect(drawer).toContainText("中文名称为1-20个字符");
  await drawer.getByLabel("中文名称").fill(catZh);
  await drawer.getByLabel("英文名称").fill(catEn);
  await drawer.getByLabel("佣金比例").fill("3.5");
  await shot(op, "category-drawer-zh");
  await drawer.getByTestId("catalog-save").click();
  await expect(drawer).toBeHidden();
  await op.getByPlaceholder("按名称查找分类").fill(catZh);
  await op.getByPlaceholder("按名称查找分类").press("Enter");
  const catRow = op.getByTestId("platform-categories").getByRole("row", { name: new RegExp(catZh) });
  await expect(catRow).toContainText("3.50%");
  await expect(catRow).toContainText("三级");
  await shot(op, "categories-zh");
  const created = (await tree())
    .flatMap((t) => t.children)
    .flatMap((s) => s.children)
    .find((c) => c.nameZh === catZh)!;
  expect(created).toBeTruthy();

  // A brand filed under the new category.
  await op.locator(".ant-layout-sider").getByRole("link", { name: "品牌管理" }).click();
  await expect(op.getByRole("heading", { name: "品牌管理" })).toBeVisible();
  await op.getByTestId("brand-create").click();
  const bd = op.getByRole("dialog", { name: "新增品牌" });
  await bd.getByLabel("品牌名称").fill(brandZh);
  await bd.getByLabel("英文名称").fill(brandEn);
  await bd.getByLabel("首字母").fill("G");
  await bd.getByTestId("brand-categories").click();
  await op.keyboard.type(catZh);
  await op.locator(".ant-select-tree-node-content-wrapper", { hasText: catZh }).click();
  await op.keyboard.press("Escape");
  await bd.getByTestId("catalog-save").click();
  await expect(bd).toBeHidden();
  await op.getByPlaceholder("按品牌名称搜索").fill(brandZh);
  await op.getByPlaceholder("按品牌名称搜索").press("Enter");
  const brandRow = op.getByTestId("platform-brands").getByRole("row", { name: new RegExp(brandZh) });
  await expect(brandRow).toContainText(catZh);
  await shot(op, "brands-zh");

  // ---------------------------------------------------------------- the shop lists a product under them
  await seller.goto("/seller/products/new");
  await expect(seller).toHaveURL(/\/seller\/login\?next=/);
  await seller.getByLabel("店铺账号").fill("shop1");
  await seller.getByLabel("密码", { exact: true }).fill("souk1234");
  await seller.getByRole("button", { name: /^登\s*录$/ }).click();
  await expect(seller.getByRole("heading", { name: "发布商品" })).toBeVisible({ timeout: 30_000 });
  await seller.getByLabel("商品分类").click();
  const menus = seller.locator(".ant-cascader-menu");
  await menus.nth(0).getByText(top.nameZh, { exact: true }).click();
  await menus.nth(1).getByText(parent.nameZh, { exact: true }).click();
  await menus.nth(2).getByText(catZh, { exact: true }).click();
  await seller.getByLabel("品牌", { exact: true }).click();
  await seller.locator(".ant-select-item-option", { hasText: brandZh }).click();
  await seller.getByLabel("商品名称（中文）").fill(prodName);
  await seller.getByLabel("商品名称（英文）").fill(prodEn);
  await seller
    .getByTestId("picture-field")
    .locator("input[type=file]")
    .setInputFiles([{ name: "front.png", mimeType: "image/png", buffer: png(64, [40, 90, 200]) }]);
  await expect(seller.getByTestId("picture-field").locator(".ant-upload-list-item")).toHaveCount(1);
  await seller.getByLabel("规格名 1", { exact: true }).fill("颜色");
  await seller.getByTestId("spec-values-0").locator("input").fill("星空黑,");
  await seller.getByLabel("星空黑 的售价").fill("6999");
  await seller.getByLabel("星空黑 的库存").fill("10");
  await seller.getByRole("button", { name: "保存" }).click();
  await expect(seller).toHaveURL(/\/seller\/products$/, { timeout: 30_000 });

  // The storefront shows it under the new category within 15 seconds.
  await expect
    .poll(
      async () => {
        await buyer.goto(`/list?thCid=${created.categoryId}`);
        return buyer.getByText(prodName).count();
      },
      { timeout: 30_000, intervals: [1_000, 2_000] },
    )
    .toBeGreaterThan(0);
  await expect(buyer.getByText(catZh).first()).toBeVisible();

  // ---------------------------------------------------------------- en: take it down for a violation
  await op.goto("/en/admin/catalog/products");
  await expect(op.getByRole("heading", { name: "Products" })).toBeVisible();
  await op.getByTestId("product-search").locator("input").fill(prodName);
  await op.getByTestId("product-search").locator("input").press("Enter");
  // In English the console names the product by its English name.
  const prodRow = op.getByTestId("platform-products").getByRole("row", { name: new RegExp(prodEn) });
  await expect(prodRow).toContainText("On sale");
  await expect(prodRow).toContainText(catEn);
  await prodRow.getByRole("button", { name: "Take down" }).click();
  const modal = op.getByRole("dialog", { name: `Take down “${prodEn}”` });
  await modal.getByRole("button", { name: "Take down" }).click();
  await expect(modal).toContainText("Please state the reason");
  await modal.getByLabel("Reason").fill(reason);
  await shot(op, "takedown-en");
  await modal.getByRole("button", { name: "Take down" }).click();
  await expect(modal).toBeHidden();
  await expect(prodRow).toContainText("Taken down");
  await expect(prodRow).toContainText(reason);
  await shot(op, "products-en");

  // The seller center (in English) shows the reason; putting it back on the shelf is refused until it is edited.
  await seller.goto("/en/seller/products");
  await seller.getByPlaceholder("Search by product name").fill(prodName);
  await seller.getByPlaceholder("Search by product name").press("Enter");
  const sellerRow = seller.getByTestId("seller-products").getByRole("row", { name: new RegExp(prodEn) });
  await expect(sellerRow).toContainText(`The platform's reason: ${reason}`);
  await sellerRow.getByRole("button", { name: "Put on" }).click();
  await expect(seller.locator(".ant-message")).toContainText("edit and save it before listing it again");
  await sellerRow.getByRole("link", { name: prodEn }).click();
  await expect(seller.getByTestId("product-takedown")).toContainText(reason);
  await shot(seller, "seller-editor-en");

  // The storefront no longer shows it: not in the category, not in search, its page says so.
  await expect
    .poll(
      async () => {
        await buyer.goto(`/list?thCid=${created.categoryId}`);
        return buyer.getByText(prodName).count();
      },
      { timeout: 30_000, intervals: [1_000, 2_000] },
    )
    .toBe(0);
  const search = await api<{ records: { prodName: string }[] }>(
    await buyer.request.get(`/api/search/searchProdPage?prodName=${encodeURIComponent(prodName)}&current=1&size=10`),
  );
  expect(search.records.map((r) => r.prodName)).not.toContain(prodName);

  await opCtx.close();
  await shopCtx.close();
  await buyerCtx.close();
});
