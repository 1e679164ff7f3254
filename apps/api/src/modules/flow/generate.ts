import { FLOW_PAGE, FLOW_SYSTEM_PC, FLOW_VISIT } from "@souk/contract";
import { Rng } from "../../seed/rng.ts";
import { dayStart } from "./days.ts";
import type { FlowRow } from "./screen.ts";

export interface GenerateOptions {
  day: string;
  /** Products visitors may look at, with their shops. */
  products: readonly { prodId: number; shopId: number }[];
  visitors: number;
  seed?: number;
}

const { home, productList, productDetail, shopIndex, cart, shopSearch, notices } = FLOW_PAGE;

/**
 * A plausible day of storefront traffic (demo data, tests, benchmark): each visitor has one to
 * three sessions; a session enters on home, a list or a product (prevPageId 0), then walks pages
 * with step 1, 2, 3… and prevPageId = the page before; some product views add to cart (an event on
 * the detail page with the product in bizData). Orders and payments are not generated: they need
 * real orders (the funnel resolves order numbers through the order module).
 */
export function generateDay(opts: GenerateOptions): FlowRow[] {
  const rng = Rng.for(opts.seed ?? 15, Number(opts.day.replaceAll("-", "")));
  const start = dayStart(opts.day).getTime();
  const rows: FlowRow[] = [];
  const hex = () =>
    Math.floor(rng.next() * 0xffffffff)
      .toString(16)
      .padStart(8, "0");
  const popular = opts.products.slice(0, Math.max(1, Math.ceil(opts.products.length / 5)));
  const pickProduct = () => (rng.next() < 0.6 ? rng.pick(popular) : rng.pick(opts.products));
  for (let v = 0; v < opts.visitors; v++) {
    const uuid = `${hex()}-${hex()}-seed`;
    let t = start + rng.int(0, 86_399_000);
    for (let s = 0, sessions = rng.int(1, 3); s < sessions && t < start + 86_400_000; s++) {
      const uuidSession = `${hex()}-${hex()}-sess`;
      let step = 0;
      let prev = 0;
      let page: number = rng.pick([home, home, home, productList, productDetail]);
      let product = page === productDetail ? pickProduct() : null;
      for (let n = 0, length = rng.int(1, 9); n < length; n++) {
        if (t >= start + 86_400_000) break;
        rows.push(row(uuid, uuidSession, t, page, prev, ++step, FLOW_VISIT.view, product));
        if (page === productDetail && product && rng.next() < 0.12) {
          t += rng.int(5_000, 60_000);
          rows.push({
            ...row(uuid, uuidSession, t, page, prev, step, FLOW_VISIT.addToCart, product),
            nums: rng.int(1, 3),
          });
        }
        prev = page;
        const r = rng.next();
        page =
          page === productDetail
            ? r < 0.45
              ? productDetail
              : r < 0.6
                ? shopIndex
                : r < 0.75
                  ? cart
                  : productList
            : r < 0.55
              ? productDetail
              : r < 0.8
                ? productList
                : r < 0.9
                  ? shopSearch
                  : r < 0.95
                    ? notices
                    : home;
        product = page === productDetail ? pickProduct() : page === shopIndex ? (product ?? pickProduct()) : null;
        t += rng.int(3_000, 180_000);
      }
      t += 31 * 60_000 + rng.int(0, 4 * 3600_000); // a new session starts after more than 30 idle minutes
    }
  }
  return rows.filter((r) => r.at.getTime() < start + 86_400_000);

  function row(
    uuid: string,
    uuidSession: string,
    at: number,
    pageId: number,
    prevPageId: number,
    step: number,
    visitType: number,
    product: { prodId: number; shopId: number } | null,
  ): FlowRow {
    return {
      at: new Date(at),
      day: opts.day,
      uuid,
      uuidSession,
      userId: null,
      pageId,
      prevPageId,
      step,
      visitType,
      systemType: FLOW_SYSTEM_PC,
      prodId: pageId === productDetail ? (product?.prodId ?? null) : null,
      shopId: product && (pageId === productDetail || pageId === shopIndex) ? product.shopId : null,
      nums: null,
      orderNumbers: null,
    };
  }
}
