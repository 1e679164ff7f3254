import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import type { ChatConversation, ChatMessage, MerchantLoginResult } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { buyer, onSaleSkus, placeOrder, type Sku } from "../checkout/test-support.ts";
import { api, listenLocally } from "../../../test/http.ts";
import { connectChat, isCode, isMessage } from "./test-support.ts";
import { isWithinServiceHours } from "./service-hours.ts";

let t: TestApp;
let skus: Sku[];
let base: string;
beforeAll(async () => {
  t = await createSeededApp();
  t.ctx.config.chatServiceHours = "00:00-24:00";
  skus = await onSaleSkus(t);
  base = `ws://127.0.0.1:${await listenLocally(t)}`;
});
afterAll(async () => t.close());

const staffLogin = async (shopId: number) =>
  (await api<MerchantLoginResult>(t, "POST", "/m/login", { body: { userName: `shop${shopId}`, passWord: "souk1234" } }))
    .data.token;

async function openWith(token: string, shopId: number) {
  const r = await api<{ conversationId: number; online: boolean }>(t, "POST", "/p/user/conversations", {
    token,
    body: { shopId },
  });
  expect(r.code).toBe("00000");
  return r.data;
}

describe("buyer ↔ shop chat over the sockets", () => {
  it("routes a buyer's product question to the online agent, who answers live; unread counts and history follow", async () => {
    const s = skus[0]!;
    const b = await buyer(t);
    const agent = await connectChat(`${base}/ua/im/agent?token=${await staffLogin(s.shopId)}`);
    const me = await connectChat(`${base}/ua/im/online`, { authorization: b.token });
    const { conversationId, online } = await openWith(b.token, s.shopId);
    expect(online).toBe(true);
    me.send({ op: "send", conversationId, clientId: "c1", message: { kind: 4, content: String(s.prodId) } });
    const echo = (await me.next((f) => f.msgType === "message" && (f.data as ChatMessage).clientId === "c1"))
      .data as ChatMessage;
    expect(echo.card).toMatchObject({ prodId: s.prodId });
    const atAgent = (await agent.next(isMessage(String(s.prodId)))).data as ChatMessage;
    expect(atAgent.messageId).toBe(echo.messageId);
    // The conversation was assigned to the agent (announced on the console).
    await agent.next((f) => f.msgType === "conversation");
    agent.send({ op: "send", conversationId, message: { kind: 1, content: "<b>In stock</b>, ships today" } });
    const reply = (await me.next(isMessage("<b>In stock</b>, ships today"))).data as ChatMessage;
    expect(reply.sender).toBe(2);
    const list = await api<ChatConversation[]>(t, "GET", "/p/user/conversations", { token: b.token });
    expect(list.data[0]).toMatchObject({ conversationId, shopId: s.shopId, unread: 1, status: 1 });
    me.send({ op: "read", conversationId, messageId: reply.messageId });
    me.send({ op: "ping" });
    await me.next((f) => f.msgType === "pong");
    expect((await api<ChatConversation[]>(t, "GET", "/p/user/conversations", { token: b.token })).data[0]!.unread).toBe(
      0,
    );
    const older = await api<ChatMessage[]>(
      t,
      "GET",
      `/p/user/conversations/messages?conversationId=${conversationId}&beforeId=${reply.messageId}`,
      { token: b.token },
    );
    expect(older.data.map((m) => m.messageId)).toEqual([echo.messageId]);
    me.close();
    agent.close();
  });

  it("resumes from the last id seen: what arrived while away comes once, in order", async () => {
    const s = skus[1]!;
    const b = await buyer(t);
    const agent = await connectChat(`${base}/ua/im/agent?token=${await staffLogin(s.shopId)}`);
    const { conversationId } = await openWith(b.token, s.shopId);
    let me = await connectChat(`${base}/ua/im/online`, { authorization: b.token });
    me.send({ op: "send", conversationId, message: { kind: 1, content: "hello" } });
    const first = (await me.next(isMessage("hello"))).data as ChatMessage;
    me.close();
    await me.closed;
    for (const text of ["a", "b", "c"]) agent.send({ op: "send", conversationId, message: { kind: 1, content: text } });
    await agent.next(isMessage("c"));
    me = await connectChat(`${base}/ua/im/online`, { authorization: b.token });
    me.send({ op: "resume", afterId: first.messageId });
    await me.next((f) => f.msgType === "resumed");
    const got = me.frames.filter((f) => f.msgType === "message").map((f) => (f.data as ChatMessage).content);
    expect(got).toEqual(["a", "b", "c"]);
    me.close();
    agent.close();
  });

  it("a second page takes over (code 11 on the first); nobody online → code 12, the message is still stored", async () => {
    const s = skus.find((x) => x.shopId !== skus[0]!.shopId && x.shopId !== skus[1]!.shopId)!;
    const b = await buyer(t);
    const first = await connectChat(`${base}/ua/im/online?token=${encodeURIComponent(b.token)}`, {
      "accept-language": "en",
    });
    const second = await connectChat(`${base}/ua/im/online`, { cookie: `token=${encodeURIComponent(b.token)}` });
    const taken = await first.next(isCode("11"));
    expect(taken.msg).toBe("This consultation is no longer valid: it was consulted elsewhere");
    expect(await first.closed).toBe(4011);
    const { conversationId, online } = await openWith(b.token, s.shopId);
    expect(online).toBe(false);
    second.send({ op: "send", conversationId, message: { kind: 1, content: "anyone there?" } });
    await second.next(isMessage("anyone there?"));
    expect((await second.next(isCode("12"))).msg).toBe("当前客服不在线");
    const staff = await staffLogin(s.shopId);
    const list = await api<ChatConversation[]>(t, "GET", "/m/chat/conversations", { token: staff });
    expect(list.data.find((c) => c.conversationId === conversationId)).toMatchObject({ status: 0, unread: 1 });
    second.close();
  });

  it("outside service hours the buyer is told nobody is online", () => {
    const at = Date.UTC(2026, 0, 1, 10, 0); // 18:00 China time
    expect(isWithinServiceHours("09:00-17:00", at)).toBe(false);
    expect(isWithinServiceHours("09:00-17:00", Date.UTC(2026, 0, 1, 2, 0))).toBe(true); // 10:00
    expect(isWithinServiceHours("22:00-02:00", Date.UTC(2026, 0, 1, 17, 30))).toBe(true); // 01:30
    expect(isWithinServiceHours("00:00-24:00", at)).toBe(true);
  });
});

