import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEW_PRODUCT_DAYS, type ProdCard, type SearchProdPage } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { get } from "../../../test/http.ts";
import { searchServiceOf } from "./service.ts";
import { brandIdOf, categoryIdOf, insertProduct } from "./test-fixtures.ts";
import { tokenize } from "./tokenize.ts";

/*
 * Product search against an oracle: every product of the seeded catalogue (plus a few fixtures
 * with names chosen for the cases) is loaded once, and each case states in plain code which
 * products must come back. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

let t: TestApp;

interface Sku {
  nameZh: string;
  nameEn: string;
  valueZh: string;
  valueEn: string;
}
interface P {
  prodId: number;
  nameZh: string;
  nameEn: string;
  status: number;
  shopId: number;
  shopStatus: number;
  shopZh: string;
  shopEn: string;
  categoryId: number;
  path: { id: number; zh: string; en: string }[];
  brandId: number;
  brandZh: string;
  brandEn: string;
  price: number;
  stock: number;
  soldNum: number;
  createdAt: number;
  skus: Sku[][];
}
let all: P[] = [];
const visible = (p: P) => p.status === 1 && p.shopStatus === 1;

const fx: Record<string, number> = {};

async function load(): Promise<P[]> {
  const rows = await t.ctx.database.query<Record<string, unknown>>(
    `select p.prod_id, p.name_zh, p.name_en, p.status, p.shop_id, s.status as shop_status, s.name_zh as shop_zh,
            s.name_en as shop_en, p.category_id, p.brand_id, b.name as brand_zh, b.name_en as brand_en, p.price,
            p.total_stock, p.sold_num, p.created_at,
            c3.category_id as c3, c3.name_zh as c3zh, c3.name_en as c3en, c2.category_id as c2, c2.name_zh as c2zh,
            c2.name_en as c2en, c1.category_id as c1, c1.name_zh as c1zh, c1.name_en as c1en,
            (select coalesce(json_agg(k.properties order by k.sku_id), '[]'::json) from skus k
              where k.prod_id = p.prod_id and k.status = 1) as skus
     from products p join shops s on s.shop_id = p.shop_id join brands b on b.brand_id = p.brand_id
     join categories c3 on c3.category_id = p.category_id
     join categories c2 on c2.category_id = c3.parent_id
     join categories c1 on c1.category_id = c2.parent_id`,
  );
  return rows.map((r) => ({
    prodId: Number(r.prod_id),
    nameZh: String(r.name_zh),
    nameEn: String(r.name_en),
    status: Number(r.status),
    shopId: Number(r.shop_id),
    shopStatus: Number(r.shop_status),
    shopZh: String(r.shop_zh),
    shopEn: String(r.shop_en),
    categoryId: Number(r.category_id),
    path: [
      { id: Number(r.c1), zh: String(r.c1zh), en: String(r.c1en) },
      { id: Number(r.c2), zh: String(r.c2zh), en: String(r.c2en) },
      { id: Number(r.c3), zh: String(r.c3zh), en: String(r.c3en) },
    ],
    brandId: Number(r.brand_id),
    brandZh: String(r.brand_zh),
    brandEn: String(r.brand_en),
    price: Number(r.price),
    stock: Number(r.total_stock),
    soldNum: Number(r.sold_num),
    createdAt: new Date(r.created_at as string).getTime(),
    skus: (typeof r.skus === "string" ? JSON.parse(r.skus) : r.skus) as Sku[][],
  }));
}

/**
 * The oracle of a keyword: every Han run occurs in the Chinese name or brand, or a category of
 * the path is the run, or the leaf category names it;
 * and every word prefixes a token of the names, brand or categories (either language); or the
 * shop's name holds every term the same way.
 */
