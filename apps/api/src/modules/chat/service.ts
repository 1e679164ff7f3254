import {
  ChatCode,
  ChatKind,
  type ChatClientFrame,
  type ChatConversation,
  type ChatMessage,
  type ChatOrderCard,
  type ChatProductCard,
  type Locale,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { createBus, type Bus } from "../../infra/bus/index.ts";
import { AppError, notFound } from "../../infra/http/app-error.ts";
import { pick } from "../../infra/http/locale.ts";
import { perContext } from "../../infra/per-context.ts";
import { mallDateTime, nowMs } from "../../infra/time.ts";
import { orderServiceOf } from "../order/service.ts";
import { productServiceOf } from "../product/service.ts";
import { shopServiceOf } from "../shop/service.ts";
import { footprintServiceOf } from "../footprint/service.ts";
import { CHAT_TEXT } from "./texts.ts";
import { isWithinServiceHours } from "./service-hours.ts";
import * as q from "./queries.ts";

/** Bus channels: a buyer's sockets, a shop's consoles. */
export const userChannel = (userId: number) => `chat:u:${userId}`;
export const shopChannel = (shopId: number) => `chat:s:${shopId}`;

/** What travels on the bus. */
export type BusEvent =
  | { type: "message"; message: ChatMessage }
  /** A buyer's new connection; `session` (a hash of its token) tells another page (11) from another sign-in (14). */
  | { type: "takeover"; connId: string; session?: string }
  | { type: "conversation"; conversationId: number; agentStaffId: number | null; status: number };

/** A connection's identity. An agent's shopId is their shop, or 0 for platform staff (platform conversations). */
export interface Party {
  side: "buyer" | "agent";
  userId?: number;
  staffId?: number;
  shopId?: number;
}

/** The outcome of a send: the stored message, and the notice for the sender when nobody can answer now. */
export interface SendResult {
  message: ChatMessage;
  notice: { code: string; text: { zh: string; en: string } } | null;
}

export function toView(m: q.MessageRow, c: { userId: number; shopId: number }): ChatMessage {
  return {
    messageId: m.messageId,
    conversationId: m.conversationId,
    shopId: c.shopId,
    userId: c.userId,
    sender: m.sender,
    kind: m.kind,
    content: m.content,
    card: (m.card as ChatProductCard | ChatOrderCard | null) ?? null,
    createTime: mallDateTime(m.createdAt),
  };
}

/**
 * Customer-service chat. Messages are stored before they are published, so the bus
 * may drop nothing that matters: sockets resume from the last id they saw. Ownership is checked
 * on every read and write: a buyer only reaches their own conversations, an agent only their
 * shop's, and only the responsible agent answers an assigned one (code 15 otherwise).
 */
export class ChatService {
  readonly bus: Bus;

  constructor(private readonly ctx: AppContext) {
    this.bus = createBus(ctx.config.redisUrl);
  }

  private get db() {
    return this.ctx.database.db;
  }

  private now(): Date {
    return new Date(nowMs(this.ctx));
  }

  inServiceHours(): boolean {
    return isWithinServiceHours(this.ctx.config.chatServiceHours, nowMs(this.ctx));
  }

  /** Whether a buyer writing now would reach someone (service hours and an online agent). */
  async anyoneOnline(shopId: number): Promise<boolean> {
    return this.inServiceHours() && (await q.onlineAgents(this.db, shopId, this.now())).length > 0;
  }

  async open(userId: number, shopId: number): Promise<q.ConversationRow> {
    if (shopId > 0 && (await shopServiceOf(this.ctx).shopCards([shopId], "zh")).length === 0)
      throw notFound(CHAT_TEXT.noShop);
    return q.openConversation(this.db, userId, shopId);
  }

  /** The buyer's conversation, or 404 (another buyer's looks exactly like a missing one). */
  async ownConversation(userId: number, conversationId: number): Promise<q.ConversationRow> {
    const c = await q.conversationById(this.db, conversationId);
    if (!c || c.userId !== userId) throw notFound(CHAT_TEXT.noConversation);
    return c;
  }

  /** The shop's conversation, or 404. */
  async shopConversation(shopId: number, conversationId: number): Promise<q.ConversationRow> {
    const c = await q.conversationById(this.db, conversationId);
    if (!c || c.shopId !== shopId) throw notFound(CHAT_TEXT.noConversation);
    return c;
  }

  async conversationsOfBuyer(userId: number, locale: Locale): Promise<ChatConversation[]> {
    const rows = await q.buyerConversations(this.db, userId);
    return this.views(rows, "buyer", locale);
  }

  async conversationsOfShop(shopId: number, locale: Locale): Promise<ChatConversation[]> {
    const rows = await q.shopConversations(this.db, shopId);
    return this.views(rows, "agent", locale);
  }

  private async views(rows: q.ConversationRow[], side: "buyer" | "agent", locale: Locale): Promise<ChatConversation[]> {
    const shopIds = [...new Set(rows.map((r) => r.shopId).filter((id) => id > 0))];
    const [shops, lasts, unread, names] = await Promise.all([
      shopServiceOf(this.ctx).shopCards(shopIds, locale),
      q.lastMessages(
        this.db,
        rows.map((r) => r.lastMessageId).filter((id) => id > 0),
      ),
      q.unreadCounts(this.db, rows, side),
      q.nickNames(this.db, [...new Set(rows.map((r) => r.userId))]),
    ]);
    const shopById = new Map(shops.map((s) => [s.shopId, s]));
    return rows.map((r) => {
      const shop = shopById.get(r.shopId);
      const last = lasts.get(r.lastMessageId);
      return {
        conversationId: r.conversationId,
        shopId: r.shopId,
        shopName: r.shopId === 0 ? pick(locale, CHAT_TEXT.platform.zh, CHAT_TEXT.platform.en) : (shop?.shopName ?? ""),
        shopLogo: shop?.shopLogo ?? "",
        userId: r.userId,
        nickName: names.get(r.userId) ?? "",
        status: r.status,
        agentStaffId: r.agentStaffId,
        unread: unread.get(r.conversationId) ?? 0,
        lastMessage: last ? toView(last, r) : null,
        updateTime: mallDateTime(r.updatedAt),
      };
    });
  }

  async history(c: q.ConversationRow, beforeId: number | undefined, size: number): Promise<ChatMessage[]> {
    return (await q.history(this.db, c.conversationId, beforeId, size)).map((m) => toView(m, c));
  }

  /** Messages after an id, for a reconnecting socket (bounded: a client far behind pages the history instead). */
  async after(party: Party, afterId: number): Promise<ChatMessage[]> {
    const scope = party.side === "buyer" ? { userId: party.userId! } : { shopId: party.shopId! };
    return (await q.messagesAfter(this.db, scope, afterId, 500)).map((m) => toView(m, m));
  }

  async markRead(c: q.ConversationRow, side: "buyer" | "agent", messageId: number): Promise<void> {
    await q.markRead(this.db, c.conversationId, side, messageId);
  }

  /**
   * Stores a message from a buyer or an agent and publishes it to both sides. A buyer's message
   * to a conversation without a responsible online agent goes to the least busy online agent of
   * the shop; with none (or outside service hours) it is still stored and the buyer is told
   * (code 12). An agent may answer a waiting conversation (taking it) or their own; another
   * agent's is refused with code 15.
   */
  async send(party: Party, frame: Extract<ChatClientFrame, { op: "send" }>, locale: Locale): Promise<SendResult> {
    let c =
      party.side === "buyer"
        ? await this.ownConversation(party.userId!, frame.conversationId)
        : await this.shopConversation(party.shopId!, frame.conversationId);
    const now = this.now();
    let notice: SendResult["notice"] = null;
    if (party.side === "agent") {
      if (c.agentStaffId !== null && c.agentStaffId !== party.staffId)
        throw new AppError("A00001", CHAT_TEXT.notResponsible, { socketCode: ChatCode.NOT_RESPONSIBLE }, 403);
      if (c.agentStaffId === null && (await q.assign(this.db, c.conversationId, party.staffId!, true))) {
        c = { ...c, agentStaffId: party.staffId!, status: 1 };
        await this.announce(c);
      } else if (c.agentStaffId === null) {
        throw new AppError("A00001", CHAT_TEXT.notResponsible, { socketCode: ChatCode.NOT_RESPONSIBLE }, 403);
      }
    }
    const { content, card } = await this.materialize(c, frame.message, locale);
    const row = await q.insertMessage(
      this.db,
      {
        conversationId: c.conversationId,
        sender: party.side === "buyer" ? 1 : 2,
        senderId: party.side === "buyer" ? party.userId! : party.staffId!,
        kind: frame.message.kind,
        content,
        card,
      },
      now,
    );
    if (party.side === "buyer") notice = await this.route(c, now);
    const message = toView(row, c);
    await this.publish(message);
    return { message, notice };
  }

  /** Finds the responsible online agent for a buyer's message; the notice when there is none. */
  private async route(c: q.ConversationRow, now: Date): Promise<SendResult["notice"]> {
    const offline = { code: ChatCode.OFFLINE, text: CHAT_TEXT.offline };
    if (!this.inServiceHours()) return offline;
    const online = await q.onlineAgents(this.db, c.shopId, now);
    if (c.agentStaffId !== null && online.some((a) => a.staffId === c.agentStaffId)) return null;
    const next = online[0];
    if (!next) return offline;
    await q.assign(this.db, c.conversationId, next.staffId, false);
    await this.announce({ ...c, agentStaffId: next.staffId, status: 1 });
    return null;
  }

  /** Moves a conversation of the shop to another agent of the same shop. */
  async transfer(shopId: number, fromStaffId: number, conversationId: number, toStaffId: number): Promise<void> {
    const c = await this.shopConversation(shopId, conversationId);
    if (c.agentStaffId !== null && c.agentStaffId !== fromStaffId)
      throw new AppError("A00001", CHAT_TEXT.notResponsible, null, 403);
    const agents = await q.shopAgents(this.db, shopId);
    if (!agents.some((a) => a.staffId === toStaffId)) throw notFound(CHAT_TEXT.noAgent);
    await q.assign(this.db, conversationId, toStaffId, false);
    await this.announce({ ...c, agentStaffId: toStaffId, status: 1 });
  }

  async agents(shopId: number): Promise<{ staffId: number; userName: string; online: boolean }[]> {
    const [all, online] = await Promise.all([
      q.shopAgents(this.db, shopId),
      q.onlineAgents(this.db, shopId, this.now()),
    ]);
    const on = new Set(online.map((a) => a.staffId));
    return all.map((a) => ({ ...a, online: on.has(a.staffId) }));
  }

  /** The buyer's context for an agent: recent browsing and their orders with this shop (the platform sees all). */
  async buyerContext(c: q.ConversationRow, locale: Locale) {
    const [browsing, orders] = await Promise.all([
      footprintServiceOf(this.ctx).page(c.userId, { current: 1, size: 10 }, locale),
      orderServiceOf(this.ctx).list(c.userId, { current: 1, size: 50, status: 0 }, locale),
    ]);
    return {
      recentBrowse: browsing.records.flatMap((d) => d.items),
      orders: orders.records.filter((o) => c.shopId === 0 || o.shopId === c.shopId).slice(0, 10),
    };
  }

  async presenceUp(staffId: number, shopId: number): Promise<void> {
    await q.presenceUp(this.db, staffId, shopId, this.now());
  }
  async presenceSeen(staffId: number): Promise<void> {
    await q.presenceSeen(this.db, staffId, this.now());
  }
  async presenceDown(staffId: number): Promise<void> {
    await q.presenceDown(this.db, staffId);
  }

  /** Resolves a card against the catalogue / the buyer's own orders; the snapshot is the server's. */
  private async materialize(
    c: q.ConversationRow,
    m: Extract<ChatClientFrame, { op: "send" }>["message"],
    locale: Locale,
  ): Promise<{ content: string; card: Record<string, unknown> | null }> {
    if (m.kind === ChatKind.PRODUCT) {
      const p = await productServiceOf(this.ctx)
        .prodInfo(Number(m.content), locale)
        .catch(() => {
          throw notFound(CHAT_TEXT.noProduct);
        });
      const card: ChatProductCard = { prodId: p.prodId, prodName: p.prodName, pic: p.pic, price: p.price };
      return { content: String(p.prodId), card: { ...card } };
    }
    if (m.kind === ChatKind.ORDER) {
      const page = await orderServiceOf(this.ctx).list(
        c.userId,
        { current: 1, size: 1, status: 0, orderNumber: m.content },
        locale,
      );
      const o = page.records.find((r) => r.orderNumber === m.content);
      if (!o || (c.shopId > 0 && o.shopId !== c.shopId)) throw notFound(CHAT_TEXT.noOrder);
      const first = o.items[0];
      const card: ChatOrderCard = {
        orderNumber: o.orderNumber,
        statusLabel: o.statusLabel,
        actualTotal: o.actualTotal,
        pic: first?.pic ?? "",
        prodName: first?.prodName ?? "",
        productNums: o.productNums,
      };
      return { content: o.orderNumber, card: { ...card } };
    }
    return { content: m.content, card: null };
  }

  private async publish(message: ChatMessage): Promise<void> {
    const event: BusEvent = { type: "message", message };
    // Fire-and-forget: the message is stored; a failed publish costs only liveness (clients resume).
    await Promise.all([
      this.bus.publish(userChannel(message.userId), event).catch(() => undefined),
      this.bus.publish(shopChannel(message.shopId), event).catch(() => undefined),
    ]);
  }

  private async announce(
    c: Pick<q.ConversationRow, "conversationId" | "shopId" | "agentStaffId" | "status">,
  ): Promise<void> {
    const event: BusEvent = {
      type: "conversation",
      conversationId: c.conversationId,
      agentStaffId: c.agentStaffId,
      status: c.status,
    };
    await this.bus.publish(shopChannel(c.shopId), event).catch(() => undefined);
  }
}

export const chatServiceOf = perContext((ctx) => new ChatService(ctx));
