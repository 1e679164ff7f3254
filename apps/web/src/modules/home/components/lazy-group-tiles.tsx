"use client";

import { LazySection } from "@/components/ui/lazy-section";
import { callApi } from "@/lib/api/browser-client";
import { prodListByTagIdEndpoint } from "@/lib/api/endpoints/product";
import { TileGrid, tileFields } from "@/modules/product";

const GRID = "grid grid-cols-5 gap-2.5";

/**
 * A product group's row on the home, below the fold: `count` skeleton cards until the buyer
 * scrolls near, then the group's first `count` products through `/api` (ADR 0030-page-weight).
 * A group gone meanwhile (A01000) leaves its title and "more" link without cards.
 */
export function LazyGroupTiles({ tagId, count }: { tagId: number; count: number }) {
  return (
    <LazySection
      testId="lazy-goods"
      load={async () => (await callApi(prodListByTagIdEndpoint(tagId, count), { silent: true })).records}
      placeholder={<TileGrid pending={count} className={GRID} />}
    >
      {(records) => <TileGrid products={records.map((p) => tileFields(p))} className={GRID} />}
    </LazySection>
  );
}
