import { eq } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { users } from "../infra/db/schema/index.ts";
import { pointsServiceOf } from "../modules/points/service.ts";
import { walletServiceOf } from "../modules/wallet/service.ts";

/** A disabled demo buyer, so the console's members page shows that state. */
export const DISABLED_DEMO_BUYER = { userName: "blocked-demo", mobile: "13900009999", nickName: "异常刷单账号" };

/**
 * The platform console's members demo, idempotent: a disabled buyer, and platform
 * adjustments with their reasons on the first demo shopper's balance and points (request ids fixed,
 * so a second run posts nothing). The demo buyer's own ¥5,000 is left as it is.
 */
export async function ensurePlatformMembersDemo(ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  await db
    .insert(users)
    .values({ ...DISABLED_DEMO_BUYER, status: 0 })
    .onConflictDoNothing();
  const [shopper] = await db
    .select({ userId: users.userId })
    .from(users)
    .where(eq(users.userName, "shopper-1"))
    .limit(1);
  if (!shopper) return;
  await walletServiceOf(ctx).adjust({
    userId: shopper.userId,
    amount: 2_000,
    operator: "seed",
    note: "物流延误补偿",
    requestId: "seed-members-balance-1",
  });
  await pointsServiceOf(ctx).adjust({
    userId: shopper.userId,
    points: 200,
    operator: "seed",
    note: "会员日活动奖励",
    requestId: "seed-members-points-1",
  });
}
