import { isNull, sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { giftCardBatches, shopStaff } from "../infra/db/schema/index.ts";
import { giftCardConsoleOf } from "../modules/giftcard/console.ts";

/**
 * A demo gift-card batch of the platform console, once (when there is no batch): five
 * ¥100 cards issued by the `platform` account, one voided. Its CSV is taken here and thrown away —
 * a seeded batch's passwords must not wait for whoever opens the console first — so the page shows
 * a batch already downloaded; an operator issues a new batch to download one.
 */
export async function ensureGiftCardBatchDemo(ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const [has] = await db.select({ n: sql<number>`count(*)::int` }).from(giftCardBatches);
  if (Number(has?.n ?? 0) > 0) return;
  const [staff] = await db
    .select({ staffId: shopStaff.staffId })
    .from(shopStaff)
    .where(isNull(shopStaff.shopId))
    .orderBy(shopStaff.staffId)
    .limit(1);
  if (!staff) return;
  const console = giftCardConsoleOf(ctx);
  const batch = await console.issueBatch(staff.staffId, { count: 5, value: 100, days: 365 });
  await console.takeCsv(staff.staffId, batch.batchNo);
  const [card] = await ctx.database.query<{ card_id: number }>(
    "select card_id from gift_cards where batch = $1 order by card_id desc limit 1",
    [batch.batchNo],
  );
  if (card) await console.voidCard(staff.staffId, Number(card.card_id), "演示：卡片遗失 / demo: card lost");
}
