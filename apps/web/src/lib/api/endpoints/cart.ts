import { endpoint } from "../endpoint";

/** Total quantity in the buyer's cart (login-optional path: 0 without a token). */
export const cartCountEndpoint = () => endpoint<number>("GET", "/mall4cloud_product/shop_cart/ma/prod_count");
