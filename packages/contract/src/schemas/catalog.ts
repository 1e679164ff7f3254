import { z } from "zod";

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

/** `GET /category/categoryInfo?parentId=` — empty parentId gives the top level, each with its subtree. */
export const categoryInfoQuery = z.object({
  parentId: z.union([z.literal(""), z.coerce.number().int().min(0)]).optional(),
});

/** `GET /mall4cloud_product/ua/brand/list_by_category?categoryId=` */
export const brandsByCategoryQuery = z.object({ categoryId: z.coerce.number().int().min(1) });
export interface Brand {
  brandId: number;
  name: string;
  imgUrl: string;
  firstLetter: string;
}

/** `GET /search/hotSearch?number=4&sort=1` and `GET /shop/hotShops?number=4&sort=1` */
export const hotQuery = z.object({
  number: z.coerce.number().int().min(1).max(20).default(4),
  sort: z.coerce.number().int().min(0).max(1).default(1),
});
export interface HotSearchItem {
  hotSearchId: number;
  title: string;
  content: string;
}
export interface HotShop {
  shopId: number;
  shopName: string;
  shopLogo: string;
}
/** At most 6 shop hot words are shown in the header (spec part 3). */
export const MAX_SHOP_HOT_WORDS = 6;
