import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { giftCards, rechargePresets, users } from "../infra/db/schema/index.ts";
import { couponServiceOf } from "../modules/coupon/service.ts";
import { CardStatus, giftCardServiceOf } from "../modules/giftcard/service.ts";
import { memberServiceOf } from "../modules/member/service.ts";

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
 * Member assets' demo data, idempotent: member levels, periods and the demo buyer's growth; the top-up tiers when the platform has never set any (an
 * operator's own tiers, even none enabled, are left alone); a bound ¥200 gift card for the demo
 * buyer when they have none (issued like any card, so its ledger starts with the issue row).
 */
export async function ensureMemberDemo(ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const [n] = await db.select({ n: sql<number>`count(*)::int` }).from(rechargePresets);
  if (Number(n?.n ?? 0) === 0)
    await db.insert(rechargePresets).values(DEMO_RECHARGE_PRESETS.map((p, i) => ({ ...p, seq: i })));
  await ensureDemoGiftCard(ctx);
  await ensureMembershipDemo(ctx);
}

/**
 * Demo member levels (growth thresholds and benefits), the paid level and its periods. Only a
 * platform that never had levels gets them. The base and silver levels give no discount, so demo
 * prices elsewhere stay as they are; gold, diamond and the paid level do.
 */
export const DEMO_MEMBER_LEVELS = [
  {
    nameZh: "普通会员",
    nameEn: "Member",
    needGrowth: 0,
    paid: false,
    discount: 100,
    freeShipping: false,
    pointsMultiplier: 1,
  },
  {
    nameZh: "白银会员",
    nameEn: "Silver",
    needGrowth: 500,
    paid: false,
    discount: 100,
    freeShipping: false,
    pointsMultiplier: 1.2,
  },
  {
    nameZh: "黄金会员",
    nameEn: "Gold",
    needGrowth: 2000,
    paid: false,
    discount: 98,
    freeShipping: false,
    pointsMultiplier: 1.5,
  },
  {
    nameZh: "钻石会员",
    nameEn: "Diamond",
    needGrowth: 10000,
    paid: false,
    discount: 95,
    freeShipping: true,
    pointsMultiplier: 2,
  },
  {
    nameZh: "付费会员PLUS",
    nameEn: "PLUS member",
    needGrowth: 0,
    paid: true,
    discount: 90,
    freeShipping: true,
    pointsMultiplier: 2,
  },
] as const;

/** The demo membership periods (fen). */
export const DEMO_MEMBER_PERIODS = [
  { nameZh: "月卡", nameEn: "1 month", days: 30, price: 1_500 },
  { nameZh: "季卡", nameEn: "3 months", days: 90, price: 4_000 },
  { nameZh: "年卡", nameEn: "1 year", days: 365, price: 12_800 },
] as const;

/** The demo buyer's growth: silver (500), on the way to gold (2000). */
export const DEMO_BUYER_GROWTH = 800;

async function ensureMembershipDemo(ctx: AppContext): Promise<void> {
  const svc = memberServiceOf(ctx);
  if ((await svc.adminLevels()).length > 0) return;
  // The paid level's joining coupon: the platform's ¥20 off ¥199, when the coupon demo made it.
  const platform = await couponServiceOf(ctx).platformList(null, "en");
  const joining = platform.filter((c) => /20 off/.test(c.couponName ?? "")).map((c) => c.couponId);
  for (const l of DEMO_MEMBER_LEVELS) {
    const row = await svc.addLevel({ nameZh: l.nameZh, nameEn: l.nameEn, needGrowth: l.needGrowth, paid: l.paid });
    await svc.setBenefits(row.levelId, {
      discount: l.discount,
      freeShipping: l.freeShipping,
      pointsMultiplier: l.pointsMultiplier,
      couponIds: l.paid ? joining.slice(0, 1) : [],
    });
  }
  await svc.setPeriods(DEMO_MEMBER_PERIODS);
  const [demo] = await ctx.database.db
    .select({ userId: users.userId })
    .from(users)
    .where(eq(users.userName, "demo"))
    .limit(1);
  if (demo)
    await svc.adjustGrowth({
      userId: demo.userId,
      amount: DEMO_BUYER_GROWTH,
      operator: "seed",
      note: "demo growth",
      requestId: "seed-demo-growth",
    });
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
