import type { DecorationBlockInput } from "./decoration-editor.ts";

const bi = (zh: string, en: string) => ({ zh, en });

/**
 * A valid stored document with every block type and every link type 1–6, for tests on both sides
 * of the contract (the API's validation, the storefront's renderer) and the editor's previews.
 * Ids are placeholders: 1 is a product, a category, a shop and a micro page.
 */
export const SAMPLE_DECORATION: DecorationBlockInput[] = [
  {
    type: "shop_signs",
    key: "header",
    dataField: {
      bgUrl: "/files/site/signs-bg.webp",
      navList: [
        { name: bi("首页", "Home"), path: { type: 4, link: "/" } },
        { name: bi("爆款", "Best seller"), path: { type: 1, link: 1, name: "Phone" } },
      ],
      showCategory: 0,
      showLogo: 0,
      showNavs: 0,
      showSearch: 1,
    },
  },
  {
    type: "picture_by",
    dataField: {
      height: 400,
      interval: 5000,
      imgList: [
        { imgUrl: "/files/banner/a.webp", title: bi("大促", "Sale"), path: { type: 2, link: [1, 2, 3] } },
        { imgUrl: "/files/banner/b.webp", path: { type: 5, link: 1, shopId: 0 } },
        { imgUrl: "/files/banner/c.webp", path: { type: 6, link: "https://example.com/app" } },
      ],
    },
  },
  { type: "auxiliary_interval", dataField: { height: 20, bgColor: "#f5f5f5" } },
  {
    type: "floor_title",
    dataField: {
      title: bi("手机数码", "Phones"),
      subTitle: bi("新品好价", "New models"),
      titleColor: "#333",
      moreText: bi("更多", "More"),
      path: { type: 2, link: 7, shopId: 1 },
    },
  },
  { type: "goods_list", hidden: true, dataField: { title: bi("精选", "Picks"), listType: 5, prodIds: [1, 2, 3] } },
  {
    type: "universal_hotspot",
    dataField: {
      imgUrl: "/files/banner/hotspot.webp",
      width: 1200,
      height: 240,
      hotspots: [
        { x: 0, y: 0, w: 50, h: 100, path: { type: 4, link: "/coupons" } },
        { x: 50, y: 10.5, w: 50, h: 80, name: bi("拼团", "Groups"), path: { type: 6, link: "/group-buy" } },
      ],
    },
  },
  { type: "store_list", dataField: { title: bi("好店", "Stores"), shopIds: [1, 2] } },
  {
    type: "limited_skill",
    dataField: {
      title: bi("限时秒杀", "Flash sale"),
      subTitle: bi("每日10点", "10:00 daily"),
      endTime: "2026-12-31 23:59:59",
      path: { type: 4, link: "/flash-sale" },
      prodIds: [1],
    },
  },
  {
    type: "discount_coupon",
    dataField: { title: bi("特价", "Deals"), path: { type: 3, link: 1 }, prodIds: [2], couponIds: [1] },
  },
  {
    type: "goods_module1",
    dataField: {
      title: bi("手机周", "Phone week"),
      mainImg: { imgUrl: "/files/banner/m1.webp", path: { type: 1, link: 1 } },
      prodIds: [1, 2],
    },
  },
  {
    type: "goods_module2",
    dataField: {
      columns: [
        { title: bi("家电", "Appliances"), prodIds: [1] },
        { title: bi("电脑", "Computers"), subTitle: bi("办公", "Office"), path: { type: 3, link: 2 }, prodIds: [2] },
      ],
    },
  },
  {
    type: "goods_module3",
    dataField: {
      title: bi("美妆", "Beauty"),
      bgColor: "#fdeef0",
      leftImg: { imgUrl: "/files/banner/m3.webp" },
      prodIds: [3],
    },
  },
  {
    type: "goods_module4",
    dataField: {
      items: [{ title: bi("家电", "Appliances"), imgUrl: "/files/banner/t.webp", path: { type: 2, link: [1] } }],
    },
  },
  {
    type: "goods_module5",
    dataField: { title: bi("排行榜", "Top"), tabs: [{ name: bi("总榜", "All"), prodIds: [1, 2] }] },
  },
];
