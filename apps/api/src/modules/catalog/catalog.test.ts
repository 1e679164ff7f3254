import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CategoryNode } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { get } from "../../../test/http.ts";
import { catalogServiceOf } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(async () => t.close());

const flatten = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((n) => [n, ...flatten(n.categories)]);

describe("GET /category/categoryInfo", () => {
  it("answers the whole active tree for an empty parentId: > 9 tops, 3 levels, every leaf reachable", async () => {
    const { status, body } = await get(t, "/category/categoryInfo?parentId=");
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: "00000", success: true });
    const tops = body.data as CategoryNode[];
    expect(tops.length).toBeGreaterThan(9);
    expect(tops[0]).toMatchObject({ categoryName: "手机数码", grade: 1, parentId: 0, status: 1, selected: false });
    expect(tops[0]!.pic).toMatch(/^\/files\/cat\/\d+\.webp$/);
    for (const top of tops) {
      expect(top.categories.length).toBeGreaterThan(0);
      for (const second of top.categories) {
        expect(second).toMatchObject({ grade: 2, parentId: top.categoryId });
        expect(second.categories.length).toBeGreaterThan(0);
        for (const leaf of second.categories) {
          expect(leaf).toMatchObject({ grade: 3, parentId: second.categoryId, categories: [] });
        }
      }
    }
    const leaves = flatten(tops).filter((n) => n.grade === 3);
    const [db] = await t.ctx.database.query<{ n: number }>(
      "select count(*)::int as n from categories where grade = 3 and status = 1",
    );
    expect(leaves.length).toBe(db!.n);
    expect(leaves.length).toBeGreaterThanOrEqual(80);
  });

  it("answers the same for a missing parentId and for 0", async () => {
    const a = await get(t, "/category/categoryInfo");
    const b = await get(t, "/category/categoryInfo?parentId=0");
    expect(a.body.data).toEqual(b.body.data);
    expect(a.body.data.length).toBeGreaterThan(9);
  });

  it("orders siblings by seq", async () => {
    await t.ctx.database.query("update categories set seq = 0 where name_zh = '图书文娱'");
    catalogServiceOf(t.ctx).invalidate();
    const { body } = await get(t, "/category/categoryInfo");
    expect(body.data[0].categoryName).toBe("图书文娱");
    await t.ctx.database.query("update categories set seq = 11 where name_zh = '图书文娱'");
    catalogServiceOf(t.ctx).invalidate();
  });

  it("answers N's children with their subtrees for parentId=N, in the request language", async () => {
    const tops = (await get(t, "/category/categoryInfo")).body.data as CategoryNode[];
    const phones = tops[0]!;
    const { body } = await get(t, `/category/categoryInfo?parentId=${phones.categoryId}`, "en");
    expect(body.data.map((c: CategoryNode) => c.categoryId)).toEqual(phones.categories.map((c) => c.categoryId));
    expect(body.data[0]).toMatchObject({ categoryName: "Mobile Phones", grade: 2 });
    expect(body.data[0].categories[0]).toMatchObject({ categoryName: "Smartphones", grade: 3 });
    const leaf = phones.categories[0]!.categories[0]!;
    expect((await get(t, `/category/categoryInfo?parentId=${leaf.categoryId}`)).body.data).toEqual([]);
  });

  it("hides inactive categories and their subtrees; an unknown parent answers []", async () => {
    const tops = (await get(t, "/category/categoryInfo")).body.data as CategoryNode[];
    const hidden = tops[1]!.categories[0]!;
    await t.ctx.database.query("update categories set status = 0 where category_id = $1", [hidden.categoryId]);
    catalogServiceOf(t.ctx).invalidate();
    const after = (await get(t, "/category/categoryInfo")).body.data as CategoryNode[];
    const ids = flatten(after).map((n) => n.categoryId);
    expect(ids).not.toContain(hidden.categoryId);
    expect(ids).not.toContain(hidden.categories[0]!.categoryId);
    expect((await get(t, `/category/categoryInfo?parentId=${hidden.categoryId}`)).body.data).toEqual([]);
    await t.ctx.database.query("update categories set status = 1 where category_id = $1", [hidden.categoryId]);
    catalogServiceOf(t.ctx).invalidate();
    expect((await get(t, "/category/categoryInfo?parentId=999999")).body).toMatchObject({ code: "00000", data: [] });
  });

  it.each(["-1", "abc", "1.5"])("rejects parentId=%s with A00002 naming the field", async (v) => {
    const { status, body } = await get(t, `/category/categoryInfo?parentId=${v}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: "A00002", success: false });
    expect(body.data).toEqual([{ field: "parentId", message: "请输入不小于0的整数" }]);
  });
});

describe("GET /mall4cloud_product/ua/brand/list_by_category", () => {
  const url = "/mall4cloud_product/ua/brand/list_by_category";

  it("lists the brands of a leaf, and of all leaves below a top category", async () => {
    const tops = (await get(t, "/category/categoryInfo")).body.data as CategoryNode[];
    const top = tops[0]!;
    const leaf = top.categories[0]!.categories[0]!;
    const leafBrands = (await get(t, `${url}?categoryId=${leaf.categoryId}`)).body.data;
    expect(leafBrands.length).toBeGreaterThan(0);
    expect(leafBrands[0]).toMatchObject({
      brandId: expect.any(Number),
      name: expect.any(String),
      firstLetter: expect.stringMatching(/^[A-Z]$/),
    });
    expect(leafBrands[0].imgUrl).toMatch(/^\/files\/brand\/\d+\.webp$/);
    const topBrands = (await get(t, `${url}?categoryId=${top.categoryId}`)).body.data;
    expect(topBrands.length).toBeGreaterThanOrEqual(leafBrands.length);
    const topIds = topBrands.map((b: { brandId: number }) => b.brandId);
    for (const b of leafBrands) expect(topIds).toContain(b.brandId);
    expect(new Set(topIds).size).toBe(topIds.length); // each brand once
    // Brands of another top category never appear.
    const other = (await get(t, `${url}?categoryId=${tops[5]!.categoryId}`)).body.data.map(
      (b: { brandId: number }) => b.brandId,
    );
    expect(other.some((id: number) => topIds.includes(id))).toBe(false);
  });

  it("answers names in the request language", async () => {
    const { body: zh } = await get(t, `${url}?categoryId=1`);
    const { body: en } = await get(t, `${url}?categoryId=1`, "en");
    expect(zh.data.map((b: { name: string }) => b.name)).toContain("星耀");
    expect(en.data.map((b: { name: string }) => b.name)).toContain("Stellix");
  });

  it("answers [] for an unknown category", async () => {
    expect((await get(t, `${url}?categoryId=987654`)).body).toMatchObject({ code: "00000", data: [] });
  });

  it.each([
    ["missing", ""],
    ["zero", "?categoryId=0"],
    ["text", "?categoryId=abc"],
  ])("rejects a %s categoryId with A00002", async (_name, qs) => {
    const { status, body } = await get(t, `${url}${qs}`, "en");
    expect(status).toBe(400);
    expect(body.code).toBe("A00002");
    expect(body.data).toEqual([{ field: "categoryId", message: "Please enter a positive whole number" }]);
  });
});