function matches(p: P, keyword: string): boolean {
  const runs = keyword.toLowerCase().match(/\p{Script=Han}+|[\p{L}\p{N}]+/gu) ?? [];
  if (runs.length === 0) return false;
  const han = (run: string, texts: string[]) => texts.some((x) => x.includes(run));
  const word = (w: string, texts: string[]) => tokenize(texts.join(" ")).some((tok) => tok.startsWith(w));
  const check = (zhTexts: string[], allTexts: string[]) =>
    runs.every((r) => (/\p{Script=Han}/u.test(r) ? han(r, zhTexts) : word(r, allTexts)));
  // A category matches a Han run when it IS the run (its whole subtree) or is a leaf naming it;
  // a broad parent that merely mentions it (手机数码 for 手机) does not.
  const byCategory = (run: string) => p.path.some((c) => c.zh === run) || p.path[2]!.zh.includes(run);
  const own = runs.every((r) =>
    /\p{Script=Han}/u.test(r)
      ? han(r, [p.nameZh, p.brandZh]) || byCategory(r)
      : word(r, [p.nameZh, p.nameEn, p.brandZh, p.brandEn, ...p.path.flatMap((c) => [c.zh, c.en])]),
  );
  return own || check([p.shopZh], [p.shopZh, p.shopEn]);
}

async function search(qs: string, lang: "zh" | "en" = "zh"): Promise<SearchProdPage> {
  const { status, body } = await get(t, `/search/searchProdPage?${qs}`, lang);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.code).toBe("00000");
  return body.data as SearchProdPage;
}

