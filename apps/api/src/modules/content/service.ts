import { MAX_TOP_NOTICES, type Locale, type NoticeBrief, type Renovation } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { TtlCache } from "../../infra/cache/ttl-cache.ts";
import { pick } from "../../infra/http/locale.ts";
import { perContext } from "../../infra/per-context.ts";
import { resolveDecoration } from "../decoration/resolve.ts";
import { homeRenovation, topNotices } from "./queries.ts";

export class ContentService {
  /** Resolved home page per type and language, for 10 s: it embeds live prices. */
  private readonly homeCache = new TtlCache<Renovation | null>(10_000);

  constructor(private readonly ctx: AppContext) {
    ctx.catalogChanges.on(["home"], () => this.invalidate());
  }

  invalidate(): void {
    this.homeCache.clear();
  }

  async topNotices(shopId: number, locale: Locale): Promise<NoticeBrief[]> {
    const now = new Date(this.ctx.clock?.() ?? Date.now());
    const rows = await topNotices(this.ctx.database.db, shopId, now, MAX_TOP_NOTICES);
    return rows.map((n) => ({ id: n.id, title: pick(locale, n.titleZh, n.titleEn) }));
  }

  /** The published home decoration (shop 0) with texts in `locale`; null when none. */
  homepage(renovationType: number, locale: Locale): Promise<Renovation | null> {
    return this.homeCache.get(`${renovationType}:${locale}`, async () => {
      const [row] = await homeRenovation(this.ctx.database.db, renovationType);
      if (!row) return null;
      const content = await resolveDecoration(this.ctx, row.content, locale);
      return { renovationId: row.renovationId, homeStatus: row.homeStatus, content: JSON.stringify(content) };
    });
  }
}

export const contentServiceOf = perContext((ctx) => new ContentService(ctx));
