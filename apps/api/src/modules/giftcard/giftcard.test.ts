import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GiftCard, IssuedGiftCard, MerchantLoginResult } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { buyer, expectBalanceIsLedgerSum, grant, onSaleSkus, placeOrder, type Sku } from "../checkout/test-support.ts";
import { call, api } from "../../../test/http.ts";
import { orderServiceOf } from "../order/service.ts";
import { application, apply, staffToken } from "../refund/test-support.ts";
import { walletServiceOf } from "../wallet/service.ts";
import { giftCardServiceOf } from "./service.ts";

/**
 * Gift cards: issued with number + password, bound once (wrong guesses throttled per buyer and per
 * address), spent at /payment alone or with the balance, refunded back to the card. Every card's
 * ledger sums to its balance after every test; parallel spends never overdraw.
 */
let t: TestApp;
let skus: Sku[];
let next = 0;
const sku = () => skus[next++ % skus.length]!;
beforeAll(async () => {
  t = await createSeededApp();
  skus = (await onSaleSkus(t)).filter((s) => s.price >= 2_000 && s.price <= 20_000 && s.stock >= 50);
});
afterAll(async () => t.close());

type Buyer = Awaited<ReturnType<typeof buyer>>;
const svc = () => giftCardServiceOf(t.ctx);
const issue = (count: number, valueFen: number, days = 365) => svc().issue({ count, valueFen, days, by: "test" });
let ipSeq = 0;
const bind = (b: Buyer, cardNo: string, password: string, ip = `10.9.0.${++ipSeq % 250}`, lang: "zh" | "en" = "zh") =>
  call(t, "POST", "/p/giftcard/bind", { token: b.token, body: { cardNo, password }, lang, ip }).then((c) => ({
    ...c,
    data: c.data as GiftCard,
  }));
const cardIdOf = async (cardNo: string) =>
  Number(
    (await t.ctx.database.query<{ card_id: number }>("select card_id from gift_cards where card_no = $1", [cardNo]))[0]!
      .card_id,
  );
const cardBalance = async (cardId: number) =>
  Number(
    (await t.ctx.database.query<{ balance: number }>("select balance from gift_cards where card_id = $1", [cardId]))[0]!
      .balance,
  );
/** The card invariant: the cached balance equals the ledger sum, within 0…par value. */
async function expectCardIsLedgerSum(cardId: number): Promise<number> {
  const [balance, sum] = await Promise.all([cardBalance(cardId), svc().ledgerSum(cardId)]);
  expect(balance).toBe(sum);
  expect(balance).toBeGreaterThanOrEqual(0);
  return balance;
}
async function boundCard(b: Buyer, valueFen: number): Promise<{ card: IssuedGiftCard; cardId: number }> {
  const [card] = await issue(1, valueFen);
  expect((await bind(b, card!.cardNo, card!.password)).code).toBe("00000");
  return { card: card!, cardId: await cardIdOf(card!.cardNo) };
}
const pay = (b: Buyer, payNo: string, cardIds: number[], useBalance = false, lang: "zh" | "en" = "zh") =>
  api(t, "POST", "/p/order/pay", { token: b.token, body: { payNo, payType: 3, cardIds, useBalance }, lang });
const orderStatus = async (payNo: string) =>
  (await t.ctx.database.query<{ status: number }>("select status from orders where pay_no = $1", [payNo])).map((r) =>
    Number(r.status),
  );

