"use client";

import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import type { ChatMessage } from "@souk/contract";
import { MessageBubble } from "./message-bubble";

/** The messages of one conversation, oldest first, with "earlier messages" paging by id. */
export function MessagePane({
  messages,
  mySender,
  hasMore,
  onLoadEarlier,
}: {
  messages: ChatMessage[];
  mySender: number;
  hasMore: boolean;
  onLoadEarlier(): void;
}) {
  const t = useTranslations("chat");
  const end = useRef<HTMLLIElement>(null);
  const lastId = messages.at(-1)?.messageId;
  // Braces: Chromium's scrollIntoView now answers a Promise, which React would take for a cleanup.
  useEffect(() => {
    void end.current?.scrollIntoView({ block: "end" });
  }, [lastId]);
  return (
    <ol
      className="flex flex-1 flex-col gap-3 overflow-y-auto bg-page p-3"
      aria-live="polite"
      data-testid="chat-messages"
    >
      {hasMore ? (
        <li className="text-center">
          <button type="button" className="text-xs text-muted hover:text-brand" onClick={onLoadEarlier}>
            {t("earlier")}
          </button>
        </li>
      ) : null}
      {messages.map((m) => (
        <MessageBubble key={m.messageId} m={m} mine={m.sender === mySender} />
      ))}
      <li ref={end} aria-hidden />
    </ol>
  );
}
