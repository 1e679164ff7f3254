import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { SHOP_AUDIT_STATUS } from "@souk/contract";
import type { Database, Tx } from "../../infra/db/client.ts";
import {
  renovationVersions,
  renovations,
  shopApplications,
  shopStaff,
  shops,
  users,
} from "../../infra/db/schema/index.ts";

export type ApplicationRow = typeof shopApplications.$inferSelect;
export type ApplicationValues = Omit<typeof shopApplications.$inferInsert, "userId" | "createdAt">;

// ---------------------------------------------------------------- the buyer's application

export async function ofUser(db: Tx, userId: number): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(shopApplications).where(eq(shopApplications.userId, userId)).limit(1);
  return row;
}

/** The buyer's audit status, shop id and shop status (the top bar's shop entry). */
export async function centerRow(db: Tx, userId: number) {
  const [row] = await db
    .select({ auditStatus: shopApplications.auditStatus, shopId: shopApplications.shopId, status: shops.status })
    .from(shopApplications)
    .leftJoin(shops, eq(shops.shopId, shopApplications.shopId))
    .where(eq(shopApplications.userId, userId))
    .limit(1);
  return row;
}

/** A first application; false when the buyer already has one (two first submissions at once: one wins). */
export async function insertFirst(db: Tx, userId: number, values: ApplicationValues, at: Date): Promise<boolean> {
  const inserted = await db
    .insert(shopApplications)
    .values({ ...values, userId, createdAt: at })
    .onConflictDoNothing()
    .returning({ applyId: shopApplications.applyId });
  return inserted.length > 0;
}

/** A resubmission, applied only to an application still "not passed"; false otherwise. */
export async function resubmit(db: Tx, userId: number, values: ApplicationValues): Promise<boolean> {
  const updated = await db
    .update(shopApplications)
    .set(values)
    .where(and(eq(shopApplications.userId, userId), eq(shopApplications.auditStatus, SHOP_AUDIT_STATUS.rejected)))
    .returning({ applyId: shopApplications.applyId });
  return updated.length > 0;
}

/** A name is taken by an existing shop (either language) or another buyer's application under review. */
export async function nameTaken(database: Database, name: string, userId: number): Promise<boolean> {
  const rows = await database.query(
    `select 1 from shops where status <> -1 and (lower(name_zh) = lower($1) or lower(name_en) = lower($1))
     union all
     select 1 from shop_applications where user_id <> $2 and audit_status = 0 and lower(shop_name) = lower($1)
     limit 1`,
    [name, userId],
  );
  return rows.length > 0;
}

// ---------------------------------------------------------------- the platform's review

const withShopAndUser = (db: Tx) =>
  db
    .select({ a: shopApplications, shopStatus: shops.status, userMobile: users.mobile })
    .from(shopApplications)
    .leftJoin(shops, eq(shops.shopId, shopApplications.shopId))
    .leftJoin(users, eq(users.userId, shopApplications.userId));

/** Applications (one audit status, or all), last changed first, with the shop's status and the buyer's mobile. */
export async function page(
  db: Tx,
  auditStatus: number | undefined,
  keyword: string | undefined,
  limit: number,
  offset: number,
) {
  const conds: SQL[] = [];
  if (auditStatus !== undefined) conds.push(eq(shopApplications.auditStatus, auditStatus));
  if (keyword) {
    // The shop name, the contact mobile, or the applicant's account (user name, nickname, mobile).
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(
      or(
        ilike(shopApplications.shopName, like),
        ilike(shopApplications.mobile, like),
        sql`${shopApplications.userId} in (select u.user_id from users u
          where u.user_name ilike ${like} or u.nick_name ilike ${like} or u.mobile ilike ${like})`,
      )!,
    );
  }
  const where = conds.length ? and(...conds) : undefined;
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(shopApplications)
    .where(where);
  const rows = await withShopAndUser(db)
    .where(where)
    .orderBy(desc(shopApplications.updatedAt), desc(shopApplications.applyId))
    .limit(limit)
    .offset(offset);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function detail(db: Tx, applyId: number) {
  const [r] = await withShopAndUser(db).where(eq(shopApplications.applyId, applyId)).limit(1);
  return r;
}

export async function lockApplication(tx: Tx, applyId: number): Promise<ApplicationRow | undefined> {
  const [a] = await tx.select().from(shopApplications).where(eq(shopApplications.applyId, applyId)).for("update");
  return a;
}

export async function exists(db: Tx, applyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: shopApplications.applyId })
    .from(shopApplications)
    .where(eq(shopApplications.applyId, applyId));
  return row !== undefined;
}

