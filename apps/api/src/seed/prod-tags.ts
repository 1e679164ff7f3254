import { sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { prodTags } from "../infra/db/schema/index.ts";

/** How many products each demo group lists. */
const PER_GROUP = 8;
/** The self-run shop owns the demo groups. */
const DEMO_SHOP = 1;

/**
 * The home's demo product groups (mall4j ProdTag), once (when there are none): 每日上新 (the newest
 * on-shelf products), 商城热卖 (the best sellers) and 精选好物 (well-stocked products at a modest
 * price), each with PER_GROUP products in order — so /prod/tag/prodTagList, /prod/prodListByTagId
 * and the home's product rows have content on a fresh start. They are the self-run shop's (shop 1),
 * whose staff (shop1) edit them under /m/prodTag, so they list only its products.
 */
export async function ensureProdTagDemo(ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const [has] = await db.select({ n: sql<number>`count(*)::int` }).from(prodTags);
  if (Number(has?.n ?? 0) > 0) return;
  const groups = [
    { titleZh: "每日上新", titleEn: "New every day", style: 0, order: "p.created_at desc, p.prod_id desc" },
    { titleZh: "商城热卖", titleEn: "Best sellers", style: 1, order: "p.sold_num desc, p.prod_id" },
    { titleZh: "精选好物", titleEn: "Editor's picks", style: 2, order: "p.total_stock desc, p.price, p.prod_id" },
  ];
  for (const [i, g] of groups.entries()) {
    const [tag] = await db
      .insert(prodTags)
      .values({ shopId: DEMO_SHOP, titleZh: g.titleZh, titleEn: g.titleEn, style: g.style, seq: i + 1 })
      .returning({ tagId: prodTags.tagId });
    await ctx.database.query(
      `insert into prod_tag_products (tag_id, prod_id, seq)
       select $1, p.prod_id, row_number() over (order by ${g.order})
       from products p join shops s on s.shop_id = p.shop_id
       where p.status = 1 and s.status = 1 and p.shop_id = $3
       order by ${g.order} limit $2`,
      [tag!.tagId, PER_GROUP, DEMO_SHOP],
    );
  }
}
