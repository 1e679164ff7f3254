import { randomBytes } from "node:crypto";
import path from "node:path";
import {
  toPage,
  pageOffset,
  validationText,
  type Locale,
  type Page,
  type PlatformBrand,
  type PlatformCategory,
  type PlatformProduct,
  type brandBody,
  type categoryCreateBody,
  type categoryEditBody,
  type platformBrandQuery,
  type platformProductQuery,
} from "@souk/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import { reencodeImage } from "../../infra/files/image.ts";
import { LocalFileStore } from "../../infra/files/local-store.ts";
import { AppError, fieldError, notFound } from "../../infra/http/app-error.ts";
import { pick } from "../../infra/http/locale.ts";
import { perContext } from "../../infra/per-context.ts";
import { mallDateTime } from "../../infra/time.ts";
import { bumpCatalogVersion } from "../catalog-events/service.ts";
import { recordPlatformOp } from "../staff/op-log.ts";
import * as q from "./platform-queries.ts";
import { catalogServiceOf } from "./service.ts";
import { CATALOG_TEXT } from "./texts.ts";

type Staff = { staffId: number };
/** Catalog pictures the platform may upload per staff member per hour. */
const UPLOADS_PER_HOUR = 120;

/**
 * The platform console's catalog: the category tree (add under a parent, edit names,
 * picture, order, status and commission, move under another parent of the grade above, delete
 * only when nothing is under it), brands with their categories, and every shop's products.
 *
 * Every change is written to the operation log in its transaction, then moves the catalog
 * versions the storefront revalidates by ("products" and "home": the category panel, lists and
 * search) and drops this process's category cache, so the storefront follows within seconds.
 */
export class PlatformCatalog {
  private readonly files: LocalFileStore;

  constructor(private readonly ctx: AppContext) {
    this.files = new LocalFileStore(path.join(ctx.config.dataDir, "files"));
  }

  /** A catalog picture (category or brand logo), re-encoded like the seller center's product pictures. */
  async uploadImage(staff: Staff, bytes: Buffer): Promise<string> {
    const n = await this.ctx.kv.incr(`upload:platform-catalog:${staff.staffId}`, 3600);
    if (n > UPLOADS_PER_HOUR) throw new AppError("B00016", CATALOG_TEXT.tooManyUploads, null, 429);
    const key = `catalog-up/${randomBytes(16).toString("base64url")}.webp`;
    await this.files.write(key, await reencodeImage(bytes, 800));
    return `/files/${key}`;
  }

  // ---------------------------------------------------------------- categories

  /** The whole tree, every status, with product counts. */
  async categoryTree(): Promise<PlatformCategory[]> {
    const rows = await q.categoriesWithCounts(this.ctx.database.db);
    const byParent = new Map<number, typeof rows>();
    for (const r of rows) byParent.set(r.parentId, [...(byParent.get(r.parentId) ?? []), r]);
    // productCount: the category's own products and those of every category below it.
    const build = (parentId: number, depth: number): PlatformCategory[] =>
      depth > 3
        ? []
        : (byParent.get(parentId) ?? []).map((r) => {
            const children = build(r.categoryId, depth + 1);
            return { ...r, productCount: r.productCount + children.reduce((n, c) => n + c.productCount, 0), children };
          });
    return build(0, 1);
  }

  async createCategory(staff: Staff, body: z.output<typeof categoryCreateBody>, locale: Locale): Promise<number> {
    const id = await this.ctx.database.db.transaction(async (tx) => {
      const grade = await this.gradeUnder(tx, body.parentId, locale);
      const { parentId, ...rest } = body;
      const categoryId = await q.insertCategory(tx, { ...rest, parentId, grade });
      await recordPlatformOp(tx, staff, "catalog.categoryCreate", categoryId, { parentId, ...rest });
      return categoryId;
    });
    await this.changed();
    return id;
  }

  async editCategory(staff: Staff, categoryId: number, body: z.output<typeof categoryEditBody>): Promise<void> {
    await this.ctx.database.db.transaction(async (tx) => {
      const before = await q.categoryRow(tx, categoryId, true);
      if (!before) throw notFound(CATALOG_TEXT.categoryNotFound);
      await q.updateCategory(tx, categoryId, body);
      await recordPlatformOp(tx, staff, "catalog.categoryEdit", categoryId, {
        before: pickFields(before, body),
        after: body,
      });
    });
    await this.changed();
  }

  async setCategoryStatus(staff: Staff, categoryId: number, status: 0 | 1): Promise<void> {
    await this.ctx.database.db.transaction(async (tx) => {
      if (!(await q.categoryRow(tx, categoryId, true))) throw notFound(CATALOG_TEXT.categoryNotFound);
      await q.updateCategory(tx, categoryId, { status });
      await recordPlatformOp(tx, staff, "catalog.categoryStatus", categoryId, { status });
    });
    await this.changed();
  }

  /** Under another parent of the grade above (a grade keeps its level: products live on grade 3). */
  async moveCategory(staff: Staff, categoryId: number, parentId: number, locale: Locale): Promise<void> {
    await this.ctx.database.db.transaction(async (tx) => {
      const row = await q.categoryRow(tx, categoryId, true);
      if (!row) throw notFound(CATALOG_TEXT.categoryNotFound);
      if (parentId === categoryId || (await this.gradeUnder(tx, parentId, locale)) !== row.grade)
        throw new AppError("A00042");
      await q.updateCategory(tx, categoryId, { parentId });
      await recordPlatformOp(tx, staff, "catalog.categoryMove", categoryId, { from: row.parentId, to: parentId });
    });
    await this.changed();
  }

