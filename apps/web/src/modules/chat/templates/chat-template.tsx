"use client";

import { useLocale, useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import clsx from "clsx";
import { ChevronLeft } from "lucide-react";
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  CHAT_BUYER_WS_PATH,
  ChatCode,
  ChatKind,
  ChatSender,
  type ChatConversation,
  type ChatMessage,
  type ProdInfo,
} from "@souk/contract";
import { callApi } from "@/lib/api/browser-client";
import {
  buyerHistoryEndpoint,
  conversationsEndpoint,
  openConversationEndpoint,
  uploadImFileEndpoint,
} from "@/lib/api/endpoints/chat";
import { prodInfoEndpoint } from "@/lib/api/endpoints/product";
import { requestLogin } from "@/lib/session/login-request";
import { useAccount } from "@/lib/session/account-context";
import { useMounted } from "@/lib/hooks/use-mounted";
import { Composer } from "../components/composer";
import { ConversationList } from "../components/conversation-list";
import { MessagePane } from "../components/message-pane";
import { RecentBrowse } from "../components/recent-browse";
import { StatusBanner } from "../components/status-banner";
import { buyerSocketQuery, socketUrl, useChatSocket } from "../lib/use-chat-socket";
import { getToken } from "@/lib/session/token";
import { useThreads } from "../lib/use-threads";
import { useVisualViewport } from "../lib/use-visual-viewport";

/** /chat (spec part 2): the buyer's conversations with shops and the platform, live. */
export function ChatTemplate() {
  const t = useTranslations("chat");
  const mounted = useMounted();
  const { loggedIn } = useAccount();
  useEffect(() => {
    if (mounted && !loggedIn) requestLogin();
  }, [mounted, loggedIn]);
  if (!mounted) return <div className="h-[600px]" aria-hidden />;
  if (!loggedIn)
    return (
      <section className="flex h-[600px] items-center justify-center bg-white" data-testid="chat-login">
        <button type="button" onClick={requestLogin} className="btn-brand px-8">
          {t("loginFirst")}
        </button>
      </section>
    );
  return (
    <Suspense fallback={<div className="h-[600px]" aria-hidden />}>
      <BuyerChat />
    </Suspense>
  );
}

function parseId(v: string | null): number | null {
  return v && /^\d{1,10}$/.test(v) ? Number(v) : null;
}

