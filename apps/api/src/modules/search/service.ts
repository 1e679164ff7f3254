import type { HotSearchItem, Locale } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { pick } from "../../infra/http/locale.ts";
import { perContext } from "../../infra/per-context.ts";
import { activeHotSearches } from "./queries.ts";

export class SearchService {
  constructor(private readonly ctx: AppContext) {}

  /**
   * Hot-search words of the platform (shopId 0) or a shop. sort 1: the operator's order
   * (seq); sort 0: creation order (id). mall4j shuffles for sort 0; we don't, so the
   * answer is the same for every buyer and the header stays cacheable.
   */
  async hotSearch(shopId: number, limit: number, sort: number, locale: Locale): Promise<HotSearchItem[]> {
    const rows = await activeHotSearches(this.ctx.database.db, shopId, limit, sort === 1);
    return rows.map((h) => ({
      hotSearchId: h.hotSearchId,
      title: pick(locale, h.titleZh, h.titleEn),
      content: pick(locale, h.contentZh, h.contentEn),
    }));
  }
}

export const searchServiceOf = perContext((ctx) => new SearchService(ctx));
