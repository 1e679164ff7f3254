import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CatalogVersion, MerchantLoginResult, MerchantProdTag, ProdCard, ProdTag } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { api } from "../../../test/http.ts";

/**
 * A shop edits its home product groups under `/m/prodTag` — create, rename, reorder,
 * hide, delete, and set the products in order — and the home's list follows through the catalog's
 * "home" version. Bad input (another shop's group or product, unknown ids, titles too long) answers
 * a clear localized error and changes nothing.
 */
let t: TestApp;
let shop1: MerchantLoginResult;
let shop2: MerchantLoginResult;
let own: number[];
let theirs: number;
beforeAll(async () => {
  t = await createSeededApp();
  shop1 = (await api(t, "POST", "/m/login", { body: { userName: "shop1", passWord: "souk1234" } })).data;
  shop2 = (await api(t, "POST", "/m/login", { body: { userName: "shop2", passWord: "souk1234" } })).data;
  own = (
    await t.ctx.database.query<{ id: number }>(
      "select prod_id as id from products where shop_id = 1 and status = 1 order by prod_id limit 4",
    )
  ).map((r) => Number(r.id));
  theirs = Number(
    (await t.ctx.database.query<{ id: number }>("select prod_id as id from products where shop_id = 2 limit 1"))[0]!.id,
  );
});
afterAll(async () => t.close());

const mine = async (who = shop1) =>
  (await api<MerchantProdTag[]>(t, "GET", "/m/prodTag/list", { token: who.token })).data;
const home = async (lang: "zh" | "en" = "zh") =>
  (await api<ProdTag[]>(t, "GET", "/prod/tag/prodTagList", { lang })).data;
const homeVersion = async () => (await api<CatalogVersion>(t, "GET", "/catalog/version")).data.home;
/** Everything a bad request could have changed. */
const snapshot = async () =>
  JSON.stringify(
    await t.ctx.database.query("select * from prod_tags t left join prod_tag_products p using (tag_id) order by 1, 2"),
  );

