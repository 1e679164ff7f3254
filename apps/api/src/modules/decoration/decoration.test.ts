import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShopRenovation } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { get } from "../../../test/http.ts";
import { bumpCatalogVersion } from "../catalog-events/service.ts";
import { decorationServiceOf } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(async () => t.close());

describe("decorations", () => {
  it("shopHomepage answers null without a published shop home (the page shows a default home)", async () => {
    expect((await get(t, "/shopRenovation/shopHomepage?shopId=2")).body).toMatchObject({ code: "00000", data: null });
  });

  it("shopHomepage answers the open shop's home with live goods, and null once the shop closes", async () => {
    const content = [
      { type: "floor_title", dataField: { title: { zh: "本店热卖", en: "Best sellers" } } },
      { type: "goods_list", dataField: { title: { zh: "推荐", en: "Picks" }, listType: 1, prodIds: [57, 13] } },
    ];
    await t.ctx.database.query(
      "insert into renovations (shop_id, renovation_type, name, home_status, content) values (2, 1, '店铺首页', 1, $1::jsonb)",
      [JSON.stringify(content)],
    );
    decorationServiceOf(t.ctx).invalidate();
    const home = (await get(t, "/shopRenovation/shopHomepage?shopId=2", "en")).body.data as ShopRenovation;
    expect(home).toMatchObject({ shopId: 2, homeStatus: 1, name: "店铺首页" });
    const blocks = JSON.parse(home.content);
    expect(blocks[0].dataField.title).toBe("Best sellers");
    // Off-shelf product 13 is dropped from the live cards.
    expect(blocks[1].dataField.goods.map((g: { prodId: number }) => g.prodId)).toEqual([57]);
    await t.ctx.database.query("update shops set status = 0 where shop_id = 2");
    decorationServiceOf(t.ctx).invalidate();
    expect((await get(t, "/shopRenovation/shopHomepage?shopId=2")).body.data).toBeNull();
    await t.ctx.database.query("update shops set status = 1 where shop_id = 2");
    decorationServiceOf(t.ctx).invalidate();
  });

  it("info answers a shop's micro-page and the platform's pages by id", async () => {
    const pages = await t.ctx.database.query<{ renovation_id: number; shop_id: number }>(
      "select renovation_id, shop_id from renovations order by renovation_id",
    );
    const micro = pages.find((p) => p.shop_id !== 0)!;
    const r = (await get(t, `/shopRenovation/info?renovationId=${micro.renovation_id}&shopId=${micro.shop_id}`)).body;
    expect(r.code).toBe("00000");
    expect(r.data).toMatchObject({ renovationId: micro.renovation_id, shopId: micro.shop_id });
    expect(Array.isArray(JSON.parse(r.data.content))).toBe(true);
    expect((await get(t, `/shopRenovation/info?renovationId=${micro.renovation_id}`)).body.code).toBe("00000");
    const platform = pages.find((p) => p.shop_id === 0)!;
    expect(
      (await get(t, `/shopRenovation/info?renovationId=${platform.renovation_id}&shopId=0`)).body.data.shopId,
    ).toBe(0);
  });

  it.each<[string, () => Promise<string>]>([
    ["unknown id", async () => "renovationId=987654"],
    [
      "another shop's page",
      async () => {
        const [p] = await t.ctx.database.query<{ renovation_id: number; shop_id: number }>(
          "select renovation_id, shop_id from renovations where shop_id <> 0 limit 1",
        );
        return `renovationId=${p!.renovation_id}&shopId=${p!.shop_id === 1 ? 2 : 1}`;
      },
    ],
  ])("info answers A00013 for %s", async (_name, qs) => {
    const r = await get(t, `/shopRenovation/info?${await qs()}`, "en");
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: "A00013", msg: "page does not exist" });
  });
  it("a products or shops change drops the resolved decorations (they embed live prices and shop cards)", async () => {
    const content = [{ type: "goods_list", dataField: { title: { zh: "推荐", en: "Picks" }, prodIds: [57] } }];
    const [page] = await t.ctx.database.query<{ renovation_id: number }>(
      "insert into renovations (shop_id, renovation_type, name, home_status, content) values (2, 2, '微页面', 0, $1::jsonb) returning renovation_id",
      [JSON.stringify(content)],
    );
    const url = `/shopRenovation/info?renovationId=${page!.renovation_id}`;
    const priceShown = async () => JSON.parse((await get(t, url)).body.data.content)[0].dataField.goods[0].price;
    const before = await priceShown();
    await t.ctx.database.query("update products set price = price + 100 where prod_id = 57");
    expect(await priceShown()).toBe(before); // cached for up to 10 s
    await bumpCatalogVersion(t.ctx, "products");
    expect(await priceShown()).toBeCloseTo(before + 1, 2);
    await t.ctx.database.query("update shops set status = 0 where shop_id = 2");
    await bumpCatalogVersion(t.ctx, "shops");
    expect((await get(t, url)).body.code).toBe("A00013");
    await t.ctx.database.query("update shops set status = 1 where shop_id = 2");
    await t.ctx.database.query("update products set price = price - 100 where prod_id = 57");
    await bumpCatalogVersion(t.ctx);
  });
});
