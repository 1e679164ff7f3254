import { and, asc, between, eq } from "drizzle-orm";
import { LOW_STOCK_THRESHOLD } from "@souk/contract";
import type { Database, Tx } from "../../infra/db/client.ts";
import { shopDailyStats } from "../../infra/db/schema/index.ts";

/** The shop's daily rows between two mall days (inclusive), oldest first: a primary-key range. */
export function dailyRows(db: Tx, shopId: number, from: string, to: string) {
  return db
    .select()
    .from(shopDailyStats)
    .where(and(eq(shopDailyStats.shopId, shopId), between(shopDailyStats.day, from, to)))
    .orderBy(asc(shopDailyStats.day));
}

/**
 * The to-do counts, each answered by an index of its table (orders by shop and status, refunds by
 * shop and status, products by shop, conversations by shop): paid orders to ship, applications
 * and returned goods waiting for the shop, low SKUs on sale, conversations with unread buyer messages.
 */
export async function todoCounts(database: Database, shopId: number) {
  const [r] = await database.query<{ to_ship: number; after_sales: number; low_stock: number; unanswered: number }>(
    `select
      (select count(*)::int from orders where shop_id = $1 and status = 2) as to_ship,
      (select count(*)::int from refunds where shop_id = $1 and status in (1, 3)) as after_sales,
      (select count(*)::int from skus k join products p on p.prod_id = k.prod_id
        where p.shop_id = $1 and p.status = 1 and k.status = 1 and k.stock <= $2) as low_stock,
      (select count(*)::int from chat_conversations
        where shop_id = $1 and last_message_id > agent_read_id) as unanswered`,
    [shopId, LOW_STOCK_THRESHOLD],
  );
  return {
    toShip: Number(r!.to_ship),
    afterSales: Number(r!.after_sales),
    lowStock: Number(r!.low_stock),
    unansweredConversations: Number(r!.unanswered),
  };
}
