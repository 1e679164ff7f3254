import { and, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import type { Tx } from "../../infra/db/client.ts";
import { members, pointsAccounts, users, wallets } from "../../infra/db/schema/index.ts";

/** One buyer with the figures the console lists (balance in fen). */
export interface MemberListRow {
  userId: number;
  userName: string | null;
  nickName: string;
  pic: string;
  mobile: string | null;
  status: number;
  createdAt: Date;
  balance: number;
  points: number;
  growth: number;
}

/** `%…%` with LIKE's wildcards taken literally. */
function contains(s: string): string {
  return `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const columns = {
  userId: users.userId,
  userName: users.userName,
  nickName: users.nickName,
  pic: users.pic,
  mobile: users.mobile,
  status: users.status,
  createdAt: users.createdAt,
  balance: sql<number>`coalesce(${wallets.balance}, 0)`,
  points: sql<number>`coalesce(${pointsAccounts.balance}, 0)`,
  growth: sql<number>`coalesce(${members.growth}, 0)`,
};

function decode(r: {
  [K in keyof typeof columns]: unknown;
}): MemberListRow {
  return {
    ...(r as MemberListRow),
    balance: Number(r.balance),
    points: Number(r.points),
    growth: Number(r.growth),
  };
}

/** Buyers whose phone, nickname or account contains `keyword` (all without one), newest first. */
export async function memberPage(
  db: Tx,
  keyword: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: MemberListRow[]; total: number }> {
  const k = keyword?.trim();
  const where: SQL | undefined = k
    ? or(ilike(users.mobile, contains(k)), ilike(users.nickName, contains(k)), ilike(users.userName, contains(k)))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .leftJoin(wallets, eq(wallets.userId, users.userId))
      .leftJoin(pointsAccounts, eq(pointsAccounts.userId, users.userId))
      .leftJoin(members, eq(members.userId, users.userId))
      .where(where)
      .orderBy(desc(users.userId))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows: rows.map(decode), total: Number(total?.n ?? 0) };
}

export async function memberRow(db: Tx, userId: number): Promise<MemberListRow | undefined> {
  const [r] = await db
    .select(columns)
    .from(users)
    .leftJoin(wallets, eq(wallets.userId, users.userId))
    .leftJoin(pointsAccounts, eq(pointsAccounts.userId, users.userId))
    .leftJoin(members, eq(members.userId, users.userId))
    .where(eq(users.userId, userId))
    .limit(1);
  return r && decode(r);
}

/** Sets the account's status; answers whether it changed (false: already so). */
export async function setStatus(tx: Tx, userId: number, status: 0 | 1): Promise<boolean> {
  const r = await tx
    .update(users)
    .set({ status })
    .where(and(eq(users.userId, userId), sql`${users.status} <> ${status}`))
    .returning({ userId: users.userId });
  return r.length > 0;
}
