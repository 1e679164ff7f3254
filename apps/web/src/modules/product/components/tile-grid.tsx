import type { CSSProperties } from "react";
import { ProductTileView, type TileOptions, type TileProduct } from "./product-tile-view";
import { TileSkeleton } from "./tile-skeleton";

/**
 * A list of product cards in a grid the caller styles, or — before a lazily loaded section has
 * its products — as many skeleton cards in the same grid (`pending`), so both take the same
 * height. `products` are already picked to the card's fields (`tileFields`).
 */
export function TileGrid({
  products,
  pending = 0,
  className,
  style,
  itemClassName,
  tile,
}: {
  products?: TileProduct[];
  pending?: number;
  className?: string;
  style?: CSSProperties;
  itemClassName?: string;
  tile?: TileOptions;
}) {
  return (
    <ul className={className} style={style} aria-hidden={products ? undefined : true}>
      {products
        ? products.map((p) => (
            <li key={p.prodId} className={itemClassName}>
              <ProductTileView p={p} {...tile} />
            </li>
          ))
        : Array.from({ length: pending }, (_, i) => (
            <li key={i} className={itemClassName}>
              <TileSkeleton size={tile?.size} layout={tile?.layout} />
            </li>
          ))}
    </ul>
  );
}
