import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatConversation, ChatMessage, MerchantLoginResult } from "@souk/contract";
import type { TestApp } from "../../../test/harness.ts";
import { hashPassword } from "../../infra/auth/password-hash.ts";
import { isNotNull } from "drizzle-orm";
import { chatAgentPresence, shopStaff } from "../../infra/db/schema/index.ts";
import { createSeededApp } from "../../seed/test-support.ts";
import { buyer, onSaleSkus, type Sku } from "../checkout/test-support.ts";
import { api, listenLocally } from "../../../test/http.ts";
import { connectChat, isCode, isMessage, type ChatClient } from "./test-support.ts";
import { delayAfter } from "../staff/signin-throttle.ts";

/*
 * Platform customer service: platform staff (accounts without a shop) sign in at /admin/login and
 * answer the buyers' platform conversations (shopId 0) on the agent socket and under /admin/chat;
 * shop staff and platform staff never see each other's conversations.
 */

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

const signIn = (path: "/m/login" | "/admin/login", userName: string, passWord = "souk1234") =>
  api<MerchantLoginResult>(t, "POST", path, { body: { userName, passWord } });
const platformToken = async (userName = "platform") => (await signIn("/admin/login", userName)).data.token;
const shopToken = async (shopId: number) => (await signIn("/m/login", `shop${shopId}`)).data.token;
const agentSocket = async (token: string) => connectChat(`${base}/ua/im/agent?token=${token}`);

async function openPlatform(token: string) {
  const r = await api<{ conversationId: number; online: boolean }>(t, "POST", "/p/user/conversations", {
    token,
    body: { shopId: 0 },
  });
  expect(r.code).toBe("00000");
  return r.data;
}

