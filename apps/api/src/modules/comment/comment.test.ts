import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProdComment, ProdCommData } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { REVIEWERS } from "../../seed/comments.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { get } from "../../../test/http.ts";
import { maskNickName } from "./service.ts";

let t: TestApp;
let prodId = 0;
beforeAll(async () => {
  t = await createSeededApp();
  // The seeded product with the most comments, so every filter has something to show.
  const [row] = await t.ctx.database.query<{ prod_id: number }>(
    "select prod_id from product_comments group by prod_id order by count(*) desc, prod_id limit 1",
  );
  prodId = row!.prod_id;
});
afterAll(async () => t.close());

interface Row {
  comment_id: number;
  score: number;
  pics: string[];
  status: number;
  is_anonymous: boolean;
}
const rowsOf = (id: number) =>
  t.ctx.database.query<Row>(
    "select comment_id, score, pics, status, is_anonymous from product_comments where prod_id = $1 order by created_at desc, comment_id desc",
    [id],
  );

describe("GET /prodComm/prodCommData", () => {
  it("summarises the shown comments", async () => {
    await t.ctx.database.query(
      "update product_comments set status = 0 where comment_id = (select max(comment_id) from product_comments where prod_id = $1)",
      [prodId],
    );
    const shown = (await rowsOf(prodId)).filter((r) => r.status === 1);
    const data = (await get(t, `/prodComm/prodCommData?prodId=${prodId}`)).body.data as ProdCommData;
    const good = shown.filter((r) => r.score >= 4).length;
    expect(data).toEqual({
      number: shown.length,
      praiseNumber: good,
      secondaryNumber: shown.filter((r) => r.score === 3).length,
      negativeNumber: shown.filter((r) => r.score <= 2).length,
      picNumber: shown.filter((r) => r.pics.length > 0).length,
      positiveRating: Math.round((good * 1000) / shown.length) / 10,
    });
    expect(data.praiseNumber + data.secondaryNumber + data.negativeNumber).toBe(data.number);
  });

  it("answers zeros for a product without comments or an unknown one", async () => {
    for (const id of [987654]) {
      expect((await get(t, `/prodComm/prodCommData?prodId=${id}`)).body.data).toEqual({
        number: 0,
        positiveRating: 0,
        praiseNumber: 0,
        secondaryNumber: 0,
        negativeNumber: 0,
        picNumber: 0,
      });
    }
  });
});

describe("GET /prodComm/prodCommPageByProd", () => {
  it.each<[number, string, (r: Row) => boolean, keyof ProdCommData]>([
    [-1, "all", () => true, "number"],
    [0, "good", (r) => r.score >= 4, "praiseNumber"],
    [1, "medium", (r) => r.score === 3, "secondaryNumber"],
    [2, "bad", (r) => r.score <= 2, "negativeNumber"],
    [3, "with pictures", (r) => r.pics.length > 0, "picNumber"],
  ])("evaluate=%s (%s), newest first, totals matching the summary", async (evaluate, _name, pred, key) => {
    const want = (await rowsOf(prodId)).filter((r) => r.status === 1 && pred(r));
    const summary = (await get(t, `/prodComm/prodCommData?prodId=${prodId}`)).body.data as ProdCommData;
    const page = (await get(t, `/prodComm/prodCommPageByProd?prodId=${prodId}&evaluate=${evaluate}&size=100`)).body
      .data;
    expect(page.total).toBe(summary[key]);
    expect(page.records.map((c: ProdComment) => c.commId)).toEqual(want.map((r) => r.comment_id));
  });

  it("answers masked names for anonymous comments, avatars, sku names and China-time dates", async () => {
    const page = (await get(t, `/prodComm/prodCommPageByProd?prodId=${prodId}&size=100`)).body.data;
    const nicks = REVIEWERS.map((r) => r[1]);
    for (const c of page.records as ProdComment[]) {
      if (c.isAnonymous) {
        expect(c.nickName).toMatch(/^.\*\*\*.$/u);
        expect(nicks).not.toContain(c.nickName);
        expect(c.userAvatar).toBe("/files/site/avatar.webp");
      } else expect(nicks).toContain(c.nickName);
      expect(c.recTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(c.score).toBeGreaterThanOrEqual(1);
      expect(c.score).toBeLessThanOrEqual(5);
      expect(c.skuName).toBeTruthy();
      for (const pic of c.pics) expect(pic).toMatch(/^\/files\//);
    }
    const en = (await get(t, `/prodComm/prodCommPageByProd?prodId=${prodId}&size=100`, "en")).body.data
      .records as ProdComment[];
    expect(en.map((c) => c.commId)).toEqual(page.records.map((c: ProdComment) => c.commId));
  });

  it("pages", async () => {
    const all = (await get(t, `/prodComm/prodCommPageByProd?prodId=${prodId}&size=100`)).body.data;
    const p2 = (await get(t, `/prodComm/prodCommPageByProd?prodId=${prodId}&size=2&current=2`)).body.data;
    expect(p2).toMatchObject({ total: all.total, size: 2, current: 2, pages: Math.ceil(all.total / 2) });
    expect(p2.records.map((c: ProdComment) => c.commId)).toEqual(
      all.records.slice(2, 4).map((c: ProdComment) => c.commId),
    );
  });

  it.each(["evaluate=4", "evaluate=-2", "evaluate=x", "current=0", "size=101"])(
    "rejects %s with A00002",
    async (qs) => {
      const r = await get(t, `/prodComm/prodCommPageByProd?prodId=1&${qs}`);
      expect(r.status).toBe(400);
      expect(r.body.data[0].field).toBe(qs.split("=")[0]);
    },
  );
});

describe("demo reviewers", () => {
  it("cannot sign in: no password, no mobile", async () => {
    const users = await t.ctx.database.query<{ password_hash: string | null; mobile: string | null }>(
      "select password_hash, mobile from users where user_name = any($1::text[])",
      [REVIEWERS.map((r) => r[0])],
    );
    expect(users).toHaveLength(REVIEWERS.length);
    for (const u of users) expect(u).toEqual({ password_hash: null, mobile: null });
  });
});

describe("maskNickName", () => {
  it.each([
    ["演示买家", "演***家"],
    ["Tom Lee", "T***e"],
    ["鹿", "鹿***"],
    ["", "***"],
    ["𠀀好𠀁", "𠀀***𠀁"],
  ])("%s → %s", (nick, masked) => {
    expect(maskNickName(nick)).toBe(masked);
  });
});
