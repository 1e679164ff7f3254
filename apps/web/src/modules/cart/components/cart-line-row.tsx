"use client";

import type { CartItem } from "@souk/contract";
import clsx from "clsx";
import { useTranslations } from "next-intl";
import { Countdown } from "@/modules/discount";
import { Money } from "@/components/ui/money";
import { MarketPrice } from "@/components/ui/price-tag";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { QuantityStepper } from "./quantity-stepper";
import { COLS, PHONE_CELL, PHONE_LINE } from "./cart-columns";
import { ItemInfo } from "./cart-item-info";

export function LineRow({
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
  const tp = useTranslations("promoShown");
  return (
    <div
      className={clsx(COLS, "min-h-[110px] px-3 py-4", PHONE_LINE, checked ? "bg-[#fff4f4]" : "bg-white")}
      data-testid="cart-line"
      data-basket-id={item.basketId}
      data-prod-id={item.prodId}
    >
      <label
        className={clsx("self-start pt-8", PHONE_CELL.check, "max-md:flex max-md:items-center max-md:justify-center")}
      >
        <input
          type="checkbox"
          className="size-3.5 accent-brand max-md:size-5"
          checked={checked}
          onChange={onToggle}
          aria-label={t("selectItem", { name: item.prodName })}
          data-testid="cart-select-item"
        />
      </label>
      <ItemInfo item={item} className={PHONE_CELL.item} />
      <div className={clsx("flex flex-col items-center gap-0.5 text-xs", PHONE_CELL.price)}>
        {item.activity ? (
          <>
            <span className="bg-brand px-1 text-[11px] leading-4 text-white" data-testid="cart-line-badge">
              {tp("offerBadge")}
            </span>
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
      <div className={clsx("text-center", PHONE_CELL.subtotal)}>
        <Money value={item.productTotalAmount} strong testId="cart-line-total" />
      </div>
      <div className={clsx("flex flex-col items-center gap-1.5 text-xs", PHONE_CELL.actions)}>
        <ConfirmDialog
          trigger={
            <button
              type="button"
              className="text-subtle hover:text-brand max-md:min-h-11 max-md:px-3"
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
          className="text-subtle hover:text-brand max-md:min-h-11 max-md:px-3"
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
