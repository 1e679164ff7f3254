import type { CollectedProduct, CollectedShop, Page } from "@souk/contract";
import { endpoint } from "../endpoint";

/** uc-collection and the collect toggles of detail and shop pages. */
export const prodCollectionPageEndpoint = (current: number, size: number) =>
  endpoint<Page<CollectedProduct>>("GET", "/p/user/collection/page", { query: { current, size } });
export const isProdCollectedEndpoint = (prodId: number) =>
  endpoint<boolean>("GET", "/p/user/collection/isCollection", { query: { prodId } });
/** Answers whether the product is collected after the call. */
export const toggleProdCollectionEndpoint = (prodId: number) =>
  endpoint<boolean>("POST", "/p/user/collection/addOrCancel", { body: { prodId } });
export const removeProdCollectionEndpoint = (collectionId: number) =>
  endpoint<null>("DELETE", `/p/user/collection/${collectionId}`);

export const shopCollectionPageEndpoint = (current: number, size: number) =>
  endpoint<Page<CollectedShop>>("GET", "/p/shop/collection/page", { query: { current, size } });
export const isShopCollectedEndpoint = (shopId: number) =>
  endpoint<boolean>("GET", "/p/shop/collection/isCollection", { query: { shopId } });
export const toggleShopCollectionEndpoint = (shopId: number) =>
  endpoint<boolean>("POST", "/p/shop/collection/addOrCancel", { body: { shopId } });
export const removeShopCollectionEndpoint = (collectionId: number) =>
  endpoint<null>("DELETE", `/p/shop/collection/${collectionId}`);
