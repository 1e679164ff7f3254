import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { MerchantProdTag, prodTagBody } from "@souk/contract";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import { prodTagProducts, prodTags, products } from "../../infra/db/schema/index.ts";
import { notFound, showFail } from "../../infra/http/app-error.ts";
import { perContext } from "../../infra/per-context.ts";
import { bumpCatalogVersion } from "../catalog-events/service.ts";
import { NO_GROUP_TEXT, TAG_TEXT } from "./texts.ts";

type TagBody = z.output<typeof prodTagBody>;

/**
 * A shop's product groups (mall4j ProdTag) as its staff edit them: `/m/prodTag` and
 * `npm run mall -- tags`. A shop sees and changes only its own groups — another shop's group answers
 * like an unknown one (404, nothing changed) — and puts only its own, not deleted products in them
 * (400 naming the refused ids, nothing changed). Every write bumps the catalog's "home" version, so
 * the cached home (ADR 0006) shows the change within one sync.
 */
export class ProdTagAdmin {
  constructor(private readonly ctx: AppContext) {}

  async list(shopId: number): Promise<MerchantProdTag[]> {
    const db = this.ctx.database.db;
    const rows = await db
      .select()
      .from(prodTags)
      .where(eq(prodTags.shopId, shopId))
      .orderBy(asc(prodTags.seq), asc(prodTags.tagId));
    const members = rows.length
      ? await db
          .select()
          .from(prodTagProducts)
          .where(
            inArray(
              prodTagProducts.tagId,
              rows.map((r) => r.tagId),
            ),
          )
          .orderBy(asc(prodTagProducts.seq), asc(prodTagProducts.prodId))
      : [];
    return rows.map((r) => ({
      tagId: r.tagId,
      titleZh: r.titleZh,
      titleEn: r.titleEn,
      seq: r.seq,
      style: r.style,
      status: r.status,
      prodIds: members.filter((m) => m.tagId === r.tagId).map((m) => m.prodId),
    }));
  }

  async one(shopId: number, tagId: number): Promise<MerchantProdTag> {
    const found = (await this.list(shopId)).find((t) => t.tagId === tagId);
    if (!found) throw notFound(NO_GROUP_TEXT);
    return found;
  }

  async create(shopId: number, body: TagBody): Promise<{ tagId: number }> {
    const [row] = await this.ctx.database.db
      .insert(prodTags)
      .values({ shopId, ...body })
      .returning({ tagId: prodTags.tagId });
    await bumpCatalogVersion(this.ctx, "home");
    return { tagId: row!.tagId };
  }

  /** Rename, reorder, restyle, show or hide. */
  async update(shopId: number, tagId: number, body: TagBody): Promise<void> {
    const updated = await this.ctx.database.db
      .update(prodTags)
      .set(body)
      .where(and(eq(prodTags.tagId, tagId), eq(prodTags.shopId, shopId)))
      .returning({ tagId: prodTags.tagId });
    if (updated.length === 0) throw notFound(NO_GROUP_TEXT);
    await bumpCatalogVersion(this.ctx, "home");
  }

  /** Deletes the group and its product list (the products themselves stay). */
  async remove(shopId: number, tagId: number): Promise<void> {
    const deleted = await this.ctx.database.db
      .delete(prodTags)
      .where(and(eq(prodTags.tagId, tagId), eq(prodTags.shopId, shopId)))
      .returning({ tagId: prodTags.tagId });
    if (deleted.length === 0) throw notFound(NO_GROUP_TEXT);
    await bumpCatalogVersion(this.ctx, "home");
  }

  /**
   * Sets the group's products, in this order (a product left out leaves the group). One
   * transaction with the group row locked, so two editors end with one of their lists, never a mix.
   */
  async setProducts(shopId: number, tagId: number, prodIds: number[]): Promise<void> {
    await this.ctx.database.db.transaction(async (tx) => {
      const [tag] = await tx
        .select({ tagId: prodTags.tagId })
        .from(prodTags)
        .where(and(eq(prodTags.tagId, tagId), eq(prodTags.shopId, shopId)))
        .for("update");
      if (!tag) throw notFound(NO_GROUP_TEXT);
      if (prodIds.length) {
        const own = await tx
          .select({ prodId: products.prodId })
          .from(products)
          .where(and(inArray(products.prodId, prodIds), eq(products.shopId, shopId), ne(products.status, -1)));
        const ok = new Set(own.map((p) => p.prodId));
        const refused = prodIds.filter((id) => !ok.has(id));
        if (refused.length) throw showFail(TAG_TEXT.notOwnProducts(refused));
      }
      await tx.delete(prodTagProducts).where(eq(prodTagProducts.tagId, tagId));
      if (prodIds.length)
        await tx.insert(prodTagProducts).values(prodIds.map((prodId, i) => ({ tagId, prodId, seq: i + 1 })));
    });
    await bumpCatalogVersion(this.ctx, "home");
  }
}

export const prodTagAdminOf = perContext((ctx) => new ProdTagAdmin(ctx));
