/** The shop module's public face for server code (it reads the API on the server). */
export { loadShopHead } from "./templates/shop-index-template";
