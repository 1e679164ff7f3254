import { SHOPS, TOPS } from "./fixtures/catalog.ts";
import { KINDS, type Bi, type Kind } from "./fixtures/kinds.ts";

/**
 * Fixed ids for everything the seed creates, derived from the data tables only, so
 * decorations, images and tests can rely on them: categories are numbered tops
 * first (1..14), then second level, then leaves; brands top by top; shops 1..18
 * (shop 1 is the self-run shop, as in mall4cloud).
 */

export interface CategoryRow {
  categoryId: number;
  parentId: number;
  grade: 1 | 2 | 3;
  name: Bi;
  seq: number;
  top: number;
}
export interface LeafPlan {
  categoryId: number;
  secondId: number;
  topId: number;
  top: number;
  name: Bi;
  secondName: Bi;
  topName: Bi;
  noun: Bi;
  kind: Kind;
  brandIds: number[];
}
export interface BrandRow {
  brandId: number;
  name: Bi;
  top: number;
  seq: number;
}
export interface ShopRow {
  shopId: number;
  name: Bi;
  intro: Bi;
  status: number;
  shopType: number;
  /** Top indexes sold. */
  tops: number[];
  /** Only this brand (flagship store). */
  brandId: number | null;
}
export interface ShopCategoryRow {
  shopCategoryId: number;
  shopId: number;
  top: number;
  name: Bi;
  seq: number;
}

export interface Plan {
  categories: CategoryRow[];
  leaves: LeafPlan[];
  /** Leaves interleaved across tops, so the first N products cover every top. */
  leafOrder: LeafPlan[];
  brands: BrandRow[];
  brandLeaves: [brandId: number, categoryId: number][];
  shops: ShopRow[];
  shopCategories: ShopCategoryRow[];
  /** shopCategoryId of (shopId, top). */
  shopCategoryOf: Map<string, number>;
  /** Candidate shops per top index. */
  shopsByTop: ShopRow[][];
}

/** Plural words that stay plural in a product name ("Jeans", "Running Shoes"). */
const PLURAL_NOUNS =
  /(jeans|pajamas|socks|heels|flats|shoes|dumbbells|diapers|wipes|nuts|cherries|apples|probiotics|vitamins|pants|fruit)$/i;

/** "Face Creams" → "Face Cream", "Dresses" → "Dress", "Smart Watches" → "Smart Watch" (one product, one thing). */
export function singular(en: string): string {
  if (PLURAL_NOUNS.test(en) || !/s$/i.test(en)) return en;
  if (/(ches|shes|sses)$/i.test(en)) return en.slice(0, -2);
  return en.slice(0, -1);
}

export function buildPlan(): Plan {
  const categories: CategoryRow[] = [];
  const leaves: LeafPlan[] = [];
  let nextId = 1;
  const topIds = TOPS.map((t, i) => {
    const id = nextId++;
    categories.push({ categoryId: id, parentId: 0, grade: 1, name: t.name, seq: i + 1, top: i });
    return id;
  });
  const secondIds: number[][] = TOPS.map((t, ti) =>
    t.seconds.map((s, si) => {
      const id = nextId++;
      categories.push({ categoryId: id, parentId: topIds[ti]!, grade: 2, name: s.name, seq: si + 1, top: ti });
      return id;
    }),
  );
  const brands: BrandRow[] = [];
  TOPS.forEach((t, ti) =>
    t.brands.forEach((b, bi) => brands.push({ brandId: ti * 6 + bi + 1, name: b, top: ti, seq: bi + 1 })),
  );
  const brandLeaves: [number, number][] = [];
  TOPS.forEach((t, ti) => {
    let k = 0;
    t.seconds.forEach((s, si) =>
      s.leaves.forEach(([zh, en, kindKey, noun, brandIdx], li) => {
        const id = nextId++;
        categories.push({
          categoryId: id,
          parentId: secondIds[ti]![si]!,
          grade: 3,
          name: [zh, en],
          seq: li + 1,
          top: ti,
        });
        const idx = brandIdx ?? [k % 6, (k + 1) % 6, (k + 2) % 6];
        const brandIds = idx.map((b) => ti * 6 + b + 1);
        for (const b of brandIds) brandLeaves.push([b, id]);
        leaves.push({
          categoryId: id,
          secondId: secondIds[ti]![si]!,
          topId: topIds[ti]!,
          top: ti,
          name: [zh, en],
          secondName: s.name,
          topName: t.name,
          noun: noun ?? [zh, singular(en)],
          kind: KINDS[kindKey],
          brandIds,
        });
        k++;
      }),
    );
  });

  const leafOrder: LeafPlan[] = [];
  const byTop = TOPS.map((_, ti) => leaves.filter((l) => l.top === ti));
  for (let round = 0; leafOrder.length < leaves.length; round++) {
    for (const list of byTop) if (list[round]) leafOrder.push(list[round]!);
  }

  const shops: ShopRow[] = SHOPS.map((s, i) => ({
    shopId: i + 1,
    name: s.name,
    intro: s.intro,
    status: s.status,
    shopType: s.shopType,
    tops: s.tops.length ? [...s.tops] : TOPS.map((_, ti) => ti),
    brandId: s.brand ? s.brand[0] * 6 + s.brand[1] + 1 : null,
  }));
  const shopCategories: ShopCategoryRow[] = [];
  const shopCategoryOf = new Map<string, number>();
  for (const shop of shops) {
    shop.tops.forEach((ti, seq) => {
      const id = shopCategories.length + 1;
      shopCategories.push({ shopCategoryId: id, shopId: shop.shopId, top: ti, name: TOPS[ti]!.name, seq: seq + 1 });
      shopCategoryOf.set(`${shop.shopId}:${ti}`, id);
    });
  }
  const shopsByTop = TOPS.map((_, ti) => shops.filter((s) => s.tops.includes(ti)));
  return { categories, leaves, leafOrder, brands, brandLeaves, shops, shopCategories, shopCategoryOf, shopsByTop };
}
