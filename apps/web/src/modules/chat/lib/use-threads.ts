"use client";

import { useCallback, useState } from "react";
import type { ChatMessage } from "@souk/contract";

interface Thread {
  messages: ChatMessage[];
  hasMore: boolean;
}

/** Messages per conversation: history pages prepended, live messages appended, each id once. */
export function useThreads() {
  const [threads, setThreads] = useState<Record<number, Thread>>({});

  const merge = useCallback((conversationId: number, incoming: ChatMessage[], hasMore?: boolean) => {
    setThreads((all) => {
      const cur = all[conversationId] ?? { messages: [], hasMore: true };
      const byId = new Map(cur.messages.map((m) => [m.messageId, m]));
      for (const m of incoming) byId.set(m.messageId, m);
      const messages = [...byId.values()].sort((a, b) => a.messageId - b.messageId);
      return { ...all, [conversationId]: { messages, hasMore: hasMore ?? cur.hasMore } };
    });
  }, []);

  return { threads, merge };
}
