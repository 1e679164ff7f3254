import { and, count, desc, eq, gt, ilike, isNotNull, isNull, lte, or, type SQL } from "drizzle-orm";
import {
  toPage,
  pageOffset,
  type AdminNotice,
  type AdminNoticeBody,
  type AdminNoticeQuery,
  type NoticeState,
  type Page,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../infra/db/client.ts";
import { notices } from "../../infra/db/schema/index.ts";
import { sanitizeRichText } from "../../infra/html/sanitize.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { nowMs } from "../../infra/time.ts";

/** Platform notices are shop 0. */
const PLATFORM = 0;

type Row = typeof notices.$inferSelect;

/** Where a notice stands at `now`: draft (status 0), scheduled, live or expired (its window over). */
export function noticeState(n: Pick<Row, "status" | "publishedAt" | "unpublishAt">, now: Date): NoticeState {
  if (n.status !== 1) return "draft";
  if (n.publishedAt > now) return "scheduled";
  if (n.unpublishAt && n.unpublishAt <= now) return "expired";
  return "live";
}

function stateFilter(state: NoticeState, now: Date): SQL | undefined {
  switch (state) {
    case "draft":
      return eq(notices.status, 0);
    case "scheduled":
      return and(eq(notices.status, 1), gt(notices.publishedAt, now));
    case "expired":
      return and(eq(notices.status, 1), isNotNull(notices.unpublishAt), lte(notices.unpublishAt, now));
    case "live":
      return and(
        eq(notices.status, 1),
        lte(notices.publishedAt, now),
        or(isNull(notices.unpublishAt), gt(notices.unpublishAt, now)),
      );
  }
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function toAdmin(n: Row, now: Date): AdminNotice {
  return {
    id: n.id,
    titleZh: n.titleZh,
    titleEn: n.titleEn,
    contentZh: n.contentZh,
    contentEn: n.contentEn,
    isTop: n.isTop,
    status: n.status,
    publishFrom: n.publishedAt.toISOString(),
    publishTo: n.unpublishAt ? n.unpublishAt.toISOString() : null,
    state: noticeState(n, now),
  };
}

/** The stored columns of a body: both contents sanitized (scripts, styles, on* handlers dropped). */
function columns(b: AdminNoticeBody) {
  return {
    titleZh: b.titleZh,
    titleEn: b.titleEn,
    contentZh: sanitizeRichText(b.contentZh),
    contentEn: sanitizeRichText(b.contentEn),
    isTop: b.isTop,
    status: b.status,
    publishedAt: b.publishFrom,
    unpublishAt: b.publishTo ?? null,
  };
}

const notFound = () => new AppError("A00045");

/** The platform's notices as the console edits them (`/admin/content/notices`). */
export class AdminNotices {
  constructor(private readonly ctx: AppContext) {}

  async page(q: AdminNoticeQuery): Promise<Page<AdminNotice>> {
    const now = new Date(nowMs(this.ctx));
    const where: (SQL | undefined)[] = [eq(notices.shopId, PLATFORM)];
    if (q.keyword) {
      const like = `%${escapeLike(q.keyword)}%`;
      where.push(or(ilike(notices.titleZh, like), ilike(notices.titleEn, like)));
    }
    if (q.state) where.push(stateFilter(q.state, now));
    const cond = and(...where);
    const db = this.ctx.database.db;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(notices)
        .where(cond)
        .orderBy(desc(notices.publishedAt), desc(notices.id))
        .limit(q.size)
        .offset(pageOffset(q)),
      db.select({ n: count() }).from(notices).where(cond),
    ]);
    return toPage(
      rows.map((r) => toAdmin(r, now)),
      Number(total?.n ?? 0),
      q,
    );
  }

  async get(id: number): Promise<AdminNotice> {
    const [row] = await this.ctx.database.db
      .select()
      .from(notices)
      .where(and(eq(notices.id, id), eq(notices.shopId, PLATFORM)));
    if (!row) throw notFound();
    return toAdmin(row, new Date(nowMs(this.ctx)));
  }

  async create(tx: Tx, b: AdminNoticeBody): Promise<number> {
    const [row] = await tx
      .insert(notices)
      .values({ shopId: PLATFORM, ...columns(b) })
      .returning({ id: notices.id });
    return row!.id;
  }

  async update(tx: Tx, id: number, b: AdminNoticeBody): Promise<void> {
    const done = await tx
      .update(notices)
      .set(columns(b))
      .where(and(eq(notices.id, id), eq(notices.shopId, PLATFORM)))
      .returning({ id: notices.id });
    if (done.length === 0) throw notFound();
  }

  /** Deletes it and answers its Chinese title (for the operation log). */
  async remove(tx: Tx, id: number): Promise<string> {
    const done = await tx
      .delete(notices)
      .where(and(eq(notices.id, id), eq(notices.shopId, PLATFORM)))
      .returning({ titleZh: notices.titleZh });
    if (done.length === 0) throw notFound();
    return done[0]!.titleZh;
  }
}
