import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NoticeDetail, NoticeItem } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { get } from "../../../test/http.ts";

let t: TestApp;
let risky = 0;
let future = 0;
let hidden = 0;
beforeAll(async () => {
  t = await createSeededApp();
  const insert = async (shopId: number, content: string, publishedAt: string, status = 1) => {
    const [r] = await t.ctx.database.query<{ id: number }>(
      `insert into notices (shop_id, title_zh, title_en, content_zh, content_en, published_at, status)
       values ($1, '测试公告', 'Test notice', $2, $2, $3, $4) returning id`,
      [shopId, content, publishedAt, status],
    );
    return r!.id;
  };
  risky = await insert(
    0,
    `<p onmouseover="x()">安全</p><script>alert(1)</script><img src=x onerror="alert(1)">`,
    new Date(Date.now() - 60_000).toISOString(),
  );
  future = await insert(0, "<p>以后</p>", new Date(Date.now() + 86_400_000).toISOString());
  hidden = await insert(0, "<p>隐藏</p>", new Date(Date.now() - 60_000).toISOString(), 0);
});
afterAll(async () => t.close());

describe("GET /shop/notice/noticeList", () => {
  it.each([0, 1])("lists the published notices of shop %s, newest first", async (shopId) => {
    const rows = await t.ctx.database.query<{ id: number }>(
      "select id from notices where shop_id = $1 and status = 1 and published_at <= now() order by published_at desc, id desc",
      [shopId],
    );
    const page = (await get(t, `/shop/notice/noticeList?shopId=${shopId}&size=100`)).body.data;
    expect(page.records.map((n: NoticeItem) => n.id)).toEqual(rows.map((r) => r.id));
    expect(page.total).toBe(rows.length);
    for (const n of page.records as NoticeItem[]) {
      expect(n.title).toBeTruthy();
      expect(n.publishTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    }
  });

  it("defaults to the platform and never lists unpublished or scheduled notices", async () => {
    const ids = ((await get(t, "/shop/notice/noticeList?size=100")).body.data.records as NoticeItem[]).map((n) => n.id);
    expect(ids).toContain(risky);
    expect(ids).not.toContain(future);
    expect(ids).not.toContain(hidden);
  });

  it("pages and validates", async () => {
    const p = (await get(t, "/shop/notice/noticeList?size=1&current=2")).body.data;
    expect(p).toMatchObject({ size: 1, current: 2 });
    expect(p.records).toHaveLength(1);
    expect((await get(t, "/shop/notice/noticeList?size=101")).body.code).toBe("A00002");
    expect((await get(t, "/shop/notice/noticeList?shopId=-1")).body.code).toBe("A00002");
  });
});

describe("GET /shop/notice/info/:id", () => {
  it("answers a notice with sanitized HTML in the request language", async () => {
    const r = (await get(t, `/shop/notice/info/${risky}?shopId=0`)).body;
    expect(r.code).toBe("00000");
    const n = r.data as NoticeDetail;
    expect(n).toMatchObject({ id: risky, shopId: 0, title: "测试公告", content: "<p>安全</p>" });
    expect((await get(t, `/shop/notice/info/${risky}`, "en")).body.data.title).toBe("Test notice");
    const [seeded] = await t.ctx.database.query<{ id: number }>(
      "select id from notices where shop_id = 0 and status = 1 order by id limit 1",
    );
    expect((await get(t, `/shop/notice/info/${seeded!.id}`)).body.data.content).toMatch(/^<p>/);
  });

  it.each<[string, () => string]>([
    ["unknown", () => "987654"],
    ["scheduled for later", () => `${future}`],
    ["unpublished", () => `${hidden}`],
    ["of another shop", () => `${risky}?shopId=3`],
  ])("%s → A00013 'notice does not exist' in zh and en", async (_name, path) => {
    const zh = await get(t, `/shop/notice/info/${path()}`, "zh");
    expect(zh.status).toBe(404);
    expect(zh.body).toMatchObject({ code: "A00013", msg: "公告不存在", success: false });
    expect((await get(t, `/shop/notice/info/${path()}`, "en")).body.msg).toBe("notice does not exist");
  });

  it("rejects a malformed id with A00002", async () => {
    expect((await get(t, "/shop/notice/info/abc")).body).toMatchObject({ code: "A00002", data: [{ field: "id" }] });
  });
});
