import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { enterpriseApplications, users } from "../infra/db/schema/index.ts";
import { DEMO_APPLICANTS } from "./shop-applications.ts";

/**
 * Demo enterprise purchasing applications, once (when there are none), so the platform has one to
 * answer on a fresh start (`npm run mall -- enterprise pending`, `/admin/enterprise/apply/list`):
 * `applicant1` (13800000011, SMS sign-in) applied for 山野茶舍's company and is under review.
 */
export async function ensureEnterpriseDemo(ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const [has] = await db.select({ n: sql<number>`count(*)::int` }).from(enterpriseApplications);
  if (Number(has?.n ?? 0) > 0) return;
  const a = DEMO_APPLICANTS[0];
  const [u] = await db.select({ userId: users.userId }).from(users).where(eq(users.mobile, a.mobile)).limit(1);
  if (!u) return;
  const at = new Date();
  await db
    .insert(enterpriseApplications)
    .values({
      userId: u.userId,
      companyName: "勐海山野茶业有限公司",
      creditCode: "91350100M000100Y43",
      contactName: "岩温",
      phone: a.mobile,
      purpose: "为门店员工采购办公电脑和收银设备，需开具增值税专用发票",
      status: 0,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing();
}
