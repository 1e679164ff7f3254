import { randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../infra/db/client.ts";
import { shopAccounts, users } from "../../infra/db/schema/index.ts";

/** What the account module needs to know about a buyer. Never leaves the API as is (it holds the hash). */
export interface AccountRow {
  userId: number;
  userName: string | null;
  mobile: string | null;
  nickName: string;
  passwordHash: string | null;
  status: number;
}

const accountColumns = {
  userId: users.userId,
  userName: users.userName,
  mobile: users.mobile,
  nickName: users.nickName,
  passwordHash: users.passwordHash,
  status: users.status,
};

const PHONE = /^1\d{10}$/;

/** A sign-in name is a mobile number when it looks like one (account names cannot be digits only), else an account name of any case. */
export async function findByLoginName(db: Db, name: string): Promise<AccountRow | null> {
  return PHONE.test(name) ? findByMobile(db, name) : findByUserName(db, name);
}

export async function findByUserName(db: Db, userName: string): Promise<AccountRow | null> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(sql`lower(${users.userName}) = lower(${userName})`)
    .limit(1);
  return row ?? null;
}

export async function findByMobile(db: Db, mobile: string): Promise<AccountRow | null> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.mobile, mobile)).limit(1);
  return row ?? null;
}

export async function findById(db: Db, userId: number): Promise<AccountRow | null> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.userId, userId)).limit(1);
  return row ?? null;
}

/** A nickname for accounts created without one (SMS login, phone binding), like JD's "jd_xxxx". */
export function generatedNickName(): string {
  const alphabet = "abcdefghijkmnpqrstuvwxyz23456789";
  const bytes = randomBytes(8);
  return `souk_${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("")}`;
}

export async function insertUser(
  db: Db,
  values: { userName?: string | null; mobile?: string | null; nickName: string; passwordHash?: string | null },
): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      userName: values.userName ?? null,
      mobile: values.mobile ?? null,
      nickName: values.nickName,
      passwordHash: values.passwordHash ?? null,
    })
    .returning({ userId: users.userId });
  return row!.userId;
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.userId, userId));
}

export async function setMobile(db: Db, userId: number, mobile: string): Promise<void> {
  await db.update(users).set({ mobile }).where(eq(users.userId, userId));
}

/** Binds a mobile to an account that has none; false when the account already had one. */
export async function bindMobile(db: Db, userId: number, mobile: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ mobile })
    .where(and(eq(users.userId, userId), isNull(users.mobile)))
    .returning({ userId: users.userId });
  return rows.length === 1;
}

export async function shopAccountHash(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ h: shopAccounts.passwordHash })
    .from(shopAccounts)
    .where(eq(shopAccounts.userId, userId))
    .limit(1);
  return row?.h ?? null;
}

export async function upsertShopAccount(db: Db, userId: number, passwordHash: string, at: Date): Promise<void> {
  await db
    .insert(shopAccounts)
    .values({ userId, passwordHash, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({ target: shopAccounts.userId, set: { passwordHash, updatedAt: at } });
}

/** The unique constraint a PostgreSQL error violated (23505), if any; drizzle wraps driver errors in `cause`. */
export function uniqueViolation(err: unknown): string | null {
  for (
    let e = err as { code?: string; constraint?: string; constraint_name?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === "23505") return e.constraint ?? e.constraint_name ?? "";
  }
  return null;
}
