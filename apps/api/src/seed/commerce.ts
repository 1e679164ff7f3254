import { eq, isNull, sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { hashPassword } from "../infra/auth/password-hash.ts";
import { shopStaff, shops, users } from "../infra/db/schema/index.ts";
import { walletServiceOf } from "../modules/wallet/service.ts";

/** The demo buyer's starting balance: ¥5,000 (one ledger row, so the whole pay path works out of the box). */
export const DEMO_BALANCE_FEN = 500_000;
/** Every shop gets one staff account `shop<shopId>` with this password (merchant API `/m/`, CLI); the platform `platform`. */
export const DEMO_STAFF_PASSWORD = "souk1234";
/** The seeded platform staff account (same demo password). */
export const PLATFORM_STAFF_USER = "platform";

/**
 * The commerce part of the demo data, idempotent (safe at every start): the demo buyer's initial
 * balance as a ledger row (refType "seed", refId "demo-initial", unique), a staff account
 * per shop that has none, and the platform staff account `platform` (platform chat, `/admin/`). The staff password is hashed once per run: the accounts are demo
 * accounts with a published password.
 */
export async function ensureCommerceDemo(ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const [demo] = await db.select({ userId: users.userId }).from(users).where(eq(users.userName, "demo")).limit(1);
  if (demo) {
    await db.transaction(async (tx) => {
      await walletServiceOf(ctx).post(tx, {
        userId: demo.userId,
        amount: DEMO_BALANCE_FEN,
        reason: "grant",
        refType: "seed",
        refId: "demo-initial",
        at: new Date(),
      });
    });
  }
  const [platform] = await db
    .select({ staffId: shopStaff.staffId })
    .from(shopStaff)
    .where(isNull(shopStaff.shopId))
    .limit(1);
  if (!platform)
    await db
      .insert(shopStaff)
      .values({
        shopId: null,
        userName: PLATFORM_STAFF_USER,
        role: "super",
        passwordHash: await hashPassword(DEMO_STAFF_PASSWORD),
      })
      .onConflictDoNothing();
  const missing = await db
    .select({ shopId: shops.shopId })
    .from(shops)
    .where(sql`not exists (select 1 from shop_staff st where st.shop_id = ${shops.shopId})`)
    .orderBy(shops.shopId);
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  await db
    .insert(shopStaff)
    .values(missing.map((s) => ({ shopId: s.shopId, userName: `shop${s.shopId}`, passwordHash })))
    .onConflictDoNothing();
}
