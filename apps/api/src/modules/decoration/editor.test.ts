import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  decorationDocument,
  type DecorationBlockInput,
  type DecorationPageDetail,
  type DecorationPageSummary,
  type DecorationVersion,
  type Page,
} from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { api, get } from "../../../test/http.ts";
import { createSeededApp } from "../../seed/test-support.ts";

let t: TestApp;
let platform: string;
const q = <T>(sql: string, params?: unknown[]) => t.ctx.database.query<T>(sql, params);
const signIn = async (url: string, userName: string) =>
  (await api<{ token: string }>(t, "POST", url, { body: { userName, passWord: "souk1234" } })).data.token;

beforeAll(async () => {
  t = await createSeededApp();
  platform = await signIn("/admin/login", "platform");
});
afterAll(async () => t.close());

const bi = (zh: string, en: string) => ({ zh, en });
const goods = (prodIds: number[], title = bi("精选", "Picks")): DecorationBlockInput => ({
  type: "goods_list",
  dataField: { title, listType: 4, prodIds },
});
const onShelf = async (shopId?: number) =>
  (
    await q<{ prod_id: number }>(
      `select prod_id from products p join shops s using (shop_id) where p.status = 1 and s.status = 1
       ${shopId ? "and p.shop_id = $1" : ""} order by prod_id limit 3`,
      shopId ? [shopId] : [],
    )
  ).map((r) => Number(r.prod_id));

async function platformHome(): Promise<DecorationPageSummary> {
  const list = await api<Page<DecorationPageSummary>>(t, "GET", "/admin/decoration/pages?kind=home", {
    token: platform,
  });
  return list.data.records[0]!;
}
const detail = async (id: number, token = platform, prefix = "/admin") =>
  (await api<DecorationPageDetail>(t, "GET", `${prefix}/decoration/pages/${id}`, { token })).data;
const served = async () =>
  JSON.parse((await get(t, "/shopRenovation/homepage", "en")).body.data.content) as {
    type: string;
    dataField: Record<string, unknown>;
  }[];

describe("seeded decorations", () => {
  it("every stored page and version passes the editor's schema", async () => {
    const rows = await q<{ blocks: unknown }>(
      "select content as blocks from renovations union all select blocks from renovation_versions",
    );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const r of rows) expect(decorationDocument.safeParse(r.blocks).error?.issues).toBeUndefined();
  });

  it("the platform home is published as version 2 with version 1 to restore, and has no broken link", async () => {
    const home = await platformHome();
    expect(home).toMatchObject({ kind: "home", isHome: true, publishedVersion: 2, updatedBy: null });
    const versions = await api<Page<DecorationVersion>>(
      t,
      "GET",
      `/admin/decoration/pages/${home.renovationId}/versions`,
      {
        token: platform,
      },
    );
    expect(versions.data.records.map((v) => v.version)).toEqual([2, 1]);
    expect((await detail(home.renovationId)).problems).toEqual([]);
  });
});

