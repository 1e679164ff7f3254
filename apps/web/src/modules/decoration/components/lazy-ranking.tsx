"use client";

import type { ProductCard } from "@souk/contract";
import { useLocale } from "next-intl";
import { LazySection } from "@/components/ui/lazy-section";
import { list, str } from "../lib/parse";
import { dataAt, homeBlocks, type HomeGoodsSource } from "./home-goods";
import { RankingTabs } from "./ranking-tabs";

/**
 * goods_module5 below the fold of the home: the ranking's title and tabs with skeleton rows
 * until the buyer scrolls near, then its goods from the home decoration (ADR 0030-page-weight).
 */
export function LazyRanking({
  title,
  tabs,
  source,
}: {
  title: string;
  tabs: { name: string; count: number }[];
  source: HomeGoodsSource;
}) {
  const locale = useLocale();
  return (
    <LazySection
      testId="lazy-goods"
      load={async () =>
        list<Record<string, unknown>>(dataAt(await homeBlocks(locale, source.version), source)?.tabs)
          .map((tab) => ({ name: str(tab.name), goods: list<ProductCard>(tab.goods).slice(0, 8) }))
          .filter((tab) => tab.goods.length > 0)
      }
      placeholder={
        <RankingTabs title={title} tabs={tabs.map((t) => ({ name: t.name, goods: [] }))} pending={tabs[0]?.count} />
      }
    >
      {(loaded) => <RankingTabs title={title} tabs={loaded} />}
    </LazySection>
  );
}