/** Closes agent sockets and waits until their presence rows are gone (the close handler is async). */
async function closeAgents(...agents: ChatClient[]) {
  for (const a of agents) {
    a.close();
    await a.closed;
  }
  for (let i = 0; i < 50; i++) {
    const rows = await t.ctx.database.db.select().from(chatAgentPresence);
    if (rows.length === 0) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("platform staff accounts", () => {
  it("sign in at /admin/login only; their token works on /admin/ only, a shop token not there", async () => {
    const platform = await signIn("/admin/login", "platform");
    expect(platform.code).toBe("00000");
    expect(platform.data).toMatchObject({ shopId: 0, shopName: "Platform customer service", expiresIn: 7 * 24 * 3600 });
    // The other door answers exactly like a wrong password, for both scopes.
    const viaShopDoor = await signIn("/m/login", "platform");
    expect([viaShopDoor.status, viaShopDoor.msg]).toEqual([401, "Wrong account or password"]);
    const shopViaAdmin = await signIn("/admin/login", `shop${skus[0]!.shopId}`);
    expect([shopViaAdmin.status, shopViaAdmin.msg]).toEqual([401, "Wrong account or password"]);

    const p = platform.data.token;
    const s = await shopToken(skus[0]!.shopId);
    const b = await buyer(t);
    expect((await api(t, "GET", "/admin/chat/conversations", { token: p })).code).toBe("00000");
    for (const [url, token] of [
      ["/m/order/page", p],
      ["/m/chat/conversations", p],
      ["/admin/chat/conversations", s],
      ["/admin/chat/conversations", b.token],
      ["/admin/chat/conversations", ""],
    ] as const)
      expect([url, (await api(t, "GET", url, { token })).code]).toEqual([url, "A00004"]);
    expect((await api(t, "POST", "/admin/logout", { token: p })).code).toBe("00000");
    expect((await api(t, "GET", "/admin/chat/conversations", { token: p })).code).toBe("A00004");
  });

  it("share the merchant sign-in limit: wrong platform passwords lock the account at both doors from that address", async () => {
    const login = (url: string, passWord: string) =>
      t.app.inject({
        method: "POST",
        url,
        remoteAddress: "203.0.113.77",
        payload: { userName: "platform", passWord },
        headers: { "accept-language": "en" },
      });
    // A patient guesser waits out each delay (staff/signin-throttle.ts) on the app's clock.
    let offset = 0;
    t.ctx.clock = () => Date.now() + offset;
    for (let i = 1; i <= 10; i++) {
      expect((await login("/admin/login", "wrong-guess")).statusCode).toBe(401);
      offset += delayAfter(i) * 1000;
    }
    const locked = await login("/admin/login", "souk1234");
    expect([locked.statusCode, locked.json().msg]).toEqual([
      429,
      "Too many wrong passwords, please try again in 30 minutes",
    ]);
    expect((await login("/m/login", "souk1234")).statusCode).toBe(429);
    // Another address is not locked out by the guesser.
    expect((await signIn("/admin/login", "platform")).code).toBe("00000");
    t.ctx.clock = undefined;
  });
});

describe("platform agents in chat", () => {
  it("a buyer writing to the platform with no platform agent online gets code 12, even with shop agents online", async () => {
    const shopAgent = await agentSocket(await shopToken(skus[0]!.shopId));
    const b = await buyer(t);
    const { conversationId, online } = await openPlatform(b.token);
    expect(online).toBe(false);
    const me = await connectChat(`${base}/ua/im/online?lang=en`, { authorization: b.token });
    me.send({ op: "send", conversationId, message: { kind: 1, content: "anyone there?" } });
    await me.next(isMessage("anyone there?"));
    expect((await me.next(isCode("12"))).msg).toBe("Current customer service is not online");
    // Stored and waiting for the platform (not visible to the shop).
    const waiting = await api<ChatConversation[]>(t, "GET", "/admin/chat/conversations", {
      token: await platformToken(),
    });
    expect(waiting.data.find((c) => c.conversationId === conversationId)).toMatchObject({
      agentStaffId: null,
      unread: 1,
    });
    me.close();
    await closeAgents(shopAgent);
  });

  it("routes a platform conversation to the online platform agent, who answers live; shops see none of it", async () => {
    const s = skus[0]!;
    const pToken = await platformToken();
    const platformId = (await signIn("/admin/login", "platform")).data.staffId;
    const agent = await agentSocket(pToken);
    const sToken = await shopToken(s.shopId);
    const shopAgent = await agentSocket(sToken);
    const b = await buyer(t);
    const { conversationId, online } = await openPlatform(b.token);
    expect(online).toBe(true);
    const shopConv = await api<{ conversationId: number }>(t, "POST", "/p/user/conversations", {
      token: b.token,
      body: { shopId: s.shopId },
    });
    const me = await connectChat(`${base}/ua/im/online`, { authorization: b.token });
    me.send({ op: "send", conversationId, message: { kind: 4, content: String(s.prodId) } });
    const atAgent = (await agent.next(isMessage(String(s.prodId)))).data as ChatMessage;
    expect(atAgent).toMatchObject({ conversationId, shopId: 0, sender: 1 });
    expect((await agent.next((f) => f.msgType === "conversation")).data).toMatchObject({
      conversationId,
      agentStaffId: platformId,
      status: 1,
    });
    agent.send({ op: "send", conversationId, message: { kind: 1, content: "Platform here, how can I help?" } });
    expect(((await me.next(isMessage("Platform here, how can I help?"))).data as ChatMessage).sender).toBe(2);
    expect(me.frames.some(isCode("12"))).toBe(false);

    // The platform's lists, history and context; the buyer's orders of any shop count for the platform.
    const list = await api<ChatConversation[]>(t, "GET", "/admin/chat/conversations", { token: pToken });
    expect(list.data.find((c) => c.conversationId === conversationId)).toMatchObject({
      shopId: 0,
      agentStaffId: platformId,
    });
    const hist = await api<ChatMessage[]>(t, "GET", `/admin/chat/messages?conversationId=${conversationId}`, {
      token: pToken,
    });
    expect(hist.data.map((m) => m.content)).toEqual([String(s.prodId), "Platform here, how can I help?"]);
    expect((await api(t, "GET", `/admin/chat/context/${conversationId}`, { token: pToken })).code).toBe("00000");

    // Shop staff: not in their list, 404 on history/context, refused on the socket, nothing delivered live.
    const shopList = await api<ChatConversation[]>(t, "GET", "/m/chat/conversations", { token: sToken });
    expect(shopList.data.some((c) => c.conversationId === conversationId)).toBe(false);
    expect((await api(t, "GET", `/m/chat/messages?conversationId=${conversationId}`, { token: sToken })).status).toBe(
      404,
    );
    expect((await api(t, "GET", `/m/chat/context/${conversationId}`, { token: sToken })).status).toBe(404);
    shopAgent.send({ op: "send", conversationId, message: { kind: 1, content: "shop butting in" } });
    await shopAgent.next(isCode("A00013"));
    shopAgent.send({ op: "resume", afterId: 0 });
    await shopAgent.next((f) => f.msgType === "resumed");
    expect(shopAgent.frames.some((f) => f.msgType === "message" && (f.data as ChatMessage).shopId === 0)).toBe(false);

    // And the other way round: the platform does not reach the shop's conversation.
    const sc = shopConv.data.conversationId;
    expect((await api(t, "GET", `/admin/chat/messages?conversationId=${sc}`, { token: pToken })).status).toBe(404);
    agent.send({ op: "send", conversationId: sc, message: { kind: 1, content: "platform butting in" } });
    await agent.next(isCode("A00013"));
    me.send({ op: "send", conversationId: sc, message: { kind: 1, content: "to the shop" } });
    await shopAgent.next(isMessage("to the shop"));
    await me.next(isMessage("to the shop"));
    agent.send({ op: "resume", afterId: 0 });
    await agent.next((f) => f.msgType === "resumed");
    expect(agent.frames.some((f) => f.msgType === "message" && (f.data as ChatMessage).shopId !== 0)).toBe(false);
    me.close();
    await closeAgents(agent, shopAgent);
  });

  it("transfers between platform agents; the agent list holds platform staff only", async () => {
    const [second] = await t.ctx.database.db
      .insert(shopStaff)
      .values({ shopId: null, userName: "platform2", role: "service", passwordHash: await hashPassword("souk1234") })
      .returning();
    const first = await signIn("/admin/login", "platform");
    const agentA = await agentSocket(first.data.token);
    const agentB = await agentSocket(await platformToken("platform2"));
    const b = await buyer(t);
    const { conversationId } = await openPlatform(b.token);
    const me = await connectChat(`${base}/ua/im/online`, { authorization: b.token });
    me.send({ op: "send", conversationId, message: { kind: 1, content: "refund question" } });
    await me.next(isMessage("refund question"));
    const assigned = (
      await agentA.next(
        (f) => f.msgType === "conversation" && (f.data as { conversationId: number }).conversationId === conversationId,
      )
    ).data as { agentStaffId: number };
    const agents = await api<{ staffId: number; userName: string; online: boolean }[]>(t, "GET", "/admin/chat/agents", {
      token: first.data.token,
    });
    // Platform staff who serve customers (super, customer service; the seed's platform_service is
    // offline), never the operations or finance accounts.
    expect(agents.data.map((a) => [a.userName, a.online])).toEqual([
      ["platform", true],
      ["platform_service", false],
      ["platform2", true],
    ]);
    // Whoever got it hands it to the other; the new one answers, the old one is no longer responsible.
    const [from, to] = assigned.agentStaffId === first.data.staffId ? [agentA, agentB] : [agentB, agentA];
    const toId = assigned.agentStaffId === first.data.staffId ? second!.staffId : first.data.staffId;
    const fromToken =
      assigned.agentStaffId === first.data.staffId ? first.data.token : await platformToken("platform2");
    // A shop agent is no platform agent to transfer to.
    const [shopAgentRow] = await t.ctx.database.db.select().from(shopStaff).where(isNotNull(shopStaff.shopId)).limit(1);
    const wrong = await api(t, "POST", "/admin/chat/transfer", {
      token: fromToken,
      body: { conversationId, toStaffId: shopAgentRow!.staffId },
    });
    expect(wrong.status).toBe(404);
    const moved = await api(t, "POST", "/admin/chat/transfer", {
      token: fromToken,
      body: { conversationId, toStaffId: toId },
    });
    expect(moved.code).toBe("00000");
    to.send({ op: "send", conversationId, message: { kind: 1, content: "I have it now" } });
    await me.next(isMessage("I have it now"));
    from.send({ op: "send", conversationId, message: { kind: 1, content: "me too" } });
    expect((await from.next(isCode("15"))).msg).toBe("您不是该会话的负责客服");
    me.close();
    await closeAgents(agentA, agentB);
  });
});
