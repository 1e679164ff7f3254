import type { ChatConversation, ChatMessage, FootprintItem, MerchantLoginResult, OrderListItem } from "@souk/contract";
import { endpoint } from "../endpoint";

/** Customer-service chat (issue 14): the buyer's side under /p/, the agent console's under /m/chat. */
export const conversationsEndpoint = () => endpoint<ChatConversation[]>("GET", "/p/user/conversations");
export const openConversationEndpoint = (shopId: number) =>
  endpoint<{ conversationId: number; shopId: number; online: boolean }>("POST", "/p/user/conversations", {
    body: { shopId },
  });
export const buyerHistoryEndpoint = (conversationId: number, beforeId?: number) =>
  endpoint<ChatMessage[]>("GET", "/p/user/conversations/messages", { query: { conversationId, beforeId, size: 20 } });
export const recentBrowseEndpoint = () =>
  endpoint<FootprintItem[]>("GET", "/p/user/recentBrowse", { query: { size: 10 } });
export const uploadImFileEndpoint = (form: FormData) =>
  endpoint<{ filePath: string }>("POST", "/p/file/uploadImFile", { body: form });

export const staffLoginEndpoint = (userName: string, passWord: string) =>
  endpoint<MerchantLoginResult>("POST", "/m/login", { body: { userName, passWord } });
export const shopConversationsEndpoint = () => endpoint<ChatConversation[]>("GET", "/m/chat/conversations");
export const agentHistoryEndpoint = (conversationId: number, beforeId?: number) =>
  endpoint<ChatMessage[]>("GET", "/m/chat/messages", { query: { conversationId, beforeId, size: 20 } });
export const buyerContextEndpoint = (conversationId: number) =>
  endpoint<{ recentBrowse: FootprintItem[]; orders: OrderListItem[] }>("GET", `/m/chat/context/${conversationId}`);
export const agentsEndpoint = () =>
  endpoint<{ staffId: number; userName: string; online: boolean }[]>("GET", "/m/chat/agents");
export const transferEndpoint = (conversationId: number, toStaffId: number) =>
  endpoint<null>("POST", "/m/chat/transfer", { body: { conversationId, toStaffId } });
export const agentUploadEndpoint = (form: FormData) =>
  endpoint<{ filePath: string }>("POST", "/m/file/uploadImFile", { body: form });
