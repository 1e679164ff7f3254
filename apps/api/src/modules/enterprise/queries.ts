import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Tx } from "../../infra/db/client.ts";
import { enterpriseApplications } from "../../infra/db/schema/index.ts";

export type EnterpriseRow = typeof enterpriseApplications.$inferSelect;
export type EnterpriseValues = typeof enterpriseApplications.$inferInsert;

export async function ofUser(db: Tx, userId: number): Promise<EnterpriseRow | undefined> {
  const [r] = await db.select().from(enterpriseApplications).where(eq(enterpriseApplications.userId, userId)).limit(1);
  return r;
}

export async function byId(db: Tx, applyId: number): Promise<EnterpriseRow | undefined> {
  const [r] = await db
    .select()
    .from(enterpriseApplications)
    .where(eq(enterpriseApplications.applyId, applyId))
    .limit(1);
  return r;
}

/**
 * A new application, or a resubmission after 'not passed' (same row, back under review). Only a
 * rejected row is rewritten: undefined when the buyer's application is pending or approved.
 */
export async function upsertApplication(tx: Tx, v: EnterpriseValues): Promise<EnterpriseRow | undefined> {
  const [r] = await tx
    .insert(enterpriseApplications)
    .values(v)
    .onConflictDoUpdate({
      target: enterpriseApplications.userId,
      set: {
        companyName: v.companyName,
        creditCode: v.creditCode,
        contactName: v.contactName,
        phone: v.phone,
        purpose: v.purpose,
        status: 0,
        reason: "",
        reviewedAt: null,
        updatedAt: v.updatedAt,
      },
      setWhere: eq(enterpriseApplications.status, -1),
    })
    .returning();
  return r;
}

/** Under review → passed / not passed; conditional, so answering twice changes it once. */
export async function decide(
  tx: Tx,
  applyId: number,
  status: 1 | -1,
  reason: string,
  at: Date,
): Promise<EnterpriseRow | undefined> {
  const [r] = await tx
    .update(enterpriseApplications)
    .set({ status, reason, reviewedAt: at, updatedAt: at })
    .where(and(eq(enterpriseApplications.applyId, applyId), eq(enterpriseApplications.status, 0)))
    .returning();
  return r;
}

export function list(db: Tx, statuses: readonly number[] | null): Promise<EnterpriseRow[]> {
  const where: SQL | undefined = statuses ? inArray(enterpriseApplications.status, [...statuses]) : undefined;
  return db
    .select()
    .from(enterpriseApplications)
    .where(where)
    .orderBy(desc(enterpriseApplications.updatedAt))
    .limit(200);
}
