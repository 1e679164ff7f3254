import { asc, eq, isNotNull } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { chatConversations, chatMessages, shopStaff, users } from "../infra/db/schema/index.ts";

/**
 * A demo conversation (idempotent): the demo buyer asked the first shop about delivery and its
 * staff answered, so /chat and the console show a thread on a fresh start. Only when the demo
 * buyer has no conversation yet.
 */
export async function ensureChatDemo(ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const [demo] = await db.select({ userId: users.userId }).from(users).where(eq(users.userName, "demo")).limit(1);
  const [staff] = await db
    .select()
    .from(shopStaff)
    .where(isNotNull(shopStaff.shopId))
    .orderBy(asc(shopStaff.shopId))
    .limit(1);
  if (!demo || !staff) return;
  const [existing] = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.userId, demo.userId))
    .limit(1);
  if (existing) return;
  await db.transaction(async (tx) => {
    const [c] = await tx
      .insert(chatConversations)
      .values({ userId: demo.userId, shopId: staff.shopId!, agentStaffId: staff.staffId, status: 1 })
      .returning();
    const rows = await tx
      .insert(chatMessages)
      .values([
        {
          conversationId: c!.conversationId,
          sender: 1,
          senderId: demo.userId,
          kind: 1,
          content: "你好，请问今天下单什么时候发货？",
        },
        {
          conversationId: c!.conversationId,
          sender: 2,
          senderId: staff.staffId,
          kind: 1,
          content: "您好！当天16点前付款的订单当天发出，之后的次日发出。",
        },
      ])
      .returning({ messageId: chatMessages.messageId });
    const first = rows[0]!.messageId;
    const last = rows[1]!.messageId;
    await tx
      .update(chatConversations)
      .set({ lastMessageId: last, buyerReadId: first, agentReadId: last })
      .where(eq(chatConversations.conversationId, c!.conversationId));
  });
}
