import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./account.ts";
import { shopStaff } from "./merchant.ts";

/**
 * Customer-service conversations: one per buyer and counterpart (shopId > 0 a shop, 0 the
 * platform). agentStaffId is the agent responsible (null = waiting for one). Read marks are the
 * last message id each side has seen; unread = the other side's messages after the mark.
 * status 0 waiting, 1 active (an agent took it).
 */
export const chatConversations = pgTable(
  "chat_conversations",
  {
    conversationId: serial("conversation_id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.userId, { onDelete: "cascade" }),
    shopId: integer("shop_id").notNull(),
    agentStaffId: integer("agent_staff_id").references(() => shopStaff.staffId, { onDelete: "set null" }),
    status: smallint("status").notNull().default(0),
    buyerReadId: bigint("buyer_read_id", { mode: "number" }).notNull().default(0),
    agentReadId: bigint("agent_read_id", { mode: "number" }).notNull().default(0),
    lastMessageId: bigint("last_message_id", { mode: "number" }).notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("chat_conversations_user_shop_uq").on(t.userId, t.shopId),
    index("chat_conversations_shop_idx").on(t.shopId, t.updatedAt),
  ],
);

/**
 * Messages, one global increasing id: a client resumes after a reconnect from the last id it saw
 * (one cursor for all its conversations). sender 1 buyer, 2 agent. kind 1 text, 2 emoji, 3 image,
 * 4 product card, 5 order card. content is the text / emoji / image path; cards keep a snapshot
 * taken by the server when sent (never the client's prices).
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    messageId: bigserial("message_id", { mode: "number" }).primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => chatConversations.conversationId, { onDelete: "cascade" }),
    sender: smallint("sender").notNull(),
    senderId: integer("sender_id").notNull(),
    kind: smallint("kind").notNull(),
    content: text("content").notNull(),
    card: jsonb("card").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("chat_messages_conversation_idx").on(t.conversationId, t.messageId)],
);

/**
 * Agents connected to the console. A row is refreshed while the agent's socket lives (heartbeat)
 * and removed when it closes; a crashed process leaves rows that go stale after 60 s, so
 * "online" = seenAt within the last minute. Shared by every API process through the database.
 * shopId is the agent's shop, 0 for platform staff (who answer the platform's conversations).
 */
export const chatAgentPresence = pgTable(
  "chat_agent_presence",
  {
    staffId: integer("staff_id")
      .primaryKey()
      .references(() => shopStaff.staffId, { onDelete: "cascade" }),
    shopId: integer("shop_id").notNull(),
    connections: integer("connections").notNull().default(0),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("chat_agent_presence_shop_idx").on(t.shopId)],
);
