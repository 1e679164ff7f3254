import type { ProductCard } from "@souk/contract";
import type { ComponentProps } from "react";
import { TileGrid, tileFields } from "@/modules/product";
import type { HomeGoodsSource } from "./home-goods";
import { LazyGoods } from "./lazy-goods";

type Grid = Omit<ComponentProps<typeof TileGrid>, "products" | "pending">;

/**
 * A goods block's grid of cards: rendered into the page, or — `lazy`, below the fold of the home
 * — as skeleton cards loaded when the buyer scrolls near (the block's heading and links stay in
 * the page either way).
 */
export function GoodsGrid({
  goods,
  lazy,
  boxClassName,
  ...grid
}: Grid & {
  goods: ProductCard[];
  lazy?: HomeGoodsSource;
  /** The lazy grid's box classes where the grid is a flex item (`flex-1`). */
  boxClassName?: string;
}) {
  if (lazy) return <LazyGoods source={lazy} count={goods.length} boxClassName={boxClassName} {...grid} />;
  return <TileGrid products={goods.map((g) => tileFields(g, grid.tile?.showShop))} {...grid} />;
}
