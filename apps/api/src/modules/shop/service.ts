import type { HotShop, Locale, ShopCard } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { pick } from "../../infra/http/locale.ts";
import { perContext } from "../../infra/per-context.ts";
import { openShopsByIds, openShopsRanked, shopArt } from "./queries.ts";

export class ShopService {
  constructor(private readonly ctx: AppContext) {}

  /** Open shops for the header's shop hot words: sort 1 by sales, 0 by id. */
  async hotShops(limit: number, sort: number, locale: Locale): Promise<HotShop[]> {
    const rows = await openShopsRanked(this.ctx.database.db, limit, sort === 1);
    return rows.map((s) => ({ shopId: s.shopId, shopName: pick(locale, s.nameZh, s.nameEn), shopLogo: s.logo }));
  }

  /** Cards of the open shops among `shopIds`, in the given order (closed/unknown ones dropped). */
  async shopCards(shopIds: number[], locale: Locale): Promise<ShopCard[]> {
    const ids = [...new Set(shopIds.filter((id) => Number.isSafeInteger(id) && id > 0))];
    if (ids.length === 0) return [];
    const rows = await openShopsByIds(this.ctx.database.db, ids);
    const byId = new Map(rows.map((r) => [r.shopId, r]));
    return ids.flatMap((id) => {
      const s = byId.get(id);
      if (!s) return [];
      return [
        {
          shopId: s.shopId,
          shopName: pick(locale, s.nameZh, s.nameEn),
          shopLogo: s.logo,
          intro: pick(locale, s.introZh, s.introEn),
          shopType: s.shopType,
          score: s.score / 10,
          followers: s.followers,
        },
      ];
    });
  }

  /** English name for the generated logo, or null. */
  async shopArt(shopId: number): Promise<{ nameEn: string } | null> {
    const [row] = await shopArt(this.ctx.database.db, shopId);
    return row ? { nameEn: row.nameEn || row.nameZh } : null;
  }
}

export const shopServiceOf = perContext((ctx) => new ShopService(ctx));
