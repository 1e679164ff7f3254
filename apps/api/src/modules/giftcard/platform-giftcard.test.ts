import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GiftCardAdminView, GiftCardBatchIssued, GiftCardBatchView, Page } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { api, call } from "../../../test/http.ts";
import { hashPassword } from "../../infra/auth/password-hash.ts";
import { shopStaff } from "../../infra/db/schema/index.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { buyer, onSaleSkus, placeOrder, type Sku } from "../checkout/test-support.ts";
import { giftCardServiceOf } from "./service.ts";

/**
 * The platform console's gift cards: a batch's numbers and passwords come out once as
 * CSV; cards are listed with balances; voiding a card takes what it holds with a ledger row and
 * races safely with a buyer binding or paying with it (the card's row lock). PGlite and PostgreSQL.
 */
let t: TestApp;
let admin: string;
let service: string;
let shop: string;
let skus: Sku[];

const signIn = async (url: string, userName: string) =>
  (await api<{ token: string }>(t, "POST", url, { body: { userName, passWord: "souk1234" } })).data.token;

beforeAll(async () => {
  t = await createSeededApp();
  await t.ctx.database.db.insert(shopStaff).values({
    shopId: null,
    userName: "platform_gc_service",
    role: "service",
    passwordHash: await hashPassword("souk1234"),
  });
  admin = await signIn("/admin/login", "platform");
  service = await signIn("/admin/login", "platform_gc_service");
  shop = await signIn("/m/login", "shop1");
  skus = (await onSaleSkus(t)).filter((s) => s.price >= 2_000 && s.price <= 20_000 && s.stock >= 50);
});
afterAll(async () => t.close());

const issueBatch = async (count: number, value: number, days = 30) => {
  const r = await api<GiftCardBatchIssued>(t, "POST", "/admin/giftcards/batches", {
    token: admin,
    body: { count, value, days },
  });
  expect(r.code, r.msg ?? "").toBe("00000");
  return r.data;
};
const download = (batchNo: string, token = admin, lang: "zh" | "en" = "en") =>
  t.app.inject({
    method: "POST",
    url: `/admin/giftcards/batches/${batchNo}/csv`,
    headers: { authorization: token, "accept-language": lang },
  });
/** The CSV's cards: number, password, par value, due date. */
const parse = (csv: string) =>
  csv
    .trim()
    .split("\r\n")
    .slice(1)
    .map((l) => {
      const [cardNo, password, parValue, dueDate] = l.split(",");
      return { cardNo: cardNo!, password: password!, parValue: Number(parValue), dueDate: dueDate! };
    });
const cardRow = async (cardNo: string) =>
  (
    await t.ctx.database.query<{ card_id: number; balance: number; status: number }>(
      "select card_id, balance, status from gift_cards where card_no = $1",
      [cardNo],
    )
  )[0]!;
const opLog = async (action: string) =>
  (
    await t.ctx.database.query<{ target: string; detail: Record<string, unknown> }>(
      "select target, detail from staff_op_log where shop_id is null and action = $1 order by id",
      [action],
    )
  ).map((r) => ({ target: r.target, detail: r.detail }));
const voidCard = (cardId: number, reason = "lost in transit", lang: "zh" | "en" = "en", token = admin) =>
  api(t, "PUT", `/admin/giftcards/${cardId}/void`, { token, body: { reason }, lang });
const bind = (b: { token: string }, cardNo: string, password: string, ip: string) =>
  call(t, "POST", "/p/giftcard/bind", { token: b.token, body: { cardNo, password }, ip });

