import type { AppContext } from "../context.ts";
import { takeDownProduct } from "../modules/catalog/takedowns.ts";

/**
 * Demo of the platform console's catalog: one product of shop 2 taken off the shelf for
 * a violation, so /admin/catalog/products (status "taken down") and the shop's seller center show
 * a takedown with its reason on a fresh start. Idempotent: nothing is done once any takedown exists.
 */
export async function ensurePlatformCatalogDemo(ctx: AppContext): Promise<void> {
  const [done] = await ctx.database.query<{ n: number }>("select count(*)::int as n from product_takedowns");
  if (Number(done?.n) > 0) return;
  const [staff] = await ctx.database.query<{ staffId: number }>(
    "select staff_id as \"staffId\" from shop_staff where shop_id is null and user_name = 'platform' limit 1",
  );
  const [prod] = await ctx.database.query<{ prodId: number }>(
    'select prod_id as "prodId" from products where shop_id = 2 and status = 1 order by prod_id desc limit 1',
  );
  if (!staff || !prod) return;
  await takeDownProduct(
    ctx,
    { staffId: Number(staff.staffId) },
    Number(prod.prodId),
    "商品图片涉嫌盗用他人作品，请更换为自有图片",
  );
}
