import { randomBytes } from "node:crypto";
import path from "node:path";
import {
  validationText,
  type Locale,
  type MerchantProduct,
  type MerchantProductDetail,
  type Page,
  type merchantProductBody,
  type merchantProductQuery,
} from "@souk/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import type { StaffIdentity } from "../../infra/auth/staff-token-store.ts";
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
import { clearTakedown, refuseListingTakenDown, takedownReasons } from "../catalog/takedowns.ts";
import { searchText } from "../search/tokenize.ts";
import * as q from "./queries.ts";
import { MERCHANT_TEXT, PRODUCT_NOT_FOUND_TEXT } from "./texts.ts";

type Body = z.output<typeof merchantProductBody>;
type Prop = { nameZh: string; nameEn: string; valueZh: string; valueEn: string };
/** Product images this API hands out or serves: a file of the public store under /files/. */
const FILE_PATH = /^\/files\/([A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)+)$/;
/** Product-image uploads per shop per hour. */
export const PRODUCT_UPLOADS_PER_HOUR = 120;

/**
 * The merchant's products: create and edit (leaf category, brand, sales attributes,
 * SKUs with price in fen and stock, images this server stored, sanitized description), put on
 * and take off the shelf. Every write moves the catalog's "products" version, so search and the
 * cached pages follow. Another shop's product answers like an unknown one.
 *
 * Editing SKUs: a SKU is identified by its sales-attribute values. Matching SKUs keep their id
 * (carts and orders point at it) and take the new price and stock; new combinations are added;
 * combinations no longer listed are disabled (status 0), never deleted. A SKU sent with the stock
 * the editor showed (`stockSeen`) moves by the difference, so concurrent sales are never lost;
 * without it the count typed is set, like a stock-take.
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
    const v = await this.prepare(staff, body, locale);
    const at = new Date(nowMs(this.ctx));
    const prodId = await this.ctx.database.db.transaction((tx) =>
      q.insertProduct(
        tx,
        {
          ...v.product,
          noReasonReturn: body.noReasonReturn ? 1 : 0,
          shopId: staff.shopId,
          status: 0,
          createdAt: at,
          updatedAt: at,
        },
        v.skus.map(({ stockSeen: _ignored, ...k }) => ({ ...k, status: 1 })),
      ),
    );
    await bumpCatalogVersion(this.ctx, "products");
    return { prodId };
  }

  async update(staff: StaffIdentity, prodId: number, body: Body, locale: Locale): Promise<void> {
    const v = await this.prepare(staff, body, locale);
    await this.ctx.database.db.transaction(async (tx) => {
      if (!(await q.shopHasProduct(tx, staff.shopId, prodId))) throw notFound(PRODUCT_NOT_FOUND_TEXT);
      await lockForStockTake(tx, prodId);
      const { totalStock: _derived, ...product } = v.product;
      await q.updateProduct(tx, prodId, {
        ...product,
        ...(body.noReasonReturn === undefined ? {} : { noReasonReturn: body.noReasonReturn ? 1 : 0 }),
        updatedAt: new Date(nowMs(this.ctx)),
      });
      const existing = await q.skuCombos(tx, prodId);
      const byKey = new Map(existing.map((k) => [comboKey(k.properties), k.skuId]));
      const kept = new Set<number>();
      for (const { stockSeen, ...k } of v.skus) {
        const skuId = byKey.get(comboKey(k.properties));
        if (skuId === undefined) await q.insertSku(tx, { ...k, prodId, status: 1 });
        else {
          kept.add(skuId);
          // With the stock the editor showed, the edit is a move by the difference (the row is
          // locked, so a sale either happened before and is kept, or waits and takes from the result).
          const stock = stockSeen === undefined ? k.stock : q.stockMovedBy(k.stock - stockSeen);
          await q.updateSku(tx, skuId, { ...k, stock, status: 1 });
        }
      }
      for (const k of existing)
        if (!kept.has(k.skuId) && byKey.get(comboKey(k.properties)) === k.skuId)
          await q.updateSku(tx, k.skuId, { status: 0 });
      await syncProductStock(tx, prodId);
      // An edit answers the platform's takedown: the shop may list the product again.
      await clearTakedown(tx, prodId);
    });
    await bumpCatalogVersion(this.ctx, "products");
  }

  /** 1 on the shelf, 0 off it. Back on the shelf is refused (A00043) while the platform's takedown holds. */
  async setStatus(staff: StaffIdentity, prodId: number, status: 0 | 1): Promise<void> {
    const at = new Date(nowMs(this.ctx));
    await this.ctx.database.db.transaction(async (tx) => {
      if (!(await q.shopHasProduct(tx, staff.shopId, prodId))) throw notFound(PRODUCT_NOT_FOUND_TEXT);
      if (status === 1) await refuseListingTakenDown(tx, prodId);
      if (!(await q.setProductStatus(tx, staff.shopId, prodId, status, at))) throw notFound(PRODUCT_NOT_FOUND_TEXT);
    });
    await bumpCatalogVersion(this.ctx, "products");
  }

  async page(
    staff: StaffIdentity,
    pq: z.output<typeof merchantProductQuery>,
    locale: Locale,
  ): Promise<Page<MerchantProduct>> {
    const db = this.ctx.database.db;
    const filter = {
      prodName: pq.prodName || undefined,
      status: pq.status === undefined ? undefined : (Number(pq.status) as 0 | 1),
      categoryId: pq.categoryId,
      stock: pq.stock,
      sort: pq.sort,
      prodIds: pq.prodIds,
    };
    const { rows, total } = await q.shopProductPage(db, staff.shopId, pq.size, (pq.current - 1) * pq.size, filter);
    const takedowns = await takedownReasons(
      db,
      rows.map((p) => p.prodId),
    );
    const records: MerchantProduct[] = [];
    for (const p of rows) {
      const ks = await q.skusOf(db, p.prodId);
      records.push({
        prodId: p.prodId,
        prodName: pick(locale, p.nameZh, p.nameEn),
        status: p.status,
        price: p.price,
        totalStock: p.totalStock,
        soldNum: p.soldNum,
        categoryName: pick(locale, p.categoryNameZh, p.categoryNameEn),
        pic: p.pic,
        takedownReason: takedowns.get(p.prodId) ?? null,
        skus: ks.map((k) => ({
          skuId: k.skuId,
          properties: k.properties.map((x) => pick(locale, x.valueZh, x.valueEn)),
          price: k.price,
          stock: k.stock,
          status: k.status,
        })),
      });
    }
    return { records, total, current: pq.current, size: pq.size, pages: Math.ceil(total / pq.size) };
  }

  /** One product of the shop in the edit form's shape (enabled SKUs only). */
  async detail(staff: StaffIdentity, prodId: number): Promise<MerchantProductDetail> {
    const db = this.ctx.database.db;
    const p = await q.shopProduct(db, staff.shopId, prodId);
    if (!p) throw notFound(PRODUCT_NOT_FOUND_TEXT);
    const ks = (await q.skusOf(db, prodId)).filter((k) => k.status === 1);
    return {
      prodId: p.prodId,
      status: p.status,
      prodName: p.nameZh,
      prodNameEn: p.nameEn,
      brief: p.briefZh,
      categoryId: p.categoryId,
      brandId: p.brandId,
      pic: p.pic,
      imgs: p.imgs,
      content: p.contentZh,
      salesAttrs: p.salesAttrs.map((a) => ({
        name: a.nameZh,
        nameEn: a.nameEn,
        values: a.values.map((x) => ({ value: x.zh, valueEn: x.en })),
      })),
      skus: ks.map((k) => ({
        skuId: k.skuId,
        properties: k.properties.map((x) => x.valueZh),
        price: k.price,
        oriPrice: k.oriPrice,
        stock: k.stock,
        skuCode: k.skuCode,
        pic: k.pic,
        weight: k.weight,
      })),
      shopCategoryId: p.shopCategoryId,
      noReasonReturn: p.noReasonReturn === 1,
      takedownReason: (await takedownReasons(db, [prodId])).get(prodId) ?? null,
    };
  }

  /** Checks what the schema cannot (category, brand, images, SKU combinations) and builds the rows. */
  private async prepare(staff: StaffIdentity, body: Body, locale: Locale) {
    const db = this.ctx.database.db;
    if (body.shopCategoryId !== undefined && !(await q.shopHasCategory(db, staff.shopId, body.shopCategoryId)))
      throw fieldError("shopCategoryId", validationText("v.shopCategory")!, locale);
    const cat = await q.leafCategory(db, body.categoryId);
    if (!cat) throw fieldError("categoryId", validationText("v.category")!, locale);
    let brand: { name: string; nameEn: string } | undefined;
    if (body.brandId !== undefined) {
      brand = await q.activeBrand(db, body.brandId);
      if (!brand) throw fieldError("brandId", validationText("v.brand")!, locale);
    }
    for (const p of [body.pic, ...(body.imgs ?? []), ...body.skus.flatMap((k) => (k.pic ? [k.pic] : []))]) {
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
        stockSeen: k.stockSeen,
        pic: k.pic ?? "",
        skuCode: k.skuCode ?? "",
        // Absent: unchanged on an existing SKU, 0 on a new one (the column's default).
        ...(k.weight === undefined ? {} : { weight: k.weight }),
      };
    });
    const nameEn = body.prodNameEn ?? body.prodName;
    const brief = body.brief ?? "";
    const content = sanitizeRichText(body.content ?? "");
    const price = Math.min(...skuRows.map((k) => k.price));
    return {
      product: {
        categoryId: cat.categoryId,
        shopCategoryId: body.shopCategoryId ?? null,
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
        searchVector: q.searchVectorOf(
          searchText(body.prodName, nameEn),
          searchText(brief, cat.nameZh, cat.nameEn, brand?.name, brand?.nameEn),
        ),
      },
      skus: skuRows,
    };
  }
}

function comboKey(props: Prop[]): string {
  return props.map((p) => p.valueZh).join("\u0001");
}

export const merchantProductsOf = perContext((ctx) => new MerchantProducts(ctx));
