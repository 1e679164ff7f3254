import type { Locale, SeckillView } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { pick } from "../../infra/http/locale.ts";
import { mallDateTime } from "../../infra/time.ts";
import { catalogServiceOf } from "../catalog/service.ts";
import { discountServiceOf } from "../discount/service.ts";
import { seckillServiceOf } from "../seckill/service.ts";
import { shopServiceOf } from "../shop/service.ts";

/** A bilingual text inside stored decoration content. */
function isBilingual(v: unknown): v is { zh: string; en: string } {
  if (!v || typeof v !== "object" || Array.isArray(v)) return false;
  const keys = Object.keys(v);
  return (
    keys.length === 2 &&
    typeof (v as { zh?: unknown }).zh === "string" &&
    typeof (v as { en?: unknown }).en === "string"
  );
}

/**
 * The `discount_coupon` block shows live data: the products at a running limited-time price
 * (discount activities) replace its configured `prodIds` while there are any. The
 * `limited_skill` block shows the live flash-sale session: its products, their flash sales
 * (`seckills`: id, flash and normal price, units) and the soonest end.
 */
async function withLiveOffers(ctx: AppContext, content: unknown): Promise<unknown> {
  let live: number[] | null = null;
  let flash: SeckillView[] | null = null;
  const walk = async (v: unknown): Promise<unknown> => {
    if (Array.isArray(v)) return Promise.all(v.map(walk));
    if (!v || typeof v !== "object") return v;
    const o = v as Record<string, unknown>;
    if (o.type === "discount_coupon" && o.dataField && typeof o.dataField === "object") {
      live ??= await discountServiceOf(ctx).offerProducts(5);
      return live.length > 0 ? { ...o, dataField: { ...(o.dataField as object), prodIds: live } } : o;
    }
    if (o.type === "limited_skill" && o.dataField && typeof o.dataField === "object") {
      flash ??= await seckillServiceOf(ctx).running("zh", 50);
      // A chosen session shows its own sales while it runs; otherwise (or over) the running ones.
      const session = (o.dataField as { session?: unknown }).session;
      const chosen =
        typeof session === "number" ? flash.filter((f) => f.startTime === mallDateTime(session * 1000)) : [];
      const sale = (chosen.length ? chosen : flash).slice(0, 5);
      if (sale.length === 0) return o;
      const endTime = sale.map((f) => f.endTime).sort()[0];
      // Each product's flash sale: the strip shows the flash price and the stock bar
      // and links to /secdetail/{seckillId}, not the product's normal price and page.
      const sales = sale.map((f) => ({
        seckillId: f.seckillId,
        prodId: f.prodId,
        seckillPrice: f.seckillPrice,
        price: f.price,
        totalStocks: f.totalStocks,
        soldStocks: f.soldStocks,
        endTime: f.endTime,
      }));
      return {
        ...o,
        dataField: { ...(o.dataField as object), prodIds: sale.map((f) => f.prodId), endTime, seckills: sales },
      };
    }
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(o)) out[k] = await walk(x);
    return out;
  };
  return walk(content);
}

/**
 * Decoration content as stored → as served: every `{zh, en}` pair becomes the request
 * language's string, and every `prodIds` / `shopIds` list gets the live cards beside it
 * (`goods` / `shops`), looked up in one query each for the whole page.
 */
export async function resolveDecoration(ctx: AppContext, content: unknown, locale: Locale): Promise<unknown> {
  // Blocks the editor hid stay in the stored page but never reach buyers.
  if (Array.isArray(content))
    content = content.filter((b) => !(b && typeof b === "object" && (b as { hidden?: unknown }).hidden === true));
  content = await withLiveOffers(ctx, content);
  const prodIds: number[] = [];
  const shopIds: number[] = [];
  const collect = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(collect);
    if (!v || typeof v !== "object") return;
    for (const [k, x] of Object.entries(v)) {
      if (k === "prodIds" && Array.isArray(x)) prodIds.push(...x.filter((n): n is number => typeof n === "number"));
      else if (k === "shopIds" && Array.isArray(x))
        shopIds.push(...x.filter((n): n is number => typeof n === "number"));
      else collect(x);
    }
  };
  collect(content);
  const [goods, shops] = await Promise.all([
    catalogServiceOf(ctx).productCards(prodIds, locale),
    shopServiceOf(ctx).shopCards(shopIds, locale),
  ]);
  const goodsById = new Map(goods.map((g) => [g.prodId, g]));
  const shopsById = new Map(shops.map((s) => [s.shopId, s]));
  const resolve = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(resolve);
    if (isBilingual(v)) return pick(locale, v.zh, v.en);
    if (!v || typeof v !== "object") return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) {
      out[k] = resolve(x);
      if (k === "prodIds" && Array.isArray(x)) out.goods = x.flatMap((id) => goodsById.get(id) ?? []);
      if (k === "shopIds" && Array.isArray(x)) out.shops = x.flatMap((id) => shopsById.get(id) ?? []);
    }
    return out;
  };
  return resolve(content);
}
