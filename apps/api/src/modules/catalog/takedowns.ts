import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../infra/db/client.ts";
import { productTakedowns, products } from "../../infra/db/schema/index.ts";
import { AppError, notFound } from "../../infra/http/app-error.ts";
import { nowMs } from "../../infra/time.ts";
import { bumpCatalogVersion } from "../catalog-events/service.ts";
import { recordPlatformOp } from "../staff/op-log.ts";
import { CATALOG_TEXT } from "./texts.ts";

/*
 * The platform's takedown of a product for a violation: the product goes off the shelf
 * with the reason the shop sees, and the shop cannot put it back on the shelf until it has saved
 * an edit of it (which clears the takedown). Public: the merchant module calls the three
 * functions below from its product writes, inside its own transactions.
 *
 * Races: the takedown updates the product row first (taking its lock), then writes the takedown;
 * a relist locks the same row before it looks for a takedown, so it either runs before the
 * takedown (which then takes the product off again) or sees it.
 */

/** Takes a product (of any shop, not deleted) off the shelf for `reason`, in the operation log; the storefront follows. */
export async function takeDownProduct(
  ctx: AppContext,
  staff: { staffId: number },
  prodId: number,
  reason: string,
): Promise<void> {
  const at = new Date(nowMs(ctx));
  await ctx.database.db.transaction(async (tx) => {
    const [p] = await tx
      .update(products)
      .set({ status: 0, updatedAt: at })
      .where(and(eq(products.prodId, prodId), ne(products.status, -1)))
      .returning({ shopId: products.shopId });
    if (!p) throw notFound(CATALOG_TEXT.productNotFound);
    await tx
      .insert(productTakedowns)
      .values({ prodId, reason, staffId: staff.staffId, createdAt: at })
      .onConflictDoUpdate({
        target: productTakedowns.prodId,
        set: { reason, staffId: staff.staffId, createdAt: at },
      });
    await recordPlatformOp(tx, staff, "catalog.productTakedown", prodId, { shopId: p.shopId, reason });
  });
  await bumpCatalogVersion(ctx, "products");
}

/** The takedown reasons of those of `prodIds` the platform took down. */
export async function takedownReasons(db: Tx, prodIds: number[]): Promise<Map<number, string>> {
  if (!prodIds.length) return new Map();
  const rows = await db
    .select({ prodId: productTakedowns.prodId, reason: productTakedowns.reason })
    .from(productTakedowns)
    .where(inArray(productTakedowns.prodId, prodIds));
  return new Map(rows.map((r) => [r.prodId, r.reason]));
}

/**
 * Before a product goes back on the shelf (inside the caller's transaction): locks its row and
 * refuses (A00043, 409) while the platform's takedown holds.
 */
export async function refuseListingTakenDown(tx: Tx, prodId: number): Promise<void> {
  await tx.execute(sql`select prod_id from products where prod_id = ${prodId} for update`);
  const [row] = await tx
    .select({ prodId: productTakedowns.prodId })
    .from(productTakedowns)
    .where(eq(productTakedowns.prodId, prodId));
  if (row) throw new AppError("A00043");
}

/** The shop saved an edit of the product (inside that save's transaction): the takedown no longer holds. */
export async function clearTakedown(tx: Tx, prodId: number): Promise<void> {
  await tx.delete(productTakedowns).where(eq(productTakedowns.prodId, prodId));
}