describe("gift card batches: issue, the one CSV download, the lists", () => {
  it("issues a batch, gives its numbers and passwords once as CSV, refuses a second download, lists batch and cards", async () => {
    const b = await issueBatch(5, 100, 90);
    expect(b.count).toBe(5);
    const first = await download(b.batchNo);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(first.headers["cache-control"]).toBe("no-store");
    const cards = parse(first.body);
    expect(cards).toHaveLength(5);
    for (const c of cards) {
      expect(c.cardNo).toMatch(/^\d{16}$/);
      expect(c.password).toMatch(/^[2-9A-Z]{8}$/);
      expect(c.parValue).toBe(100);
    }
    const again = await download(b.batchNo, admin, "zh");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "A00053", msg: "该批礼品卡的卡密已下载过，不能再次下载" });
    // The passwords are gone from the batch: only their hashes remain on the cards.
    const [row] = await t.ctx.database.query<{ secrets: string | null }>(
      "select secrets from gift_card_batches where batch_no = $1",
      [b.batchNo],
    );
    expect(row!.secrets).toBeNull();

    const batches = await api<Page<GiftCardBatchView>>(t, "GET", "/admin/giftcards/batches?size=50", { token: admin });
    expect(batches.data.records.find((x) => x.batchNo === b.batchNo)).toMatchObject({
      count: 5,
      parValue: 100,
      downloaded: true,
      downloadedBy: "platform",
      issuedBy: "platform",
      boundCount: 0,
      voidedCount: 0,
    });
    const list = await api<Page<GiftCardAdminView>>(t, "GET", `/admin/giftcards?batchNo=${b.batchNo}&size=10`, {
      token: admin,
    });
    expect(list.data.total).toBe(5);
    expect(list.data.records[0]).toMatchObject({ balance: 100, status: 0, userId: null });
    expect(JSON.stringify(list.data)).not.toContain(cards[0]!.password);
    const one = await api<Page<GiftCardAdminView>>(t, "GET", `/admin/giftcards?cardNo=${cards[2]!.cardNo.slice(4)}`, {
      token: admin,
    });
    expect(one.data.records.map((c) => c.cardNo)).toEqual([cards[2]!.cardNo]);
    expect((await opLog("giftcard.issue")).map((e) => e.target)).toContain(`batch:${b.batchNo}`);
    expect((await opLog("giftcard.download")).map((e) => e.target)).toContain(`batch:${b.batchNo}`);
  });

  it("two downloads at once: one gets the CSV, the other 409", async () => {
    const b = await issueBatch(2, 10);
    const answers = await Promise.all([download(b.batchNo), download(b.batchNo)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it("validates with localized messages; an unknown batch is 404", async () => {
    for (const body of [
      { count: 0, value: 50, days: 30 },
      { count: 2, value: 0.5, days: 30 },
      { count: 2, value: 50, days: 0 },
    ]) {
      const r = await api(t, "POST", "/admin/giftcards/batches", { token: admin, body, lang: "zh" });
      expect(r.code).toBe("A00002");
    }
    const bad = await api(t, "POST", "/admin/giftcards/batches", {
      token: admin,
      body: { count: 1001, value: 50, days: 30 },
      lang: "zh",
    });
    expect(bad.msg).toContain("发行数量须为1-1000张");
    expect((await api(t, "GET", "/admin/giftcards?cardNo=12ab", { token: admin })).msg).toContain(
      "A card number has digits only",
    );
    expect((await download("bnone")).statusCode).toBe(404);
    expect((await voidCard(1, "x")).msg).toContain("Please give a reason");
  });

  it("customer service gets 403, a shop token 401, no token 401", async () => {
    for (const [method, url] of [
      ["GET", "/admin/giftcards/batches"],
      ["GET", "/admin/giftcards"],
      ["POST", "/admin/giftcards/batches"],
    ] as const) {
      const s = await api(t, method, url, { token: service, body: { count: 1, value: 1, days: 1 } });
      expect([s.status, s.code]).toEqual([403, "A00016"]);
      const m = await api(t, method, url, { token: shop, body: { count: 1, value: 1, days: 1 } });
      expect(m.status).toBe(401);
    }
    const b = await issueBatch(1, 10);
    expect((await download(b.batchNo, service)).statusCode).toBe(403);
    expect((await download(b.batchNo, shop)).statusCode).toBe(401);
    // The CSV is still there for the operator who may take it.
    expect((await download(b.batchNo)).statusCode).toBe(200);
  });
});

describe("voiding a card", () => {
  it("an unbound card cannot be bound after voiding; a bound card's balance leaves with a ledger row; twice is A00054", async () => {
    const b = await issueBatch(2, 50);
    const [c1, c2] = parse((await download(b.batchNo)).body);
    const id1 = Number((await cardRow(c1!.cardNo)).card_id);
    expect((await voidCard(id1)).code).toBe("00000");
    const u = await buyer(t);
    expect((await bind(u, c1!.cardNo, c1!.password, "10.7.0.1")).msg).toBe("Wrong card number or password");

    expect((await bind(u, c2!.cardNo, c2!.password, "10.7.0.2")).code).toBe("00000");
    const id2 = Number((await cardRow(c2!.cardNo)).card_id);
    expect((await voidCard(id2, "reported stolen")).code).toBe("00000");
    expect(await cardRow(c2!.cardNo)).toMatchObject({ status: 9 });
    expect(Number((await cardRow(c2!.cardNo)).balance)).toBe(0);
    const ledger = await t.ctx.database.query<{ amount: number; reason: string }>(
      "select amount, reason from gift_card_ledger where card_id = $1 order by id",
      [id2],
    );
    expect(ledger.map((l) => [Number(l.amount), l.reason])).toEqual([
      [5000, "issue"],
      [-5000, "void"],
    ]);
    expect(await giftCardServiceOf(t.ctx).ledgerSum(id2)).toBe(0);
    const twice = await voidCard(id2, "again", "zh");
    expect([twice.status, twice.code, twice.msg]).toEqual([409, "A00054", "该礼品卡已作废"]);
    expect((await api(t, "GET", "/p/giftcard/list", { token: u.token })).data).toEqual([]);
    expect((await opLog("giftcard.void")).find((e) => e.target === `card:${id2}`)?.detail).toMatchObject({
      reason: "reported stolen",
      voided: 50,
    });
    const list = await api<Page<GiftCardAdminView>>(t, "GET", `/admin/giftcards?batchNo=${b.batchNo}&status=9`, {
      token: admin,
    });
    expect(list.data.total).toBe(2);
  });

  it("void races a buyer binding: either the bind wins and the void takes the balance, or the bind is refused", async () => {
    for (let i = 0; i < 6; i++) {
      const b = await issueBatch(1, 20);
      const [c] = parse((await download(b.batchNo)).body);
      const id = Number((await cardRow(c!.cardNo)).card_id);
      const u = await buyer(t);
      const [bound, voided] = await Promise.all([bind(u, c!.cardNo, c!.password, `10.7.1.${i}`), voidCard(id)]);
      expect(voided.code).toBe("00000");
      expect(["00000", "A00001"]).toContain(bound.code);
      const row = await cardRow(c!.cardNo);
      expect([Number(row.status), Number(row.balance)]).toEqual([9, 0]);
      expect(await giftCardServiceOf(t.ctx).ledgerSum(id)).toBe(0);
    }
  });

  it("void races a buyer paying with the card: the card ends voided at 0, never below, and the ledger sums", async () => {
    for (let i = 0; i < 4; i++) {
      const b = await issueBatch(1, 500);
      const [c] = parse((await download(b.batchNo)).body);
      const u = await buyer(t);
      expect((await bind(u, c!.cardNo, c!.password, `10.7.2.${i}`)).code).toBe("00000");
      const id = Number((await cardRow(c!.cardNo)).card_id);
      const sku = skus[i % skus.length]!;
      const order = await placeOrder(t, u, { buyNow: { prodId: sku.prodId, skuId: sku.skuId, count: 1 } });
      const [paid, voided] = await Promise.all([
        api(t, "POST", "/p/order/pay", { token: u.token, body: { payNo: order.payNo, payType: 3, cardIds: [id] } }),
        voidCard(id),
      ]);
      expect(voided.code).toBe("00000");
      const ledger = await t.ctx.database.query<{ amount: number; reason: string }>(
        "select amount, reason from gift_card_ledger where card_id = $1 order by id",
        [id],
      );
      const reasons = ledger.map((l) => l.reason);
      if (paid.code === "00000") expect(reasons).toEqual(["issue", "order_pay", "void"]);
      else expect(reasons).toEqual(["issue", "void"]);
      const row = await cardRow(c!.cardNo);
      expect([Number(row.status), Number(row.balance)]).toEqual([9, 0]);
      expect(await giftCardServiceOf(t.ctx).ledgerSum(id)).toBe(0);
    }
  });
});
