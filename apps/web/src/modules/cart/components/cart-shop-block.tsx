"use client";

import type { CartItem, CartShop } from "@souk/contract";
import { Store } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { ShopCoupons } from "@/modules/coupon";
import { TriCheckbox } from "./tri-checkbox";
import { shopState } from "../lib/selection";
import { LineRow } from "./cart-line-row";
import { DiscountGroupHead } from "./discount-group-head";

export function ShopBlock({
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