describe("the online-user path as the spec says (encoded token and user id)", () => {
  it("connects with ?token=<encoded>&userId=; a sign-in elsewhere answers 14 to the older page; a signed-out session 13 at its heartbeat", async () => {
    const b = await buyer(t);
    const first = await connectChat(
      `${base}/ua/im/online?token=${encodeURIComponent(b.token)}&userId=${b.userId}&lang=en`,
    );
    first.send({ op: "ping" });
    await first.next((f) => f.msgType === "pong");
    // The same buyer signs in on another device: a new session, not another page of this one.
    const { token: other } = await t.ctx.tokens.issue(b.userId);
    const second = await connectChat(`${base}/ua/im/online?token=${encodeURIComponent(other)}&userId=${b.userId}`);
    expect((await first.next(isCode("14"))).msg).toBe("The user is logged in elsewhere, please refresh");
    expect(await first.closed).toBe(4014);
    // That session signs out: the open socket hears so at its next heartbeat.
    await t.ctx.tokens.revoke(other);
    second.send({ op: "ping" });
    expect((await second.next(isCode("13"))).msg).toBe("账号已下线，请重新登录");
    expect(await second.closed).toBe(4013);
  });
});

describe("refusals", () => {
  it("refuses a missing token or another's user id (code 10), a dead session (13), a foreign Origin (403), another's conversation, spoofed senders, other shops' agents", async () => {
    const noUser = await connectChat(`${base}/ua/im/online`);
    expect((await noUser.next(isCode("10"))).msg).toBe("无法获取用户信息，请重新登录");
    expect(await noUser.closed).toBe(4001);
    // A browser cannot set Accept-Language on a socket; the page's ?lang= picks the language.
    const noUserEn = await connectChat(`${base}/ua/im/online?lang=en`);
    expect((await noUserEn.next(isCode("10"))).msg).toBe("Unable to get user information, please log in again");
    const dead = await connectChat(`${base}/ua/im/online?token=nope&lang=en`);
    expect((await dead.next(isCode("13"))).msg).toBe("Account is offline, please login again");
    expect(await dead.closed).toBe(4013);
    const deadZh = await connectChat(`${base}/ua/im/online?token=nope`);
    expect((await deadZh.next(isCode("13"))).msg).toBe("账号已下线，请重新登录");
    const b = await buyer(t);
    const someoneElse = await connectChat(
      `${base}/ua/im/online?token=${encodeURIComponent(b.token)}&userId=${b.userId + 100000}`,
    );
    await someoneElse.next(isCode("10"));
    expect(await someoneElse.closed).toBe(4001);
    await expect(
      connectChat(`${base}/ua/im/online`, { authorization: b.token, origin: "https://evil.example" }),
    ).rejects.toThrow("HTTP 403");
    const storefront = await connectChat(`${base}/ua/im/online`, {
      authorization: b.token,
      origin: t.ctx.config.publicUrl,
    });
    storefront.close();

    const victim = await buyer(t);
    const s = skus[0]!;
    const theirs = await openWith(victim.token, s.shopId);
    const me = await connectChat(`${base}/ua/im/online`, { authorization: b.token });
    // sender/userId in the frame are not part of the contract: dropped, the sender is the token's.
    me.send({
      op: "send",
      conversationId: theirs.conversationId,
      sender: 2,
      userId: victim.userId,
      message: { kind: 1, content: "x" },
    });
    expect((await me.next(isCode("A00013"))).msg).toBe("会话不存在");
    me.send({ op: "resume", afterId: 0 });
    await me.next((f) => f.msgType === "resumed");
    expect(me.frames.filter((f) => f.msgType === "message")).toEqual([]);
    const hist = await api(t, "GET", `/p/user/conversations/messages?conversationId=${theirs.conversationId}`, {
      token: b.token,
    });
    expect(hist.status).toBe(404);
    me.send("not json");
    expect((await me.next(isCode("A00002"))).msg).toBe("消息格式不正确");
    // Another shop's agent cannot answer; another agent of the same shop is not responsible once one took it.
    const other = skus.find((x) => x.shopId !== s.shopId)!;
    const foreign = await connectChat(`${base}/ua/im/agent?token=${await staffLogin(other.shopId)}`);
    foreign.send({ op: "send", conversationId: theirs.conversationId, message: { kind: 1, content: "hi" } });
    await foreign.next(isCode("A00013"));
    foreign.close();
    // A buyer token is no agent token.
    const fake = await connectChat(`${base}/ua/im/agent?token=${encodeURIComponent(b.token)}`);
    await fake.next(isCode("10"));
    me.close();
  });

  it("limits sends per connection and the frame size", async () => {
    const b = await buyer(t);
    const { conversationId } = await openWith(b.token, skus[2]!.shopId);
    const me = await connectChat(`${base}/ua/im/online`, { authorization: b.token });
    for (let i = 0; i < 11; i++) me.send({ op: "send", conversationId, message: { kind: 1, content: `m${i}` } });
    expect((await me.next(isCode("B00016"))).msg).toBe("发送太频繁，请稍后再试");
    me.send(JSON.stringify({ op: "ping", pad: "x".repeat(9000) }));
    expect(await me.closed).toBe(1009);
  });

  it("answers 15 to an agent writing in a conversation another agent is responsible for", async () => {
    const s = skus[3]!;
    const b = await buyer(t);
    const { conversationId } = await openWith(b.token, s.shopId);
    const db = t.ctx.database.db;
    const { shopStaff } = await import("../../infra/db/schema/index.ts");
    const [second] = await db
      .insert(shopStaff)
      .values({ shopId: s.shopId, userName: `agent2-${s.shopId}`, passwordHash: "x" })
      .returning();
    const agentB = await connectChat(`${base}/ua/im/agent?token=${await staffLogin(s.shopId)}`);
    // The first agent takes the conversation, then hands it to the second agent.
    agentB.send({ op: "send", conversationId, message: { kind: 1, content: "mine" } });
    await agentB.next(isMessage("mine"));
    const staff = await staffLogin(s.shopId);
    expect(
      (await api(t, "POST", "/m/chat/transfer", { token: staff, body: { conversationId, toStaffId: second!.staffId } }))
        .code,
    ).toBe("00000");
    agentB.send({ op: "send", conversationId, message: { kind: 1, content: "still mine?" } });
    expect((await agentB.next(isCode("15"))).msg).toBe("您不是该会话的负责客服");
    agentB.close();
  });
});

