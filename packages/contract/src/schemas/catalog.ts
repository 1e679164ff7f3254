import type { ProductActivityView } from "./discount.ts";
import { z } from "zod";
import { idOrZeroSchema, idSchema } from "../validation.ts";

/** Category status: 1 active (spec part 3). */
export interface CategoryNode {
  categoryId: number;
  categoryName: string;
  pic: string;
  status: number;
  parentId: number;
  /** 1 top, 2 second, 3 third (leaf). */
  grade: number;
  categories: CategoryNode[];
  selected: boolean;
}
export const categoryNode: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    categoryId: z.number(),
    categoryName: z.string(),
    pic: z.string(),
    status: z.number(),
    parentId: z.number(),
    grade: z.number(),
    categories: z.array(categoryNode),
    selected: z.boolean(),
  }),
);

/**
 * `GET /category/categoryInfo?parentId=` — active categories ordered by seq, each with its
 * active subtree. Empty or missing parentId (or 0) gives the top level; N gives N's children;
 * an unknown or hidden N gives [].
 */
export const categoryInfoQuery = z.object({ parentId: idOrZeroSchema.optional() });

/** `GET /mall4cloud_product/ua/brand/list_by_category?categoryId=` — brands of the category or any descendant. */
export const brandsByCategoryQuery = z.object({ categoryId: idSchema });
export interface Brand {
  brandId: number;
  /** In the request language (Chinese name, or the English one for en). */
  name: string;
  imgUrl: string;
  /** Initial of the brand for A-Z grouping. */
  firstLetter: string;
}
export const brand = z.object({ brandId: z.number(), name: z.string(), imgUrl: z.string(), firstLetter: z.string() });

/** `GET /search/hotSearch?number=4&sort=1` and `GET /shop/hotShops?number=4&sort=1` */
export const hotQuery = z.object({
  number: z.coerce.number().int().min(1).max(20).default(4),
  /** 1: by the platform's order (hot words: seq; shops: sales). 0: by id (stable, cacheable; mall4j shuffles). */
  sort: z.coerce.number().int().min(0).max(1).default(1),
});
export interface HotSearchItem {
  hotSearchId: number;
  title: string;
  content: string;
}
export const hotSearchItem = z.object({ hotSearchId: z.number(), title: z.string(), content: z.string() });
export interface HotShop {
  shopId: number;
  shopName: string;
  shopLogo: string;
}
export const hotShop = z.object({ shopId: z.number(), shopName: z.string(), shopLogo: z.string() });
/** At most 6 shop hot words are shown in the header (spec part 3). */
export const MAX_SHOP_HOT_WORDS = 6;

/** A product as a card (decorations, lists). Prices are yuan; name in the request language. */
export interface ProductCard {
  prodId: number;
  shopId: number;
  prodName: string;
  brief: string;
  pic: string;
  price: number;
  oriPrice: number;
  soldNum: number;
  /** The running limited-time price (discount activity), when there is one. */
  activity?: ProductActivityView;
}
export const productCard = z.object({
  prodId: z.number(),
  shopId: z.number(),
  prodName: z.string(),
  brief: z.string(),
  pic: z.string(),
  price: z.number(),
  oriPrice: z.number(),
  soldNum: z.number(),
});

/** A shop as a card (store_list decoration block, shop lists). score is 0..5 (one decimal). */
export interface ShopCard {
  shopId: number;
  shopName: string;
  shopLogo: string;
  intro: string;
  /** 1 self-run, 2 ordinary. */
  shopType: number;
  score: number;
  followers: number;
}
export const shopCard = z.object({
  shopId: z.number(),
  shopName: z.string(),
  shopLogo: z.string(),
  intro: z.string(),
  shopType: z.number(),
  score: z.number(),
  followers: z.number(),
});
