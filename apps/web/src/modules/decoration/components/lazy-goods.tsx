"use client";

import type { ProductCard } from "@souk/contract";
import { useLocale } from "next-intl";
import type { ComponentProps } from "react";
import { LazySection } from "@/components/ui/lazy-section";
import { TileGrid, tileFields } from "@/modules/product";
import { list } from "../lib/parse";
import { dataAt, homeBlocks, type HomeGoodsSource } from "./home-goods";

type Grid = Omit<ComponentProps<typeof TileGrid>, "products" | "pending">;

/**
 * A home goods grid below the fold: `count` skeleton cards in the block's grid until the buyer
 * scrolls near, then the block's live cards from the home decoration (ADR 0030-page-weight).
 */
export function LazyGoods({
  source,
  count,
  boxClassName,
  ...grid
}: Grid & { source: HomeGoodsSource; count: number; boxClassName?: string }) {
  const locale = useLocale();
  return (
    <LazySection
      testId="lazy-goods"
      className={boxClassName}
      load={async () =>
        list<ProductCard>(dataAt(await homeBlocks(locale, source.version), source)?.goods).slice(0, count)
      }
      placeholder={<TileGrid pending={count} {...grid} />}
    >
      {(goods) => <TileGrid products={goods.map((g) => tileFields(g))} {...grid} />}
    </LazySection>
  );
}
