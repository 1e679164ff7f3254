import type {
  Page,
  ProdCard,
  ProdCommData,
  ProdCommPage,
  ProdFreightView,
  ProdInfo,
  ProdTag,
  RecommendList,
} from "@souk/contract";
import { endpoint } from "../endpoint";
import { CATALOG_CACHE_TAGS } from "./catalog-tags";

/** Detail page data; A01100 (off shelf, with ProdOffShelf data) and A01000 (unknown) are answers too. */
export const prodInfoEndpoint = (prodId: number) =>
  endpoint<ProdInfo>("GET", "/prod/prodInfo", {
    query: { prodId },
    tags: [CATALOG_CACHE_TAGS.products, CATALOG_CACHE_TAGS.shops],
  });

export const recommendListEndpoint = (prodId: number, size = 10) =>
  endpoint<RecommendList>("GET", "/prod/recommendList", {
    query: { prodId, size },
    tags: [CATALOG_CACHE_TAGS.products],
  });

/** Comments are read live by the comments tab (new comments should show without a rebuild). */
export const prodCommDataEndpoint = (prodId: number) =>
  endpoint<ProdCommData>("GET", "/prodComm/prodCommData", { query: { prodId } });
export const prodCommPageEndpoint = (prodId: number, evaluate: number, current: number, size: number) =>
  endpoint<ProdCommPage>("GET", "/prodComm/prodCommPageByProd", { query: { prodId, evaluate, current, size } });

/** Home product groups change with the shops' edits (home) and with their products and shops. */
const GROUP_TAGS = [CATALOG_CACHE_TAGS.home, CATALOG_CACHE_TAGS.products, CATALOG_CACHE_TAGS.shops];

/** The shown product groups (mall4j ProdTag), in order, titled in the page's language. */
export const prodTagListEndpoint = () => endpoint<ProdTag[]>("GET", "/prod/tag/prodTagList", { tags: GROUP_TAGS });

/** One page of a group's on-shelf products in the group's order; unknown or hidden → A01000. */
export const prodListByTagIdEndpoint = (tagId: number, size: number, current = 1) =>
  endpoint<Page<ProdCard>>("GET", "/prod/prodListByTagId", { query: { tagId, size, current }, tags: GROUP_TAGS });

/** "Deliver to X": one item's freight to the buyer's area, or not deliverable (read live: templates change). */
export const prodFreightEndpoint = (prodId: number, areaId: number) =>
  endpoint<ProdFreightView>("GET", "/prod/freight", { query: { prodId, areaId } });
