import { randomBytes } from "node:crypto";
import path from "node:path";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { validationText, type Locale, type MerchantProduct, type Page, type merchantProductBody } from "@souk/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import type { StaffIdentity } from "../../infra/auth/staff-token-store.ts";
import { brands, categories, products, skus } from "../../infra/db/schema/index.ts";
import { reencodeImage } from "../../infra/files/image.ts";
import { LocalFileStore } from "../../infra/files/local-store.ts";
import { sanitizeRichText } from "../../infra/html/sanitize.ts";
import { AppError, notFound } from "../../infra/http/app-error.ts";
import { pick } from "../../infra/http/locale.ts";
import { perContext } from "../../infra/per-context.ts";
import { nowMs } from "../../infra/time.ts";
import { fieldError } from "../../infra/http/app-error.ts";
import { bumpCatalogVersion } from "../catalog-events/service.ts";
import { lockForStockTake, syncProductStock } from "../catalog/inventory.ts";
import { searchText } from "../search/tokenize.ts";
import { MERCHANT_TEXT, PRODUCT_NOT_FOUND_TEXT } from "./texts.ts";

type Body = z.output<typeof merchantProductBody>;
type Prop = { nameZh: string; nameEn: string; valueZh: string; valueEn: string };
/** Product images this API hands out or serves: a file of the public store under /files/. */
const FILE_PATH = /^\/files\/([A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)+)$/;
/** Product-image uploads per shop per hour. */
export const PRODUCT_UPLOADS_PER_HOUR = 120;

/**
 * The merchant's products (issue 13): create and edit (leaf category, brand, sales attributes,
 * SKUs with price in fen and stock, images this server stored, sanitized description), put on
 * and take off the shelf. Every write moves the catalog's "products" version, so search and the
 * cached pages follow. Another shop's product answers like an unknown one.
 *
 * Editing SKUs: a SKU is identified by its sales-attribute values. Matching SKUs keep their id
 * (carts and orders point at it) and take the new price and stock; new combinations are added;
 * combinations no longer listed are disabled (status 0), never deleted. Setting the stock is one
 * UPDATE of the count the merchant typed, like a stock-take.
 */
export class MerchantProducts {
  readonly files: LocalFileStore;

  constructor(private readonly ctx: AppContext) {
    this.files = new LocalFileStore(path.join(ctx.config.dataDir, "files"));
  }

  async uploadImage(staff: StaffIdentity, bytes: Buffer): Promise<string> {
    const n = await this.ctx.kv.incr(`upload:prod:${staff.shopId}`, 3600);
    if (n > PRODUCT_UPLOADS_PER_HOUR) throw new AppError("B00016", MERCHANT_TEXT.tooManyUploads, null, 429);
    const key = `prod-up/${randomBytes(16).toString("base64url")}.webp`;
    await this.files.write(key, await reencodeImage(bytes, 1200));
    return `/files/${key}`;
  }

  async create(staff: StaffIdentity, body: Body, locale: Locale): Promise<{ prodId: number }> {
    const v = await this.prepare(body, locale);
    const at = new Date(nowMs(this.ctx));
    const prodId = await this.ctx.database.db.transaction(async (tx) => {
      const [p] = await tx
        .insert(products)
        .values({ ...v.product, shopId: staff.shopId, status: 0, createdAt: at, updatedAt: at })
        .returning({ prodId: products.prodId });
      await tx.insert(skus).values(v.skus.map((k) => ({ ...k, prodId: p!.prodId, status: 1 })));
      return p!.prodId;
    });
    await bumpCatalogVersion(this.ctx, "products");
    return { prodId };
  }

  async update(staff: StaffIdentity, prodId: number, body: Body, locale: Locale): Promise<void> {
    const v = await this.prepare(body, locale);
    await this.ctx.database.db.transaction(async (tx) => {
      const [p] = await tx
        .select({ prodId: products.prodId })
        .from(products)
        .where(and(eq(products.prodId, prodId), eq(products.shopId, staff.shopId), ne(products.status, -1)));
      if (!p) throw notFound(PRODUCT_NOT_FOUND_TEXT);
      await lockForStockTake(tx, prodId);
      const { totalStock: _derived, ...product } = v.product;
      await tx
        .update(products)
        .set({ ...product, updatedAt: new Date(nowMs(this.ctx)) })
        .where(eq(products.prodId, prodId));
      const existing = await tx
        .select({ skuId: skus.skuId, properties: skus.properties })
        .from(skus)
        .where(eq(skus.prodId, prodId));
      const byKey = new Map(existing.map((k) => [comboKey(k.properties), k.skuId]));
      const kept = new Set<number>();
      for (const k of v.skus) {
        const skuId = byKey.get(comboKey(k.properties));
        if (skuId === undefined) await tx.insert(skus).values({ ...k, prodId, status: 1 });
        else {
          kept.add(skuId);
          await tx
            .update(skus)
            .set({ ...k, status: 1 })
            .where(eq(skus.skuId, skuId));
        }
      }
      for (const k of existing)
        if (!kept.has(k.skuId) && byKey.get(comboKey(k.properties)) === k.skuId)
          await tx.update(skus).set({ status: 0 }).where(eq(skus.skuId, k.skuId));
      await syncProductStock(tx, prodId);
    });
    await bumpCatalogVersion(this.ctx, "products");
  }

