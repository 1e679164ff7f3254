import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOG_TAGS, type CatalogVersion } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { get } from "../../../test/http.ts";
import { bumpCatalogVersion, catalogVersion } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(async () => t.close());

describe("catalog versions", () => {
  it("are set by the seed for every tag and served uncached by GET /catalog/version", async () => {
    const r = await t.app.inject({ url: "/catalog/version" });
    expect(r.statusCode).toBe(200);
    expect(r.headers["cache-control"]).toBe("no-store");
    const data = r.json().data as CatalogVersion;
    expect(Object.keys(data).sort()).toEqual([...CATALOG_TAGS].sort());
    for (const tag of CATALOG_TAGS) expect(data[tag]).toBeGreaterThan(Date.UTC(2020, 0, 1));
  });

  it("a bump raises only the named tags", async () => {
    const before = await catalogVersion(t.ctx);
    const after = await bumpCatalogVersion(t.ctx, "notices");
    expect(after.notices).toBeGreaterThan(before.notices);
    expect({ ...after, notices: 0 }).toEqual({ ...before, notices: 0 });
    expect((await get(t, "/catalog/version")).body.data).toEqual(after);
  });

  it("never loses a concurrent bump and only grows", async () => {
    const before = await catalogVersion(t.ctx);
    const results = await Promise.all(Array.from({ length: 10 }, () => bumpCatalogVersion(t.ctx, "products")));
    const seen = results.map((v) => v.products);
    expect(new Set(seen).size).toBe(10);
    const after = await catalogVersion(t.ctx);
    expect(after.products).toBe(Math.max(...seen));
    expect(after.products - before.products).toBeGreaterThanOrEqual(10);
  });

  it("keeps growing after the table is emptied (re-seed), as long as the clock moves on", async () => {
    const before = await catalogVersion(t.ctx);
    await t.ctx.database.query("delete from sys_configs where key = 'catalog.version'");
    expect((await catalogVersion(t.ctx)).home).toBe(0);
    t.ctx.clock = () => Math.max(...Object.values(before)) + 1000;
    try {
      const after = await bumpCatalogVersion(t.ctx);
      for (const tag of CATALOG_TAGS) expect(after[tag]).toBeGreaterThan(before[tag]);
    } finally {
      delete t.ctx.clock;
    }
  });

  it("a products bump drops cached search facets at once", async () => {
    const url = "/search/searchProdPage?prodName=%E6%89%8B%E6%9C%BA"; // 手机
    const before = (await get(t, url)).body.data.total as number;
    await t.ctx.database.query(
      "update products set status = 0 where prod_id = (select min(prod_id) from products where status = 1 and name_zh like '%手机%')",
    );
    expect((await get(t, url)).body.data.total).toBe(before); // cached facets (total) for up to 30 s
    await bumpCatalogVersion(t.ctx, "products");
    expect((await get(t, url)).body.data.total).toBe(before - 1);
  });
});