/** Every matching id (pages of 100). */
async function ids(qs: string, lang: "zh" | "en" = "zh"): Promise<number[]> {
  const out: number[] = [];
  for (let current = 1; ; current++) {
    const page = await search(`${qs}${qs ? "&" : ""}size=100&current=${current}`, lang);
    out.push(...page.records.map((r) => r.prodId));
    if (current >= page.pages) break;
  }
  return out;
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const expected = (pred: (p: P) => boolean) => sorted(all.filter((p) => visible(p) && pred(p)).map((p) => p.prodId));
const q = encodeURIComponent;

beforeAll(async () => {
  t = await createSeededApp();
  const earbuds = await categoryIdOf(t, "蓝牙耳机");
  const powerBanks = await categoryIdOf(t, "移动电源");
  const stellix = await brandIdOf(t, "星耀");
  const tuosound = await brandIdOf(t, "拓声");
  const colour = { nameZh: "颜色", nameEn: "Colour" };
  fx.earbuds = await insertProduct(t, {
    shopId: 2,
    categoryId: earbuds,
    brandId: tuosound,
    nameZh: "拓声 Air 8 真无线蓝牙耳机 降噪版",
    nameEn: "Tuosound Air 8 True Wireless Earbuds",
    price: 29900,
    soldNum: 500,
    salesAttrs: [
      {
        ...colour,
        values: [
          { zh: "白色", en: "White" },
          { zh: "黑色", en: "Black" },
        ],
      },
    ],
    skus: [
      { values: [["白色", "White"]], price: 29900, stock: 5 },
      { values: [["黑色", "Black"]], price: 31900, stock: 0 },
    ],
  });
  // Holds the bigrams 蓝牙, 牙耳 and 耳机 but not "蓝牙耳机": the exact recheck must drop it.
  fx.bigramTrap = await insertProduct(t, {
    shopId: 2,
    categoryId: powerBanks,
    brandId: stellix,
    nameZh: "星耀 蓝牙音箱 牙耳 耳机收纳包",
    nameEn: "Stellix Speaker Pouch",
    price: 9900,
  });
  fx.script = await insertProduct(t, {
    shopId: 16,
    categoryId: powerBanks,
    brandId: stellix,
    nameZh: `<script>alert("x")</script>手机支架 & 底座`,
    nameEn: `<img src=x onerror=alert(1)> Phone Stand & Dock`,
    price: 1990,
  });
  fx.offShelf = await insertProduct(t, {
    shopId: 2,
    categoryId: earbuds,
    brandId: tuosound,
    nameZh: "拓声 下架的蓝牙耳机",
    nameEn: "Tuosound Withdrawn Earbuds",
    price: 19900,
    status: 0,
  });
  searchServiceOf(t.ctx).invalidate();
  all = await load();
});
afterAll(async () => t.close());

describe("keywords: Chinese (bigrams + exact recheck), English prefixes, brand and shop names", () => {
  it.each([
    ["2-character word", "手机"],
    ["3+ characters", "蓝牙耳机"],
    ["1 character", "鞋"],
    ["two words", "凌讯 手机"],
    ["brand name only (not in the product names)", "远山出版社"],
    ["shop name", "数码港"],
    ["shop name word", "旗舰"],
    ["English, case-insensitive prefix", "PHO"],
    ["English word", "phone"],
    ["English brand", "lingxun"],
    ["English shop name", "Digital Harbour"],
    ["mixed", "星耀 Charger"],
  ])("%s: %s", async (_name, keyword) => {
    const want = expected((p) => matches(p, keyword));
    expect(want.length, "the case needs products").toBeGreaterThan(0);
    expect(sorted(await ids(`prodName=${q(keyword)}`))).toEqual(want);
  });

  it("finds the 3-character word in the name and drops the bigram false positive", async () => {
    const found = await ids(`prodName=${q("蓝牙耳机")}`);
    expect(found).toContain(fx.earbuds);
    expect(found).not.toContain(fx.bigramTrap);
    expect(found).not.toContain(fx.offShelf);
    // The bigrams alone do match it: the recheck is what drops it.
    const [row] = await t.ctx.database.query<{ hit: boolean }>(
      "select search_vector @@ to_tsquery('simple', '蓝牙 & 牙耳 & 耳机') as hit from products where prod_id = $1",
      [fx.bigramTrap],
    );
    expect(row!.hit).toBe(true);
  });

  it("matches English names whatever the case and language of the answer", async () => {
    const zh = await ids("prodName=PHO", "zh");
    const en = await ids("prodName=pho", "en");
    expect(en).toEqual(zh);
    const page = await search(`prodName=PHO&size=100`, "en");
    expect(page.records.some((r) => /^Phone| Phone/.test(r.prodName))).toBe(true);
  });

  it.each(["!!!", "  ", "。，、"])(
    "a keyword without letters or digits (%j) finds nothing, without error",
    async (kw) => {
      const page = await search(`prodName=${q(kw)}`);
      if (kw.trim() === "")
        expect(page.total).toBeGreaterThan(0); // blank = no keyword
      else
        expect(page).toMatchObject({ records: [], total: 0, pages: 0, facets: { categories: [], priceRange: null } });
    },
  );

  it("an unmatched keyword answers an empty page", async () => {
    const page = await search(`prodName=${q("不存在的商品名称")}`);
    expect(page).toMatchObject({ records: [], total: 0, pages: 0, current: 1 });
  });

  it("never lists off-shelf products or products of closed/offline shops", async () => {
    const everything = await ids("");
    expect(sorted(everything)).toEqual(expected(() => true));
    const hidden = all.filter((p) => !visible(p)).map((p) => p.prodId);
    expect(hidden.length).toBeGreaterThan(3);
    for (const id of hidden) expect(everything).not.toContain(id);
  });
});

describe("filters", () => {
  const within = (id: number) => (p: P) => p.path.some((c) => c.id === id);
  let top = 0;
  let second = 0;
  let leaf = 0;
  let otherTop = 0;
  beforeAll(async () => {
    leaf = await categoryIdOf(t, "手机");
    const phone = all.find((p) => p.categoryId === leaf)!;
    [top, second] = [phone.path[0]!.id, phone.path[1]!.id];
    otherTop = all.find((p) => p.path[0]!.id !== top)!.path[0]!.id;
  });
  const hourStart = () => Math.floor(Date.now() / 3_600_000) * 3_600_000;

  it.each<[string, () => string, () => (p: P) => boolean]>([
    ["categoryId (top)", () => `categoryId=${top}`, () => within(top)],
    ["cpid (first level)", () => `cpid=${top}`, () => within(top)],
    ["cid (second level)", () => `cid=${second}`, () => within(second)],
    ["thCid (third level)", () => `thCid=${leaf}`, () => within(leaf)],
    ["cpid + cid + thCid", () => `cpid=${top}&cid=${second}&thCid=${leaf}`, () => within(leaf)],
    ["levels that do not nest", () => `cpid=${otherTop}&cid=${second}`, () => () => false],
    ["unknown category", () => "categoryId=999999", () => () => false],
    ["empty category values are ignored", () => "cpid=&cid=&thCid=", () => () => true],
    ["shopId", () => "shopId=16", () => (p) => p.shopId === 16],
    ["brandId", () => `brandId=${all[0]!.brandId}`, () => (p) => p.brandId === all[0]!.brandId],
    ["bid (alias)", () => `bid=${all[0]!.brandId}`, () => (p) => p.brandId === all[0]!.brandId],
    [
      "price range (yuan, inclusive)",
      () => "minPrice=100&maxPrice=599",
      () => (p) => p.price >= 10000 && p.price <= 59900,
    ],
    ["reversed price range", () => "minPrice=599&maxPrice=100", () => (p) => p.price >= 10000 && p.price <= 59900],
    ["minPrice with decimals", () => "minPrice=49.9", () => (p) => p.price >= 4990],
    ["maxPrice only", () => "maxPrice=59.9", () => (p) => p.price <= 5990],
    ["in stock", () => "inStock=1", () => (p) => p.stock > 0],
    ["inStock=0 = everything", () => "inStock=0", () => () => true],
    ["st=1 new products", () => "st=1", () => (p) => p.createdAt >= hourStart() - NEW_PRODUCT_DAYS * 86_400_000],
    [
      "attrs, one value",
      () => `attrs=${q("颜色:黑色")}`,
      () => (p) => p.skus.some((k) => k.some((x) => x.nameZh === "颜色" && x.valueZh === "黑色")),
    ],
    [
      "attrs in English",
      () => `attrs=${q("Colour:Black")}`,
      () => (p) => p.skus.some((k) => k.some((x) => x.nameZh === "颜色" && x.valueZh === "黑色")),
    ],
    [
      "attrs, two values of one name (OR)",
      () => `attrs=${q("颜色:黑色,白色")}`,
      () => (p) => p.skus.some((k) => k.some((x) => x.nameZh === "颜色" && ["黑色", "白色"].includes(x.valueZh))),
    ],
    [
      "attrs, two names (AND on one SKU)",
      () => `attrs=${q("颜色:曜石黑;存储:8GB+128GB")}`,
      () => (p) =>
        p.skus.some(
          (k) =>
            k.some((x) => x.nameZh === "颜色" && x.valueZh === "曜石黑") &&
            k.some((x) => x.nameZh === "存储" && x.valueZh === "8GB+128GB"),
        ),
    ],
    [
      "keyword + in stock + price",
      () => `prodName=${q("手机")}&inStock=1&minPrice=100`,
      () => (p) => matches(p, "手机") && p.stock > 0 && p.price >= 10000,
    ],
    ["areaId is accepted (no delivery areas yet)", () => "areaId=110000", () => () => true],
  ])("%s", async (_name, qs, pred) => {
    expect(sorted(await ids(qs()))).toEqual(expected(pred()));
  });

  it("the in-stock filter drops the sold-out fixture SKU's product only when all SKUs are out", async () => {
    expect(await ids(`prodName=${q("蓝牙耳机")}&inStock=1`)).toContain(fx.earbuds);
  });
});

describe("sorts", () => {
  type Key = (c: ProdCard, p: P) => number;
  const byId = new Map<number, P>();
  beforeAll(() => {
    for (const p of all) byId.set(p.prodId, p);
  });
  it.each<[string, string, Key, "asc" | "desc"]>([
    ["sales, default desc", "sort=1", (c) => c.soldNum, "desc"],
    ["sales asc", "sort=1&orderBy=0", (c) => c.soldNum, "asc"],
    ["sales desc", "sort=1&orderBy=1", (c) => c.soldNum, "desc"],
    ["price, default asc", "sort=2", (c) => c.price, "asc"],
    ["price asc", "sort=2&orderBy=0", (c) => c.price, "asc"],
    ["price desc", "sort=2&orderBy=1", (c) => c.price, "desc"],
    ["newest, default desc", "sort=3", (_c, p) => p.createdAt, "desc"],
    ["newest asc", "sort=3&orderBy=0", (_c, p) => p.createdAt, "asc"],
    ["default without keyword = best-selling", "sort=0", (c) => c.soldNum, "desc"],
    ["st=1 lists newest first", "st=1", (_c, p) => p.createdAt, "desc"],
  ])("%s", async (_name, qs, key, dir) => {
    const page = await search(`${qs}&size=100`);
    expect(page.records.length).toBeGreaterThan(qs === "st=1" ? 1 : 10);
    const keys = page.records.map((c) => [key(c, byId.get(c.prodId)!), c.prodId] as const);
    for (let i = 1; i < keys.length; i++) {
      const [a, b] = [keys[i - 1]!, keys[i]!];
      const cmp = a[0] === b[0] ? a[1] - b[1] : a[0] - b[0];
      expect(dir === "asc" ? cmp < 0 : cmp > 0, `${JSON.stringify(a)} then ${JSON.stringify(b)}`).toBe(true);
    }
  });

  it("relevance: category is the term (2) plus name hit (1), before brand/shop hits, then sales", async () => {
    const page = await search(`prodName=${q("手机")}&size=100`);
    const score = (id: number) => {
      const p = byId.get(id)!;
      return (p.nameZh.includes("手机") ? 1 : 0) + (p.path.some((c) => c.zh === "手机") ? 2 : 0);
    };
    const scores = page.records.map((c) => score(c.prodId));
    expect(scores[0]).toBe(3);
    for (let i = 1; i < scores.length; i++) {
      expect(scores[i - 1]!).toBeGreaterThanOrEqual(scores[i]!);
      if (scores[i - 1] === scores[i])
        expect(page.records[i - 1]!.soldNum).toBeGreaterThanOrEqual(page.records[i]!.soldNum);
    }
  });

  it("pages never overlap and add up to the whole result", async () => {
    const whole = await search("sort=2&size=100");
    const paged: number[] = [];
    for (let current = 1; current <= Math.ceil(whole.total / 7); current++) {
      const page = await search(`sort=2&size=7&current=${current}`);
      expect(page).toMatchObject({ total: whole.total, pages: Math.ceil(whole.total / 7), current, size: 7 });
      paged.push(...page.records.map((r) => r.prodId));
    }
    expect(whole.total).toBeLessThanOrEqual(100);
    expect(paged).toEqual(whole.records.map((r) => r.prodId));
    const beyond = await search("sort=2&size=7&current=999");
    expect(beyond).toMatchObject({ records: [], total: whole.total });
  });
});

describe("validation", () => {
  it.each([
    ["current=0", ["current"]],
    ["current=-1", ["current"]],
    ["size=101", ["size"]],
    ["size=0", ["size"]],
    ["size=abc", ["size"]],
    ["current=0&size=101", ["current", "size"]],
    ["minPrice=-1", ["minPrice"]],
    ["maxPrice=abc", ["maxPrice"]],
    ["sort=9", ["sort"]],
    ["orderBy=2", ["orderBy"]],
    ["st=2", ["st"]],
    ["inStock=yes", ["inStock"]],
    ["categoryId=0", ["categoryId"]],
    ["cid=abc", ["cid"]],
    [`attrs=${q("颜色")}`, ["attrs"]],
    [`prodName=${"手".repeat(101)}`, ["prodName"]],
  ])("%s → A00002 naming %j", async (qs, fields) => {
    for (const lang of ["zh", "en"] as const) {
      const { status, body } = await get(t, `/search/searchProdPage?${qs}`, lang);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: "A00002", success: false });
      expect(body.data.map((f: { field: string }) => f.field)).toEqual(fields);
      for (const f of body.data) expect(f.message).toBeTruthy();
    }
  });

  it("localizes the messages", async () => {
    const zh = (await get(t, "/search/searchProdPage?minPrice=-1", "zh")).body.data[0].message;
    const en = (await get(t, "/search/searchProdPage?minPrice=-1", "en")).body.data[0].message;
    expect(zh).toBe("请输入有效的价格");
    expect(en).toBe("Please enter a valid price");
  });

  it("treats LIKE wildcards and tsquery syntax in keywords as plain text", async () => {
    for (const kw of ["%", "_", "手%机", "手_机", "a & b | !c", "'; drop table products; --", "\\"]) {
      const page = await search(`prodName=${q(kw)}`);
      const literal = expected((p) => matches(p, kw)).length;
      // Nothing as typed answers any of the words instead, said as such (ADR 0036).
      if (page.rewrite) expect([literal, page.rewrite.kind]).toEqual([0, "anyWord"]);
      else expect(page.total).toBe(literal);
    }
  });
});

