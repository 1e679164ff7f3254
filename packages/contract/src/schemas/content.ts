import { z } from "zod";
import { idOrZeroSchema } from "../validation.ts";
import type { ProductCard, ShopCard } from "./catalog.ts";

/** `GET /shop/notice/topNoticeList/{shopId}` (0 = platform): top, published notices, newest first, at most 10. */
export const topNoticeParams = z.object({ shopId: idOrZeroSchema });
export const MAX_TOP_NOTICES = 10;
export interface NoticeBrief {
  id: number;
  title: string;
}
export const noticeBrief = z.object({ id: z.number(), title: z.string() });

/** `GET /shopRenovation/homepage?renovationType=1` (1 = PC). data is null when no home page is published. */
export const homepageQuery = z.object({ renovationType: z.coerce.number().int().min(1).max(2).default(1) });
export interface Renovation {
  renovationId: number;
  /** 1 when this decoration is the published home page. */
  homeStatus: number;
  /** A JSON list of DecorationBlock (spec part 2), serialised as a string as in the original dialect. */
  content: string;
}
export const renovation = z
  .object({ renovationId: z.number(), homeStatus: z.number(), content: z.string() })
  .nullable();

export const BLOCK_TYPES = [
  "shop_signs",
  "picture_by",
  "auxiliary_interval",
  "floor_title",
  "goods_list",
  "universal_hotspot",
  "store_list",
  "limited_skill",
  "discount_coupon",
  "goods_module1",
  "goods_module2",
  "goods_module3",
  "goods_module4",
  "goods_module5",
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/**
 * Decoration link (spec part 2):
 * 1 product detail: link = prodId (new tab).
 * 2 product list by categories: link = [firstId, secondId, thirdId] (→ /list?cpid=&cid=&thCid=);
 *   with shopId set: shop index by shop category, link = shop categoryId (→ /shopIndex?sid=&cid=).
 * 3 shop index: link = shopId.
 * 4 internal path: link = "/coupons".
 * 5 micro-page: link = renovationId, shopId = its shop (→ /select-decorate?renovationId=&sid=).
 * 6 internal path or external URL: link = "/..." or "https://..." (new tab).
 */
export interface DecorationLink {
  type: 1 | 2 | 3 | 4 | 5 | 6;
  link: string | number | (string | number)[];
  name?: string;
  shopId?: number;
}
export const LINK_TYPES = [1, 2, 3, 4, 5, 6] as const;

export interface DecorationBlock {
  type: BlockType;
  /** Block-specific fields (see the *Data interfaces below). */
  dataField: Record<string, unknown>;
}

/*
 * dataField of each block as served (texts already in the request language). Blocks that
 * reference products or shops store `prodIds` / `shopIds`; the API adds the live cards next
 * to them (`goods` / `shops`, on-shelf products and open shops only, in the stored order), so
 * prices in a decoration are never stale.
 */
export interface ImageLink {
  imgUrl: string;
  path: DecorationLink;
  title?: string;
}
/** shop_signs: the decorated header. The show* flags use 0 = show, 1 = hide. */
export interface ShopSignsData {
  bgUrl: string;
  navList: { name: string; path: DecorationLink }[];
  showCategory: 0 | 1;
  showLogo: 0 | 1;
  showNavs: 0 | 1;
  showSearch: 0 | 1;
}
/** picture_by: a carousel. interval in ms. */
export interface PictureByData {
  height: number;
  interval: number;
  imgList: ImageLink[];
}
/** auxiliary_interval: vertical space. */
export interface AuxiliaryIntervalData {
  height: number;
  bgColor: string;
}
/** floor_title: a floor heading with a "more" link. */
export interface FloorTitleData {
  title: string;
  subTitle: string;
  titleColor: string;
  moreText: string;
  path: DecorationLink;
}
/** goods_list: a grid of products, `listType` per row. */
export interface GoodsListData {
  title: string;
  listType: number;
  prodIds: number[];
  goods: ProductCard[];
}
/** universal_hotspot: an image with clickable areas (x, y, w, h in % of the image). */
export interface UniversalHotspotData {
  imgUrl: string;
  width: number;
  height: number;
  hotspots: { x: number; y: number; w: number; h: number; path: DecorationLink }[];
}
/** store_list: recommended shops. */
export interface StoreListData {
  title: string;
  shopIds: number[];
  shops: ShopCard[];
}
/** A product's running flash sale in the limited_skill strip (prices in yuan). */
export interface LimitedSkillSale {
  seckillId: number;
  prodId: number;
  seckillPrice: number;
  price: number;
  totalStocks: number;
  soldStocks: number;
  endTime: string;
}
/**
 * limited_skill: flash-sale strip; endTime "yyyy-MM-dd HH:mm:ss" (China time). While a session
 * runs, `seckills` has each product's flash sale (absent: the configured products, no session).
 */
export interface LimitedSkillData {
  title: string;
  subTitle: string;
  endTime: string;
  path: DecorationLink;
  prodIds: number[];
  goods: ProductCard[];
  seckills?: LimitedSkillSale[];
}
/** discount_coupon: special-discount strip (products whose price is below the original). */
export interface DiscountCouponData {
  title: string;
  subTitle: string;
  path: DecorationLink;
  prodIds: number[];
  goods: ProductCard[];
}
/** goods_module1: a promo image on the left, products on the right. */
export interface GoodsModule1Data {
  title: string;
  subTitle: string;
  mainImg: ImageLink;
  prodIds: number[];
  goods: ProductCard[];
}
/** goods_module2: two titled columns of products. */
export interface GoodsModule2Data {
  columns: { title: string; subTitle: string; path: DecorationLink; prodIds: number[]; goods: ProductCard[] }[];
}
/** goods_module3: a coloured floor with a promo image and products. */
export interface GoodsModule3Data {
  title: string;
  bgColor: string;
  leftImg: ImageLink;
  prodIds: number[];
  goods: ProductCard[];
}
/** goods_module4: category tiles. */
export interface GoodsModule4Data {
  items: (ImageLink & { title: string; subTitle: string })[];
}
/** goods_module5: a ranking with tabs. */
export interface GoodsModule5Data {
  title: string;
  tabs: { name: string; prodIds: number[]; goods: ProductCard[] }[];
}