function BuyerChat() {
  const t = useTranslations("chat");
  const params = useSearchParams();
  const wantShop = parseId(params.get("shopId"));
  const prodId = parseId(params.get("prodId"));
  const orderNumber = params.get("orderNumber")?.match(/^[0-9A-Za-z]{6,32}$/)?.[0] ?? null;
  const [list, setList] = useState<ChatConversation[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // Phones show the conversation list or one conversation, full screen; "back" returns to the list.
  const [phoneList, setPhoneList] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  useVisualViewport(frame);
  // An order card is ready from the query; a product card once its name is loaded.
  const [card, setCard] = useState<{ kind: number; content: string; label: string } | null>(() =>
    orderNumber ? { kind: ChatKind.ORDER, content: orderNumber, label: `${t("orderNumber")}: ${orderNumber}` } : null,
  );
  const { threads, merge } = useThreads();

  const refresh = useCallback(() => callApi(conversationsEndpoint()).then(setList), []);
  const locale = useLocale();
  const { user } = useAccount();
  const userId = user?.userId ?? null;
  // Connects once the buyer's id is known (the online-user path carries the token and the user id).
  const url = useMemo(() => {
    const token = getToken();
    return token && userId !== null ? socketUrl(CHAT_BUYER_WS_PATH, buyerSocketQuery(token, userId, locale)) : null;
  }, [locale, userId]);
  const { status, send, markSeen } = useChatSocket(url, {
    onMessage(m: ChatMessage) {
      merge(m.conversationId, [m]);
      setList((cur) => {
        if (!cur.some((c) => c.conversationId === m.conversationId)) {
          void refresh();
          return cur;
        }
        return cur.map((c) =>
          c.conversationId === m.conversationId
            ? {
                ...c,
                lastMessage: m,
                unread: m.sender === ChatSender.AGENT && m.conversationId !== selected ? c.unread + 1 : c.unread,
              }
            : c,
        );
      });
      if (m.sender === ChatSender.AGENT && m.conversationId === selected)
        send({ op: "read", conversationId: m.conversationId, messageId: m.messageId });
      if (m.sender === ChatSender.AGENT) setNotice(null);
    },
    onNotice(code, msg) {
      if (
        code !== ChatCode.TAKEN_OVER &&
        code !== ChatCode.NO_USER &&
        code !== ChatCode.ACCOUNT_OFFLINE &&
        code !== ChatCode.LOGGED_IN_ELSEWHERE
      )
        setNotice(msg);
    },
  });

  const loadEarlier = useCallback(
    async (conversationId: number, beforeId?: number) => {
      const page = await callApi(buyerHistoryEndpoint(conversationId, beforeId));
      markSeen(page.map((m) => m.messageId));
      merge(conversationId, page, page.length === 20);
      return page;
    },
    [markSeen, merge],
  );

  const select = useCallback(
    async (conversationId: number) => {
      setSelected(conversationId);
      setPhoneList(false);
      setList((cur) => cur.map((c) => (c.conversationId === conversationId ? { ...c, unread: 0 } : c)));
      const page = await loadEarlier(conversationId);
      const last = page.at(-1);
      if (last) send({ op: "read", conversationId, messageId: last.messageId });
    },
    [loadEarlier, send],
  );

  useEffect(() => {
    void (async () => {
      if (wantShop !== null) {
        const opened = await callApi(openConversationEndpoint(wantShop));
        if (!opened.online) setNotice(t("offline"));
        await refresh();
        await select(opened.conversationId);
      } else {
        const all = await callApi(conversationsEndpoint());
        setList(all);
        if (all[0]) await select(all[0].conversationId);
      }
    })();
    // Once per page: the query picks the first conversation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (prodId !== null)
      void callApi(prodInfoEndpoint(prodId)).then((p: ProdInfo) =>
        setCard({ kind: ChatKind.PRODUCT, content: String(p.prodId), label: p.prodName }),
      );
  }, [prodId]);

  const thread = selected !== null ? threads[selected] : undefined;
  const showList = phoneList || selected === null;
  const current = list.find((c) => c.conversationId === selected);
  const sendMessage = (message: { kind: number; content: string }) => {
    if (selected === null) return;
    if (!send({ op: "send", conversationId: selected, message })) setNotice(t("broken"));
  };

  return (
    <div
      ref={frame}
      className="mx-auto flex h-[640px] w-[1000px] border border-line bg-white max-md:fixed max-md:inset-x-0 max-md:top-[var(--vv-top,0px)] max-md:z-[70] max-md:h-[var(--vv-height,100dvh)] max-md:w-full max-md:border-0"
      data-testid="chat-page"
    >
      <aside
        className={clsx(
          "flex w-64 flex-col border-r border-line",
          showList ? "max-md:w-full max-md:border-r-0" : "max-md:hidden",
        )}
      >
        <h1 className="border-b border-line px-3 py-2 text-base">{t("title")}</h1>
        <ConversationList
          items={list}
          selected={selected}
          onSelect={(id) => void select(id)}
          title={(c) => c.shopName}
        />
      </aside>
      <section
        className={clsx("flex flex-1 flex-col", showList ? "max-md:hidden" : "max-md:min-w-0")}
        aria-label={current?.shopName ?? t("title")}
      >
        <header
          className="border-b border-line px-3 py-2 text-sm max-md:flex max-md:h-11 max-md:items-center max-md:p-0"
          data-testid="chat-peer"
        >
          <button
            type="button"
            onClick={() => setPhoneList(true)}
            aria-label={t("phoneBack")}
            className="flex size-11 shrink-0 items-center justify-center md:hidden"
            data-testid="chat-phone-back"
          >
            <ChevronLeft size={20} aria-hidden />
          </button>
          {current?.shopName ?? ""}
        </header>
        <StatusBanner status={status} notice={notice} />
        {selected !== null ? (
          <>
            <MessagePane
              messages={thread?.messages ?? []}
              mySender={ChatSender.BUYER}
              hasMore={thread?.hasMore ?? false}
              onLoadEarlier={() => void loadEarlier(selected, thread?.messages[0]?.messageId)}
            />
            {card ? (
              <div
                className="flex items-center gap-2 border-t border-line bg-page px-3 py-2 text-sm"
                data-testid="chat-card-ready"
              >
                <span className="flex-1 truncate">{card.label}</span>
                <button
                  type="button"
                  className="rounded-sm border border-brand px-3 py-1 text-brand max-md:min-h-11"
                  onClick={() => {
                    sendMessage({ kind: card.kind, content: card.content });
                    setCard(null);
                  }}
                >
                  {card.kind === ChatKind.PRODUCT ? t("sendProduct") : t("sendOrder")}
                </button>
              </div>
            ) : null}
            <RecentBrowse
              disabled={status !== "open"}
              onPick={(id) => sendMessage({ kind: ChatKind.PRODUCT, content: String(id) })}
            />
            <Composer
              disabled={status !== "open"}
              onSend={sendMessage}
              upload={async (file) => {
                const form = new FormData();
                form.append("file", file);
                return (await callApi(uploadImFileEndpoint(form))).filePath;
              }}
            />
          </>
        ) : (
          <p className="p-6 text-sm text-muted">{t("pick")}</p>
        )}
      </section>
    </div>
  );
}