describe("facets", () => {
  it.each([
    ["keyword", `prodName=${q("手机")}`],
    ["category", "cpid=1"],
    ["keyword in English", "prodName=black"],
  ])("are consistent with the results (%s)", async (_name, qs) => {
    const page = await search(`${qs}&size=100`);
    expect(page.total).toBeGreaterThan(0);
    const { categories, brands, attrs, priceRange } = page.facets;
    expect(categories.reduce((s, c) => s + c.count, 0)).toBe(page.total);
    expect(brands.reduce((s, b) => s + b.count, 0)).toBe(page.total);
    const prices = page.records.map((r) => r.price);
    if (page.total <= 100) expect(priceRange).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    for (const c of categories) {
      expect(c.categoryName).toBeTruthy();
      expect((await search(`${qs}&thCid=${c.categoryId}&size=1`)).total).toBe(c.count);
    }
    for (const b of brands) expect((await search(`${qs}&brandId=${b.brandId}&size=1`)).total).toBe(b.count);
    expect(attrs.length).toBeGreaterThan(0);
    for (const a of attrs.slice(0, 3)) {
      for (const v of a.values.slice(0, 3)) {
        expect((await search(`${qs}&attrs=${q(`${a.name}:${v.value}`)}&size=1`)).total).toBe(v.count);
      }
    }
    // The facets stay those of the whole result whatever the page.
    expect((await search(`${qs}&size=1&current=2`)).facets).toEqual(page.facets);
  });

  it("names facets in the request language", async () => {
    const zh = (await search(`prodName=${q("手机")}`)).facets;
    const en = (await search(`prodName=${q("手机")}`, "en")).facets;
    expect(zh.categories.map((c) => c.categoryId)).toEqual(en.categories.map((c) => c.categoryId));
    expect(zh.attrs.map((a) => a.name)).toContain("颜色");
    expect(en.attrs.map((a) => a.name)).toContain("Colour");
    expect(en.brands.map((b) => b.name)).toContain("Lingxun");
  });

  it("leaves attribute facets out when browsing the whole catalogue", async () => {
    const page = await search("");
    expect(page.facets.attrs).toEqual([]);
    expect(page.facets.categories.length).toBeGreaterThan(10);
    expect(page.facets.priceRange).not.toBeNull();
  });
});

