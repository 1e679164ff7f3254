"use client";

import type { CartItem, CartShop, ChooseDiscountItem } from "@souk/contract";
import clsx from "clsx";
import { ShoppingCart, Store } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { toast } from "sonner";
import { Container } from "@/components/ui/container";
import { Link, useRouter } from "@/i18n/navigation";
import { callApi } from "@/lib/api/browser-client";
import {
  changeCartItemEndpoint,
  cleanInvalidEndpoint,
  deleteCartItemsEndpoint,
  moveToCollectionEndpoint,
} from "@/lib/api/endpoints/cart";
import { saveCheckoutSource } from "@/modules/checkout";
import { ShopCoupons } from "@/modules/coupon";
import { Countdown } from "@/modules/discount";
import { MemberGate } from "@/components/ui/member-gate";
import { Money } from "@/components/ui/money";
import { Thumb } from "@/components/ui/thumbnail";
import { MarketPrice } from "@/components/ui/price-tag";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { QuantityStepper } from "../components/quantity-stepper";
import { TriCheckbox } from "../components/tri-checkbox";
import { allLines, allState, settleCheck, shopState, toggleAll, toggleItem, toggleShop } from "../lib/selection";
import { cartSummary } from "../lib/totals";
import { useCart } from "../lib/use-cart";

const COLS = "grid grid-cols-[44px_1fr_130px_150px_130px_120px] items-center";

/** /cart (spec part 2): always live, members only. */
export function CartTemplate() {
  return (
    <Container className="py-4" data-testid="cart-page">
      <MemberGate testId="cart">
        <Cart />
      </MemberGate>
    </Container>
  );
}

