"use client";

import type { ShopCard } from "@souk/contract";
import { useLocale } from "next-intl";
import { LazySection } from "@/components/ui/lazy-section";
import { list } from "../lib/parse";
import { dataAt, homeBlocks, type HomeGoodsSource } from "./home-goods";
import { STORE_GRID, StoreCards } from "./store-cards";

/**
 * store_list below the fold of the home: `count` skeleton shop cards (`.skel-shop`, their
 * height) until the buyer scrolls near, then the shops from the home decoration.
 */
export function LazyStores({ source, count }: { source: HomeGoodsSource; count: number }) {
  const locale = useLocale();
  return (
    <LazySection
      testId="lazy-goods"
      load={async () => list<ShopCard>(dataAt(await homeBlocks(locale, source.version), source)?.shops)}
      placeholder={
        <ul className={STORE_GRID} aria-hidden>
          {Array.from({ length: count }, (_, i) => (
            <li key={i} className="skel-shop" />
          ))}
        </ul>
      }
    >
      {(shops) => <StoreCards shops={shops} />}
    </LazySection>
  );
}