  /** Only an empty leaf of the tree: with subcategories (A00041) or products (A00040) it can only be disabled. */
  async deleteCategory(staff: Staff, categoryId: number): Promise<void> {
    await this.ctx.database.db.transaction(async (tx) => {
      const row = await q.categoryRow(tx, categoryId, true);
      if (!row) throw notFound(CATALOG_TEXT.categoryNotFound);
      if (await q.hasChildren(tx, categoryId)) throw new AppError("A00041");
      if (await q.hasProducts(tx, categoryId)) throw new AppError("A00040");
      await q.deleteCategory(tx, categoryId);
      await recordPlatformOp(tx, staff, "catalog.categoryDelete", categoryId, {
        nameZh: row.nameZh,
        nameEn: row.nameEn,
      });
    });
    await this.changed();
  }

  /** The grade a category under `parentId` has (1 at the top); an unknown parent or one of grade 3 is refused. */
  private async gradeUnder(tx: Parameters<typeof q.categoryRow>[0], parentId: number, locale: Locale) {
    if (parentId === 0) return 1;
    const parent = await q.categoryRow(tx, parentId);
    if (!parent) throw fieldError("parentId", validationText("v.categoryParent")!, locale);
    if (parent.grade >= 3) throw new AppError("A00042");
    return parent.grade + 1;
  }

  // ---------------------------------------------------------------- brands

  async brandPage(pq: z.output<typeof platformBrandQuery>): Promise<Page<PlatformBrand>> {
    const db = this.ctx.database.db;
    const { rows, total } = await q.brandPage(db, pq.size, pageOffset(pq), {
      name: pq.name || undefined,
      status: pq.status === undefined ? undefined : (Number(pq.status) as 0 | 1),
    });
    const links = await q.brandCategoryIds(
      db,
      rows.map((r) => r.brandId),
    );
    return toPage(
      rows.map((r) => ({ ...r, categoryIds: links.get(r.brandId) ?? [] })),
      total,
      pq,
    );
  }

  /** Creates (brandId undefined) or edits a brand and replaces its categories. */
  async saveBrand(
    staff: Staff,
    brandId: number | undefined,
    body: z.output<typeof brandBody>,
    locale: Locale,
  ): Promise<number> {
    const id = await this.ctx.database.db.transaction(async (tx) => {
      if (brandId !== undefined && !(await q.brandExists(tx, brandId))) throw notFound(CATALOG_TEXT.brandNotFound);
      if (await q.brandNamed(tx, body.name, brandId ?? 0)) throw new AppError("A00044");
      const known = await q.existingCategories(tx, body.categoryIds);
      if (known.size !== body.categoryIds.length)
        throw fieldError("categoryIds", validationText("v.brandCategories")!, locale);
      const { categoryIds, ...row } = body;
      const saved = brandId ?? (await q.insertBrand(tx, row));
      if (brandId !== undefined) await q.updateBrand(tx, brandId, row);
      await q.setBrandCategories(tx, saved, categoryIds);
      await recordPlatformOp(
        tx,
        staff,
        brandId === undefined ? "catalog.brandCreate" : "catalog.brandEdit",
        saved,
        body,
      );
      return saved;
    });
    await this.changed();
    return id;
  }

  async setBrandStatus(staff: Staff, brandId: number, status: 0 | 1): Promise<void> {
    await this.ctx.database.db.transaction(async (tx) => {
      if (!(await q.brandExists(tx, brandId))) throw notFound(CATALOG_TEXT.brandNotFound);
      await q.updateBrand(tx, brandId, { status });
      await recordPlatformOp(tx, staff, "catalog.brandStatus", brandId, { status });
    });
    await this.changed();
  }

  // ---------------------------------------------------------------- products

  async productPage(pq: z.output<typeof platformProductQuery>, locale: Locale): Promise<Page<PlatformProduct>> {
    const { rows, total } = await q.platformProductPage(this.ctx.database.db, pq.size, pageOffset(pq), {
      prodName: pq.prodName || undefined,
      shopName: pq.shopName || undefined,
      categoryId: pq.categoryId,
      status: pq.status,
    });
    const catalog = catalogServiceOf(this.ctx);
    const records: PlatformProduct[] = [];
    for (const r of rows) {
      const chain = await catalog.ancestry(r.categoryId);
      records.push({
        prodId: r.prodId,
        prodName: pick(locale, r.nameZh, r.nameEn),
        pic: r.pic,
        shopId: r.shopId,
        shopName: pick(locale, r.shopNameZh, r.shopNameEn),
        categoryId: r.categoryId,
        categoryName: chain.map((c) => pick(locale, c.nameZh, c.nameEn)).join(" / "),
        price: r.price,
        totalStock: r.totalStock,
        soldNum: r.soldNum,
        status: r.status,
        takedown:
          r.takedownReason === null || r.takedownAt === null
            ? null
            : { reason: r.takedownReason, at: mallDateTime(r.takedownAt) },
        updatedAt: mallDateTime(r.updatedAt),
      });
    }
    return toPage(records, total, pq);
  }

  /** The tree and brands changed: the storefront's category panel, lists, search filters and the product editor follow. */
  private async changed(): Promise<void> {
    catalogServiceOf(this.ctx).invalidate();
    await bumpCatalogVersion(this.ctx, "products", "home");
  }
}

function pickFields<T extends object>(row: T, like: object): Partial<T> {
  return Object.fromEntries(Object.keys(like).map((k) => [k, (row as Record<string, unknown>)[k]])) as Partial<T>;
}

export const platformCatalogOf = perContext((ctx) => new PlatformCatalog(ctx));