function Cart() {
  const t = useTranslations("cart");
  const router = useRouter();
  const cart = useCart();
  const [busyLines, setBusyLines] = useState<ReadonlySet<number>>(new Set());
  const lines = allLines(cart.shops);
  const summary = cartSummary(cart.total, cart.selectedIds.length);

  const withBusy = async (ids: number[], work: () => Promise<unknown>) => {
    setBusyLines((s) => new Set([...s, ...ids]));
    try {
      await work();
      return true;
    } catch {
      return false; // the API client showed the message (e.g. 'Insufficient inventory')
    } finally {
      setBusyLines((s) => new Set([...s].filter((id) => !ids.includes(id))));
      cart.reload();
    }
  };

  const changeCount = (item: CartItem, next: number) =>
    void withBusy([item.basketId], () =>
      callApi(
        changeCartItemEndpoint({
          basketId: item.basketId,
          prodId: item.prodId,
          skuId: item.skuId,
          shopId: item.shopId,
          count: next - item.count,
        }),
      ),
    );

  const remove = async (ids: number[]) => {
    if (await withBusy(ids, () => callApi(deleteCartItemsEndpoint(ids)))) toast.success(t("deleted"));
  };
  const collect = async (ids: number[]) => {
    if (await withBusy(ids, () => callApi(moveToCollectionEndpoint(ids)))) toast.success(t("movedToCollection"));
  };
  const clearInvalid = async () => {
    if (await withBusy([], () => callApi(cleanInvalidEndpoint()))) toast.success(t("invalidCleared"));
  };

  const settle = () => {
    switch (settleCheck(cart.selectedIds.length)) {
      case "empty":
        toast.error(t("chooseItems"));
        return;
      case "tooMany":
        toast.error(t("tooMany"));
        return;
      case "ok":
        saveCheckoutSource({ kind: "cart", basketIds: cart.selectedIds });
        router.push("/submit-order");
    }
  };

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

      <div className={clsx(COLS, "mb-2 h-10 bg-white px-3 text-xs text-subtle")}>
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
        className="sticky bottom-0 z-10 mt-4 flex h-[52px] items-center border border-line bg-white pl-3 text-xs shadow-[0_-2px_6px_rgba(0,0,0,0.06)]"
        data-testid="cart-summary"
      >
        <label className="flex items-center gap-1.5">
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
              className="ml-5 text-subtle hover:text-brand disabled:text-muted"
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
          className="ml-5 text-subtle hover:text-brand disabled:text-muted"
          disabled={cart.selectedIds.length === 0}
          onClick={() => void collect(cart.selectedIds)}
          data-testid="cart-collect-selected"
        >
          {t("moveToCollection")}
        </button>
        <div className="ml-auto flex items-center gap-6">
          <span className="text-subtle">
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
            className="h-[52px] w-[120px] bg-brand text-base font-semibold text-white hover:bg-brand-dark disabled:bg-line-strong"
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

function ShopBlock({
  shop,
  selected,
  busyLines,
  onToggleShop,
  onToggleItem,
  onCount,
  onDelete,
  onCollect,
}: {
  shop: CartShop;
  selected: ReadonlySet<number>;
  busyLines: ReadonlySet<number>;
  onToggleShop: () => void;
  onToggleItem: (id: number) => void;
  onCount: (item: CartItem, next: number) => void;
  onDelete: (ids: number[]) => Promise<void>;
  onCollect: (ids: number[]) => Promise<void>;
}) {
  const t = useTranslations("cart");
  return (
    <section className="bg-white" aria-label={shop.shopName} data-testid="cart-shop" data-shop-id={shop.shopId}>
      <div className="flex h-10 items-center gap-2 px-3">
        <span className="flex w-[32px] items-center">
          <TriCheckbox
            state={shopState(shop, selected)}
            onToggle={onToggleShop}
            label={t("selectShop", { name: shop.shopName })}
            testId="cart-select-shop"
          />
        </span>
        <Store size={14} className="text-brand" aria-hidden />
        <Link href={`/shopIndex?sid=${shop.shopId}`} className="text-xs font-semibold text-ink hover:text-brand">
          {shop.shopName}
        </Link>
        <span className="ml-2">
          <ShopCoupons shopId={shop.shopId} />
        </span>
      </div>
      {shop.shopCartItemDiscounts.map((group, gi) => (
        <div key={gi} className="border-t border-line" data-testid="cart-discount-group">
          {group.chooseDiscountItemDto ? <DiscountGroupHead d={group.chooseDiscountItemDto} /> : null}
          {group.shopCartItems.map((item) => (
            <LineRow
              key={item.basketId}
              item={item}
              checked={selected.has(item.basketId)}
              busy={busyLines.has(item.basketId)}
              onToggle={() => onToggleItem(item.basketId)}
              onCount={(n) => onCount(item, n)}
              onDelete={() => onDelete([item.basketId])}
              onCollect={() => onCollect([item.basketId])}
            />
          ))}
        </div>
      ))}
    </section>
  );
}

/** The head of a group of lines in one tier activity: its rule, what it takes off now and the next tier's hint. */
function DiscountGroupHead({ d }: { d: ChooseDiscountItem }) {
  const t = useTranslations("cart");
  const td = useTranslations("discount");
  return (
    <div
      className="flex items-center gap-3 bg-[#fff4e8] px-12 py-1.5 text-xs text-ink"
      data-testid="cart-discount-head"
    >
      <span className="bg-brand px-1.5 py-0.5 text-white">{t("promotion")}</span>
      <Link href={`/discount-detail?discountId=${d.discountId}`} className="font-semibold hover:text-brand">
        {d.ruleText}
      </Link>
      {d.reduceAmount > 0 ? (
        <span className="text-brand" data-testid="cart-discount-reduced">
          {td("cartReduced", { amount: d.reduceAmount.toFixed(2) })}
        </span>
      ) : null}
      <span className="text-muted" data-testid="cart-discount-hint">
        {d.hint || td("topTier")}
      </span>
    </div>
  );
}

function ItemInfo({ item, dim }: { item: CartItem; dim?: boolean }) {
  return (
    <div className={clsx("flex min-w-0 gap-3 pr-4", dim && "opacity-60")}>
      <a href={`/detail/${item.prodId}`} target="_blank" rel="noopener" tabIndex={-1} aria-hidden>
        <Thumb src={item.pic} />
      </a>
      <div className="min-w-0">
        <a
          href={`/detail/${item.prodId}`}
          target="_blank"
          rel="noopener"
          className="line-clamp-2 text-xs leading-5 text-ink hover:text-brand"
          data-testid="cart-item-name"
        >
          {item.prodName}
        </a>
        {item.skuName ? <p className="mt-1 text-[11px] text-muted">{item.skuName}</p> : null}
      </div>
    </div>
  );
}

function LineRow({
  item,
  checked,
  busy,
  onToggle,
  onCount,
  onDelete,
  onCollect,
}: {
  item: CartItem;
  checked: boolean;
  busy: boolean;
  onToggle: () => void;
  onCount: (n: number) => void;
  onDelete: () => Promise<void>;
  onCollect: () => Promise<void>;
}) {
  const t = useTranslations("cart");
  return (
    <div
      className={clsx(COLS, "min-h-[110px] px-3 py-4", checked ? "bg-[#fff4f4]" : "bg-white")}
      data-testid="cart-line"
      data-basket-id={item.basketId}
      data-prod-id={item.prodId}
    >
      <span className="self-start pt-8">
        <input
          type="checkbox"
          className="size-3.5 accent-brand"
          checked={checked}
          onChange={onToggle}
          aria-label={t("selectItem", { name: item.prodName })}
          data-testid="cart-select-item"
        />
      </span>
      <ItemInfo item={item} />
      <div className="flex flex-col items-center gap-0.5 text-xs">
        {item.activity ? (
          <>
            <Money value={item.activity.activityPrice} strong testId="cart-activity-price" />
            <s className="text-[11px] text-muted">
              <Money value={item.price} />
            </s>
            <span className="text-[11px] text-muted">
              <Countdown seconds={item.activity.expiresIn} kind="ends" />
            </span>
          </>
        ) : (
          <>
            <Money value={item.price} className="text-ink" />
            <MarketPrice price={item.price} oriPrice={item.oriPrice} className="text-[11px]" />
          </>
        )}
      </div>
      <QuantityStepper item={item} busy={busy} onChange={onCount} />
      <div className="text-center">
        <Money value={item.productTotalAmount} strong testId="cart-line-total" />
      </div>
      <div className="flex flex-col items-center gap-1.5 text-xs">
        <ConfirmDialog
          trigger={
            <button
              type="button"
              className="text-subtle hover:text-brand"
              data-testid="cart-delete"
              aria-label={t("deleteNamed", { name: item.prodName })}
            >
              {t("delete")}
            </button>
          }
          title={t("deleteTitle")}
          description={item.prodName}
          confirmLabel={t("delete")}
          onConfirm={onDelete}
        />
        <button
          type="button"
          className="text-subtle hover:text-brand"
          onClick={() => void onCollect()}
          data-testid="cart-collect"
          aria-label={t("collectNamed", { name: item.prodName })}
        >
          {t("moveToCollection")}
        </button>
      </div>
    </div>
  );
}

function InvalidBlock({
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
          className={clsx(COLS, "min-h-[100px] border-t border-line bg-[#fafafa] px-3 py-4")}
          data-testid="cart-invalid-line"
        >
          <span className="self-start pt-8">
            <span className="rounded-sm bg-line-strong px-1 py-0.5 text-[11px] text-white">{t("invalid")}</span>
          </span>
          <ItemInfo item={item} dim />
          <div className="text-center text-xs text-muted">
            <Money value={item.price} />
          </div>
          <div className="text-center text-xs text-subtle">{t(item.status === 2 ? "soldOut" : "offShelf")}</div>
          <span />
          <div className="text-center">
            <button
              type="button"
              className="text-xs text-subtle hover:text-brand"
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

function EmptyCart() {
  const t = useTranslations("cart");
  return (
    <section className="flex h-[360px] items-center justify-center gap-8 bg-white" data-testid="cart-empty">
      <ShoppingCart size={96} strokeWidth={1.2} className="text-line-strong" aria-hidden />
      <div>
        <h1 className="text-base font-semibold text-ink">{t("empty")}</h1>
        <Link href="/" className="mt-3 inline-block text-sm text-brand hover:underline">
          {t("goShopping")}
        </Link>
      </div>
    </section>
  );
}
