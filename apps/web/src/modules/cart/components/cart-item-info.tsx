"use client";

import type { CartItem } from "@souk/contract";
import clsx from "clsx";
import { Thumb } from "@/components/ui/thumbnail";
import { sameTabOnPhone } from "@/modules/product";

export function ItemInfo({ item, dim, className }: { item: CartItem; dim?: boolean; className?: string }) {
  return (
    <div className={clsx("flex min-w-0 gap-3 pr-4", dim && "opacity-60", className)}>
      <a
        href={`/detail/${item.prodId}`}
        target="_blank"
        rel="noopener"
        onClick={sameTabOnPhone}
        tabIndex={-1}
        aria-hidden
      >
        <Thumb src={item.pic} />
      </a>
      <div className="min-w-0">
        <a
          href={`/detail/${item.prodId}`}
          target="_blank"
          rel="noopener"
          onClick={sameTabOnPhone}
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