  /** 1 on the shelf, 0 off it. */
  async setStatus(staff: StaffIdentity, prodId: number, status: 0 | 1): Promise<void> {
    const updated = await this.ctx.database.db
      .update(products)
      .set({ status, updatedAt: new Date(nowMs(this.ctx)) })
      .where(and(eq(products.prodId, prodId), eq(products.shopId, staff.shopId), ne(products.status, -1)))
      .returning({ prodId: products.prodId });
    if (updated.length === 0) throw notFound(PRODUCT_NOT_FOUND_TEXT);
    await bumpCatalogVersion(this.ctx, "products");
  }

  async page(
    staff: StaffIdentity,
    q: { current: number; size: number },
    locale: Locale,
  ): Promise<Page<MerchantProduct>> {
    const db = this.ctx.database.db;
    const where = and(eq(products.shopId, staff.shopId), ne(products.status, -1));
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(where);
    const rows = await db
      .select()
      .from(products)
      .where(where)
      .orderBy(desc(products.updatedAt), desc(products.prodId))
      .limit(q.size)
      .offset((q.current - 1) * q.size);
    const records: MerchantProduct[] = [];
    for (const p of rows) {
      const ks = await db.select().from(skus).where(eq(skus.prodId, p.prodId)).orderBy(skus.skuId);
      records.push({
        prodId: p.prodId,
        prodName: pick(locale, p.nameZh, p.nameEn),
        status: p.status,
        price: p.price,
        totalStock: p.totalStock,
        pic: p.pic,
        skus: ks.map((k) => ({
          skuId: k.skuId,
          properties: k.properties.map((x) => pick(locale, x.valueZh, x.valueEn)),
          price: k.price,
          stock: k.stock,
          status: k.status,
        })),
      });
    }
    const total = count?.n ?? 0;
    return { records, total, current: q.current, size: q.size, pages: Math.ceil(total / q.size) };
  }

  /** Checks what the schema cannot (category, brand, images, SKU combinations) and builds the rows. */
  private async prepare(body: Body, locale: Locale) {
    const db = this.ctx.database.db;
    const [cat] = await db
      .select({ categoryId: categories.categoryId, nameZh: categories.nameZh, nameEn: categories.nameEn })
      .from(categories)
      .where(and(eq(categories.categoryId, body.categoryId), eq(categories.grade, 3), eq(categories.status, 1)))
      .limit(1);
    if (!cat) throw fieldError("categoryId", validationText("v.category")!, locale);
    let brand: { name: string; nameEn: string } | undefined;
    if (body.brandId !== undefined) {
      [brand] = await db
        .select({ name: brands.name, nameEn: brands.nameEn })
        .from(brands)
        .where(and(eq(brands.brandId, body.brandId), eq(brands.status, 1)))
        .limit(1);
      if (!brand) throw fieldError("brandId", validationText("v.brand")!, locale);
    }
    for (const p of [body.pic, ...(body.imgs ?? [])]) {
      const key = FILE_PATH.exec(p)?.[1];
      if (!key || !(await this.files.read(key))) throw fieldError("pic", validationText("v.prodPic")!, locale);
    }
    const attrs = body.salesAttrs.map((a) => ({
      nameZh: a.name,
      nameEn: a.nameEn ?? a.name,
      values: a.values.map((x) => ({ zh: x.value, en: x.valueEn ?? x.value })),
    }));
    const seen = new Set<string>();
    const skuRows = body.skus.map((k) => {
      if (k.properties.length !== attrs.length) throw fieldError("skus", validationText("v.skuProps")!, locale);
      const properties: Prop[] = k.properties.map((value, i) => {
        const attr = attrs[i]!;
        const found = attr.values.find((x) => x.zh === value);
        if (!found) throw fieldError("skus", validationText("v.skuProps")!, locale);
        return { nameZh: attr.nameZh, nameEn: attr.nameEn, valueZh: found.zh, valueEn: found.en };
      });
      const key = comboKey(properties);
      if (seen.has(key)) throw fieldError("skus", validationText("v.skuProps")!, locale);
      seen.add(key);
      return {
        properties,
        price: k.price,
        oriPrice: Math.max(k.oriPrice ?? k.price, k.price),
        stock: k.stock,
        pic: "",
      };
    });
    const nameEn = body.prodNameEn ?? body.prodName;
    const brief = body.brief ?? "";
    const content = sanitizeRichText(body.content ?? "");
    const price = Math.min(...skuRows.map((k) => k.price));
    return {
      product: {
        categoryId: cat.categoryId,
        brandId: body.brandId ?? null,
        nameZh: body.prodName,
        nameEn,
        briefZh: brief,
        briefEn: brief,
        pic: body.pic,
        imgs: body.imgs?.length ? body.imgs : [body.pic],
        price,
        oriPrice: Math.max(price, ...skuRows.map((k) => k.oriPrice)),
        totalStock: skuRows.reduce((n, k) => n + k.stock, 0),
        contentZh: content,
        contentEn: content,
        salesAttrs: attrs,
        searchVector: sql`setweight(to_tsvector('simple', ${searchText(body.prodName, nameEn)}), 'A') || setweight(to_tsvector('simple', ${searchText(brief, cat.nameZh, cat.nameEn, brand?.name, brand?.nameEn)}), 'B')`,
      },
      skus: skuRows,
    };
  }
}

function comboKey(props: Prop[]): string {
  return props.map((p) => p.valueZh).join("\u0001");
}

export const merchantProductsOf = perContext((ctx) => new MerchantProducts(ctx));
