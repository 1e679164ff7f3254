import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../infra/db/client.ts";
import { sysConfigs } from "../../infra/db/schema/index.ts";

/** The stored value of a configuration key (JSON), or null when none was saved. */
export async function configValue(db: Tx, key: string): Promise<unknown> {
  const rows = await db.select({ value: sysConfigs.value }).from(sysConfigs).where(eq(sysConfigs.key, key));
  return rows[0]?.value ?? null;
}

/** Saves a configuration key (insert or replace). */
export async function saveConfigValue(db: Tx, key: string, value: unknown): Promise<void> {
  await db
    .insert(sysConfigs)
    .values({ key, value })
    .onConflictDoUpdate({ target: sysConfigs.key, set: { value, updatedAt: sql`now()` } });
}
