import { SHOP_STATUS, type Locale, type ShopRenovation } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { TtlCache } from "../../infra/cache/ttl-cache.ts";
import { notFound } from "../../infra/http/app-error.ts";
import { perContext } from "../../infra/per-context.ts";
import { renovationById, shopHomeRenovationId } from "./queries.ts";
import { resolveDecoration } from "./resolve.ts";
import { PAGE_NOT_FOUND_TEXT } from "./texts.ts";

/**
 * Shop and platform decorations as served (/shopIndex home, /select-decorate micro-pages): stored
 * content resolved to the request language with live product and shop cards (resolve.ts).
 */
export class DecorationService {
  /** Resolved decorations per id and language, for 10 s: they embed live prices and shop cards. */
  private readonly cache = new TtlCache<ShopRenovation | null>(10_000);

  constructor(private readonly ctx: AppContext) {
    ctx.catalogChanges.on(["products", "shops", "home"], () => this.invalidate());
  }

  invalidate(): void {
    this.cache.clear();
  }

  /** `/shopRenovation/shopHomepage`: the open shop's published home decoration, or null. */
  async shopHomepage(shopId: number, locale: Locale): Promise<ShopRenovation | null> {
    const id = await shopHomeRenovationId(this.ctx.database, shopId);
    return id === undefined ? null : this.renovation(id, locale);
  }

  /**
   * `/shopRenovation/info`: a micro-page. Unknown, another shop's (when shopId is given) or of a
   * shop that is not open → A00013.
   */
  async renovationInfo(renovationId: number, shopId: number | undefined, locale: Locale): Promise<ShopRenovation> {
    const r = await this.renovation(renovationId, locale);
    if (!r || (shopId !== undefined && r.shopId !== shopId)) throw notFound(PAGE_NOT_FOUND_TEXT);
    return r;
  }

  private renovation(renovationId: number, locale: Locale): Promise<ShopRenovation | null> {
    return this.cache.get(`${renovationId}:${locale}`, async () => {
      const row = await renovationById(this.ctx.database, renovationId);
      // Platform pages (shop 0) have no shop row; a shop's page needs the shop open.
      if (!row || (row.shopId !== 0 && row.shopStatus !== SHOP_STATUS.open)) return null;
      const content = await resolveDecoration(this.ctx, row.content, locale);
      return {
        renovationId: row.renovationId,
        shopId: row.shopId,
        name: row.name,
        homeStatus: row.homeStatus,
        content: JSON.stringify(content),
      };
    });
  }
}

export const decorationServiceOf = perContext((ctx) => new DecorationService(ctx));
