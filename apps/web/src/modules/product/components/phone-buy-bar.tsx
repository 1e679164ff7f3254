"use client";

import clsx from "clsx";
import { Heart, MessageCircle, ShoppingCart } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";

/** Why the SKU sheet is open: to choose only, or to confirm "add to cart" / "buy now". */
export type SheetMode = "choose" | "cart" | "buy";

const ICON = "flex w-12 shrink-0 flex-col items-center justify-center gap-0.5 text-[11px] text-subtle";

/**
 * Phones (below md): the detail page's bar pinned to the bottom edge — chat with the shop, the
 * cart, collect, then "add to cart" and "buy now", which open the SKU sheet to confirm the choice.
 * The page leaves room for it (DetailTemplate's bottom padding).
 */
export function PhoneBuyBar({
  shopId,
  prodId,
  canBuy,
  busy,
  collect,
  onCart,
  onBuy,
}: {
  shopId: number;
  prodId: number;
  canBuy: boolean;
  busy: boolean;
  collect: { isCollection: boolean; busy: boolean; addOrCancel: () => Promise<boolean> };
  onCart: () => void;
  onBuy: () => void;
}) {
  const t = useTranslations("detail");
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-50 flex h-14 items-stretch border-t border-line bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
      data-testid="phone-buy-bar"
    >
      <Link href={`/chat?shopId=${shopId}&prodId=${prodId}`} className={ICON} data-testid="phone-chat">
        <MessageCircle size={20} aria-hidden />
        {t("phoneChat")}
      </Link>
      <Link href="/cart" className={ICON} data-testid="phone-cart">
        <ShoppingCart size={20} aria-hidden />
        {t("phoneCart")}
      </Link>
      <button
        type="button"
        onClick={() => void collect.addOrCancel()}
        disabled={collect.busy}
        aria-pressed={collect.isCollection}
        className={ICON}
        data-testid="phone-collect"
      >
        <Heart size={20} className={collect.isCollection ? "fill-brand text-brand" : undefined} aria-hidden />
        {collect.isCollection ? t("collected") : t("collect")}
      </button>
      <div className="flex min-w-0 flex-1 gap-1.5 py-1 pl-1 pr-2">
        <button
          type="button"
          onClick={onCart}
          disabled={busy}
          className="min-w-0 flex-1 rounded-l-full bg-[#b85000] px-1 text-sm text-white disabled:bg-line-strong"
          data-testid="phone-add-to-cart"
        >
          {t("addToCart")}
        </button>
        <button
          type="button"
          onClick={onBuy}
          className={clsx(
            "min-w-0 flex-1 rounded-r-full px-1 text-sm text-white",
            canBuy ? "bg-brand" : "bg-line-strong",
          )}
          data-testid="phone-buy-now"
        >
          {t("buyNow")}
        </button>
      </div>
    </div>
  );
}

/** The sheet's confirm buttons: both while choosing, else the one that opened it. */
export function SheetActions({
  mode,
  canBuy,
  busy,
  onCart,
  onBuy,
}: {
  mode: SheetMode;
  canBuy: boolean;
  busy: boolean;
  onCart: () => void;
  onBuy: () => void;
}) {
  const t = useTranslations("detail");
  const base = "h-11 min-w-0 flex-1 rounded-full text-base text-white disabled:bg-line-strong";
  return (
    <div className="flex gap-2">
      {mode !== "buy" ? (
        <button
          type="button"
          onClick={onCart}
          disabled={!canBuy || busy}
          className={clsx(base, "bg-[#b85000]")}
          data-testid="sheet-add-to-cart"
        >
          {mode === "cart" ? t("confirm") : t("addToCart")}
        </button>
      ) : null}
      {mode !== "cart" ? (
        <button
          type="button"
          onClick={onBuy}
          disabled={!canBuy}
          className={clsx(base, "bg-brand")}
          data-testid="sheet-buy-now"
        >
          {mode === "buy" ? t("confirm") : t("buyNow")}
        </button>
      ) : null}
    </div>
  );
}
