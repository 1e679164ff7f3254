"use client";

import { Minus, Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { CartItem } from "@souk/contract";
import { clampQuantity, quantityBounds } from "../lib/selection";

/**
 * − [n] + bounded by stock and the per-product limit. A typed value is clamped and sent on
 * blur or Enter; `onChange` receives the new quantity (the caller sends the delta).
 */
export function QuantityStepper({
  item,
  busy,
  onChange,
}: {
  item: Pick<CartItem, "count" | "stock" | "maxCount" | "prodName">;
  busy: boolean;
  onChange: (next: number) => void;
}) {
  const t = useTranslations("cart");
  const { min, max } = quantityBounds(item);
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const next = clampQuantity(draft, item);
    setDraft(null);
    if (next !== item.count) onChange(next);
  };
  const btn =
    "flex size-6 items-center justify-center border border-line-strong bg-white text-ink hover:border-brand hover:text-brand disabled:cursor-not-allowed disabled:bg-page disabled:text-muted disabled:hover:border-line-strong max-md:size-11";
  return (
    <div className="flex flex-col items-center gap-1">
      <div className="flex items-center" role="group" aria-label={t("quantityOf", { name: item.prodName })}>
        <button
          type="button"
          className={btn}
          disabled={busy || item.count <= min}
          onClick={() => onChange(item.count - 1)}
          aria-label={t("decrease")}
          data-testid="cart-qty-minus"
        >
          <Minus size={12} aria-hidden />
        </button>
        <input
          type="text"
          inputMode="numeric"
          value={draft ?? String(item.count)}
          disabled={busy}
          onChange={(e) => setDraft(e.target.value.replace(/[^\d]/g, "").slice(0, 4))}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === "Enter") commit();
          }}
          aria-label={t("quantity")}
          className="h-6 w-11 border-y border-line-strong text-center text-xs text-ink focus:outline-none disabled:bg-page max-md:h-11 max-md:text-sm"
          data-testid="cart-qty-input"
        />
        <button
          type="button"
          className={btn}
          disabled={busy || item.count >= max}
          onClick={() => onChange(item.count + 1)}
          aria-label={t("increase")}
          data-testid="cart-qty-plus"
        >
          <Plus size={12} aria-hidden />
        </button>
      </div>
      {item.count >= max ? (
        <span className="text-[11px] text-muted">
          {item.stock <= item.count ? t("stockLimit", { stock: item.stock }) : t("buyLimit")}
        </span>
      ) : item.stock <= 10 ? (
        <span className="text-[11px] text-brand">{t("fewLeft", { stock: item.stock })}</span>
      ) : null}
    </div>
  );
}
