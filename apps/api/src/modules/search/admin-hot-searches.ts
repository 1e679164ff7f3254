import { and, asc, count, eq, ilike, ne, or, sql } from "drizzle-orm";
import { toPage, pageOffset, type AdminHotSearch, type AdminHotSearchBody, type Page } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../infra/db/client.ts";
import { hotSearches } from "../../infra/db/schema/index.ts";
import { AppError } from "../../infra/http/app-error.ts";

/** The platform's hot words are shop 0. */
const PLATFORM = 0;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const notFound = () => new AppError("A00046");

/**
 * The platform's hot-search words as the console edits them (`/admin/content/hot-searches`):
 * the storefront's search box shows the first enabled ones by `seq` (`/search/hotSearch?sort=1`).
 */
export class AdminHotSearches {
  constructor(private readonly ctx: AppContext) {}

  async page(q: { current: number; size: number; keyword?: string }): Promise<Page<AdminHotSearch>> {
    const where = [eq(hotSearches.shopId, PLATFORM)];
    if (q.keyword) {
      const like = `%${escapeLike(q.keyword)}%`;
      where.push(
        or(
          ilike(hotSearches.titleZh, like),
          ilike(hotSearches.titleEn, like),
          ilike(hotSearches.contentZh, like),
          ilike(hotSearches.contentEn, like),
        )!,
      );
    }
    const cond = and(...where);
    const db = this.ctx.database.db;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(hotSearches)
        .where(cond)
        .orderBy(asc(hotSearches.seq), asc(hotSearches.hotSearchId))
        .limit(q.size)
        .offset(pageOffset(q)),
      db.select({ n: count() }).from(hotSearches).where(cond),
    ]);
    return toPage(
      rows.map(({ shopId: _shop, ...r }) => r),
      Number(total?.n ?? 0),
      q,
    );
  }

  /** A word is one per platform, whatever the letter case (either language's title): A00047 otherwise. */
  private async refuseDuplicate(tx: Tx, b: AdminHotSearchBody, exceptId?: number): Promise<void> {
    const same = or(
      sql`lower(${hotSearches.titleZh}) = lower(${b.titleZh})`,
      sql`lower(${hotSearches.titleEn}) = lower(${b.titleEn})`,
    );
    const [row] = await tx
      .select({ id: hotSearches.hotSearchId })
      .from(hotSearches)
      .where(and(eq(hotSearches.shopId, PLATFORM), same, exceptId ? ne(hotSearches.hotSearchId, exceptId) : undefined))
      .limit(1);
    if (row) throw new AppError("A00047");
  }

  async create(tx: Tx, b: AdminHotSearchBody): Promise<number> {
    await this.refuseDuplicate(tx, b);
    const [row] = await tx
      .insert(hotSearches)
      .values({ shopId: PLATFORM, ...b })
      .returning({ id: hotSearches.hotSearchId });
    return row!.id;
  }

  async update(tx: Tx, id: number, b: AdminHotSearchBody): Promise<void> {
    await this.refuseDuplicate(tx, b, id);
    const done = await tx
      .update(hotSearches)
      .set(b)
      .where(and(eq(hotSearches.hotSearchId, id), eq(hotSearches.shopId, PLATFORM)))
      .returning({ id: hotSearches.hotSearchId });
    if (done.length === 0) throw notFound();
  }

  /** Deletes it and answers its Chinese title (for the operation log). */
  async remove(tx: Tx, id: number): Promise<string> {
    const done = await tx
      .delete(hotSearches)
      .where(and(eq(hotSearches.hotSearchId, id), eq(hotSearches.shopId, PLATFORM)))
      .returning({ titleZh: hotSearches.titleZh });
    if (done.length === 0) throw notFound();
    return done[0]!.titleZh;
  }

  /**
   * Puts the words in the given order: seq 10, 20, … (room to slot one in by hand). Every id must
   * be a platform word (A00046 otherwise); words not listed keep their seq.
   */
  async reorder(tx: Tx, ids: number[]): Promise<void> {
    const unique = [...new Set(ids)];
    for (const [i, id] of unique.entries()) {
      const done = await tx
        .update(hotSearches)
        .set({ seq: (i + 1) * 10 })
        .where(and(eq(hotSearches.hotSearchId, id), eq(hotSearches.shopId, PLATFORM)))
        .returning({ id: hotSearches.hotSearchId });
      if (done.length === 0) throw notFound();
    }
  }
}
