import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  CatalogVersion,
  CategoryNode,
  MerchantLoginResult,
  MerchantProduct,
  MerchantProductDetail,
  Page,
  PlatformBrand,
  PlatformCategory,
  PlatformProduct,
} from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { api } from "../../../test/http.ts";
import { hashPassword } from "../../infra/auth/password-hash.ts";
import { shopStaff } from "../../infra/db/schema/index.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { png, upload } from "../shop-apply/test-support.ts";

let t: TestApp;
let platform: string;
let service: string;
let operations: string;
let shop: MerchantLoginResult;

const signIn = async (url: string, userName: string) =>
  (await api<{ token: string }>(t, "POST", url, { body: { userName, passWord: "souk1234" } })).data;

beforeAll(async () => {
  t = await createSeededApp();
  const passwordHash = await hashPassword("souk1234");
  await t.ctx.database.db.insert(shopStaff).values(
    (["operations", "service"] as const).map((role) => ({
      shopId: null,
      userName: `cat_${role}`,
      role,
      passwordHash,
    })),
  );
  platform = (await signIn("/admin/login", "platform")).token;
  service = (await signIn("/admin/login", "cat_service")).token;
  operations = (await signIn("/admin/login", "cat_operations")).token;
  shop = (await signIn("/m/login", "shop1")) as MerchantLoginResult;
});
afterAll(async () => t.close());

const tree = async () =>
  (await api<PlatformCategory[]>(t, "GET", "/admin/catalog/categories", { token: platform })).data;
