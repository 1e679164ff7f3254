import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { platformRolesFor } from "@souk/contract";
import type { Db } from "../../infra/db/client.ts";
import { chatAgentPresence, chatConversations, chatMessages, shopStaff, users } from "../../infra/db/schema/index.ts";

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

/** Online = a console socket refreshed the row within this window. */
export const PRESENCE_STALE_MS = 60_000;

export async function conversationById(db: Db, conversationId: number): Promise<ConversationRow | null> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.conversationId, conversationId));
  return row ?? null;
}

/** The buyer's conversation with a shop (0 = platform), created on first use. */
export async function openConversation(db: Db, userId: number, shopId: number): Promise<ConversationRow> {
  await db.insert(chatConversations).values({ userId, shopId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.userId, userId), eq(chatConversations.shopId, shopId)));
  return row!;
}

export async function buyerConversations(db: Db, userId: number): Promise<ConversationRow[]> {
  return db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.userId, userId))
    .orderBy(desc(chatConversations.updatedAt))
    .limit(100);
}

export async function shopConversations(db: Db, shopId: number): Promise<(ConversationRow & { nickName: string })[]> {
  const rows = await db
    .select({ c: chatConversations, nickName: users.nickName })
    .from(chatConversations)
    .innerJoin(users, eq(users.userId, chatConversations.userId))
    .where(and(eq(chatConversations.shopId, shopId), gt(chatConversations.lastMessageId, 0)))
    .orderBy(desc(chatConversations.updatedAt))
    .limit(200);
  return rows.map((r) => ({ ...r.c, nickName: r.nickName }));
}

export async function nickNames(db: Db, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: users.userId, nickName: users.nickName })
    .from(users)
    .where(inArray(users.userId, userIds));
  return new Map(rows.map((r) => [r.userId, r.nickName]));
}

/** Stores a message and moves the conversation's last id and time in one transaction. */
export async function insertMessage(
  db: Db,
  m: Pick<MessageRow, "conversationId" | "sender" | "senderId" | "kind" | "content" | "card">,
  now: Date,
): Promise<MessageRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatMessages)
      .values({ ...m, createdAt: now })
      .returning();
    await tx
      .update(chatConversations)
      .set({
        lastMessageId: sql`greatest(${chatConversations.lastMessageId}, ${row!.messageId})`,
        updatedAt: now,
        // The sender has read up to their own message.
        ...(m.sender === 1
          ? { buyerReadId: sql`greatest(${chatConversations.buyerReadId}, ${row!.messageId})` }
          : { agentReadId: sql`greatest(${chatConversations.agentReadId}, ${row!.messageId})` }),
      })
      .where(eq(chatConversations.conversationId, m.conversationId));
    return row!;
  });
}

export async function lastMessages(db: Db, ids: number[]): Promise<Map<number, MessageRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(chatMessages).where(inArray(chatMessages.messageId, ids));
  return new Map(rows.map((r) => [r.messageId, r]));
}

/** Messages of one sender kind after a read mark, per conversation. */
export async function unreadCounts(
  db: Db,
  convs: ConversationRow[],
  side: "buyer" | "agent",
): Promise<Map<number, number>> {
  if (convs.length === 0) return new Map();
  const other = side === "buyer" ? 2 : 1;
  const conds = convs.map((c) =>
    and(
      eq(chatMessages.conversationId, c.conversationId),
      gt(chatMessages.messageId, side === "buyer" ? c.buyerReadId : c.agentReadId),
    ),
  );
  const rows = await db
    .select({ conversationId: chatMessages.conversationId, n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(and(eq(chatMessages.sender, other), or(...conds)))
    .groupBy(chatMessages.conversationId);
  return new Map(rows.map((r) => [r.conversationId, r.n]));
}

/** Newest first, older than beforeId, then returned oldest first for display. */
export async function history(
  db: Db,
  conversationId: number,
  beforeId: number | undefined,
  size: number,
): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(eq(chatMessages.conversationId, conversationId), beforeId ? lt(chatMessages.messageId, beforeId) : undefined),
    )
    .orderBy(desc(chatMessages.messageId))
    .limit(size);
  return rows.reverse();
}

