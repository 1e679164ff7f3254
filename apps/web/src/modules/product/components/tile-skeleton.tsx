import clsx from "clsx";
import type { TileOptions } from "./product-tile-view";

/**
 * A card's stand-in while a lazily loaded grid is on its way (ADR 0030-page-weight): one empty
 * element drawn by `.skel` (globals.css) at the card's height — padding, square picture, price,
 * name and sales bars — so the grid has its final height before the cards arrive. Hidden from
 * assistive technology by its list (TileGrid), once rather than on every stand-in.
 */
export function TileSkeleton({ size = "md", layout = "column" }: Pick<TileOptions, "size" | "layout">) {
  return <i className={clsx("skel", size === "sm" && "skel-sm", layout === "row" && "skel-row")} />;
}