describe("cards and highlighting", () => {
  it("answers yuan with 2 decimals, shop names, stock and an escaped highlight", async () => {
    const page = await search(`prodName=${q("手机支架")}`);
    const card = page.records.find((r) => r.prodId === fx.script)!;
    expect(card).toMatchObject({
      prodName: `<script>alert("x")</script>手机支架 & 底座`,
      highlightName: "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<em>手机支架</em> &amp; 底座",
      price: 19.9,
      oriPrice: 19.9,
      shopId: 16,
      shopName: "数码港专营店",
      totalStock: 10,
      activities: [],
    });
    const en = (await search(`prodName=${q("phone stand")}`, "en")).records.find((r) => r.prodId === fx.script)!;
    expect(en.highlightName).toBe("&lt;img src=x onerror=alert(1)&gt; <em>Phone</em> <em>Stand</em> &amp; Dock");
  });

  it("highlights English prefixes case-insensitively and escapes names without a keyword", async () => {
    const en = await search("prodName=pho&size=100", "en");
    for (const r of en.records.filter((c) => /phone/i.test(c.prodName)))
      expect(r.highlightName).toMatch(/<em>Pho<\/em>/i);
    const plain = (await search("shopId=16&size=100")).records.find((r) => r.prodId === fx.script)!;
    expect(plain.highlightName).toBe("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;手机支架 &amp; 底座");
  });
});
