import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../infra/db/client.ts";
import { jsonDate, type ReadPart } from "../../infra/db/read-together.ts";
import { userAddresses, userRegions, users } from "../../infra/db/schema/index.ts";

export type AddressRow = typeof userAddresses.$inferSelect;
export type AddressValues = Pick<
  AddressRow,
  "receiver" | "mobile" | "provinceId" | "province" | "cityId" | "city" | "areaId" | "area" | "addr"
>;

/**
 * Serialises one buyer's address and region writes (count limits, the single default):
 * the buyer's own users row is the lock, so different buyers never wait for each other.
 */
export async function lockUser(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.userId }).from(users).where(eq(users.userId, userId)).for("update");
}

/** Default first, then newest. */
const ADDRESS_COLUMNS = sql`addr_id, user_id, receiver, mobile, province_id, province, city_id, city, area_id, area, addr,
  is_default, created_at, updated_at`;

function addressOfJson(r: Record<string, unknown>): AddressRow {
  return {
    addrId: Number(r.addr_id),
    userId: Number(r.user_id),
    receiver: String(r.receiver),
    mobile: String(r.mobile),
    provinceId: Number(r.province_id),
    province: String(r.province),
    cityId: Number(r.city_id),
    city: String(r.city),
    areaId: Number(r.area_id),
    area: String(r.area),
    addr: String(r.addr),
    isDefault: Number(r.is_default),
    createdAt: jsonDate(r.created_at)!,
    updatedAt: jsonDate(r.updated_at)!,
  };
}

/** `listAddresses` as a part of one statement (`readTogether`): the default first, then the newest. */
export function addressesPart(userId: number): ReadPart<AddressRow[]> {
  return {
    sql: sql`select ${ADDRESS_COLUMNS} from user_addresses where user_id = ${userId} order by is_default desc, addr_id desc`,
    decode: (rows) => rows.map(addressOfJson),
  };
}

/** `ownAddress` as a part of one statement (`readTogether`): null unless the buyer's. */
export function ownAddressPart(userId: number, addrId: number): ReadPart<AddressRow | null> {
  return {
    sql: sql`select ${ADDRESS_COLUMNS} from user_addresses where addr_id = ${addrId} and user_id = ${userId}`,
    decode: ([r]) => (r ? addressOfJson(r) : null),
  };
}

export function listAddresses(db: Db | Tx, userId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.isDefault), desc(userAddresses.addrId));
}

/** The buyer's own address, or null (another buyer's id is "not found" just like an unknown one). */
export async function ownAddress(db: Db | Tx, userId: number, addrId: number): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(userAddresses)
    .where(and(eq(userAddresses.addrId, addrId), eq(userAddresses.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function countAddresses(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(userAddresses).where(eq(userAddresses.userId, userId));
  return Number(row?.n ?? 0);
}

export async function clearDefault(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(userAddresses)
    .set({ isDefault: 0 })
    .where(and(eq(userAddresses.userId, userId), eq(userAddresses.isDefault, 1)));
}

export async function insertAddress(
  tx: Tx,
  userId: number,
  v: AddressValues,
  isDefault: 0 | 1,
  at: Date,
): Promise<number> {
  const [row] = await tx
    .insert(userAddresses)
    .values({ ...v, userId, isDefault, createdAt: at, updatedAt: at })
    .returning({ addrId: userAddresses.addrId });
  return row!.addrId;
}

export async function updateAddress(
  tx: Tx,
  userId: number,
  addrId: number,
  v: AddressValues & { isDefault?: 0 | 1 },
  at: Date,
): Promise<void> {
  await tx
    .update(userAddresses)
    .set({ ...v, updatedAt: at })
    .where(and(eq(userAddresses.addrId, addrId), eq(userAddresses.userId, userId)));
}

export async function setDefault(tx: Tx, userId: number, addrId: number): Promise<void> {
  await tx
    .update(userAddresses)
    .set({ isDefault: 1 })
    .where(and(eq(userAddresses.addrId, addrId), eq(userAddresses.userId, userId)));
}

export async function deleteAddress(tx: Tx, userId: number, addrId: number): Promise<void> {
  await tx.delete(userAddresses).where(and(eq(userAddresses.addrId, addrId), eq(userAddresses.userId, userId)));
}

/** The newest remaining address, which becomes the default when the default is deleted. */
export async function newestOther(tx: Tx, userId: number, exceptAddrId: number): Promise<number | null> {
  const [row] = await tx
    .select({ addrId: userAddresses.addrId })
    .from(userAddresses)
    .where(and(eq(userAddresses.userId, userId), ne(userAddresses.addrId, exceptAddrId)))
    .orderBy(desc(userAddresses.updatedAt), desc(userAddresses.addrId))
    .limit(1);
  return row?.addrId ?? null;
}

// ---------------------------------------------------------------- common regions

export function recentRegions(db: Db, userId: number, limit: number) {
  return db
    .select({ areaId: userRegions.areaId, path: userRegions.path })
    .from(userRegions)
    .where(eq(userRegions.userId, userId))
    .orderBy(desc(userRegions.usedAt), desc(userRegions.areaId))
    .limit(limit);
}

export async function saveRegion(tx: Tx, userId: number, path: number[], at: Date, keep: number): Promise<void> {
  const areaId = path[path.length - 1]!;
  await tx
    .insert(userRegions)
    .values({ userId, areaId, path, usedAt: at })
    .onConflictDoUpdate({ target: [userRegions.userId, userRegions.areaId], set: { path, usedAt: at } });
  // Only the newest `keep` are ever shown: drop the rest.
  await tx.execute(sql`
    delete from ${userRegions} where ${userRegions.userId} = ${userId} and ${userRegions.areaId} not in (
      select ${userRegions.areaId} from ${userRegions} where ${userRegions.userId} = ${userId}
      order by ${userRegions.usedAt} desc, ${userRegions.areaId} desc limit ${keep})`);
}
