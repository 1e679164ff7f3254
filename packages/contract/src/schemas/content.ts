import { z } from "zod";

/** `GET /shop/notice/topNoticeList/{shopId}` (0 = platform) */
export interface NoticeBrief {
  id: number;
  title: string;
}

/** `GET /shopRenovation/homepage?renovationType=1` */
export const homepageQuery = z.object({ renovationType: z.coerce.number().int().min(1).max(2).default(1) });
export interface Renovation {
  renovationId: number;
  /** 1 when this decoration is the published home page. */
  homeStatus: number;
  /** A JSON list of blocks (spec part 2), serialised as a string as in the original dialect. */
  content: string;
}

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

/** Decoration link: 1 detail, 2 list/shop category, 3 shop index, 4 internal path, 5 micro-page, 6 path or URL. */
export interface DecorationLink {
  type: 1 | 2 | 3 | 4 | 5 | 6;
  link: string | number | (string | number)[];
  name?: string;
}

export interface DecorationBlock {
  type: BlockType;
  /** Block-specific fields; shop_signs has bgUrl, navList, showCategory, showLogo, showNavs, showSearch (0 = show). */
  dataField: Record<string, unknown>;
}