describe("platform editor", () => {
  it.each<[string, (b: Record<string, unknown>[]) => unknown[], string, string, string]>([
    [
      "an unknown block type",
      () => [{ type: "video", dataField: {} }],
      "blocks.0.type",
      "Unknown block type",
      "未知的模块类型",
    ],
    [
      "a carousel without its picture",
      () => [
        { type: "picture_by", dataField: { height: 400, interval: 5000, imgList: [{ title: bi("促销", "Sale") }] } },
      ],
      "blocks.0.dataField.imgList.0.imgUrl",
      "Please upload a picture",
      "请上传图片",
    ],
    [
      "an over-long title in the second block",
      (b) => [b[0], { ...b[0], dataField: { title: bi("很".repeat(21), "Long"), listType: 4, prodIds: [1] } }],
      "blocks.1.dataField.title.zh",
      "at most 20 Chinese",
      "中文最多20字",
    ],
  ])("refuses a draft with %s, naming the block and field in both languages", async (_n, make, field, en, zh) => {
    const home = await platformHome();
    const blocks = make([goods(await onShelf()) as Record<string, unknown>]);
    for (const [lang, text] of [
      ["en", en],
      ["zh", zh],
    ] as const) {
      const r = await api<{ field: string; message: string }[]>(
        t,
        "PUT",
        `/admin/decoration/pages/${home.renovationId}/draft`,
        {
          token: platform,
          lang,
          body: { blocks, baseRevision: home.draftRevision },
        },
      );
      expect(r).toMatchObject({ status: 400, code: "A00002" });
      expect(r.data).toContainEqual({ field, message: expect.stringContaining(text) });
    }
    expect((await platformHome()).draftRevision).toBe(home.draftRevision); // nothing saved
  });

  it("saves a draft, refuses a save based on an older revision naming who and when, and publishes", async () => {
    const home = await platformHome();
    const ids = await onShelf();
    const draft = [goods(ids, bi("新品推荐", "New picks")), ...(await detail(home.renovationId)).blocks];
    const saved = await api<{ draftRevision: number }>(t, "PUT", `/admin/decoration/pages/${home.renovationId}/draft`, {
      token: platform,
      body: { blocks: draft, baseRevision: home.draftRevision },
    });
    expect(saved).toMatchObject({ status: 200, data: { draftRevision: home.draftRevision + 1 } });
    // A second editor still holding the old revision.
    const stale = await api(t, "PUT", `/admin/decoration/pages/${home.renovationId}/draft`, {
      token: await signIn("/admin/login", "platform_ops"),
      body: { blocks: [], baseRevision: home.draftRevision },
    });
    expect(stale).toMatchObject({ status: 409, code: "A00064", data: { updatedBy: "platform" } });
    expect(stale.msg).toMatch(/^platform changed this page at \d{4}-\d\d-\d\d \d\d:\d\d:\d\d: reload it/);
    expect((await detail(home.renovationId)).blocks).toHaveLength(draft.length); // not overwritten

    // Buyers still see the published page until it is published.
    expect((await served())[0]!.dataField.title).not.toBe("New picks");
    const pub = await api<{ version: number }>(t, "POST", `/admin/decoration/pages/${home.renovationId}/publish`, {
      token: platform,
      body: { baseRevision: saved.data.draftRevision },
    });
    expect(pub).toMatchObject({ status: 200, data: { version: 3 } });
    const live = await served();
    expect(live[0]).toMatchObject({ type: "goods_list", dataField: { title: "New picks" } });
    expect((live[0]!.dataField.goods as { prodId: number }[]).map((g) => g.prodId)).toEqual(ids);
    const [log] = await q<{ action: string; target: string }>(
      "select action, target from staff_op_log where shop_id is null order by id desc limit 1",
    );
    expect(log).toEqual({ action: "decoration.publish", target: String(home.renovationId) });
  });

  it("lists broken links and refuses to publish until they are fixed", async () => {
    const home = await platformHome();
    const [victim, ok] = await onShelf();
    const blocks = [
      goods([ok!]),
      {
        type: "floor_title",
        dataField: { title: bi("爆款", "Hit"), titleColor: "#333", path: { type: 1, link: victim } },
      },
    ];
    const saved = await api<{ draftRevision: number }>(t, "PUT", `/admin/decoration/pages/${home.renovationId}/draft`, {
      token: platform,
      body: { blocks, baseRevision: home.draftRevision },
    });
    await q("update products set status = 0 where prod_id = $1", [victim]);
    try {
      expect((await detail(home.renovationId)).problems).toEqual([
        {
          blockIndex: 1,
          field: "path",
          message: `Product ${victim} is off the shelf, deleted, or its store is not open`,
        },
      ]);
      const refused = await api(t, "POST", `/admin/decoration/pages/${home.renovationId}/publish`, {
        token: platform,
        body: { baseRevision: saved.data.draftRevision },
      });
      expect(refused).toMatchObject({
        status: 409,
        code: "A00065",
        data: [
          { blockIndex: 1, field: "path", message: expect.stringContaining(`Product ${victim} is off the shelf`) },
        ],
      });
      expect(refused.msg).toContain("1 broken link");
    } finally {
      await q("update products set status = 1 where prod_id = $1", [victim]);
    }
    expect((await detail(home.renovationId)).problems).toEqual([]);
  });

  it("restores an earlier version as a new version, and buyers see the old page again", async () => {
    const home = await platformHome();
    const before = home.publishedVersion!;
    const r = await api<{ version: number }>(
      t,
      "POST",
      `/admin/decoration/pages/${home.renovationId}/versions/1/restore`,
      {
        token: platform,
      },
    );
    expect(r).toMatchObject({ status: 200, data: { version: before + 1 } });
    const live = await served();
    expect(live.map((b) => b.type)).not.toContain("store_list"); // version 1 had none
    expect(live[0]!.type).toBe("shop_signs");
    const now = await detail(home.renovationId);
    expect(now).toMatchObject({ publishedVersion: before + 1 });
    expect(now.blocks.map((b) => b.type)).toEqual(live.map((b) => b.type)); // the draft is the restored page
    const missing = await api(t, "POST", `/admin/decoration/pages/${home.renovationId}/versions/99/restore`, {
      token: platform,
    });
    expect(missing).toMatchObject({ status: 404, code: "A00069" });
  });

  it("creates, renames and deletes micro pages; the home page cannot be deleted", async () => {
    const created = await api<{ renovationId: number }>(t, "POST", "/admin/decoration/pages", {
      token: platform,
      body: { name: "双11会场" },
    });
    const id = created.data.renovationId;
    expect(await detail(id)).toMatchObject({ kind: "micro", blocks: [], publishedVersion: null });
    // Not published: buyers get "page does not exist".
    expect((await get(t, `/shopRenovation/info?renovationId=${id}`)).body.code).toBe("A00013");
    const dup = await api(t, "POST", "/admin/decoration/pages", { token: platform, body: { name: "双11会场" } });
    expect(dup).toMatchObject({ status: 409, code: "A00070" });
    expect(
      (await api(t, "PUT", `/admin/decoration/pages/${id}/name`, { token: platform, body: { name: "Singles' Day" } }))
        .code,
    ).toBe("00000");
    const list = await api<Page<DecorationPageSummary>>(t, "GET", "/admin/decoration/pages?kind=micro&name=singles", {
      token: platform,
    });
    expect(list.data.records.map((p) => p.name)).toEqual(["Singles' Day"]);
    const home = await platformHome();
    const refused = await api(t, "DELETE", `/admin/decoration/pages/${home.renovationId}`, { token: platform });
    expect(refused).toMatchObject({ status: 409, code: "A00066" });
    expect((await api(t, "DELETE", `/admin/decoration/pages/${id}`, { token: platform })).code).toBe("00000");
    expect((await api(t, "GET", `/admin/decoration/pages/${id}`, { token: platform })).code).toBe("A00063");
  });
});

