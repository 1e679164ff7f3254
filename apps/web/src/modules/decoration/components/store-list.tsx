import type { ShopCard } from "@souk/contract";
import { Container } from "@/components/ui/container";
import { list, str } from "../lib/parse";
import type { HomeGoodsSource } from "./home-goods";
import { LazyStores } from "./lazy-stores";
import { StoreCards } from "./store-cards";

/**
 * store_list: recommended shops (open shops only, resolved live by the API). `lazy`: below the
 * fold of the home, its cards load when scrolled near (the title stays in the page).
 */
export function StoreList({ data, lazy }: { data: Record<string, unknown>; lazy?: HomeGoodsSource }) {
  const shops = list<ShopCard>(data.shops);
  const title = str(data.title);
  if (shops.length === 0) return null;
  return (
    <Container className="mt-3" data-block="store_list">
      <section aria-label={title || undefined}>
        {title ? <h2 className="mb-2 text-base font-semibold text-ink">{title}</h2> : null}
        {lazy ? <LazyStores source={lazy} count={shops.length} /> : <StoreCards shops={shops} />}
      </section>
    </Container>
  );
}
