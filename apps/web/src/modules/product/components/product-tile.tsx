import { ProductTileView, type TileOptions, type TileProduct } from "./product-tile-view";

export type { TileProduct };

/**
 * A product card: picture, name (two lines), price, market price and sales. Lists open the
 * detail in a new tab (spec part 2). Only the fields the card shows are handed to it: the lists'
 * records carry many more, and everything passed to a client component is embedded in the page.
 */
export function ProductTile({ p, ...options }: TileOptions & { p: TileProduct }) {
  return <ProductTileView p={tileFields(p, options.showShop)} {...options} />;
}

/** The fields a card shows, picked from a list's record (absent ones left out). */
export function tileFields(p: TileProduct, showShop = false): TileProduct {
  const shown: TileProduct = {
    prodId: p.prodId,
    prodName: p.prodName,
    highlightName: p.highlightName,
    pic: p.pic,
    price: p.price,
    oriPrice: p.oriPrice,
    soldNum: p.soldNum,
    totalStock: p.totalStock,
    shopName: showShop ? p.shopName : undefined,
    shopId: showShop ? p.shopId : undefined,
    activities: p.activities?.map(({ type, label, activityPrice, endTime }) => ({
      type,
      label,
      activityPrice,
      endTime,
    })),
    activity: p.activity && { activityPrice: p.activity.activityPrice, endTime: p.activity.endTime },
  };
  // Absent fields stay absent ("$undefined" markers would be embedded too).
  return Object.fromEntries(Object.entries(shown).filter(([, v]) => v !== undefined)) as TileProduct;
}
