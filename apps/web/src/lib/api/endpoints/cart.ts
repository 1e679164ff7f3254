import type { CartItem, CartShop, CartTotal, ChangeItemBody } from "@souk/contract";
import { endpoint } from "../endpoint";

/** Total quantity in the buyer's cart (login-optional path: 0 without a token). */
export const cartCountEndpoint = () => endpoint<number>("GET", "/mall4cloud_product/shop_cart/ma/prod_count");

/** `/cart`: the lines that can be bought, per shop and discount group (body `[]`). */
export const cartInfoEndpoint = () => endpoint<CartShop[]>("POST", "/p/shopCart/info", { body: [] });
/** Lines that cannot be bought now (off the shelf, deleted, sold out). */
export const cartInvalidEndpoint = () => endpoint<CartItem[]>("GET", "/p/shopCart/expiryProdList");
export const cleanInvalidEndpoint = () => endpoint<null>("DELETE", "/p/shopCart/cleanExpiryProdList");
/** `count` is a delta (negative to decrease); bounded by stock and the per-product limit on the server. */
export const changeCartItemEndpoint = (body: ChangeItemBody) =>
  endpoint<null>("POST", "/p/shopCart/changeItem", { body });
export const deleteCartItemsEndpoint = (basketIds: number[]) =>
  endpoint<null>("DELETE", "/p/shopCart/deleteItem", { body: basketIds });
/** Totals of the selected lines, priced by the server (`finalMoney` and the reductions). */
export const cartTotalEndpoint = (basketIds: number[]) =>
  endpoint<CartTotal>("POST", "/p/shopCart/totalPay", { body: basketIds });
export const moveToCollectionEndpoint = (basketIds: number[]) =>
  endpoint<null>("POST", "/p/shopCart/moveToCollection", { body: basketIds });
