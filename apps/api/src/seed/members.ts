import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { giftCards, rechargePresets, users } from "../infra/db/schema/index.ts";
import { CardStatus, giftCardServiceOf } from "../modules/giftcard/service.ts";

/** The demo buyer's bound gift card: ¥200, a year. */
export const DEMO_GIFT_CARD_FEN = 20_000;

/** The demo top-up tiers (fen): pay `amount`, get `bonus` on top. */
export const DEMO_RECHARGE_PRESETS = [
  { amount: 5_000, bonus: 0 },
  { amount: 10_000, bonus: 500 },
  { amount: 20_000, bonus: 1_500 },
  { amount: 50_000, bonus: 5_000 },
] as const;

/**
 * Member assets' demo data, idempotent: the top-up tiers when the platform has never set any (an
 * operator's own tiers, even none enabled, are left alone); a bound ¥200 gift card for the demo
 * buyer when they have none (issued like any card, so its ledger starts with the issue row).
 */
export async function ensureMemberDemo(ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const [n] = await db.select({ n: sql<number>`count(*)::int` }).from(rechargePresets);
  if (Number(n?.n ?? 0) === 0)
    await db.insert(rechargePresets).values(DEMO_RECHARGE_PRESETS.map((p, i) => ({ ...p, seq: i })));
  await ensureDemoGiftCard(ctx);
}

async function ensureDemoGiftCard(ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const [demo] = await db.select({ userId: users.userId }).from(users).where(eq(users.userName, "demo")).limit(1);
  if (!demo) return;
  const [has] = await db
    .select({ cardId: giftCards.cardId })
    .from(giftCards)
    .where(eq(giftCards.userId, demo.userId))
    .limit(1);
  if (has) return;
  const [card] = await giftCardServiceOf(ctx).issue({ count: 1, valueFen: DEMO_GIFT_CARD_FEN, days: 365, by: "seed" });
  await db
    .update(giftCards)
    .set({ userId: demo.userId, status: CardStatus.BOUND, boundAt: new Date() })
    .where(eq(giftCards.cardNo, card!.cardNo));
}
