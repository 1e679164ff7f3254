"use client";

import type { GiftCard } from "@souk/contract";
import { useTranslations } from "next-intl";
import { Money } from "@/components/ui/money";

/**
 * The cards a gift-card payment spends (all usable ones at first; untick to keep one) and how the
 * amount splits: the cards first, the balance for the rest (the server applies the same rule).
 */
export function GiftCardPicker({
  cards,
  unchecked,
  onToggle,
  split,
  balance,
}: {
  cards: readonly GiftCard[];
  unchecked: ReadonlySet<number>;
  onToggle: (cardId: number) => void;
  split: { fromCards: number; fromBalance: number; needsBalance: boolean; enough: boolean };
  balance: number;
}) {
  const t = useTranslations("payment");
  return (
    <fieldset className="mt-4 border border-line px-4 py-3 text-xs" data-testid="pay-giftcards">
      <legend className="px-1 text-subtle">{t("giftCardChoose")}</legend>
      <ul className="flex flex-col gap-2">
        {cards.map((c) => (
          <li key={c.cardId}>
            <label className="flex items-center gap-3">
              <input
                type="checkbox"
                checked={!unchecked.has(c.cardId)}
                onChange={() => onToggle(c.cardId)}
                data-testid="pay-giftcard"
              />
              <span className="font-mono text-ink">{c.cardNo}</span>
              <span className="text-subtle">{t("giftCardBalance", { amount: c.balance.toFixed(2) })}</span>
              <span className="text-subtle">{t("giftCardDue", { date: c.dueDate.slice(0, 10) })}</span>
            </label>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-subtle" data-testid="pay-giftcard-split">
        {t("giftCardPays")} <Money value={split.fromCards} />
        {split.needsBalance ? (
          <>
            {" · "}
            {t("balancePays")} <Money value={split.fromBalance} />
            {!split.enough ? (
              <span className="ml-2 text-brand">{t("insufficientBalance", { balance: balance.toFixed(2) })}</span>
            ) : null}
          </>
        ) : null}
      </p>
    </fieldset>
  );
}
