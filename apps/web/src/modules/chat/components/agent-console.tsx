"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useState } from "react";
import {
  CHAT_AGENT_WS_PATH,
  ChatSender,
  type ChatConversation,
  type ChatMessage,
  type FootprintItem,
  type MerchantLoginResult,
  type OrderListItem,
} from "@souk/contract";
import { callApi } from "@/lib/api/browser-client";
import {
  agentScopeOf,
  agentHistoryEndpoint,
  agentUploadEndpoint,
  agentsEndpoint,
  buyerContextEndpoint,
  shopConversationsEndpoint,
  transferEndpoint,
} from "@/lib/api/endpoints/chat";
import { Composer } from "./composer";
import { ConversationList } from "./conversation-list";
import { MessagePane } from "./message-pane";
import { StatusBanner } from "./status-banner";
import { socketUrl, useChatSocket } from "../lib/use-chat-socket";
import { useThreads } from "../lib/use-threads";

/** The signed-in agent: a shop's staff member (shopId > 0) or a platform agent (shopId 0). */
export type AgentStaff = Pick<MerchantLoginResult, "token" | "staffId" | "shopId" | "shopName">;

/**
 * The customer-service console (waiting and active conversations, buyer context, transfer), shared
 * by the storefront's /chat/console and the seller center's /seller/service. `onConversations`
 * hears every refresh of the conversation list (the seller center's unread badge).
 */
export function AgentConsole({
  staff,
  className = "mx-auto w-[1200px]",
  onConversations,
}: {
  staff: AgentStaff;
  className?: string;
  onConversations?(list: ChatConversation[]): void;
}) {
  const t = useTranslations("chat");
  const tp = useTranslations("chatPlatform");
  const scope = agentScopeOf(staff);
  const opts = useMemo(() => ({ token: staff.token }), [staff.token]);
  const [list, setList] = useState<ChatConversation[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [context, setContext] = useState<{ recentBrowse: FootprintItem[]; orders: OrderListItem[] } | null>(null);
  const [agents, setAgents] = useState<{ staffId: number; userName: string; online: boolean }[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const { threads, merge } = useThreads();
  const refresh = useCallback(
    () =>
      callApi(shopConversationsEndpoint(scope), opts).then((l) => {
        setList(l);
        onConversations?.(l);
      }),
    [opts, scope, onConversations],
  );
  const locale = useLocale();
  const url = useMemo(() => socketUrl(CHAT_AGENT_WS_PATH, { token: staff.token, lang: locale }), [staff.token, locale]);
  const { status, send, markSeen } = useChatSocket(url, {
    onMessage(m: ChatMessage) {
      merge(m.conversationId, [m]);
      if (m.sender === ChatSender.BUYER && m.conversationId === selected)
        send({ op: "read", conversationId: m.conversationId, messageId: m.messageId });
      void refresh();
    },
    onConversation: () => void refresh(),
    onNotice: (_code, msg) => setNotice(msg),
  });

  useEffect(() => {
    void refresh();
    void callApi(agentsEndpoint(scope), opts).then(setAgents);
  }, [refresh, opts, scope]);

  const loadEarlier = async (conversationId: number, beforeId?: number) => {
    const page = await callApi(agentHistoryEndpoint(scope, conversationId, beforeId), opts);
    markSeen(page.map((m) => m.messageId));
    merge(conversationId, page, page.length === 20);
    return page;
  };
  const select = async (conversationId: number) => {
    setSelected(conversationId);
    setNotice(null);
    const [page, ctx] = await Promise.all([
      loadEarlier(conversationId),
      callApi(buyerContextEndpoint(scope, conversationId), opts),
    ]);
    setContext(ctx);
    const last = page.at(-1);
    if (last) send({ op: "read", conversationId, messageId: last.messageId });
  };

  const waiting = list.filter((c) => c.agentStaffId === null);
  const mine = list.filter((c) => c.agentStaffId === staff.staffId);
  const current = list.find((c) => c.conversationId === selected);
  const thread = selected !== null ? threads[selected] : undefined;
  const title = (c: ChatConversation) => c.nickName;

  return (
    <div className={`flex h-[680px] border border-line bg-white ${className}`} data-testid="console-page">
      <aside className="flex w-60 flex-col border-r border-line">
        <h1 className="border-b border-line px-3 py-2 text-base">
          {t("consoleTitle")} · {staff.shopName}
        </h1>
        <h2 className="bg-page px-3 py-1 text-xs text-muted">{t("waiting", { n: waiting.length })}</h2>
        <ConversationList items={waiting} selected={selected} onSelect={(id) => void select(id)} title={title} />
        <h2 className="bg-page px-3 py-1 text-xs text-muted">{t("active", { n: mine.length })}</h2>
        <ConversationList items={mine} selected={selected} onSelect={(id) => void select(id)} title={title} />
      </aside>
      <section className="flex flex-1 flex-col" aria-label={current?.nickName ?? t("consoleTitle")}>
        <header className="flex items-center gap-2 border-b border-line px-3 py-2 text-sm">
          <span className="flex-1" data-testid="console-peer">
            {current?.nickName ?? ""}
          </span>
          {current ? (
            <label className="flex items-center gap-1 text-xs">
              {t("transferTo")}
              <select
                className="border border-line"
                value=""
                onChange={async (e) => {
                  const to = Number(e.target.value);
                  if (!to) return;
                  await callApi(transferEndpoint(scope, current.conversationId, to), opts);
                  setNotice(t("transferred"));
                  void refresh();
                }}
              >
                <option value="">—</option>
                {agents
                  .filter((a) => a.staffId !== staff.staffId)
                  .map((a) => (
                    <option key={a.staffId} value={a.staffId}>
                      {a.userName} {a.online ? t("online") : t("offlineShort")}
                    </option>
                  ))}
              </select>
            </label>
          ) : null}
        </header>
        <StatusBanner status={status} notice={notice} />
        {selected !== null ? (
          <>
            <MessagePane
              messages={thread?.messages ?? []}
              mySender={ChatSender.AGENT}
              hasMore={thread?.hasMore ?? false}
              onLoadEarlier={() => void loadEarlier(selected, thread?.messages[0]?.messageId)}
            />
            <Composer
              disabled={status !== "open"}
              onSend={(message) => send({ op: "send", conversationId: selected, message })}
              upload={async (file) => {
                const form = new FormData();
                form.append("file", file);
                return (await callApi(agentUploadEndpoint(scope, form), opts)).filePath;
              }}
            />
          </>
        ) : (
          <p className="p-6 text-sm text-muted">{t("pick")}</p>
        )}
      </section>
      <aside className="w-72 overflow-y-auto border-l border-line p-3 text-sm" data-testid="console-context">
        <h2 className="mb-2 font-medium">{t("recentBrowse")}</h2>
        <ul className="mb-4 flex flex-col gap-1">
          {(context?.recentBrowse ?? []).map((p) => (
            <li key={p.footprintId} className="truncate">
              {p.prodName}
            </li>
          ))}
        </ul>
        <h2 className="mb-2 font-medium">{scope === "/admin" ? tp("orders") : t("ordersWithShop")}</h2>
        <ul className="flex flex-col gap-1">
          {(context?.orders ?? []).map((o) => (
            <li key={o.orderNumber} className="truncate">
              {o.orderNumber} · {o.statusLabel}
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