/** Everything after a message id in a set of conversations (resume after a reconnect), oldest first, bounded. */
export async function messagesAfter(
  db: Db,
  scope: { userId: number } | { shopId: number },
  afterId: number,
  limit: number,
): Promise<(MessageRow & { userId: number; shopId: number })[]> {
  const rows = await db
    .select({ m: chatMessages, userId: chatConversations.userId, shopId: chatConversations.shopId })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.conversationId, chatMessages.conversationId))
    .where(
      and(
        gt(chatMessages.messageId, afterId),
        "userId" in scope ? eq(chatConversations.userId, scope.userId) : eq(chatConversations.shopId, scope.shopId),
      ),
    )
    .orderBy(asc(chatMessages.messageId))
    .limit(limit);
  return rows.map((r) => ({ ...r.m, userId: r.userId, shopId: r.shopId }));
}

export async function markRead(
  db: Db,
  conversationId: number,
  side: "buyer" | "agent",
  messageId: number,
): Promise<void> {
  const col = side === "buyer" ? chatConversations.buyerReadId : chatConversations.agentReadId;
  await db
    .update(chatConversations)
    .set(
      side === "buyer"
        ? { buyerReadId: sql`greatest(${col}, ${messageId})` }
        : { agentReadId: sql`greatest(${col}, ${messageId})` },
    )
    .where(eq(chatConversations.conversationId, conversationId));
}

export async function assign(
  db: Db,
  conversationId: number,
  staffId: number,
  onlyIfUnassigned: boolean,
): Promise<boolean> {
  const rows = await db
    .update(chatConversations)
    .set({ agentStaffId: staffId, status: 1 })
    .where(
      and(
        eq(chatConversations.conversationId, conversationId),
        onlyIfUnassigned ? sql`${chatConversations.agentStaffId} is null` : undefined,
      ),
    )
    .returning({ id: chatConversations.conversationId });
  return rows.length > 0;
}

export async function presenceUp(db: Db, staffId: number, shopId: number, now: Date): Promise<void> {
  await db
    .insert(chatAgentPresence)
    .values({ staffId, shopId, connections: 1, seenAt: now })
    .onConflictDoUpdate({
      target: chatAgentPresence.staffId,
      // A stale row (its process died) restarts the count.
      set: {
        connections: sql`case when ${chatAgentPresence.seenAt} < ${new Date(now.getTime() - PRESENCE_STALE_MS)} then 1 else ${chatAgentPresence.connections} + 1 end`,
        seenAt: now,
      },
    });
}

export async function presenceSeen(db: Db, staffId: number, now: Date): Promise<void> {
  await db.update(chatAgentPresence).set({ seenAt: now }).where(eq(chatAgentPresence.staffId, staffId));
}

export async function presenceDown(db: Db, staffId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(chatAgentPresence)
      .set({ connections: sql`${chatAgentPresence.connections} - 1` })
      .where(eq(chatAgentPresence.staffId, staffId));
    await tx
      .delete(chatAgentPresence)
      .where(and(eq(chatAgentPresence.staffId, staffId), sql`${chatAgentPresence.connections} <= 0`));
  });
}

/** The shop's online agents, the least busy (fewest active conversations) first. */
export async function onlineAgents(
  db: Db,
  shopId: number,
  now: Date,
): Promise<{ staffId: number; userName: string; active: number }[]> {
  const rows = await db
    .select({
      staffId: chatAgentPresence.staffId,
      userName: shopStaff.userName,
      active: sql<number>`(select count(*)::int from chat_conversations c where c.agent_staff_id = ${chatAgentPresence.staffId} and c.status = 1)`,
    })
    .from(chatAgentPresence)
    .innerJoin(shopStaff, eq(shopStaff.staffId, chatAgentPresence.staffId))
    .where(
      and(
        eq(chatAgentPresence.shopId, shopId),
        gt(chatAgentPresence.seenAt, new Date(now.getTime() - PRESENCE_STALE_MS)),
        eq(shopStaff.status, 1),
      ),
    );
  return rows.sort((a, b) => a.active - b.active || a.staffId - b.staffId);
}

/**
 * The active agents of a shop; shopId 0 = the platform's: staff without a shop whose role serves
 * customers (super administrator, customer service — not operations or finance).
 */
export async function shopAgents(db: Db, shopId: number): Promise<{ staffId: number; userName: string }[]> {
  const scope =
    shopId === 0
      ? and(isNull(shopStaff.shopId), inArray(shopStaff.role, platformRolesFor("service")))
      : eq(shopStaff.shopId, shopId);
  return db
    .select({ staffId: shopStaff.staffId, userName: shopStaff.userName })
    .from(shopStaff)
    .where(and(scope, eq(shopStaff.status, 1)))
    .orderBy(asc(shopStaff.staffId));
}
