import type { BlockType } from "@souk/contract";

/** A text in both languages, as the stored decoration keeps it (the API serves the request's one). */
export interface Bi {
  zh: string;
  en: string;
}
export const bi = (zh = "", en = ""): Bi => ({ zh, en });

/** A link that goes nowhere yet: the link picker sets it. */
export const noLink = () => ({ type: 4 as const, link: "/" });

/**
 * The data a block starts with when it is added from the palette: every field the storefront
 * reads, with the storefront's own defaults; pictures and products are empty until chosen.
 */
export function newBlockData(type: BlockType): Record<string, unknown> {
  switch (type) {
    case "shop_signs":
      return { bgUrl: "", navList: [], showCategory: 0, showLogo: 0, showNavs: 0, showSearch: 0 };
    case "picture_by":
      return { height: 400, interval: 5000, imgList: [] };
    case "auxiliary_interval":
      return { height: 20, bgColor: "#f5f5f5" };
    case "floor_title":
      return {
        title: bi("楼层标题", "Floor title"),
        subTitle: bi(),
        titleColor: "#333333",
        moreText: bi("查看更多", "More"),
        path: noLink(),
      };
    case "goods_list":
      return { title: bi("精选商品", "Featured products"), listType: 5, prodIds: [] };
    case "universal_hotspot":
      return { imgUrl: "", width: 1200, height: 240, hotspots: [] };
    case "store_list":
      return { title: bi("品牌好店", "Featured stores"), shopIds: [] };
    case "limited_skill":
      return {
        title: bi("限时秒杀", "Flash sale"),
        subTitle: bi(),
        path: { type: 4, link: "/flash-sale" },
        prodIds: [],
      };
    case "discount_coupon":
      return {
        title: bi("领券优惠", "Coupons"),
        subTitle: bi(),
        path: { type: 4, link: "/coupons" },
        prodIds: [],
        couponIds: [],
      };
    case "goods_module1":
      return {
        title: bi("主题推荐", "Theme picks"),
        subTitle: bi(),
        mainImg: { imgUrl: "", path: noLink() },
        prodIds: [],
      };
    case "goods_module2":
      return {
        columns: [0, 1].map(() => ({ title: bi("栏目", "Column"), subTitle: bi(), path: noLink(), prodIds: [] })),
      };
    case "goods_module3":
      return {
        title: bi("主题楼层", "Theme floor"),
        bgColor: "#fdeef0",
        leftImg: { imgUrl: "", path: noLink() },
        prodIds: [],
      };
    case "goods_module4":
      return { items: [] };
    case "goods_module5":
      return { title: bi("热销排行榜", "Top sellers"), tabs: [{ name: bi("总榜", "All"), prodIds: [] }] };
  }
}

/** Picture sizes the storefront shows each block's pictures at (width × height in px), for the upload hints. */
export const PICTURE_HINTS: Partial<Record<BlockType, string>> = {
  shop_signs: "1920 × 40",
  picture_by: "1200 × 400",
  universal_hotspot: "1200 × 240",
  goods_module1: "240 × 480",
  goods_module3: "240 × 560",
  goods_module4: "280 × 160",
};
