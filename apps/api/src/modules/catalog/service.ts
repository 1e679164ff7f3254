import { fenToYuan, type Brand, type CategoryNode, type Locale, type ProductCard } from "@souk/contract";
import { withDiscountActivity } from "../discount/badges.ts";
import type { AppContext } from "../../context.ts";
import { TtlCache } from "../../infra/cache/ttl-cache.ts";
import { pick } from "../../infra/http/locale.ts";
import { perContext } from "../../infra/per-context.ts";
import {
  activeBrandsIn,
  allCategories,
  brandById,
  existingShops,
  onShelfProducts,
  productArt,
  productOwners,
  type CategoryRow,
} from "./queries.ts";

/** The category table indexed for tree walks. Only active categories under active parents are reachable. */
export interface CategoryIndex {
  byId: Map<number, CategoryRow>;
  /** Active children by parent id (0 = top level), in display order. */
  children: Map<number, CategoryRow[]>;
}

/**
 * Catalogue reads shared by several modules: the platform category tree (one query,
 * cached for a minute: operators rarely edit it, and every page header needs it),
 * brands by category, and product cards.
 */
export class CatalogService {
  // Ten seconds: a change made through another API process reaches this one's tree within the
  // storefront's 15 s; this process's own changes drop it at once (catalogChanges).
  private readonly categoryCache = new TtlCache<CategoryIndex>(10_000);

  constructor(private readonly ctx: AppContext) {
    ctx.catalogChanges.on(["products", "home"], () => this.invalidate());
  }

  invalidate(): void {
    this.categoryCache.clear();
  }

  categoryIndex(): Promise<CategoryIndex> {
    return this.categoryCache.get("all", async () => {
      const rows = await allCategories(this.ctx.database.db);
      const byId = new Map(rows.map((r) => [r.categoryId, r]));
      const children = new Map<number, CategoryRow[]>();
      for (const r of rows) {
        if (r.status !== 1) continue;
        const list = children.get(r.parentId) ?? [];
        list.push(r);
        children.set(r.parentId, list);
      }
      return { byId, children };
    });
  }

  /** Active children of `parentId` (0 = top level), each with its active subtree. Unknown/hidden parent → []. */
  async categoryTree(parentId: number, locale: Locale): Promise<CategoryNode[]> {
    const index = await this.categoryIndex();
    if (parentId !== 0) {
      const parent = index.byId.get(parentId);
      if (!parent || !this.isReachable(index, parent)) return [];
    }
    const build = (id: number): CategoryNode[] =>
      (index.children.get(id) ?? []).map((r) => ({
        categoryId: r.categoryId,
        categoryName: pick(locale, r.nameZh, r.nameEn),
        pic: r.pic,
        status: r.status,
        parentId: r.parentId,
        grade: r.grade,
        categories: build(r.categoryId),
        selected: false,
      }));
    return build(parentId);
  }

  /** A category is shown only when it and all its ancestors are active. */
  private isReachable(index: CategoryIndex, row: CategoryRow): boolean {
    for (let r: CategoryRow | undefined = row, depth = 0; r && depth < 10; r = index.byId.get(r.parentId), depth++) {
      if (r.status !== 1) return false;
      if (r.parentId === 0) return true;
    }
    return false;
  }

  /** The category and all its active descendants; [] when unknown or hidden. */
  async withDescendants(categoryId: number): Promise<number[]> {
    const index = await this.categoryIndex();
    const root = index.byId.get(categoryId);
    if (!root || !this.isReachable(index, root)) return [];
    const out: number[] = [];
    const walk = (id: number) => {
      out.push(id);
      for (const c of index.children.get(id) ?? []) walk(c.categoryId);
    };
    walk(categoryId);
    return out;
  }

  /** The chain from the top category down to `categoryId` (inclusive). */
  async ancestry(categoryId: number): Promise<CategoryRow[]> {
    const index = await this.categoryIndex();
    const chain: CategoryRow[] = [];
    for (let r = index.byId.get(categoryId); r && chain.length < 10; r = index.byId.get(r.parentId)) chain.unshift(r);
    return chain;
  }

  /** Active brands linked to the category or any of its descendants. */
  async brandsByCategory(categoryId: number, locale: Locale): Promise<Brand[]> {
    const ids = await this.withDescendants(categoryId);
    if (ids.length === 0) return [];
    const rows = await activeBrandsIn(this.ctx.database.db, ids);
    return rows.map((b) => ({
      brandId: b.brandId,
      name: pick(locale, b.name, b.nameEn),
      imgUrl: b.imgUrl,
      firstLetter: b.firstLetter,
    }));
  }

  /** Cards of the on-shelf products among `prodIds`, in the given order (missing/off-shelf ones dropped). */
  async productCards(prodIds: number[], locale: Locale): Promise<ProductCard[]> {
    const ids = [...new Set(prodIds.filter((id) => Number.isSafeInteger(id) && id > 0))];
    if (ids.length === 0) return [];
    const rows = await onShelfProducts(this.ctx.database.db, ids);
    const byId = new Map(rows.map((r) => [r.prodId, r]));
    const cards = ids.flatMap((id): ProductCard[] => {
      const r = byId.get(id);
      if (!r) return [];
      return [
        {
          prodId: r.prodId,
          shopId: r.shopId,
          prodName: pick(locale, r.nameZh, r.nameEn),
          brief: pick(locale, r.briefZh, r.briefEn),
          pic: r.pic,
          price: fenToYuan(r.price),
          oriPrice: fenToYuan(r.oriPrice),
          soldNum: r.soldNum,
        },
      ];
    });
    return withDiscountActivity(this.ctx, cards);
  }

  /** English product name and category chain (for the generated picture), or null. */
  async productArt(prodId: number): Promise<{ nameEn: string; categoryNamesEn: string[]; topId: number } | null> {
    const [row] = await productArt(this.ctx.database.db, prodId);
    if (!row) return null;
    const chain = await this.ancestry(row.categoryId);
    return {
      nameEn: row.nameEn,
      categoryNamesEn: chain.map((c) => c.nameEn).reverse(),
      topId: chain[0]?.categoryId ?? 0,
    };
  }

  async categoryArt(categoryId: number): Promise<{ nameEn: string; categoryNamesEn: string[]; topId: number } | null> {
    const chain = await this.ancestry(categoryId);
    const self = chain.at(-1);
    if (!self || self.categoryId !== categoryId) return null;
    return { nameEn: self.nameEn, categoryNamesEn: chain.map((c) => c.nameEn).reverse(), topId: chain[0]!.categoryId };
  }

  /** Shop and names of products of any status (analytics attributes views to the product's shop). */
  async productOwners(
    prodIds: readonly number[],
  ): Promise<Map<number, { shopId: number; nameZh: string; nameEn: string }>> {
    if (!prodIds.length) return new Map();
    const rows = await productOwners(this.ctx.database.db, prodIds);
    return new Map(rows.map((r) => [r.prodId, { shopId: r.shopId, nameZh: r.nameZh, nameEn: r.nameEn }]));
  }

  /** The ids among `shopIds` that name a shop. */
  async existingShops(shopIds: readonly number[]): Promise<Set<number>> {
    if (!shopIds.length) return new Set();
    return new Set((await existingShops(this.ctx.database.db, shopIds)).map((r) => r.shopId));
  }

  async brandArt(brandId: number): Promise<{ nameEn: string } | null> {
    const [row] = await brandById(this.ctx.database.db, brandId);
    return row ? { nameEn: row.nameEn || row.name } : null;
  }
}

export const catalogServiceOf = perContext((ctx) => new CatalogService(ctx));
