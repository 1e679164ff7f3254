"use client";

import type { CartItem } from "@souk/contract";
import clsx from "clsx";
import { useTranslations } from "next-intl";
import { Countdown } from "@/modules/discount";
import { Money } from "@/components/ui/money";
import { MarketPrice } from "@/components/ui/price-tag";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { QuantityStepper } from "./quantity-stepper";
import { COLS } from "./cart-columns";
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