describe("issuing and binding", () => {
  it("issues numbers and passwords once; binds with the right pair and lists par value, balance, due date and state", async () => {
    const cards = await issue(3, 10_000, 30);
    expect(cards).toHaveLength(3);
    for (const c of cards) {
      expect(c.cardNo).toMatch(/^\d{16}$/);
      expect(c.password).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
      expect(c.parValue).toBe(100);
    }
    expect(new Set(cards.map((c) => c.cardNo)).size).toBe(3);
    // Only the password's hash is stored.
    const stored = await t.ctx.database.query<{ password_hash: string }>(
      "select password_hash from gift_cards where card_no = $1",
      [cards[0]!.cardNo],
    );
    expect(stored[0]!.password_hash).not.toContain(cards[0]!.password);

    const b = await buyer(t);
    // Spaces and lower case are forgiven.
    const r = await bind(b, cards[0]!.cardNo.replace(/(\d{4})/g, "$1 "), cards[0]!.password.toLowerCase());
    expect(r.code, r.msg ?? "").toBe("00000");
    expect(r.data).toMatchObject({
      parValue: 100,
      balance: 100,
      state: 1,
      cardNo: `**** **** **** ${cards[0]!.cardNo.slice(-4)}`,
    });
    // Binding one's own card again answers it; another buyer is told it is taken.
    expect((await bind(b, cards[0]!.cardNo, cards[0]!.password)).code).toBe("00000");
    const other = await buyer(t);
    const taken = await bind(other, cards[0]!.cardNo, cards[0]!.password);
    expect([taken.code, taken.msg]).toEqual(["A00001", "该礼品卡已被其他用户绑定"]);
    const list = (await api<GiftCard[]>(t, "GET", "/p/giftcard/list", { token: b.token })).data;
    expect(list).toHaveLength(1);
    expect(list[0]!.dueDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect((await api<GiftCard[]>(t, "GET", "/p/giftcard/list", { token: other.token })).data).toEqual([]);
    expect(await expectCardIsLedgerSum(list[0]!.cardId)).toBe(10_000);
  });

  it("bad input: wrong password, unknown number, malformed values, an expired card — clear messages, nothing bound", async () => {
    const [card] = await issue(1, 5_000);
    const [old] = await issue(1, 5_000, 1);
    await t.ctx.database.query("update gift_cards set due_date = now() - interval '1 minute' where card_no = $1", [
      old!.cardNo,
    ]);
    const b = await buyer(t);
    const cases: [string, string, string, string, string][] = [
      ["wrong password", card!.cardNo, "ABCDEFGH", "A00001", "卡号或密码错误"],
      ["unknown number", "8000000000000000", card!.password, "A00001", "卡号或密码错误"],
      ["short number", "12345", card!.password, "A00002", "cardNo: 请输入16位礼品卡卡号"],
      ["empty password", card!.cardNo, "", "A00002", "password: 请输入8位礼品卡密码"],
      ["expired card", old!.cardNo, old!.password, "A00001", "该礼品卡已过期"],
    ];
    for (const [name, no, pw, code, msg] of cases) {
      const r = await bind(b, no, pw);
      expect([name, r.code, r.msg]).toEqual([name, code, msg]);
    }
    expect((await bind(b, "8000000000000000", "ABCDEFGH", "10.1.1.1", "en")).msg).toBe("Wrong card number or password");
    expect((await api<GiftCard[]>(t, "GET", "/p/giftcard/list", { token: b.token })).data).toEqual([]);
  });

  it("throttles wrong guesses per buyer (5) and per address (20): even the right password waits", async () => {
    const [card] = await issue(1, 5_000);
    const b = await buyer(t);
    for (let i = 0; i < 5; i++) expect((await bind(b, card!.cardNo, "ABCDEFGH", `10.2.0.${i}`)).code).toBe("A00001");
    const blocked = await bind(b, card!.cardNo, card!.password, "10.2.1.1");
    expect([blocked.code, blocked.msg]).toEqual(["B00016", "礼品卡密码错误次数过多，请15分钟后再试"]);
    // Per address: 20 buyers' wrong guesses from one address block a 21st buyer there, not elsewhere.
    for (let i = 0; i < 20; i++) await bind(await buyer(t), card!.cardNo, "ABCDEFGH", "10.3.3.3");
    const fresh = await buyer(t);
    expect((await bind(fresh, card!.cardNo, card!.password, "10.3.3.3")).code).toBe("B00016");
    expect((await bind(fresh, card!.cardNo, card!.password, "10.3.3.4")).code).toBe("00000");
  });
});

describe("paying with gift cards", () => {
  it("a card pays alone; the rest of a bigger order needs the balance (useBalance); refunds go back to the card", async () => {
    const b = await buyer(t);
    const s = sku();
    const { cardId } = await boundCard(b, s.price + 1_000);
    const r = await placeOrder(t, b, { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 1 } });
    const p = await pay(b, r.payNo, [cardId]);
    expect(p.code, p.msg ?? "").toBe("00000");
    expect(p.data.paid).toBe(true);
    expect(await orderStatus(r.payNo)).toEqual([2]);
    expect(await expectCardIsLedgerSum(cardId)).toBe(1_000 + s.price - Math.round(r.actualTotal * 100));

    // Two units cost more than the card holds: without the balance nothing moves; with it, the rest.
    const left = await cardBalance(cardId);
    const r2 = await placeOrder(t, b, { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 2 } });
    const total2 = Math.round(r2.actualTotal * 100);
    const refused = await pay(b, r2.payNo, [cardId]);
    expect([refused.code, refused.msg]).toEqual(["A00001", "礼品卡余额不足"]);
    const noBalance = await pay(b, r2.payNo, [cardId], true);
    expect([noBalance.code, noBalance.msg]).toEqual(["A00001", "余额不足"]);
    expect(await cardBalance(cardId)).toBe(left);
    expect(await orderStatus(r2.payNo)).toEqual([1]);
    await grant(t, b.userId, 100_000);
    expect((await pay(b, r2.payNo, [cardId], true)).code).toBe("00000");
    expect(await expectCardIsLedgerSum(cardId)).toBe(0);
    expect(await expectBalanceIsLedgerSum(t, b.userId)).toBe(100_000 - (total2 - left));

    // Refund one unit of the second order: back to the card (up to what it paid), the rest to the balance.
    const [item] = await t.ctx.database.query<{ order_item_id: number; order_number: string }>(
      "select i.order_item_id, o.order_number from order_items i join orders o using (order_id) where o.pay_no = $1",
      [r2.payNo],
    );
    const o = { orderNumber: item!.order_number, orderItemId: Number(item!.order_item_id) };
    await orderServiceOf(t.ctx).ship(s.shopId, "test", o.orderNumber, "SF Express", "SF1234567890");
    await orderServiceOf(t.ctx).confirmReceipt(b.userId, o.orderNumber);
    const refundFen = Math.min(total2, left + 500);
    const a = await apply(t, b, application(o, { applyType: 1, refundCount: 1, refundAmount: refundFen / 100 }));
    expect(a.code, a.msg ?? "").toBe("00000");
    const staff = await staffToken(t, s.shopId);
    expect((await api(t, "PUT", "/m/refund/accept", { token: staff, body: { refundSn: a.data.refundSn } })).code).toBe(
      "00000",
    );
    expect(await expectCardIsLedgerSum(cardId)).toBe(left);
    expect(await expectBalanceIsLedgerSum(t, b.userId)).toBe(100_000 - (total2 - left) + (refundFen - left));
  });

  it("someone else's card, an unknown card or an expired one refuses the payment; nothing moves", async () => {
    const b = await buyer(t);
    const other = await buyer(t);
    const mine = await boundCard(b, 50_000);
    const theirs = await boundCard(other, 50_000);
    const s = sku();
    const r = await placeOrder(t, b, { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 1 } });
    for (const ids of [[theirs.cardId], [mine.cardId, theirs.cardId], [999_999]]) {
      const x = await pay(b, r.payNo, ids);
      expect([x.code, x.msg]).toEqual(["A00001", "所选礼品卡不可用"]);
    }
    expect((await api(t, "POST", "/p/order/pay", { token: b.token, body: { payNo: r.payNo, payType: 3 } })).code).toBe(
      "A00002",
    );
    await t.ctx.database.query("update gift_cards set due_date = now() - interval '1 second' where card_id = $1", [
      mine.cardId,
    ]);
    expect((await pay(b, r.payNo, [mine.cardId])).msg).toBe("该礼品卡已过期");
    expect(await expectCardIsLedgerSum(mine.cardId)).toBe(50_000);
    expect(await expectCardIsLedgerSum(theirs.cardId)).toBe(50_000);
    expect(await orderStatus(r.payNo)).toEqual([1]);
  });

  it("parallel spends of one card never overdraw it: 10 orders against a card worth 3 of them", async () => {
    const b = await buyer(t);
    const s = sku();
    const orders = [];
    for (let i = 0; i < 10; i++)
      orders.push(await placeOrder(t, b, { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 1 } }));
    const each = Math.round(orders[0]!.actualTotal * 100);
    const { cardId } = await boundCard(b, each * 3 + 1);
    const results = await Promise.all(orders.map((o) => pay(b, o.payNo, [cardId])));
    expect(results.filter((r) => r.code === "00000")).toHaveLength(3);
    expect(results.filter((r) => r.code !== "00000").every((r) => r.msg === "礼品卡余额不足")).toBe(true);
    expect(await expectCardIsLedgerSum(cardId)).toBe(1);
    expect(await walletServiceOf(t.ctx).balance(b.userId)).toBe(0);
  });
});

describe("platform issue", () => {
  it("POST /admin/giftcards/issue answers numbers and passwords; bad counts and values are refused", async () => {
    const login = await api<MerchantLoginResult>(t, "POST", "/admin/login", {
      body: { userName: "platform", passWord: "souk1234" },
    });
    const token = login.data.token;
    const r = await api<IssuedGiftCard[]>(t, "POST", "/admin/giftcards/issue", {
      token,
      body: { count: 2, value: 50 },
    });
    expect(r.data.map((c) => c.parValue)).toEqual([50, 50]);
    for (const body of [
      { count: 0, value: 50 },
      { count: 2, value: 0.5 },
      { count: 2, value: 10_001 },
    ])
      expect((await api(t, "POST", "/admin/giftcards/issue", { token, body })).code).toBe("A00002");
    const b = await buyer(t);
    expect(
      (await api(t, "POST", "/admin/giftcards/issue", { token: b.token, body: { count: 1, value: 5 } })).code,
    ).toBe("A00004");
  });
});
