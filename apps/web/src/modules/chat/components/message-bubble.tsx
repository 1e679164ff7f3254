import clsx from "clsx";
import { useTranslations } from "next-intl";
import { ChatKind, type ChatMessage, type ChatOrderCard, type ChatProductCard } from "@souk/contract";
import { mediaUrl } from "@/lib/media/media-url";

/** One message. Text is rendered as React text (escaped), never as HTML. */
export function MessageBubble({ m, mine }: { m: ChatMessage; mine: boolean }) {
  const t = useTranslations("chat");
  return (
    <li className={clsx("flex", mine ? "justify-end" : "justify-start")} data-testid="chat-message" data-mine={mine}>
      <div
        className={clsx("max-w-[70%] rounded px-3 py-2 text-sm", mine ? "bg-brand text-white" : "bg-white text-ink")}
      >
        {m.kind === ChatKind.IMAGE ? (
          <img src={mediaUrl(m.content)} alt={t("image")} className="max-h-60 max-w-full" data-testid="chat-image" />
        ) : m.kind === ChatKind.PRODUCT && m.card ? (
          <ProductCard card={m.card as ChatProductCard} />
        ) : m.kind === ChatKind.ORDER && m.card ? (
          <OrderCard card={m.card as ChatOrderCard} />
        ) : (
          <span className={clsx("whitespace-pre-wrap break-words", m.kind === ChatKind.EMOJI && "text-2xl")}>
            {m.content}
          </span>
        )}
        <div className={clsx("mt-1 text-[11px]", mine ? "text-white/70" : "text-muted")}>{m.createTime}</div>
      </div>
    </li>
  );
}

export function ProductCard({ card }: { card: ChatProductCard }) {
  const t = useTranslations("chat");
  return (
    <a href={`/detail/${card.prodId}`} className="flex gap-2 bg-white p-1 text-ink" data-testid="chat-product-card">
      {card.pic ? (
        <img src={mediaUrl(card.pic)} alt="" width={56} height={56} className="h-14 w-14 object-cover" />
      ) : null}
      <span className="flex flex-col">
        <span className="line-clamp-2">{card.prodName}</span>
        <span className="text-brand">
          {t("yuan")}
          {card.price.toFixed(2)}
        </span>
      </span>
    </a>
  );
}

export function OrderCard({ card }: { card: ChatOrderCard }) {
  const t = useTranslations("chat");
  return (
    <span className="flex gap-2 bg-white p-1 text-ink" data-testid="chat-order-card">
      {card.pic ? (
        <img src={mediaUrl(card.pic)} alt="" width={56} height={56} className="h-14 w-14 object-cover" />
      ) : null}
      <span className="flex flex-col">
        <span>
          {t("orderNumber")}: {card.orderNumber}
        </span>
        <span className="line-clamp-1">{card.prodName}</span>
        <span>
          {card.statusLabel} · {t("yuan")}
          {card.actualTotal.toFixed(2)}
        </span>
      </span>
    </span>
  );
}
