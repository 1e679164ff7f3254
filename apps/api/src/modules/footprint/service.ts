import {
  fenToYuan,
  type DeleteFootprintBody,
  type FootprintDay,
  type FootprintPage,
  type Locale,
  type PageQuery,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { AppError, notFound } from "../../infra/http/app-error.ts";
import { pick } from "../../infra/http/locale.ts";
import { perContext } from "../../infra/per-context.ts";
import { mallDate, mallDateTime, nowMs } from "../../infra/time.ts";
import { productStatus } from "../catalog/catalog-reads.ts";
import * as q from "./queries.ts";
import { FOOTPRINT_TEXT } from "./texts.ts";

/** uc-footprint: the buyer's browsing history, one record per product per (China) day. */
export class FootprintService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  /** Records a visit of a product detail page. Unknown or deleted products are A01000. */
  async record(userId: number, prodId: number): Promise<void> {
    const status = await productStatus(this.db, prodId);
    if (status === null || status === -1) throw new AppError("A01000");
    const now = nowMs(this.ctx);
    await q.upsertFootprint(this.db, userId, prodId, mallDate(now), new Date(now));
  }

  /** Newest first, grouped by day within the page (see FootprintPage in the contract). */
  async page(userId: number, pq: PageQuery, locale: Locale): Promise<FootprintPage> {
    const [rows, total] = await Promise.all([q.footprintPage(this.db, userId, pq), q.countFootprints(this.db, userId)]);
    const days: FootprintDay[] = [];
    for (const r of rows) {
      const item = {
        footprintId: r.footprintId,
        prodId: r.prodId,
        prodName: pick(locale, r.nameZh, r.nameEn),
        pic: r.pic,
        price: fenToYuan(r.price),
        status: r.status,
        browseTime: mallDateTime(r.browsedAt),
      };
      const last = days[days.length - 1];
      if (last && last.date === r.browseDate) last.items.push(item);
      else days.push({ date: r.browseDate, items: [item] });
    }
    return { records: days, total, pages: Math.ceil(total / pq.size), current: pq.current, size: pq.size };
  }

  /**
   * Deletes all footprints, or the given ones. All or nothing: when any id is not the buyer's
   * (or does not exist) nothing is deleted and the answer is 404.
   */
  async remove(userId: number, body: DeleteFootprintBody): Promise<void> {
    if (body.all === true) {
      await q.deleteFootprints(this.db, userId, "all");
      return;
    }
    const ids = [...new Set(body.footprintIds ?? [])];
    if ((await q.countOwned(this.db, userId, ids)) !== ids.length) {
      throw notFound(FOOTPRINT_TEXT.notFound);
    }
    await q.deleteFootprints(this.db, userId, ids);
  }
}

export const footprintServiceOf = perContext((ctx) => new FootprintService(ctx));
