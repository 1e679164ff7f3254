import type { ProductCard } from "@souk/contract";
import { Container } from "@/components/ui/container";
import { list, num, str } from "../lib/parse";
import { GoodsGrid } from "./goods-grid";
import type { HomeGoodsSource } from "./home-goods";

/** goods_list: a titled grid of products, `listType` per row (3–6; default 5). Live cards from the API. */
export function GoodsList({ data, lazy }: { data: Record<string, unknown>; lazy?: HomeGoodsSource }) {
  const goods = list<ProductCard>(data.goods);
  const cols = num(data.listType, 5, 3, 6);
  const title = str(data.title);
  if (goods.length === 0) return null;
  return (
    <Container className="mt-3" data-block="goods_list">
      <section aria-label={title || undefined}>
        {title ? <h2 className="mb-2 text-base font-semibold text-ink">{title}</h2> : null}
        <GoodsGrid
          goods={goods}
          lazy={lazy}
          className="grid gap-2.5"
          style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))` }}
        />
      </section>
    </Container>
  );
}