describe("cards and context", () => {
  it("sends an order card only for the buyer's own order with that shop; the agent sees browsing and orders", async () => {
    const s = skus[4]!;
    const b = await buyer(t);
    const order = await placeOrder(t, b, { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 1 } });
    const orderNumber = order.orderNumbers[0]!;
    expect((await api(t, "POST", "/p/user/footprint", { token: b.token, body: { prodId: s.prodId } })).code).toBe(
      "00000",
    );
    const recent = await api<{ prodId: number }[]>(t, "GET", "/p/user/recentBrowse", { token: b.token });
    expect(recent.data.map((p) => p.prodId)).toEqual([s.prodId]);
    const { conversationId } = await openWith(b.token, s.shopId);
    const me = await connectChat(`${base}/ua/im/online`, { authorization: b.token });
    me.send({ op: "send", conversationId, message: { kind: 5, content: orderNumber } });
    const card = (await me.next(isMessage(orderNumber))).data as ChatMessage;
    expect(card.card).toMatchObject({ orderNumber, actualTotal: order.actualTotal, productNums: 1 });
    // Another buyer's order, or an order with another shop, is "not found".
    const other = await buyer(t);
    const theirs = await placeOrder(t, other, { buyNow: { prodId: s.prodId, skuId: s.skuId, count: 1 } });
    me.send({ op: "send", conversationId, message: { kind: 5, content: theirs.orderNumbers[0]! } });
    expect((await me.next(isCode("A00013"))).msg).toBe("订单不存在");
    const elsewhere = await openWith(b.token, skus.find((x) => x.shopId !== s.shopId)!.shopId);
    me.send({ op: "send", conversationId: elsewhere.conversationId, message: { kind: 5, content: orderNumber } });
    expect((await me.next(isCode("A00013"))).msg).toBe("订单不存在");
    const staff = await staffLogin(s.shopId);
    const ctx = await api<{ recentBrowse: { prodId: number }[]; orders: { orderNumber: string }[] }>(
      t,
      "GET",
      `/m/chat/context/${conversationId}`,
      { token: staff },
    );
    expect(ctx.data.recentBrowse.map((p) => p.prodId)).toEqual([s.prodId]);
    expect(ctx.data.orders.map((o) => o.orderNumber)).toEqual([orderNumber]);
    const foreign = await api(t, "GET", `/m/chat/context/${conversationId}`, {
      token: await staffLogin(skus.find((x) => x.shopId !== s.shopId)!.shopId),
    });
    expect(foreign.status).toBe(404);
    me.close();
  });
});

describe("chat pictures", () => {
  it("re-encodes an uploaded picture to WebP and refuses what is not one", async () => {
    const b = await buyer(t);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c00" } })
      .png()
      .toBuffer();
    const upload = (bytes: Buffer) => {
      const boundary = "----chat";
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: "POST",
        url: "/p/file/uploadImFile",
        payload: body,
        headers: {
          authorization: b.token,
          "accept-language": "en",
          "content-type": `multipart/form-data; boundary=${boundary}`,
        },
      });
    };
    const ok = (await upload(png)).json();
    expect(ok.data.filePath).toMatch(/^\/files\/im\/[A-Za-z0-9_-]{22}\.webp$/);
    const served = await t.app.inject({ url: ok.data.filePath });
    expect(served.headers["content-type"]).toBe("image/webp");
    const bad = await upload(Buffer.from("<svg onload=alert(1)>"));
    expect([bad.statusCode, bad.json().msg]).toEqual([415, "Please upload a JPG, PNG, WEBP or GIF image"]);
  });
});
