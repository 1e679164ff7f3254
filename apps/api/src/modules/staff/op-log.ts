import { and, desc, eq, gte, isNull, lt, sql, type SQL } from "drizzle-orm";
import { toPage, pageOffset, type OpLogAction, type OpLogEntry, type Page } from "@souk/contract";
import type { FastifyRequest } from "fastify";
import type { Tx } from "../../infra/db/client.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { staffOpLog } from "../../infra/db/schema/index.ts";
import { mallDateTime } from "../../infra/time.ts";

/** The signed-in staff member of a `/m/` request (the auth hook guarantees one). */
export function actorOf(req: FastifyRequest): Actor {
  if (!req.staff) throw new AppError("A00004");
  return req.staff;
}

/** Who did it: a signed-in staff member (their shop and id). */
export interface Actor {
  shopId: number;
  staffId: number;
}

/**
 * Appends one entry to the shop's operation log. Called after (or inside the transaction of) the
 * change it records; the user name is copied from the account now, so the entry keeps saying who.
 */
export async function recordOp(
  db: Tx,
  actor: Actor,
  action: OpLogAction,
  target: string | number,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(staffOpLog).values({
    shopId: actor.shopId,
    staffId: actor.staffId,
    userName: sql`(select user_name from shop_staff where staff_id = ${actor.staffId})`,
    action,
    target: String(target),
    detail,
  });
}

/**
 * Appends one entry to the platform's operation log (shop null): every change made through the
 * platform API (`/admin/`), with what it acted on and its facts (the reason of an adjustment, the
 * status a shop was given). `action` names the console area and the change ("shop.suspend").
 */
export async function recordPlatformOp(
  db: Tx,
  staff: { staffId: number },
  action: string,
  target: string | number,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await db.insert(staffOpLog).values({
    shopId: null,
    staffId: staff.staffId,
    userName: sql`(select user_name from shop_staff where staff_id = ${staff.staffId})`,
    action,
    target: String(target),
    detail,
  });
}

/** A sign-in lock of an account (no one signed in did it): shopId null for a platform account. */
export async function recordSignInLock(
  db: Tx,
  account: { shopId: number | null; staffId: number; userName: string },
  detail: Record<string, unknown>,
): Promise<void> {
  await db.insert(staffOpLog).values({
    shopId: account.shopId,
    staffId: null,
    userName: account.userName,
    action: "signin.locked",
    target: String(account.staffId),
    detail,
  });
}

/** Mall days (UTC+8) as instants: from the start of `from`, before the start of the day after `to`. */
function dayStart(day: string, plusDays = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00+08:00`) + plusDays * 86_400_000);
}

/** The shop's log (the platform's for shop null), newest first, filtered by action, staff member and mall days (inclusive). */
export async function opLogPage(
  db: Tx,
  shopId: number | null,
  q: { current: number; size: number; action?: string; staffId?: number; from?: string; to?: string },
): Promise<Page<OpLogEntry>> {
  const where: SQL[] = [shopId === null ? isNull(staffOpLog.shopId) : eq(staffOpLog.shopId, shopId)];
  if (q.action) where.push(eq(staffOpLog.action, q.action));
  if (q.staffId) where.push(eq(staffOpLog.staffId, q.staffId));
  if (q.from) where.push(gte(staffOpLog.createdAt, dayStart(q.from)));
  if (q.to) where.push(lt(staffOpLog.createdAt, dayStart(q.to, 1)));
  const cond = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(staffOpLog)
      .where(cond)
      .orderBy(desc(staffOpLog.createdAt), desc(staffOpLog.id))
      .limit(q.size)
      .offset(pageOffset(q)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(staffOpLog)
      .where(cond),
  ]);
  return toPage(
    rows.map((r) => ({
      id: r.id,
      staffId: r.staffId,
      userName: r.userName,
      action: r.action as OpLogAction,
      target: r.target,
      detail: r.detail,
      createdAt: mallDateTime(r.createdAt),
    })),
    total?.n ?? 0,
    q,
  );
}
