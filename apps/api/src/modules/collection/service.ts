import {
  fenToYuan,
  toPage,
  type CollectedProduct,
  type CollectedShop,
  type Locale,
  type Page,
  type PageQuery,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { AppError, notFound, showFail } from "../../infra/http/app-error.ts";
import { pick } from "../../infra/http/locale.ts";
import { perContext } from "../../infra/per-context.ts";
import { mallDateTime, nowMs } from "../../infra/time.ts";
import { productStatus, shopStatus } from "../catalog/catalog-reads.ts";
import * as q from "./queries.ts";
import { COLLECTION_TEXT } from "./texts.ts";

/**
 * uc-collection: collected goods and shops. Rows are keyed by the signed-in buyer, so nobody
 * reads or changes another buyer's collection; removing by collection id answers 404 for an
 * id that is not the caller's.
 */
export class CollectionService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  /** A product that does not exist (or was deleted) is A01000. */
  private async requireProduct(prodId: number): Promise<number> {
    const status = await productStatus(this.db, prodId);
    if (status === null || status === -1) throw new AppError("A01000");
    return status;
  }

  async isProdCollected(userId: number, prodId: number): Promise<boolean> {
    if ((await q.prodCollectionId(this.db, userId, prodId)) !== null) return true;
    await this.requireProduct(prodId);
    return false;
  }

  /** Toggles; answers whether the product is collected now. Off-shelf products can be removed but not added. */
  async toggleProd(userId: number, prodId: number): Promise<boolean> {
    if (await q.removeProdBy(this.db, userId, { prodId })) return false;
    const status = await this.requireProduct(prodId);
    if (status !== 1) throw new AppError("A01100");
    await q.addProd(this.db, userId, prodId, new Date(nowMs(this.ctx)));
    return true;
  }

  async removeProd(userId: number, collectionId: number): Promise<void> {
    if (!(await q.removeProdBy(this.db, userId, { collectionId }))) throw notFound(COLLECTION_TEXT.notFound);
  }

  countProds(userId: number): Promise<number> {
    return q.countProds(this.db, userId);
  }

  async prodPage(userId: number, pq: PageQuery, locale: Locale): Promise<Page<CollectedProduct>> {
    const [rows, total] = await Promise.all([q.prodPage(this.db, userId, pq), q.countProds(this.db, userId)]);
    const records = rows.map((r) => ({
      collectionId: r.collectionId,
      prodId: r.prodId,
      prodName: pick(locale, r.nameZh, r.nameEn),
      pic: r.pic,
      price: fenToYuan(r.price),
      oriPrice: fenToYuan(r.oriPrice),
      status: r.status,
      shopId: r.shopId,
      collectTime: mallDateTime(r.createdAt),
    }));
    return toPage(records, total, pq);
  }

  // ---------------------------------------------------------------- shops

  private async requireShop(shopId: number): Promise<number> {
    const status = await shopStatus(this.db, shopId);
    if (status === null || status === -1) throw notFound(COLLECTION_TEXT.shopNotFound);
    return status;
  }

  async isShopCollected(userId: number, shopId: number): Promise<boolean> {
    if ((await q.shopCollectionId(this.db, userId, shopId)) !== null) return true;
    await this.requireShop(shopId);
    return false;
  }

  async toggleShop(userId: number, shopId: number): Promise<boolean> {
    if (await q.removeShopBy(this.db, userId, { shopId })) return false;
    const status = await this.requireShop(shopId);
    if (status !== 1) throw showFail(COLLECTION_TEXT.shopClosed, 409);
    await q.addShop(this.db, userId, shopId, new Date(nowMs(this.ctx)));
    return true;
  }

  async removeShop(userId: number, collectionId: number): Promise<void> {
    if (!(await q.removeShopBy(this.db, userId, { collectionId }))) throw notFound(COLLECTION_TEXT.notFound);
  }

  countShops(userId: number): Promise<number> {
    return q.countShops(this.db, userId);
  }

  async shopPage(userId: number, pq: PageQuery, locale: Locale): Promise<Page<CollectedShop>> {
    const [rows, total] = await Promise.all([q.shopPage(this.db, userId, pq), q.countShops(this.db, userId)]);
    const records = rows.map((r) => ({
      collectionId: r.collectionId,
      shopId: r.shopId,
      shopName: pick(locale, r.nameZh, r.nameEn),
      shopLogo: r.logo,
      status: r.status,
      collectTime: mallDateTime(r.createdAt),
    }));
    return toPage(records, total, pq);
  }
}

export const collectionServiceOf = perContext((ctx) => new CollectionService(ctx));
