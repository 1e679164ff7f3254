import type { ChatConversation, ChatMessage, FootprintItem, MerchantLoginResult, OrderListItem } from "@souk/contract";
import { endpoint } from "../endpoint";

/** Customer-service chat: the buyer's side under /p/, the agent console's under /m/chat (shops) and /admin/chat (platform). */
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

/**
 * The agent console's paths: shop staff under /m/, platform staff (shopId 0) under /admin/; each
 * scope's token works only on its own prefix.
 */
export type AgentScope = "/m" | "/admin";
export const agentScopeOf = (staff: { shopId: number }): AgentScope => (staff.shopId === 0 ? "/admin" : "/m");

export const staffLoginEndpoint = (userName: string, passWord: string, scope: AgentScope = "/m") =>
  endpoint<MerchantLoginResult>("POST", `${scope}/login`, { body: { userName, passWord } });
export const shopConversationsEndpoint = (scope: AgentScope) =>
  endpoint<ChatConversation[]>("GET", `${scope}/chat/conversations`);
export const agentHistoryEndpoint = (scope: AgentScope, conversationId: number, beforeId?: number) =>
  endpoint<ChatMessage[]>("GET", `${scope}/chat/messages`, { query: { conversationId, beforeId, size: 20 } });
export const buyerContextEndpoint = (scope: AgentScope, conversationId: number) =>
  endpoint<{ recentBrowse: FootprintItem[]; orders: OrderListItem[] }>(
    "GET",
    `${scope}/chat/context/${conversationId}`,
  );
export const agentsEndpoint = (scope: AgentScope) =>
  endpoint<{ staffId: number; userName: string; online: boolean }[]>("GET", `${scope}/chat/agents`);
export const transferEndpoint = (scope: AgentScope, conversationId: number, toStaffId: number) =>
  endpoint<null>("POST", `${scope}/chat/transfer`, { body: { conversationId, toStaffId } });
export const agentUploadEndpoint = (scope: AgentScope, form: FormData) =>
  endpoint<{ filePath: string }>("POST", `${scope}/file/uploadImFile`, { body: form });
