"use client";

import clsx from "clsx";
import { useTranslations } from "next-intl";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TriCheckbox } from "./tri-checkbox";
import { allLines, allState, toggleAll, toggleItem, toggleShop } from "../lib/selection";
import { cartSummary } from "../lib/totals";
import { useCart } from "../lib/use-cart";
import { useCartEdits } from "../lib/use-cart-edits";
import { COLS } from "./cart-columns";
import { ShopBlock } from "./cart-shop-block";
import { EmptyCart } from "./empty-cart";
import { InvalidBlock } from "./invalid-block";

/** The cart of a logged-in buyer: shops, lines, invalid lines, selection and the settle bar. */
export function CartView() {
  const t = useTranslations("cart");
  const cart = useCart();
  const lines = allLines(cart.shops);
  const summary = cartSummary(cart.total, cart.selectedIds.length);
  const { busyLines, changeCount, remove, collect, clearInvalid, settle } = useCartEdits(cart);

  if (cart.status === "loading")
    return <div className="h-[420px] bg-white" aria-busy="true" aria-label={t("loading")} />;
  if (cart.status === "failed") {
    return (
      <section className="flex h-[420px] flex-col items-center justify-center gap-3 bg-white">
        <p className="text-sm text-subtle">{t("loadFailed")}</p>
        <button
          type="button"
          onClick={cart.reload}
          className="rounded-sm border border-line-strong px-5 py-1.5 text-xs hover:border-brand hover:text-brand"
        >
          {t("retry")}
        </button>
      </section>
    );
  }
  if (lines.length === 0 && cart.invalid.length === 0) return <EmptyCart />;

  const every = allState(cart.shops, cart.selected);
  return (
    <>
      <div className="mb-3 flex items-end justify-between">
        <h1 className="text-lg font-semibold text-ink">
          {t("title")}
          <span className="ml-2 text-sm font-normal text-brand" data-testid="cart-line-count">
            {t("allItems", { count: lines.reduce((n, l) => n + l.count, 0) })}
          </span>
        </h1>
      </div>

      <div className={clsx(COLS, "mb-2 h-10 bg-white px-3 text-xs text-subtle max-md:hidden")}>
        <span className="flex items-center">
          <TriCheckbox
            state={every}
            onToggle={() => cart.setSelected(toggleAll(cart.shops, cart.selected))}
            label={t("selectAll")}
            disabled={lines.length === 0}
            testId="cart-select-all"
          />
        </span>
        <span>{t("colItem")}</span>
        <span className="text-center">{t("colPrice")}</span>
        <span className="text-center">{t("colQuantity")}</span>
        <span className="text-center">{t("colSubtotal")}</span>
        <span className="text-center">{t("colActions")}</span>
      </div>

      <div className="flex flex-col gap-3">
        {cart.shops.map((shop) => (
          <ShopBlock
            key={shop.shopId}
            shop={shop}
            selected={cart.selected}
            busyLines={busyLines}
            onToggleShop={() => cart.setSelected(toggleShop(cart.selected, shop))}
            onToggleItem={(id) => cart.setSelected(toggleItem(cart.selected, id))}
            onCount={changeCount}
            onDelete={(ids) => remove(ids)}
            onCollect={(ids) => collect(ids)}
          />
        ))}
        {cart.invalid.length > 0 ? (
          <InvalidBlock items={cart.invalid} onDelete={(ids) => remove(ids)} onClear={clearInvalid} />
        ) : null}
      </div>

      <div
        className="sticky bottom-0 z-10 mt-4 flex h-[52px] items-center border border-line bg-white pl-3 text-xs shadow-[0_-2px_6px_rgba(0,0,0,0.06)] max-md:bottom-[calc(3.5rem+env(safe-area-inset-bottom))] max-md:h-14 max-md:pl-2"
        data-testid="cart-summary"
      >
        <label className="flex items-center gap-1.5 max-md:min-h-11">
          <TriCheckbox
            state={every}
            onToggle={() => cart.setSelected(toggleAll(cart.shops, cart.selected))}
            label={t("selectAll")}
            disabled={lines.length === 0}
            testId="cart-select-all-bottom"
          />
          <span aria-hidden>{t("selectAll")}</span>
        </label>
        <ConfirmDialog
          trigger={
            <button
              type="button"
              className="ml-5 text-subtle hover:text-brand disabled:text-muted max-md:hidden"
              disabled={cart.selectedIds.length === 0}
              data-testid="cart-delete-selected"
            >
              {t("deleteSelected")}
            </button>
          }
          title={t("deleteSelectedTitle")}
          description={t("deleteSelectedBody", { count: cart.selectedIds.length })}
          confirmLabel={t("delete")}
          onConfirm={() => remove(cart.selectedIds)}
        />
        <button
          type="button"
          className="ml-5 text-subtle hover:text-brand disabled:text-muted max-md:hidden"
          disabled={cart.selectedIds.length === 0}
          onClick={() => void collect(cart.selectedIds)}
          data-testid="cart-collect-selected"
        >
          {t("moveToCollection")}
        </button>
        <div className="ml-auto flex items-center gap-6 max-md:min-w-0 max-md:gap-2">
          <span className="text-subtle max-md:hidden">
            {t.rich("selectedPieces", {
              count: summary.pieces,
              em: (c) => (
                <em className="mx-0.5 not-italic text-brand" data-testid="cart-selected-pieces">
                  {c}
                </em>
              ),
            })}
          </span>
          <div
            className={clsx("text-right leading-tight", cart.totalPending && "opacity-60")}
            aria-live="polite"
            aria-busy={cart.totalPending}
          >
            <div>
              <span className="text-ink">{t("totalLabel")}</span>
              <span className="ml-1 text-lg font-semibold text-brand" data-testid="cart-final-money">
                ¥{summary.finalMoney}
              </span>
            </div>
            {summary.showReduction ? (
              <div className="text-[11px] text-subtle" data-testid="cart-reduction">
                {t("reduced", { amount: summary.subtractMoney })}
              </div>
            ) : null}
          </div>
          <button
            type="button"
            onClick={settle}
            className="h-[52px] w-[120px] bg-brand text-base font-semibold text-white hover:bg-brand-dark disabled:bg-line-strong max-md:h-14 max-md:w-24"
            disabled={cart.selectedIds.length === 0}
            data-testid="cart-settle"
          >
            {t("settle")}
          </button>
        </div>
      </div>
    </>
  );
}
