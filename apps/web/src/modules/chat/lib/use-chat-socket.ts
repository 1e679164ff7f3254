"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { CHAT_HEARTBEAT_MS, CHAT_RECONNECT, ChatCode, type ChatMessage, type ChatServerFrame } from "@souk/contract";

/**
 * open; reconnecting (after a close, up to 3 tries 2 s apart); broken (gave up); takenOver (code 11);
 * noUser (code 10); accountOffline (code 13: the session ended); elsewhere (code 14: signed in elsewhere).
 */
export type SocketStatus =
  "connecting" | "open" | "reconnecting" | "broken" | "takenOver" | "noUser" | "accountOffline" | "elsewhere";

/** Notice codes after which the connection ends for good (no reconnect), with the status they leave. */
const FINAL: Record<string, SocketStatus> = {
  [ChatCode.TAKEN_OVER]: "takenOver",
  [ChatCode.NO_USER]: "noUser",
  [ChatCode.ACCOUNT_OFFLINE]: "accountOffline",
  [ChatCode.LOGGED_IN_ELSEWHERE]: "elsewhere",
};

export interface ChatSocketHandlers {
  onMessage(m: ChatMessage): void;
  onNotice?(code: string, msg: string): void;
  onConversation?(data: unknown): void;
}

/** The socket URL on the storefront's origin (the /api rewrite proxies the upgrade to the API). */
export function socketUrl(path: string, query: Record<string, string> = {}): string {
  const qs = new URLSearchParams(query).toString();
  const proto = window.location.protocol === "https:" ? "wss" : "ws";
  return `${proto}://${window.location.host}/api${path}${qs ? `?${qs}` : ""}`;
}

/**
 * The buyer's socket as the spec says (part 7): the online-user path with the encoded token and
 * the user id (and the page's language, which a browser cannot send as a header on a socket).
 */
export function buyerSocketQuery(token: string, userId: number, lang: string): Record<string, string> {
  return { token, userId: String(userId), lang };
}

/**
 * One chat connection with the spec's client rules (part 9): a ping after 19 s without traffic;
 * after an unexpected close up to 3 reconnects 2 s apart, each resuming from the last message
 * id seen so nothing is lost; messages already seen (by id) are dropped so nothing shows twice.
 * Codes 10, 11, 13 and 14 end the connection for good (log in again / consulted elsewhere /
 * account offline / logged in elsewhere).
 */
export function useChatSocket(url: string | null, handlers: ChatSocketHandlers) {
  const [status, setStatus] = useState<SocketStatus>("connecting");
  const ws = useRef<WebSocket | null>(null);
  const lastId = useRef(0);
  const seen = useRef(new Set<number>());
  const h = useRef(handlers);
  useEffect(() => {
    h.current = handlers;
  });

  /** History loaded by REST counts as seen: a resume starts after it, live copies are dropped. */
  const markSeen = useCallback((ids: number[]) => {
    for (const id of ids) {
      seen.current.add(id);
      if (id > lastId.current) lastId.current = id;
    }
  }, []);

  useEffect(() => {
    if (!url) return;
    let stopped = false;
    let tries = 0;
    let heartbeat: ReturnType<typeof setTimeout> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const beat = () => {
      clearTimeout(heartbeat);
      heartbeat = setTimeout(() => {
        if (ws.current?.readyState === WebSocket.OPEN) ws.current.send(JSON.stringify({ op: "ping" }));
        beat();
      }, CHAT_HEARTBEAT_MS);
    };
    const connect = () => {
      const socket = new WebSocket(url);
      ws.current = socket;
      socket.onopen = () => {
        tries = 0;
        setStatus("open");
        if (lastId.current > 0) socket.send(JSON.stringify({ op: "resume", afterId: lastId.current }));
        beat();
      };
      socket.onmessage = (ev) => {
        beat();
        let f: ChatServerFrame;
        try {
          f = JSON.parse(String(ev.data)) as ChatServerFrame;
        } catch {
          return;
        }
        if (f.msgType === "message") {
          const m = f.data as ChatMessage;
          if (seen.current.has(m.messageId)) return;
          markSeen([m.messageId]);
          h.current.onMessage(m);
        } else if (f.msgType === "conversation") h.current.onConversation?.(f.data);
        else if (f.msgType === "notice") {
          const final = FINAL[f.code];
          if (final) {
            stopped = true;
            setStatus(final);
          }
          h.current.onNotice?.(f.code, f.msg ?? "");
        }
      };
      socket.onclose = () => {
        clearTimeout(heartbeat);
        if (stopped) return;
        if (tries >= CHAT_RECONNECT.tries) return setStatus("broken");
        tries++;
        setStatus("reconnecting");
        retry = setTimeout(connect, CHAT_RECONNECT.delayMs);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(heartbeat);
      clearTimeout(retry);
      ws.current?.close();
    };
  }, [url, markSeen]);

  const send = useCallback((frame: unknown) => {
    if (ws.current?.readyState !== WebSocket.OPEN) return false;
    ws.current.send(JSON.stringify(frame));
    return true;
  }, []);

  return { status, send, markSeen };
}
