"use client";

import clsx from "clsx";
import { GIFT_CARD_NO, GIFT_CARD_PASSWORD, GiftCardState, type GiftCard } from "@souk/contract";
import { Gift } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { callApi } from "@/lib/api/browser-client";
import { bindGiftCardEndpoint, giftCardsEndpoint } from "@/lib/api/endpoints/giftcard";
import { formatPrice } from "@/lib/money/price";
import { EmptyState, Panel } from "@/components/ui/panel";
import { useApiData } from "@/lib/hooks/use-api-data";

const STATE_KEY = {
  [GiftCardState.USABLE]: "usable",
  [GiftCardState.USED_UP]: "usedUp",
  [GiftCardState.EXPIRED]: "expired",
} as const;

/**
 * gift-card (spec part 3): bind a card with its number and password (both required; the server
 * throttles wrong guesses), and the list with par value, balance, due date and state. Cards pay at
 * /payment, alone or with the balance.
 */
export function UcGiftCardPage() {
  const t = useTranslations("giftCard");
  const tu = useTranslations("userCenter");
  const cards = useApiData(giftCardsEndpoint, "gift-cards");
  const [cardNo, setCardNo] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [bound, setBound] = useState<GiftCard | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const no = cardNo.replace(/[\s-]/g, "");
    const pw = password.trim().toUpperCase();
    if (!GIFT_CARD_NO.test(no)) return setError(t("cardNoInvalid"));
    if (!GIFT_CARD_PASSWORD.test(pw)) return setError(t("passwordInvalid"));
    setError(null);
    setBusy(true);
    try {
      const card = await callApi(bindGiftCardEndpoint({ cardNo: no, password: pw }), { silent: true });
      setBound(card);
      setCardNo("");
      setPassword("");
      cards.reload();
    } catch (err) {
      setError((err as Error).message || t("bindFailed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title={tu("pages.gift-card")} testId="uc-gift-card">
      <form
        onSubmit={(e) => void submit(e)}
        className="mb-6 flex flex-wrap items-end gap-4 border border-line px-6 py-5"
        data-testid="gift-card-bind"
        noValidate
      >
        <label className="flex flex-col gap-1 text-xs text-subtle">
          {t("cardNo")}
          <input
            value={cardNo}
            onChange={(e) => setCardNo(e.target.value)}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t("cardNoPlaceholder")}
            required
            className="h-9 w-[240px] max-md:h-11 max-md:w-full rounded-sm border border-line px-3 text-sm text-ink outline-none focus:border-brand"
            data-testid="gift-card-no"
          />
        </label>
        <label className="flex flex-col gap-1 text-xs text-subtle">
          {t("password")}
          <input
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="off"
            placeholder={t("passwordPlaceholder")}
            required
            className="h-9 w-[200px] max-md:h-11 max-md:w-full rounded-sm border border-line px-3 text-sm uppercase text-ink outline-none placeholder:normal-case focus:border-brand"
            data-testid="gift-card-password"
          />
        </label>
        <button
          type="submit"
          disabled={busy}
          className="h-9 rounded-sm bg-brand px-6 text-sm text-white hover:bg-brand-dark disabled:opacity-50"
          data-testid="gift-card-submit"
        >
          {t("bind")}
        </button>
        <p
          className={clsx("w-full text-xs", error ? "text-[#e4393c]" : "text-subtle")}
          role={error ? "alert" : undefined}
          data-testid="gift-card-message"
        >
          {error ?? (bound ? t("bound", { amount: formatPrice(bound.balance) }) : t("rule"))}
        </p>
      </form>

      {cards.status === "ready" && cards.data.length === 0 ? (
        <EmptyState testId="gift-card-empty">{t("empty")}</EmptyState>
      ) : (
        <ul className="grid grid-cols-2 gap-4 max-md:grid-cols-1" data-testid="gift-card-list">
          {cards.data?.map((c) => (
            <li
              key={c.cardId}
              className={clsx(
                "relative flex flex-col gap-1 rounded-md px-5 py-4 text-white",
                c.state === GiftCardState.USABLE ? "bg-gradient-to-r from-[#e4393c] to-[#f08300]" : "bg-[#b5b5b5]",
              )}
              data-testid="gift-card"
              data-state={c.state}
            >
              <div className="flex items-center gap-2 text-sm">
                <Gift size={18} aria-hidden />
                {t("cardOf", { amount: formatPrice(c.parValue) })}
                <span className="ml-auto rounded-full bg-white/25 px-2 py-0.5 text-xs" data-testid="gift-card-state">
                  {t(STATE_KEY[c.state])}
                </span>
              </div>
              <p className="mt-1 font-mono text-sm tracking-wider">{c.cardNo}</p>
              <p className="text-xs">
                {t("balance")}{" "}
                <span className="text-xl font-semibold" data-testid="gift-card-balance">
                  ¥{formatPrice(c.balance) || "0.00"}
                </span>
              </p>
              <p className="text-xs text-white/85">{t("dueDate", { date: c.dueDate.slice(0, 10) })}</p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
