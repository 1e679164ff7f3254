import { z } from "zod";
import { idOrZeroSchema, idSchema, jsonInteger } from "../validation.ts";
import { chooseDiscountItem, productActivityView } from "./discount.ts";

/*
 * Cart (`/cart`). Every path is under /p/ (login required) except the `/ma/` count, which answers
 * 0 when logged out. Prices on the wire are yuan with 2 decimals (numbers); the server works in
 * fen and computes every total itself: a client never sends a price.
 */

/** One product (all its SKUs together) can be in the cart at most this many times. */
export const CART_MAX_PER_PRODUCT = 99;
/** At most this many lines (distinct SKUs) in one cart. */
export const CART_MAX_LINES = 200;
/**
 * At most this many cart lines settled together (`/p/order/confirm` with basketIds); more answers
 * A00001 'The shopping cart supports up to 50 items, please order separately' (spec part 5/8).
 */
export const CART_SETTLE_MAX = 50;

/** A list of basket ids in a body (`deleteItem`, `totalPay`, `moveToCollection`). */
export const basketIdsBody = z
  .array(idSchema, { error: "v.basketIds" })
  .min(1, { error: "v.basketIds" })
  .max(500, { error: "v.basketIds" });
export type BasketIdsBody = z.infer<typeof basketIdsBody>;

/**
 * `POST /p/shopCart/info` body: `[]` (mall4j sends a list of `{basketId, shopId, discountId}` to
 * choose promotions; accepted and ignored until promotions exist), or an object (`{}`, which mall4j
 * clients send), ignored likewise. Answers `CartShop[]`.
 */
export const cartInfoBody = z.union([z.array(z.unknown()).max(500), z.object({}).loose()]).optional();

/**
 * `POST /p/shopCart/changeItem` → null. `count` is a DELTA (negative to decrease). The line
 * is the buyer's line of `skuId` (or `basketId`); a result ≤ 0 deletes it. As mall4j: a count of 0
 * answers A00001 '输入更改数量' (except when switching the line's SKU), a negative count with no line
 * A00001 '商品已从购物车移除'. Increases are bounded
 * by the SKU's stock (A03010 'Insufficient inventory') and CART_MAX_PER_PRODUCT per product
 * (A00001). shopId is accepted for compatibility and ignored: the server derives it.
 * With `basketId` of a line of another SKU of the same product, the line switches to `skuId`
 * (spec change in the cart), keeping its quantity plus `count`.
 */
export const changeItemBody = z.object({
  basketId: idSchema.optional(),
  prodId: idSchema,
  skuId: idSchema,
  shopId: idOrZeroSchema.optional(),
  count: z.preprocess(
    jsonInteger,
    z
      .number({ error: "v.cartCount" })
      .int({ error: "v.cartCount" })
      // mall4j's Integer: any count in range reaches the cart's own answers (库存不足 above the
      // stock, 输入更改数量 at 0), not a validation error at an arbitrary bound.
      .min(-2_147_483_648, { error: "v.cartCount" })
      .max(2_147_483_647, { error: "v.cartCount" }),
  ),
});
export type ChangeItemBody = z.input<typeof changeItemBody>;

/** One cart line as shown. `price` is the SKU's current price (yuan). */
export const cartItem = z.object({
  basketId: z.number(),
  shopId: z.number(),
  prodId: z.number(),
  skuId: z.number(),
  prodName: z.string(),
  /** Sales attributes joined by a space ("黑色 128GB"); "" for a single-SKU product. */
  skuName: z.string(),
  pic: z.string(),
  price: z.number(),
  oriPrice: z.number(),
  count: z.number(),
  /** Current stock of the SKU. */
  stock: z.number(),
  /**
   * Line total (yuan): price × count, at the running limited-time price when `activity` is set
   * (the price the buyer pays, as the totals). Invalid lines: price × count.
   */
  productTotalAmount: z.number(),
  /**
   * 1 can be bought; 0 off the shelf (product, SKU or shop unavailable); -1 deleted;
   * 2 sold out (stock 0). Only status 1 lines are in `shopCartItemDiscounts`; the others are
   * listed by `GET /p/shopCart/expiryProdList`.
   */
  status: z.number(),
  /** How many more of this product may be added (per-product limit and stock). */
  maxCount: z.number(),
  /** "yyyy-MM-dd HH:mm:ss" (China time) the line was added. */
  createTime: z.string(),
  /** mall4j name of `count` (clients written for mall4j read this one). */
  prodCount: z.number(),
  /** The shop's name in the request's language (mall4j `ShopCartItemDto.shopName`). */
  shopName: z.string(),
  /** mall4j name of `createTime`. */
  basketDate: z.string(),
  /** The running limited-time price of the SKU, or null. */
  activity: productActivityView.nullable(),
});
export type CartItem = z.infer<typeof cartItem>;

/** Items of one shop that share a tier activity (`chooseDiscountItemDto`), or none (null; that group comes last). */
export const cartDiscountGroup = z.object({
  chooseDiscountItemDto: chooseDiscountItem.nullable(),
  shopCartItems: z.array(cartItem),
});
export type CartDiscountGroup = z.infer<typeof cartDiscountGroup>;

/** `POST /p/shopCart/info` → CartShop[] (valid lines, newest shop activity first). */
export const cartShop = z.object({
  shopId: z.number(),
  shopName: z.string(),
  shopCartItemDiscounts: z.array(cartDiscountGroup),
});
export type CartShop = z.infer<typeof cartShop>;

/**
 * `POST /p/shopCart/totalPay` [basketIds] → the totals of the selected valid lines, computed
 * by the server's pricing pipeline (invalid or unknown ids are ignored).
 * `finalMoney = totalMoney - subtractMoney` (freight is added at confirm, not here).
 */
export const cartTotal = z.object({
  totalMoney: z.number(),
  finalMoney: z.number(),
  subtractMoney: z.number(),
  /** Of subtractMoney: limited-time prices and shop discount tiers (yuan). */
  activityReduce: z.number(),
  shopDiscountReduce: z.number(),
  /** Number of pieces (sum of counts). */
  count: z.number(),
});
export type CartTotal = z.infer<typeof cartTotal>;

/**
 * `GET /p/shopCart/prodCount` and `GET /mall4cloud_product/shop_cart/ma/prod_count` → number:
 * pieces in the cart (the header badge, `cartNumbers`); the `/ma/` one answers 0 when logged out.
 * `GET /p/shopCart/expiryProdList` → CartItem[] (status ≠ 1); `DELETE /p/shopCart/cleanExpiryProdList` → null.
 * `DELETE /p/shopCart/deleteItem` [basketIds] → null; `DELETE /p/shopCart/deleteAll` → null.
 * `POST /p/shopCart/moveToCollection` [basketIds] → null: the products are collected
 * (uc-collection; products that can no longer be collected are skipped) and the lines removed.
 */
export type CartCount = number;