/** The seeded tops (with second- and third-level categories), not those the tests add. */
const seededTops = async () => (await tree()).filter((c) => c.children[0]?.children.length);
const flat = (nodes: PlatformCategory[]): PlatformCategory[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
const storefrontIds = async () => {
  const nodes = (await api<CategoryNode[]>(t, "GET", "/category/categoryInfo")).data;
  const walk = (ns: CategoryNode[]): number[] => ns.flatMap((n) => [n.categoryId, ...walk(n.categories)]);
  return walk(nodes);
};
const version = async () => (await api<CatalogVersion>(t, "GET", "/catalog/version")).data;
const opLog = async (action: string, target: number | string) =>
  t.ctx.database.query<{ detail: Record<string, unknown> }>(
    "select detail from staff_op_log where shop_id is null and action = $1 and target = $2 order by id",
    [action, String(target)],
  );

/** A new product of shop1 in `categoryId` (with `brandId`), on the shelf. */
async function listProduct(categoryId: number, brandId?: number, name = "巡检测试商品") {
  const pic = (await upload(t, "/m/file/upload", shop.token, await png("#3366cc", 400, 400))).data.filePath;
  const body = {
    prodName: name,
    categoryId,
    ...(brandId ? { brandId } : {}),
    pic,
    salesAttrs: [{ name: "颜色", values: [{ value: "蓝" }] }],
    skus: [{ properties: ["蓝"], price: 9900, stock: 20 }],
  };
  const made = await api<{ prodId: number }>(t, "POST", "/m/product", { token: shop.token, body });
  expect(made.code, made.msg ?? "").toBe("00000");
  const on = await api(t, "PUT", `/m/product/${made.data.prodId}/status`, { token: shop.token, body: { status: 1 } });
  expect(on.code, on.msg ?? "").toBe("00000");
  return { prodId: made.data.prodId, body };
}

describe("/admin/catalog/categories", () => {
  it("adds a category under a parent at each level; it reaches the storefront and the catalog versions move", async () => {
    const top = (await tree())[0]!;
    const second = top.children[0]!;
    const v0 = await version();
    const made = await api<{ categoryId: number }>(t, "POST", "/admin/catalog/categories", {
      token: platform,
      body: {
        parentId: second.categoryId,
        nameZh: "折叠屏手机",
        nameEn: "Foldable phones",
        seq: 1,
        commissionRate: 350,
      },
    });
    expect(made.code, made.msg ?? "").toBe("00000");
    const id = made.data.categoryId;
    const row = flat(await tree()).find((c) => c.categoryId === id)!;
    expect(row).toMatchObject({
      parentId: second.categoryId,
      grade: 3,
      status: 1,
      commissionRate: 350,
      productCount: 0,
    });
    expect(await storefrontIds()).toContain(id);
    const v1 = await version();
    expect(v1.products).toBeGreaterThan(v0.products);
    expect(v1.home).toBeGreaterThan(v0.home);
    expect((await opLog("catalog.categoryCreate", id)).length).toBe(1);

    // A top-level one and a second-level one; nothing under a third-level one.
    const newTop = await api<{ categoryId: number }>(t, "POST", "/admin/catalog/categories", {
      token: platform,
      body: { parentId: 0, nameZh: "新顶级", nameEn: "New top" },
    });
    expect(flat(await tree()).find((c) => c.categoryId === newTop.data.categoryId)?.grade).toBe(1);
    const deep = await api(t, "POST", "/admin/catalog/categories", {
      token: platform,
      body: { parentId: id, nameZh: "四级", nameEn: "Fourth" },
      lang: "zh",
    });
    expect([deep.status, deep.code, deep.msg]).toEqual([
      400,
      "A00042",
      "分类最多三级：二级分类须在一级分类下，三级分类须在二级分类下",
    ]);
  });

  it("refuses bad fields with localized messages, and an unknown parent", async () => {
    const bad = await api(t, "POST", "/admin/catalog/categories", {
      token: platform,
      body: { parentId: 0, nameZh: "", nameEn: "<b>x</b>", commissionRate: 10001, seq: -1 },
      lang: "zh",
    });
    expect(bad.code).toBe("A00002");
    expect(bad.msg).toContain("中文名称为1-20个字符");
    expect(bad.msg).toContain("英文名称为1-40个字符");
    expect(bad.msg).toContain("佣金比例须为0.00%-100.00%");
    expect(bad.msg).toContain("排序为0-9999之间的整数");
    const en = await api(t, "POST", "/admin/catalog/categories", {
      token: platform,
      body: { parentId: 999999, nameZh: "好", nameEn: "Fine" },
    });
    expect([en.code, en.msg]).toEqual(["A00002", "parentId: Choose a valid parent category"]);
  });

  it("renames, re-prices the commission and re-orders; disabling hides it (and its subtree) from the storefront and the product editor", async () => {
    const second = (await seededTops())[1]!.children[0]!;
    const leaf = second.children[0]!;
    const edit = await api(t, "PUT", `/admin/catalog/categories/${leaf.categoryId}`, {
      token: platform,
      body: { nameZh: "改名分类", nameEn: "Renamed", pic: leaf.pic, seq: 5, status: 1, commissionRate: 1234 },
    });
    expect(edit.code, edit.msg ?? "").toBe("00000");
    const zh = (
      await api<CategoryNode[]>(t, "GET", `/category/categoryInfo?parentId=${second.categoryId}`, { lang: "zh" })
    ).data;
    expect(zh.map((c) => c.categoryName)).toContain("改名分类");
    expect(flat(await tree()).find((c) => c.categoryId === leaf.categoryId)?.commissionRate).toBe(1234);
    const [log] = await opLog("catalog.categoryEdit", leaf.categoryId);
    expect(log?.detail).toMatchObject({ after: { nameZh: "改名分类", commissionRate: 1234 } });

    // Disabling the second-level parent hides the leaf too; the seller center can no longer file under it.
    const off = await api(t, "PUT", `/admin/catalog/categories/${second.categoryId}/status`, {
      token: platform,
      body: { status: 0 },
    });
    expect(off.code).toBe("00000");
    const ids = await storefrontIds();
    expect(ids).not.toContain(second.categoryId);
    expect(ids).not.toContain(leaf.categoryId);
    const list = await api<{ total: number }>(t, "GET", `/search/searchProdPage?categoryId=${leaf.categoryId}`);
    expect(list.data.total).toBe(0);
    const pic = (await upload(t, "/m/file/upload", shop.token, await png("#cc3366", 300, 300))).data.filePath;
    const refused = await api(t, "POST", "/m/product", {
      token: shop.token,
      body: {
        prodName: "不能选",
        categoryId: leaf.categoryId,
        pic,
        salesAttrs: [{ name: "颜色", values: [{ value: "红" }] }],
        skus: [{ properties: ["红"], price: 100, stock: 1 }],
      },
    });
    expect(refused.code).toBe("A00002");
    expect(refused.msg).toContain("categoryId");
    await api(t, "PUT", `/admin/catalog/categories/${second.categoryId}/status`, {
      token: platform,
      body: { status: 1 },
    });
    expect(await storefrontIds()).toContain(leaf.categoryId);
  });

  it("moves a category under another parent of the grade above, never across grades", async () => {
    const [a, b] = await seededTops();
    const leaf = a!.children[0]!.children[0]!;
    const target = b!.children[0]!;
    const moved = await api(t, "PUT", `/admin/catalog/categories/${leaf.categoryId}/move`, {
      token: platform,
      body: { parentId: target.categoryId },
    });
    expect(moved.code, moved.msg ?? "").toBe("00000");
    expect(flat(await tree()).find((c) => c.categoryId === leaf.categoryId)?.parentId).toBe(target.categoryId);
    const across = await api(t, "PUT", `/admin/catalog/categories/${leaf.categoryId}/move`, {
      token: platform,
      body: { parentId: b!.categoryId },
    });
    expect([across.status, across.code, across.msg]).toEqual([
      400,
      "A00042",
      "Categories have three levels: a second-level one goes under a top-level one, a third-level one under a second-level one",
    ]);
    const top = await api(t, "PUT", `/admin/catalog/categories/${target.categoryId}/move`, {
      token: platform,
      body: { parentId: 0 },
    });
    expect(top.code).toBe("A00042");
    expect((await opLog("catalog.categoryMove", leaf.categoryId))[0]?.detail).toMatchObject({
      to: target.categoryId,
    });
  });

  it("deletes only an empty category: with products or subcategories it can only be disabled", async () => {
    const withProducts = flat(await tree()).find((c) => c.grade === 3 && c.productCount > 0)!;
    const r = await api(t, "DELETE", `/admin/catalog/categories/${withProducts.categoryId}`, {
      token: platform,
      lang: "zh",
    });
    expect([r.status, r.code, r.msg]).toEqual([409, "A00040", "该分类下有商品，不能删除，只能停用"]);
    const parent = (await seededTops())[0]!;
    const p = await api(t, "DELETE", `/admin/catalog/categories/${parent.categoryId}`, { token: platform });
    expect([p.status, p.code, p.msg]).toEqual([
      409,
      "A00041",
      "This category has subcategories: it cannot be deleted, only disabled",
    ]);
    const empty = await api<{ categoryId: number }>(t, "POST", "/admin/catalog/categories", {
      token: platform,
      body: { parentId: parent.children[0]!.categoryId, nameZh: "空分类", nameEn: "Empty" },
    });
    const gone = await api(t, "DELETE", `/admin/catalog/categories/${empty.data.categoryId}`, { token: platform });
    expect(gone.code).toBe("00000");
    expect(flat(await tree()).some((c) => c.categoryId === empty.data.categoryId)).toBe(false);
    expect((await opLog("catalog.categoryDelete", empty.data.categoryId)).length).toBe(1);
  });
});

describe("/admin/catalog/brands", () => {
  it("adds a brand with its categories; the seller center's editor offers it and a shop lists a product under it", async () => {
    const leaf = flat(await tree()).find((c) => c.grade === 3 && c.status === 1)!;
    const logo = await upload(t, "/admin/catalog/upload", platform, await png("#22aa55", 300, 300));
    expect(logo.data.filePath).toMatch(/^\/files\/catalog-up\/.+\.webp$/);
    const made = await api<{ brandId: number }>(t, "POST", "/admin/catalog/brands", {
      token: platform,
      body: {
        name: "巡检品牌",
        nameEn: "Patrol Brand",
        imgUrl: logo.data.filePath,
        firstLetter: "p",
        seq: 3,
        categoryIds: [leaf.categoryId],
      },
    });
    expect(made.code, made.msg ?? "").toBe("00000");
    const page = await api<Page<PlatformBrand>>(t, "GET", "/admin/catalog/brands?name=patrol", { token: platform });
    expect(page.data.records).toEqual([
      expect.objectContaining({
        brandId: made.data.brandId,
        firstLetter: "P",
        categoryIds: [leaf.categoryId],
        status: 1,
      }),
    ]);
    const offered = await api<{ brandId: number }[]>(
      t,
      "GET",
      `/mall4cloud_product/ua/brand/list_by_category?categoryId=${leaf.categoryId}`,
    );
    expect(offered.data.map((b) => b.brandId)).toContain(made.data.brandId);
    const { prodId } = await listProduct(leaf.categoryId, made.data.brandId, "品牌新品");
    const search = await api<{ records: { prodId: number }[] }>(
      t,
      "GET",
      `/search/searchProdPage?categoryId=${leaf.categoryId}&brandId=${made.data.brandId}`,
    );
    expect(search.data.records.map((p) => p.prodId)).toContain(prodId);

    // Edit: names and categories replaced; a duplicate name is refused; disabling withdraws it from shops.
    const edit = await api(t, "PUT", `/admin/catalog/brands/${made.data.brandId}`, {
      token: platform,
      body: { name: "巡检品牌", nameEn: "Patrol", firstLetter: "P", categoryIds: [] },
    });
    expect(edit.code, edit.msg ?? "").toBe("00000");
    const dup = await api(t, "POST", "/admin/catalog/brands", {
      token: platform,
      body: { name: "巡检品牌", firstLetter: "X" },
      lang: "zh",
    });
    expect([dup.status, dup.code, dup.msg]).toEqual([409, "A00044", "已有同名品牌"]);
    const off = await api(t, "PUT", `/admin/catalog/brands/${made.data.brandId}/status`, {
      token: platform,
      body: { status: 0 },
    });
    expect(off.code).toBe("00000");
    expect((await opLog("catalog.brandStatus", made.data.brandId)).length).toBe(1);
  });

  it("refuses bad fields with localized messages; pages and searches", async () => {
    const bad = await api(t, "POST", "/admin/catalog/brands", {
      token: platform,
      body: { name: "", firstLetter: "12", categoryIds: [0] },
      lang: "zh",
    });
    expect(bad.code).toBe("A00002");
    expect(bad.msg).toContain("品牌名称为1-30个字符");
    expect(bad.msg).toContain("首字母须为A-Z中的一个字母或#");
    const unknown = await api(t, "POST", "/admin/catalog/brands", {
      token: platform,
      body: { name: "未知分类品牌", firstLetter: "W", categoryIds: [999999] },
    });
    expect([unknown.code, unknown.msg]).toEqual(["A00002", "categoryIds: Choose valid categories (at most 50)"]);
    const p2 = await api<Page<PlatformBrand>>(t, "GET", "/admin/catalog/brands?current=2&size=5", { token: platform });
    expect(p2.data.records).toHaveLength(5);
    expect(p2.data.total).toBeGreaterThan(10);
  });
});

describe("/admin/catalog/products: takedown for a violation", () => {
  it("searches every shop's products; a takedown leaves the storefront and search, the shop sees why and may relist only after an edit", async () => {
    const leaf = flat(await tree()).find((c) => c.grade === 3 && c.status === 1)!;
    const { prodId, body } = await listProduct(leaf.categoryId, undefined, "违规测试商品");
    const found = await api<Page<PlatformProduct>>(
      t,
      "GET",
      `/admin/catalog/products?prodName=${encodeURIComponent("违规测试")}&shopName=${encodeURIComponent("")}`,
      { token: platform },
    );
    expect(found.data.records).toEqual([
      expect.objectContaining({ prodId, shopId: shop.shopId, status: 1, takedown: null, price: 9900 }),
    ]);
    expect(found.data.records[0]!.categoryName.split(" / ")).toHaveLength(3);
    const byShop = await api<Page<PlatformProduct>>(t, "GET", `/admin/catalog/products?shopName=zzzz-no-shop`, {
      token: platform,
    });
    expect(byShop.data.total).toBe(0);

    const noReason = await api(t, "PUT", `/admin/catalog/products/${prodId}/takedown`, {
      token: platform,
      body: { reason: "  " },
      lang: "zh",
    });
    expect([noReason.code, noReason.msg]).toEqual(["A00002", "reason: 请填写下架原因（1-200个字符，不能包含 < 或 >）"]);
    const v0 = await version();
    const down = await api(t, "PUT", `/admin/catalog/products/${prodId}/takedown`, {
      token: platform,
      body: { reason: "商品图片涉嫌侵权" },
    });
    expect(down.code, down.msg ?? "").toBe("00000");
    expect((await version()).products).toBeGreaterThan(v0.products);
    expect((await opLog("catalog.productTakedown", prodId))[0]?.detail).toMatchObject({ reason: "商品图片涉嫌侵权" });

    // The storefront: the product page says off the shelf; search and the category list no longer have it.
    expect((await api(t, "GET", `/prod/prodInfo?prodId=${prodId}`)).code).not.toBe("00000");
    const search = await api<{ records: { prodId: number }[] }>(
      t,
      "GET",
      `/search/searchProdPage?prodName=${encodeURIComponent("违规测试商品")}`,
    );
    expect(search.data.records.map((p) => p.prodId)).not.toContain(prodId);
    const taken = await api<Page<PlatformProduct>>(t, "GET", "/admin/catalog/products?status=takedown", {
      token: platform,
    });
    expect(taken.data.records.find((p) => p.prodId === prodId)?.takedown?.reason).toBe("商品图片涉嫌侵权");

    // The seller center: the reason in the list and the editor; relisting is refused until an edit.
    const list = await api<Page<MerchantProduct>>(
      t,
      "GET",
      `/m/product/page?prodName=${encodeURIComponent("违规测试")}`,
      {
        token: shop.token,
      },
    );
    expect(list.data.records[0]).toMatchObject({ prodId, status: 0, takedownReason: "商品图片涉嫌侵权" });
    const detail = await api<MerchantProductDetail>(t, "GET", `/m/product/${prodId}`, { token: shop.token });
    expect(detail.data.takedownReason).toBe("商品图片涉嫌侵权");
    const relist = await api(t, "PUT", `/m/product/${prodId}/status`, {
      token: shop.token,
      body: { status: 1 },
      lang: "zh",
    });
    expect([relist.status, relist.code, relist.msg]).toEqual([
      409,
      "A00043",
      "该商品因违规被平台下架，请修改商品并保存后再上架",
    ]);
    const edited = await api(t, "PUT", `/m/product/${prodId}`, {
      token: shop.token,
      body: { ...body, prodName: "已整改商品" },
    });
    expect(edited.code, edited.msg ?? "").toBe("00000");
    expect(
      (await api<MerchantProductDetail>(t, "GET", `/m/product/${prodId}`, { token: shop.token })).data.takedownReason,
    ).toBeNull();
    const again = await api(t, "PUT", `/m/product/${prodId}/status`, { token: shop.token, body: { status: 1 } });
    expect(again.code).toBe("00000");
    expect((await api(t, "GET", `/prod/prodInfo?prodId=${prodId}`)).code).toBe("00000");
  });

  it("an unknown product answers 404", async () => {
    const r = await api(t, "PUT", "/admin/catalog/products/99999999/takedown", {
      token: platform,
      body: { reason: "x" },
    });
    expect([r.status, r.code]).toEqual([404, "A00013"]);
  });
});

describe("access: the catalog permission", () => {
  it.each([
    ["GET", "/admin/catalog/categories"],
    ["POST", "/admin/catalog/categories"],
    ["PUT", "/admin/catalog/categories/1"],
    ["PUT", "/admin/catalog/categories/1/status"],
    ["PUT", "/admin/catalog/categories/1/move"],
    ["DELETE", "/admin/catalog/categories/1"],
    ["GET", "/admin/catalog/brands"],
    ["POST", "/admin/catalog/brands"],
    ["PUT", "/admin/catalog/brands/1"],
    ["PUT", "/admin/catalog/brands/1/status"],
    ["GET", "/admin/catalog/products"],
    ["PUT", "/admin/catalog/products/1/takedown"],
    ["POST", "/admin/catalog/upload"],
  ] as const)("%s %s: customer service 403, a shop token 401, operations allowed", async (method, url) => {
    const s = await api(t, method, url, { token: service, body: {} });
    expect([s.status, s.code]).toEqual([403, "A00016"]);
    const m = await api(t, method, url, { token: shop.token, body: {} });
    expect([m.status, m.code]).toEqual([401, "A00004"]);
    const o = await api(t, method, url, { token: operations, ...(method === "GET" ? {} : { body: {} }) });
    expect(o.status).not.toBe(403);
    expect(o.status).not.toBe(401);
  });
});