describe("the shop's product groups (/m/prodTag)", () => {
  it("lists the demo groups as the self-run shop's, with their products in order", async () => {
    const tags = await mine();
    expect(tags.map((g) => g.titleZh)).toEqual(["每日上新", "商城热卖", "精选好物"]);
    for (const g of tags) expect(g.prodIds.length).toBeGreaterThan(0);
    expect(await mine(shop2)).toEqual([]);
  });

  it("creates, renames, fills, reorders, hides and deletes a group; the home follows", async () => {
    const v0 = await homeVersion();
    const created = await api<{ tagId: number }>(t, "POST", "/m/prodTag", {
      token: shop1.token,
      body: { titleZh: "冬季好物", titleEn: "Winter finds", seq: 0 },
    });
    expect(created.code, created.msg ?? "").toBe("00000");
    const id = created.data.tagId;
    expect(await homeVersion()).toBeGreaterThan(v0);
    expect((await home("en"))[0]).toEqual({ id, title: "Winter finds", seq: 0, style: 0 });

    const set = await api(t, "PUT", `/m/prodTag/${id}/prods`, { token: shop1.token, body: { prodIds: own } });
    expect(set.code, set.msg ?? "").toBe("00000");
    const cards = async () =>
      ((await api(t, "GET", `/prod/prodListByTagId?tagId=${id}&size=20`)).data.records as ProdCard[]).map(
        (c) => c.prodId,
      );
    expect(await cards()).toEqual(own);
    // Out and reordered: the list replaces the old one.
    await api(t, "PUT", `/m/prodTag/${id}/prods`, { token: shop1.token, body: { prodIds: [own[2], own[0]] } });
    expect(await cards()).toEqual([own[2], own[0]]);

    const renamed = await api(t, "PUT", `/m/prodTag/${id}`, {
      token: shop1.token,
      body: { titleZh: "暖冬好物", titleEn: "Warm winter", seq: 9, status: 1 },
    });
    expect(renamed.code, renamed.msg ?? "").toBe("00000");
    expect((await home("zh")).at(-1)).toMatchObject({ id, title: "暖冬好物", seq: 9 });

    await api(t, "PUT", `/m/prodTag/${id}`, {
      token: shop1.token,
      body: { titleZh: "暖冬好物", titleEn: "Warm winter", seq: 9, status: 0 },
    });
    expect((await home()).map((g) => g.id)).not.toContain(id);
    expect((await api(t, "GET", `/prod/prodListByTagId?tagId=${id}`)).status).toBe(404);

    const v1 = await homeVersion();
    const del = await api(t, "DELETE", `/m/prodTag/${id}`, { token: shop1.token });
    expect(del.code, del.msg ?? "").toBe("00000");
    expect(await homeVersion()).toBeGreaterThan(v1);
    expect((await mine()).map((g) => g.tagId)).not.toContain(id);
    const left = await t.ctx.database.query("select 1 from prod_tag_products where tag_id = $1", [id]);
    expect(left).toEqual([]);
  });

  it("refuses bad input with a clear message and changes nothing", async () => {
    const [demo] = await mine();
    const before = await snapshot();
    const v = await homeVersion();
    const cases: [string, "POST" | "PUT" | "DELETE", string, unknown, "zh" | "en", number, string][] = [
      // another shop's group answers like an unknown one
      [
        "other's group: rename",
        "PUT",
        `/m/prodTag/${demo!.tagId}`,
        { titleZh: "抢", titleEn: "Taken" },
        "en",
        404,
        "The product group does not exist",
      ],
      ["other's group: delete", "DELETE", `/m/prodTag/${demo!.tagId}`, undefined, "zh", 404, "商品分组不存在"],
      [
        "other's group: products",
        "PUT",
        `/m/prodTag/${demo!.tagId}/prods`,
        { prodIds: [theirs] },
        "en",
        404,
        "The product group does not exist",
      ],
      [
        "unknown group",
        "PUT",
        "/m/prodTag/987654",
        { titleZh: "新", titleEn: "New" },
        "en",
        404,
        "The product group does not exist",
      ],
      [
        "unknown group: delete",
        "DELETE",
        "/m/prodTag/987654",
        undefined,
        "en",
        404,
        "The product group does not exist",
      ],
      ["bad id", "DELETE", "/m/prodTag/abc", undefined, "en", 400, ""],
    ];
    for (const [name, method, url, body, lang, status, msg] of cases) {
      const r = await api(t, method, url, { token: shop2.token, body, lang });
      expect(r.status, name).toBe(status);
      if (msg) expect(r.msg, name).toBe(msg);
    }
    const own1 = async (body: unknown, lang: "zh" | "en" = "en") =>
      api(t, "PUT", `/m/prodTag/${demo!.tagId}/prods`, { token: shop1.token, body, lang });
    const foreign = await own1({ prodIds: [own[0], theirs] });
    expect([foreign.status, foreign.msg]).toEqual([400, `Product ${theirs} is not your shop's`]);
    const unknown = await own1({ prodIds: [987654, 987655] }, "zh");
    expect([unknown.status, unknown.msg]).toEqual([400, "商品 987654、987655 不是本店的商品"]);
    const twice = await own1({ prodIds: [own[0], own[0]] });
    expect(twice.status).toBe(400);
    expect(twice.msg).toContain("Choose the group's products (no repeats, at most 100)");
    const tooMany = await own1({ prodIds: Array.from({ length: 101 }, (_, i) => i + 1) });
    expect(tooMany.status).toBe(400);

    const longTitle = "很".repeat(21);
    for (const body of [
      { titleZh: longTitle, titleEn: "Long" },
      { titleZh: "长", titleEn: "x".repeat(41) },
      { titleZh: "   ", titleEn: "Blank" },
      { titleZh: "样式", titleEn: "Style", style: 3 },
    ]) {
      for (const [method, url] of [
        ["POST", "/m/prodTag"],
        ["PUT", `/m/prodTag/${demo!.tagId}`],
      ] as const) {
        const r = await api(t, method, url, { token: shop1.token, body, lang: "en" });
        expect(r.status, `${method} ${JSON.stringify(body)}`).toBe(400);
        expect(r.msg).toMatch(/Group titles: 1-20 characters in Chinese, 1-40 in English|The style must be 0, 1 or 2/);
      }
    }
    const zh = await api(t, "POST", "/m/prodTag", {
      token: shop1.token,
      body: { titleZh: longTitle, titleEn: "L" },
      lang: "zh",
    });
    expect(zh.msg).toContain("分组名称：中文1-20个字符，英文1-40个字符");
    // a buyer (no staff token) cannot touch them
    expect((await api(t, "POST", "/m/prodTag", { body: { titleZh: "无", titleEn: "No" } })).status).toBe(401);

    expect(await snapshot()).toBe(before);
    expect(await homeVersion()).toBe(v);
  });
});