describe("shop editor", () => {
  let shopId: number;
  let owner: string;
  let homeId: number;
  beforeAll(async () => {
    const [row] = await q<{ shop_id: number; renovation_id: number }>(
      "select shop_id, renovation_id from renovations where shop_id > 0 and home_status = 1 order by shop_id limit 1",
    );
    shopId = Number(row!.shop_id);
    homeId = Number(row!.renovation_id);
    owner = await signIn("/m/login", `shop${shopId}`);
  });

  it("sees only its own pages: the platform's and another shop's are not found", async () => {
    const list = await api<Page<DecorationPageSummary>>(t, "GET", "/m/decoration/pages", { token: owner });
    expect(list.data.records.map((p) => p.renovationId)).toEqual([homeId]);
    const others = await q<{ renovation_id: number }>("select renovation_id from renovations where shop_id <> $1", [
      shopId,
    ]);
    for (const o of others) {
      const r = await api(t, "GET", `/m/decoration/pages/${o.renovation_id}`, { token: owner });
      expect(r).toMatchObject({ status: 404, code: "A00063" });
      const w = await api(t, "PUT", `/m/decoration/pages/${o.renovation_id}/draft`, {
        token: owner,
        body: { blocks: [], baseRevision: 0 },
      });
      expect(w.code).toBe("A00063");
    }
  });

  it("may not use another shop's product", async () => {
    const [foreign] = await onShelf(shopId === 1 ? 2 : 1);
    const own = await onShelf(shopId);
    const page = await detail(homeId, owner, "/m");
    const r = await api(t, "PUT", `/m/decoration/pages/${homeId}/draft`, {
      token: owner,
      body: { blocks: [goods([...own, foreign!])], baseRevision: page.draftRevision },
    });
    expect(r).toMatchObject({
      status: 403,
      code: "A00067",
      data: [{ field: `blocks.0.dataField.prodIds.${own.length}`, message: `Product ${foreign} is not your store's` }],
    });
  });

  it("publishes its home page: /shopIndex serves it, and the shop's log records it", async () => {
    const page = await detail(homeId, owner, "/m");
    const own = await onShelf(shopId);
    const saved = await api<{ draftRevision: number }>(t, "PUT", `/m/decoration/pages/${homeId}/draft`, {
      token: owner,
      body: { blocks: [goods(own.slice(0, 2), bi("今日特价", "Today's deals"))], baseRevision: page.draftRevision },
    });
    const pub = await api(t, "POST", `/m/decoration/pages/${homeId}/publish`, {
      token: owner,
      body: { baseRevision: saved.data.draftRevision },
    });
    expect(pub.code).toBe("00000");
    const home = JSON.parse((await get(t, `/shopRenovation/shopHomepage?shopId=${shopId}`, "en")).body.data.content);
    expect(home).toMatchObject([{ type: "goods_list", dataField: { title: "Today's deals" } }]);
    const log = await q<{ action: string }>(
      "select action from staff_op_log where shop_id = $1 and action like 'decoration.%' order by id",
      [shopId],
    );
    expect(log.map((l) => l.action)).toEqual(["decoration.draft", "decoration.publish"]);
  });

  it("customer-service staff may not decorate; operations staff may", async () => {
    const cs = await signIn("/m/login", `cs${shopId}`);
    expect((await api(t, "GET", "/m/decoration/pages", { token: cs })).status).toBe(403);
    const ops = await signIn("/m/login", `ops${shopId}`);
    expect((await api(t, "GET", "/m/decoration/pages", { token: ops })).code).toBe("00000");
    expect((await api(t, "GET", "/admin/decoration/pages", { token: ops })).status).toBe(401);
  });
});

