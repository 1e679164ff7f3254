import clsx from "clsx";
import { useTranslations } from "next-intl";
import type { ChatConversation } from "@souk/contract";
import { mediaUrl } from "@/lib/media/media-url";

/** Conversations with unread counts; `title` picks the shop name (buyer) or the buyer's nickname (agent). */
export function ConversationList({
  items,
  selected,
  onSelect,
  title,
}: {
  items: ChatConversation[];
  selected: number | null;
  onSelect(id: number): void;
  title(c: ChatConversation): string;
}) {
  const t = useTranslations("chat");
  if (items.length === 0) return <p className="p-4 text-sm text-muted">{t("noConversations")}</p>;
  return (
    <ul className="overflow-y-auto" data-testid="chat-conversations">
      {items.map((c) => (
        <li key={c.conversationId}>
          <button
            type="button"
            onClick={() => onSelect(c.conversationId)}
            aria-current={selected === c.conversationId}
            className={clsx(
              "flex w-full items-center gap-2 border-b border-line px-3 py-2 text-left text-sm",
              selected === c.conversationId ? "bg-page" : "bg-white hover:bg-page",
            )}
            data-testid="chat-conversation"
          >
            {c.shopLogo ? (
              <img src={mediaUrl(c.shopLogo)} alt="" width={32} height={32} className="h-8 w-8 rounded-full" />
            ) : null}
            <span className="min-w-0 flex-1">
              <span className="block truncate text-ink">{title(c)}</span>
              <span className="block truncate text-xs text-muted">
                {c.lastMessage ? preview(c, { 3: t("image"), 4: t("productCard"), 5: t("orderCard") }) : ""}
              </span>
            </span>
            {c.unread > 0 ? (
              <span
                className="rounded-full bg-brand px-1.5 text-xs text-white"
                data-testid="chat-unread"
                aria-label={t("unread", { n: c.unread })}
              >
                {c.unread}
              </span>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
}

function preview(c: ChatConversation, labels: Record<3 | 4 | 5, string>): string {
  const m = c.lastMessage!;
  return m.kind === 3 || m.kind === 4 || m.kind === 5 ? labels[m.kind] : m.content;
}
