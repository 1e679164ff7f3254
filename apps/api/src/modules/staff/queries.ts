import { and, asc, eq, sql } from "drizzle-orm";
import type { StaffRole } from "@souk/contract";
import type { Tx } from "../../infra/db/client.ts";
import { shopStaff, shops, staffTokens } from "../../infra/db/schema/index.ts";

/** A staff member of the shop (undefined for another shop's or an unknown id: the same answer). */
export async function staffOfShop(db: Tx, shopId: number, staffId: number) {
  const [row] = await db
    .select({
      staffId: shopStaff.staffId,
      userName: shopStaff.userName,
      role: shopStaff.role,
      linkedUserId: shopStaff.userId,
    })
    .from(shopStaff)
    .where(and(eq(shopStaff.staffId, staffId), eq(shopStaff.shopId, shopId)))
    .limit(1);
  return row ? { ...row, role: row.role as StaffRole } : undefined;
}

/** The signed-in staff member with their shop's names and logo. */
export async function profileRow(db: Tx, staffId: number) {
  const [row] = await db
    .select({
      staffId: shopStaff.staffId,
      userName: shopStaff.userName,
      name: shopStaff.name,
      role: shopStaff.role,
      shopId: shops.shopId,
      nameZh: shops.nameZh,
      nameEn: shops.nameEn,
      logo: shops.logo,
    })
    .from(shopStaff)
    .innerJoin(shops, eq(shops.shopId, shopStaff.shopId))
    .where(eq(shopStaff.staffId, staffId))
    .limit(1);
  return row;
}

export function shopStaffRows(db: Tx, shopId: number) {
  return db
    .select({
      staffId: shopStaff.staffId,
      userName: shopStaff.userName,
      name: shopStaff.name,
      role: shopStaff.role,
      status: shopStaff.status,
      createdAt: shopStaff.createdAt,
    })
    .from(shopStaff)
    .where(eq(shopStaff.shopId, shopId))
    .orderBy(asc(shopStaff.staffId));
}

/** Inserts a staff account; undefined when the user name is taken (any case, any shop). */
export async function insertStaff(
  db: Tx,
  values: { shopId: number; userName: string; name: string; role: StaffRole; passwordHash: string },
): Promise<number | undefined> {
  const [row] = await db
    .insert(shopStaff)
    .values(values)
    .onConflictDoNothing()
    .returning({ staffId: shopStaff.staffId });
  return row?.staffId;
}

export async function updateStaff(
  db: Tx,
  staffId: number,
  set: Partial<{ role: StaffRole; status: number; passwordHash: string }>,
): Promise<void> {
  await db.update(shopStaff).set(set).where(eq(shopStaff.staffId, staffId));
}

/** Ends every session of the account (disabled, or a new password). */
export async function revokeStaffTokens(db: Tx, staffId: number, now: Date): Promise<void> {
  await db
    .update(staffTokens)
    .set({ revokedAt: now })
    .where(and(eq(staffTokens.staffId, staffId), sql`${staffTokens.revokedAt} is null`));
}

/** The enabled staff account (shop or platform) linked to a buyer account, lowest id first; null when none. */
export async function activeStaffIdOfUser(db: Tx, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ staffId: shopStaff.staffId })
    .from(shopStaff)
    .where(and(eq(shopStaff.userId, userId), eq(shopStaff.status, 1)))
    .orderBy(asc(shopStaff.staffId))
    .limit(1);
  return row?.staffId ?? null;
}

/** A platform staff account (no shop), or undefined. */
export async function platformStaffRow(db: Tx, staffId: number) {
  const [row] = await db
    .select({ staffId: shopStaff.staffId, userName: shopStaff.userName, name: shopStaff.name, role: shopStaff.role })
    .from(shopStaff)
    .where(and(eq(shopStaff.staffId, staffId), sql`${shopStaff.shopId} is null`))
    .limit(1);
  return row;
}
