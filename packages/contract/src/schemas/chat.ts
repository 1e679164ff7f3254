import { z } from "zod";
import { idOrZeroSchema, idSchema } from "../validation.ts";
import { footprintItem } from "./collection.ts";
import { orderListItem } from "./order.ts";

/** Message kinds (chat_messages.kind). Emoji are unicode characters sent as their own kind so a pane can show them large. */
export const ChatKind = { TEXT: 1, EMOJI: 2, IMAGE: 3, PRODUCT: 4, ORDER: 5 } as const;
export type ChatKindValue = (typeof ChatKind)[keyof typeof ChatKind];
/** Who wrote a message. */
export const ChatSender = { BUYER: 1, AGENT: 2 } as const;
/** Longest text message, in characters. */
export const CHAT_TEXT_MAX = 500;
/** Largest websocket frame accepted (bytes); bigger frames close the connection (1009). */
export const CHAT_FRAME_MAX = 8 * 1024;
/** Per connection: at most this many sends per window. */
export const CHAT_RATE = { sends: 10, windowMs: 10_000 } as const;
/** Client timing from the spec (part 9): heartbeat after 19 s of silence; 3 reconnects, 2 s apart. */
export const CHAT_HEARTBEAT_MS = 19_000;
export const CHAT_RECONNECT = { tries: 3, delayMs: 2_000 } as const;
/** Image uploads for chat: same limit as other pictures (2 MB). */
export const CHAT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Socket codes (spec part 4): 10 user info unavailable, 11 consulted elsewhere (another page took
 * over), 12 the other party is offline, 15 not responsible; "00000" with data = a new message.
 * Souk fills the spec's gap with 13 account offline and 14 logged in elsewhere (spec part 8's texts).
 */
export const ChatCode = {
  OK: "00000",
  NO_USER: "10",
  TAKEN_OVER: "11",
  OFFLINE: "12",
  /** The buyer's session ended (signed out, expired, revoked): "Account is offline, please login again". */
  ACCOUNT_OFFLINE: "13",
  /** The buyer signed in again elsewhere and chats there: "The user is logged in elsewhere, please refresh". */
  LOGGED_IN_ELSEWHERE: "14",
  NOT_RESPONSIBLE: "15",
} as const;

/**
 * Close codes of the chat sockets: 4001 the handshake token failed (after code 10), 4011 taken
 * over by another page (after code 11), 1013 "try again later" (RFC 6455 registry) when the
 * connection limits are reached (after a B00016 notice saying which); 1009 a frame too large.
 */
export const ChatClose = {
  UNAUTHORIZED: 4001,
  TAKEN_OVER: 4011,
  ACCOUNT_OFFLINE: 4013,
  LOGGED_IN_ELSEWHERE: 4014,
  TRY_AGAIN_LATER: 1013,
} as const;

/**
 * Paths of the sockets (the online-user path; agents have their own). The buyer connects as the
 * spec says (part 7): `?token=<encodeURIComponent(token)>&userId=<id>`; a userId that is not the
 * token's user answers code 10.
 */
export const CHAT_BUYER_WS_PATH = "/ua/im/online";
export const CHAT_AGENT_WS_PATH = "/ua/im/agent";

const imagePath = z.string().regex(/^\/files\/im\/[A-Za-z0-9_-]{22}\.webp$/, { error: "v.pic" });

/** One frame from a client. `clientId` lets the sender match its echo (never trusted for anything else). */
export const chatClientFrame = z.discriminatedUnion("op", [
  z.object({ op: z.literal("ping") }),
  /** Everything after this message id (all the connection's conversations), then live. */
  z.object({ op: z.literal("resume"), afterId: z.coerce.number().int().min(0) }),
  z.object({ op: z.literal("read"), conversationId: idSchema, messageId: z.coerce.number().int().min(1) }),
  z.object({
    op: z.literal("send"),
    conversationId: idSchema,
    clientId: z.string().max(40).optional(),
    message: z.discriminatedUnion("kind", [
      z.object({ kind: z.literal(ChatKind.TEXT), content: z.string().trim().min(1).max(CHAT_TEXT_MAX) }),
      z.object({ kind: z.literal(ChatKind.EMOJI), content: z.string().min(1).max(16) }),
      z.object({ kind: z.literal(ChatKind.IMAGE), content: imagePath }),
      z.object({ kind: z.literal(ChatKind.PRODUCT), content: z.coerce.string().regex(/^[1-9][0-9]{0,9}$/) }),
      z.object({ kind: z.literal(ChatKind.ORDER), content: z.string().regex(/^[0-9A-Za-z]{6,32}$/) }),
    ]),
  }),
]);
export type ChatClientFrame = z.infer<typeof chatClientFrame>;

export const openConversationBody = z.object({ shopId: idOrZeroSchema });
export const conversationParams = z.object({ conversationId: idSchema });
export const chatHistoryQuery = z.object({
  conversationId: idSchema,
  /** Older than this id (history paging); absent = the newest. */
  beforeId: z.coerce.number().int().min(1).optional(),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export const transferBody = z.object({ conversationId: idSchema, toStaffId: idSchema });
export const recentBrowseQuery = z.object({ size: z.coerce.number().int().min(1).max(20).default(10) });

/** A product card's snapshot (taken by the server when sent). */
export const chatProductCard = z.object({
  prodId: z.number(),
  prodName: z.string(),
  pic: z.string(),
  price: z.number(),
});
export type ChatProductCard = z.infer<typeof chatProductCard>;
/** An order card's snapshot. */
export const chatOrderCard = z.object({
  orderNumber: z.string(),
  statusLabel: z.string(),
  actualTotal: z.number(),
  pic: z.string(),
  prodName: z.string(),
  productNums: z.number(),
});
export type ChatOrderCard = z.infer<typeof chatOrderCard>;

export const chatMessage = z.object({
  messageId: z.number(),
  conversationId: z.number(),
  shopId: z.number(),
  userId: z.number(),
  sender: z.number(),
  kind: z.number(),
  content: z.string(),
  card: z.union([chatProductCard, chatOrderCard]).nullable(),
  createTime: z.string(),
  clientId: z.string().optional(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const chatConversation = z.object({
  conversationId: z.number(),
  shopId: z.number(),
  /** Shop name, or "platform customer service" for shopId 0. */
  shopName: z.string(),
  shopLogo: z.string(),
  userId: z.number(),
  nickName: z.string(),
  /** 0 waiting for an agent, 1 active. */
  status: z.number(),
  agentStaffId: z.number().nullable(),
  unread: z.number(),
  lastMessage: chatMessage.nullable(),
  updateTime: z.string(),
});
export type ChatConversation = z.infer<typeof chatConversation>;

/** `POST /p/user/conversations`: the conversation opened (or found) and whether an agent is online. */
export const openedConversation = z.object({ conversationId: z.number(), shopId: z.number(), online: z.boolean() });

/** `GET /{m,admin}/chat/agents`: the scope's agents and who is online. */
export const chatAgent = z.object({ staffId: z.number(), userName: z.string(), online: z.boolean() });

/** `GET /{m,admin}/chat/context/:conversationId`: the buyer's recent browsing and orders (with this shop; all for the platform). */
export const chatBuyerContext = z.object({ recentBrowse: z.array(footprintItem), orders: z.array(orderListItem) });

/** What a socket sends: the spec's chat message (code, data, success, msgType, content/msg). */
export interface ChatServerFrame {
  code: string;
  success: boolean;
  msgType: "message" | "notice" | "pong" | "conversation" | "resumed";
  msg?: string;
  data?: unknown;
}
