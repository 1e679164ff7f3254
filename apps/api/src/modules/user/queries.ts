import { eq } from "drizzle-orm";
import type { Db } from "../../infra/db/client.ts";
import { users } from "../../infra/db/schema/index.ts";

export interface ProfileRow {
  userId: number;
  nickName: string;
  pic: string;
  hasPassword: boolean;
}

export async function profileOf(db: Db, userId: number): Promise<ProfileRow | null> {
  const [row] = await db
    .select({ userId: users.userId, nickName: users.nickName, pic: users.pic, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.userId, userId))
    .limit(1);
  return row
    ? { userId: row.userId, nickName: row.nickName, pic: row.pic, hasPassword: row.passwordHash !== null }
    : null;
}

export async function updateProfile(db: Db, userId: number, values: { nickName: string; pic?: string }): Promise<void> {
  await db.update(users).set(values).where(eq(users.userId, userId));
}
