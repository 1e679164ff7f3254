import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../infra/db/client.ts";
import { shopAccounts, shopStaff, shops } from "../../infra/db/schema/index.ts";

/**
 * A staff account by user name (case-insensitive) with what signing in checks: its own hash, the
 * linked buyer's store-account hash (an approved store application), its status and its shop's names.
 */
export async function staffForSignIn(db: Tx, userName: string) {
  const [staff] = await db
    .select({
      staffId: shopStaff.staffId,
      shopId: shopStaff.shopId,
      passwordHash: shopStaff.passwordHash,
      linkedUserId: shopStaff.userId,
      storeAccountHash: shopAccounts.passwordHash,
      status: shopStaff.status,
      nameZh: shops.nameZh,
      nameEn: shops.nameEn,
    })
    .from(shopStaff)
    .leftJoin(shops, eq(shops.shopId, shopStaff.shopId))
    .leftJoin(shopAccounts, eq(shopAccounts.userId, shopStaff.userId))
    .where(sql`lower(${shopStaff.userName}) = ${userName.toLowerCase()}`)
    .limit(1);
  return staff;
}
