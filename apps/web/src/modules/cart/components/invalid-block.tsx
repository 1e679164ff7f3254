"use client";

import type { CartItem } from "@souk/contract";
import clsx from "clsx";
import { useTranslations } from "next-intl";
import { Money } from "@/components/ui/money";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { COLS, PHONE_CELL, PHONE_LINE } from "./cart-columns";
import { ItemInfo } from "./cart-item-info";

export function InvalidBlock({
  items,
  onDelete,
  onClear,
}: {
  items: CartItem[];
  onDelete: (ids: number[]) => Promise<void>;
  onClear: () => Promise<void>;
}) {
  const t = useTranslations("cart");
  return (
    <section className="bg-white" aria-labelledby="cart-invalid-title" data-testid="cart-invalid">
      <div className="flex h-10 items-center justify-between px-3">
        <h2 id="cart-invalid-title" className="text-xs font-semibold text-ink">
          {t("invalidTitle", { count: items.length })}
        </h2>
        <ConfirmDialog
          trigger={
            <button type="button" className="text-xs text-brand hover:underline" data-testid="cart-clear-invalid">
              {t("clearInvalid")}
            </button>
          }
          title={t("clearInvalidTitle")}
          confirmLabel={t("clear")}
          onConfirm={onClear}
        />
      </div>
      {items.map((item) => (
        <div
          key={item.basketId}
          className={clsx(COLS, "min-h-[100px] border-t border-line bg-[#fafafa] px-3 py-4", PHONE_LINE)}
          data-testid="cart-invalid-line"
        >
          <span className={clsx("self-start pt-8", PHONE_CELL.check)}>
            <span className="rounded-sm bg-line-strong px-1 py-0.5 text-[11px] text-white">{t("invalid")}</span>
          </span>
          <ItemInfo item={item} dim className={PHONE_CELL.item} />
          <div className="text-center text-xs text-muted max-md:text-left">
            <Money value={item.price} />
          </div>
          <div className="text-center text-xs text-subtle">{t(item.status === 2 ? "soldOut" : "offShelf")}</div>
          <span className="max-md:hidden" />
          <div className={clsx("text-center", PHONE_CELL.actions)}>
            <button
              type="button"
              className="text-xs text-subtle hover:text-brand max-md:min-h-11 max-md:px-3"
              onClick={() => void onDelete([item.basketId])}
              aria-label={t("deleteNamed", { name: item.prodName })}
            >
              {t("delete")}
            </button>
          </div>
        </div>
      ))}
    </section>
  );
}