describe("preview links", () => {
  it("show the draft to its editor, never a tampered or expired link", async () => {
    const home = await platformHome();
    const hidden = { ...goods(await onShelf(), bi("隐藏", "Hidden")), hidden: true };
    const blocks = [goods(await onShelf(), bi("预览专用", "Preview only")), hidden];
    await api(t, "PUT", `/admin/decoration/pages/${home.renovationId}/draft`, {
      token: platform,
      body: { blocks, baseRevision: home.draftRevision },
    });
    const link = await api<{ url: string; expiresAt: string }>(
      t,
      "POST",
      `/admin/decoration/pages/${home.renovationId}/preview`,
      { token: platform },
    );
    expect(link.data.url).toMatch(/^\/decoration-preview\?token=/);
    const token = decodeURIComponent(link.data.url.split("token=")[1]!);
    const r = await t.app.inject({
      url: `/decoration/preview?token=${encodeURIComponent(token)}`,
      headers: { "accept-language": "en" },
    });
    expect(r.headers["cache-control"]).toBe("no-store");
    const draft = JSON.parse(r.json().data.content);
    expect(draft.map((b: { dataField: { title: string } }) => b.dataField.title)).toEqual(["Preview only"]);
    // Buyers still see the published page.
    expect((await served())[0]!.dataField.title).not.toBe("Preview only");

    const [body, sig] = [token.slice(0, token.lastIndexOf(".")), token.slice(token.lastIndexOf(".") + 1)];
    const otherPage = body.replace(/^\d+/, String(home.renovationId + 1));
    const flipped = sig.startsWith("A") ? `B${sig.slice(1)}` : `A${sig.slice(1)}`;
    for (const bad of [`${otherPage}.${sig}`, `${body}.${flipped}`, "garbage-token-value"]) {
      const refused = await api(t, "GET", `/decoration/preview?token=${encodeURIComponent(bad)}`);
      expect(refused).toMatchObject({ status: 403, code: "A00068", msg: "The preview link is invalid or has expired" });
    }
    t.ctx.clock = () => Date.now() + 31 * 60_000;
    try {
      const expired = await api(t, "GET", `/decoration/preview?token=${encodeURIComponent(token)}`);
      expect(expired).toMatchObject({ status: 403, code: "A00068" });
    } finally {
      delete t.ctx.clock;
    }
    // A disabled account's links stop working.
    await q("update shop_staff set status = 0 where user_name = 'platform'");
    try {
      expect((await api(t, "GET", `/decoration/preview?token=${encodeURIComponent(token)}`)).code).toBe("A00068");
    } finally {
      await q("update shop_staff set status = 1 where user_name = 'platform'");
    }
  });
});

describe("pickers", () => {
  it("offer a shop its own on-shelf products and the platform every open shop's", async () => {
    const [row] = await q<{ shop_id: number }>(
      "select shop_id from renovations where shop_id > 0 and home_status = 1 order by shop_id limit 1",
    );
    const shopId = Number(row!.shop_id);
    const owner = await signIn("/m/login", `shop${shopId}`);
    const mine = await api<Page<{ shopId: number; status: number; pic: string; name: string }>>(
      t,
      "GET",
      "/m/decoration/picker/products?size=50",
      { token: owner },
    );
    expect(mine.data.records.length).toBeGreaterThan(0);
    expect(new Set(mine.data.records.map((p) => p.shopId))).toEqual(new Set([shopId]));
    expect(mine.data.records.every((p) => p.status === 1 && p.pic && p.name)).toBe(true);
    const all = await api<Page<{ shopId: number }>>(t, "GET", "/admin/decoration/picker/products?size=50", {
      token: platform,
    });
    expect(new Set(all.data.records.map((p) => p.shopId)).size).toBeGreaterThan(1);
    const shops = await api<Page<{ shopId: number }>>(t, "GET", "/m/decoration/picker/shops", { token: owner });
    expect(shops.data.records.map((s) => s.shopId)).toEqual([shopId]);
    const tree = await api<{ children: unknown[] }[]>(t, "GET", "/admin/decoration/picker/categories", {
      token: platform,
    });
    expect(tree.data.length).toBeGreaterThan(0);
    expect(tree.data[0]!.children.length).toBeGreaterThan(0);
  });
});