/** Whether an open (not deleted) shop already carries the name, in either language. */
export async function shopNameTaken(tx: Tx, name: string): Promise<boolean> {
  const [taken] = await tx
    .select({ one: sql<number>`1` })
    .from(shops)
    .where(
      sql`${shops.status} <> -1 and (lower(${shops.nameZh}) = lower(${name}) or lower(${shops.nameEn}) = lower(${name}))`,
    )
    .limit(1);
  return taken !== undefined;
}

/** The approved shop, searchable by its name (weight A) and introduction (weight B). */
export async function insertShop(
  tx: Tx,
  v: { name: string; logo: string; intro: string; status: number; nameText: string; introText: string },
): Promise<number> {
  const [shop] = await tx
    .insert(shops)
    .values({
      nameZh: v.name,
      nameEn: v.name,
      logo: v.logo,
      introZh: v.intro,
      introEn: v.intro,
      status: v.status,
      shopType: 2,
      score: 50,
      searchVector: sql`setweight(to_tsvector('simple', ${v.nameText}), 'A') || setweight(to_tsvector('simple', ${v.introText}), 'B')`,
    })
    .returning({ shopId: shops.shopId });
  return shop!.shopId;
}

/** The new shop's home page, published as its version 1 (the decoration editor starts from it). */
export async function insertHomeDecoration(tx: Tx, shopId: number, content: unknown[]): Promise<void> {
  const [page] = await tx
    .insert(renovations)
    .values({ shopId, renovationType: 1, name: "店铺首页 Shop home", homeStatus: 1, content })
    .returning({ id: renovations.renovationId });
  await tx.insert(renovationVersions).values({ renovationId: page!.id, version: 1, blocks: content });
}

export async function mobileOf(tx: Tx, userId: number): Promise<string | null | undefined> {
  const [u] = await tx.select({ mobile: users.mobile }).from(users).where(eq(users.userId, userId)).limit(1);
  return u?.mobile;
}

export async function insertStaff(tx: Tx, shopId: number, userName: string, userId: number): Promise<void> {
  await tx.insert(shopStaff).values({ shopId, userName, passwordHash: "", userId });
}

export async function markPassed(
  tx: Tx,
  applyId: number,
  shopId: number,
  reviewer: number | null,
  at: Date,
): Promise<void> {
  await tx
    .update(shopApplications)
    .set({ auditStatus: SHOP_AUDIT_STATUS.passed, shopId, reason: "", reviewedBy: reviewer, reviewedAt: at })
    .where(eq(shopApplications.applyId, applyId));
}

/** Rejects an application still under review; false when it is not (or does not exist). */
export async function markRejected(
  db: Tx,
  applyId: number,
  reason: string,
  reviewer: number | null,
  at: Date,
): Promise<boolean> {
  const updated = await db
    .update(shopApplications)
    .set({ auditStatus: SHOP_AUDIT_STATUS.rejected, reason, reviewedBy: reviewer, reviewedAt: at })
    .where(and(eq(shopApplications.applyId, applyId), eq(shopApplications.auditStatus, SHOP_AUDIT_STATUS.pending)))
    .returning({ applyId: shopApplications.applyId });
  return updated.length > 0;
}

// ---------------------------------------------------------------- shops

export async function shopStatus(db: Tx, shopId: number): Promise<number | undefined> {
  const [s] = await db.select({ status: shops.status }).from(shops).where(eq(shops.shopId, shopId)).limit(1);
  return s?.status;
}

/** Moves a shop from `from` to `to` only if it is still `from`; false when it changed meanwhile. */
export async function setShopStatus(db: Tx, shopId: number, from: number, to: number): Promise<boolean> {
  const updated = await db
    .update(shops)
    .set({ status: to })
    .where(and(eq(shops.shopId, shopId), eq(shops.status, from)))
    .returning({ shopId: shops.shopId });
  return updated.length > 0;
}
