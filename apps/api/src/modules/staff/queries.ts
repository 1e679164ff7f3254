import { and, asc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { PlatformRole, StaffRole } from "@souk/contract";
import type { Tx } from "../../infra/db/client.ts";
import { shopStaff, shops, staffTokens } from "../../infra/db/schema/index.ts";

/** The accounts of a shop, or the platform's (shop null). */
const ofShop = (shopId: number | null): SQL =>
  shopId === null ? isNull(shopStaff.shopId) : eq(shopStaff.shopId, shopId);

/** A staff member of the shop, or of the platform for shop null (undefined for another's or an unknown id: the same answer). */
export async function staffOfShop(db: Tx, shopId: number | null, staffId: number) {
  const [row] = await db
    .select({
      staffId: shopStaff.staffId,
      userName: shopStaff.userName,
      role: shopStaff.role,
      status: shopStaff.status,
      linkedUserId: shopStaff.userId,
    })
    .from(shopStaff)
    .where(and(eq(shopStaff.staffId, staffId), ofShop(shopId)))
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

/** The accounts of a shop, or the platform's (shop null), oldest first. */
export function shopStaffRows(db: Tx, shopId: number | null) {
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
    .where(ofShop(shopId))
    .orderBy(asc(shopStaff.staffId));
}

/** Inserts a staff account; undefined when the user name is taken (any case, any shop). */
export async function insertStaff(
  db: Tx,
  values: {
    shopId: number | null;
    userName: string;
    name: string;
    role: StaffRole | PlatformRole;
    passwordHash: string;
  },
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
  set: Partial<{ role: StaffRole | PlatformRole; status: number; passwordHash: string }>,
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

/**
 * The enabled super administrators other than `staffId`, their rows locked until the transaction
 * ends (two supers disabling each other at once: the second waits and sees the first's change).
 */
export async function otherEnabledSupers(db: Tx, staffId: number): Promise<number> {
  const rows = await db
    .select({ staffId: shopStaff.staffId })
    .from(shopStaff)
    .where(and(isNull(shopStaff.shopId), eq(shopStaff.role, "super")))
    .for("update");
  const ids = rows.map((r) => r.staffId).filter((id) => id !== staffId);
  if (ids.length === 0) return 0;
  const [n] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(shopStaff)
    .where(
      and(
        isNull(shopStaff.shopId),
        eq(shopStaff.role, "super"),
        eq(shopStaff.status, 1),
        sql`${shopStaff.staffId} <> ${staffId}`,
      ),
    );
  return Number(n?.n ?? 0);
}
