import type { Plan } from "./plan.ts";
import type { Exec } from "./sql.ts";

/**
 * The demo home-page decoration (platform, PC) and one shop micro-page. Every block type
 * of the contract and every link type 1–6 appears; texts are {zh, en} pairs resolved per
 * request; products and shops are referenced by id (prodIds/shopIds) and resolved live.
 */

type Bi = { zh: string; en: string };
const bi = (zh: string, en: string): Bi => ({ zh, en });

interface Picks {
  top: number[];
  discounted: number[];
  newest: number[];
  byTop: Map<number, number[]>;
  shopProducts: number[];
}

/** Products a buyer can open: on the shelf, of an open shop (a decoration never links to others). */
async function pickProducts(exec: Exec, micropageShopId: number): Promise<Picks> {
  const ids = (rows: { prod_id: number }[]) => rows.map((r) => Number(r.prod_id));
  const top = ids(
    await exec<{ prod_id: number }>(
      "select prod_id from products where status = 1 and shop_id in (select shop_id from shops where status = 1) order by sold_num desc, prod_id limit 40",
    ),
  );
  const discounted = ids(
    await exec<{ prod_id: number }>(
      "select prod_id from products where status = 1 and shop_id in (select shop_id from shops where status = 1) and ori_price > price order by (ori_price - price) * 1.0 / ori_price desc, prod_id limit 10",
    ),
  );
  const newest = ids(
    await exec<{ prod_id: number }>(
      "select prod_id from products where status = 1 and shop_id in (select shop_id from shops where status = 1) order by created_at desc, prod_id limit 10",
    ),
  );
  const rows = await exec<{ prod_id: number; top_id: number }>(
    `select prod_id, top_id from (
       select p.prod_id, s.parent_id as top_id,
              row_number() over (partition by s.parent_id order by p.sold_num desc, p.prod_id) as rn
       from products p
       join categories l on l.category_id = p.category_id
       join categories s on s.category_id = l.parent_id
       where p.status = 1 and p.shop_id in (select shop_id from shops where status = 1)
     ) ranked where rn <= 10 order by top_id, rn`,
  );
  const byTop = new Map<number, number[]>();
  for (const r of rows) byTop.set(Number(r.top_id), [...(byTop.get(Number(r.top_id)) ?? []), Number(r.prod_id)]);
  let shopProducts = ids(
    await exec<{ prod_id: number }>(
      "select prod_id from products where status = 1 and shop_id in (select shop_id from shops where status = 1) and shop_id = $1 order by sold_num desc, prod_id limit 8",
      [micropageShopId],
    ),
  );
  if (shopProducts.length === 0) shopProducts = top.slice(0, 4);
  return { top, discounted, newest, byTop, shopProducts };
}

/** Category path [top, second, leaf] of a leaf, for type-2 links. */
function leafPath(plan: Plan, top: number, n = 0): number[] {
  const leaf = plan.leaves.filter((l) => l.top === top)[n] ?? plan.leaves[0]!;
  return [leaf.topId, leaf.secondId, leaf.categoryId];
}

export interface DemoDecorations {
  /** Shop micro-page, inserted first so the home page can link to its renovationId. */
  micropage: { shopId: number; name: string; content: unknown[] };
  /** The platform home page: `content` is live (version 2), `older` its version 1 to restore. */
  home: (micropageId: number) => { name: string; content: unknown[]; older: unknown[] };
  /** A shop's decorated home page (shops 1 and 2 keep the default home), with an older version too. */
  shopHome: { shopId: number; name: string; content: unknown[]; older: unknown[] };
}

export async function buildDecorations(exec: Exec, plan: Plan, endTime: string): Promise<DemoDecorations> {
  const micropageShop = plan.shops[1]!; // the Stellix flagship store
  const p = await pickProducts(exec, micropageShop.shopId);
  const topIds = plan.categories.filter((c) => c.grade === 1).map((c) => c.categoryId);
  const forTop = (i: number, k: number) => (p.byTop.get(topIds[i]!) ?? p.top).slice(0, k);
  const openShops = plan.shops.filter((s) => s.status === 1).map((s) => s.shopId);
  const shopCategory = plan.shopCategories.find((c) => c.shopId === micropageShop.shopId)!;
  const bestSeller = p.top[0] ?? 1;

  const micropage = {
    shopId: micropageShop.shopId,
    name: "星耀新品发布会 Stellix launch",
    content: [
      {
        type: "picture_by",
        dataField: {
          height: 360,
          interval: 5000,
          imgList: [
            {
              imgUrl: "/files/banner/shop-hero.webp",
              title: bi("星耀新品发布会", "Stellix launch event"),
              path: { type: 2, link: shopCategory.shopCategoryId, shopId: micropageShop.shopId },
            },
          ],
        },
      },
      {
        type: "floor_title",
        dataField: {
          title: bi("首发新品", "Just launched"),
          subTitle: bi("发布会同款，限时赠礼", "As seen at the launch, with gifts"),
          titleColor: "#333333",
          moreText: bi("进店逛逛", "Visit the store"),
          path: { type: 3, link: micropageShop.shopId },
        },
      },
      {
        type: "goods_list",
        dataField: { title: bi("星耀热卖", "Stellix best sellers"), listType: 4, prodIds: p.shopProducts },
      },
    ],
  };

  const homeContent = (micropageId: number) => [
    {
      type: "shop_signs",
      dataField: {
        bgUrl: "/files/site/signs-bg.webp",
        navList: [
          { name: bi("首页", "Home"), path: { type: 4, link: "/" } },
          { name: bi("新品上市", "New arrivals"), path: { type: 4, link: "/list?st=1" } },
          { name: bi("限时特惠", "Special offers"), path: { type: 4, link: "/special-discount" } },
          { name: bi("领券中心", "Coupons"), path: { type: 4, link: "/coupons" } },
          { name: bi("爆款推荐", "Best seller"), path: { type: 1, link: bestSeller } },
          { name: bi("星耀旗舰店", "Stellix store"), path: { type: 3, link: micropageShop.shopId } },
        ],
        showCategory: 0,
        showLogo: 0,
        showNavs: 0,
        showSearch: 0,
      },
    },
    {
      type: "picture_by",
      dataField: {
        height: 400,
        interval: 5000,
        imgList: [
          {
            imgUrl: "/files/banner/carousel-1.webp",
            title: bi("年中大促", "Mid-year sale"),
            path: { type: 4, link: "/special-discount" },
          },
          {
            imgUrl: "/files/banner/carousel-2.webp",
            title: bi("新机首发", "New phones"),
            path: { type: 2, link: leafPath(plan, 0) },
          },
          {
            imgUrl: "/files/banner/carousel-3.webp",
            title: bi("家居焕新周", "Home makeover week"),
            path: { type: 5, link: micropageId, shopId: micropageShop.shopId },
          },
          {
            imgUrl: "/files/banner/carousel-4.webp",
            title: bi("产地直发", "Fresh from the farm"),
            path: { type: 1, link: forTop(6, 1)[0] ?? bestSeller },
          },
          {
            imgUrl: "/files/banner/carousel-5.webp",
            title: bi("下载App", "Get the app"),
            path: { type: 6, link: "https://example.com/souk-app" },
          },
        ],
      },
    },
    { type: "auxiliary_interval", dataField: { height: 20, bgColor: "#f5f5f5" } },
    {
      type: "limited_skill",
      dataField: {
        title: bi("限时秒杀", "Flash sale"),
        subTitle: bi("每日10点开抢", "New deals at 10:00 every day"),
        endTime,
        path: { type: 4, link: "/flash-sale" },
        prodIds: p.top.slice(0, 5),
      },
    },
    {
      type: "discount_coupon",
      dataField: {
        title: bi("特价优惠", "Special discounts"),
        subTitle: bi("直降好价，领券更省", "Price cuts, plus coupons"),
        path: { type: 4, link: "/special-discount" },
        prodIds: p.discounted.slice(0, 5),
      },
    },
    { type: "auxiliary_interval", dataField: { height: 20, bgColor: "#f5f5f5" } },
    {
      type: "floor_title",
      dataField: {
        title: bi("手机数码", "Phones & Digital"),
        subTitle: bi("新品好价 一站购齐", "New models at good prices"),
        titleColor: "#333333",
        moreText: bi("查看更多", "More"),
        path: { type: 2, link: [topIds[0]!] },
      },
    },
    {
      type: "goods_module1",
      dataField: {
        title: bi("手机周", "Phone week"),
        subTitle: bi("旗舰低至999元", "Flagships from ¥999"),
        mainImg: { imgUrl: "/files/banner/module-phones.webp", path: { type: 2, link: leafPath(plan, 0) } },
        prodIds: forTop(0, 6),
      },
    },
    {
      type: "floor_title",
      dataField: {
        title: bi("服饰鞋包", "Fashion, Shoes & Bags"),
        subTitle: bi("当季新款 每周上新", "New every week"),
        titleColor: "#333333",
        moreText: bi("查看更多", "More"),
        path: { type: 2, link: leafPath(plan, 3) },
      },
    },
    {
      type: "goods_list",
      dataField: { title: bi("服饰精选", "Fashion picks"), listType: 5, prodIds: [...forTop(3, 5), ...forTop(4, 5)] },
    },
    {
      type: "goods_module2",
      dataField: {
        columns: [
          {
            title: bi("家用电器", "Appliances"),
            subTitle: bi("送装一体", "Delivered and installed"),
            path: { type: 2, link: leafPath(plan, 2) },
            prodIds: forTop(2, 3),
          },
          {
            title: bi("电脑办公", "Computers & Office"),
            subTitle: bi("学生办公好物", "For study and work"),
            path: { type: 2, link: leafPath(plan, 1) },
            prodIds: forTop(1, 3),
          },
        ],
      },
    },
    {
      type: "universal_hotspot",
      dataField: {
        imgUrl: "/files/banner/hotspot.webp",
        width: 1200,
        height: 240,
        hotspots: [
          { x: 0, y: 0, w: 50, h: 100, path: { type: 4, link: "/coupons" } },
          { x: 50, y: 0, w: 50, h: 100, path: { type: 6, link: "/group-buy" } },
        ],
      },
    },
    {
      type: "goods_module3",
      dataField: {
        title: bi("美妆个护", "Beauty & Personal Care"),
        bgColor: "#fdeef0",
        leftImg: { imgUrl: "/files/banner/module-fashion.webp", path: { type: 2, link: leafPath(plan, 5) } },
        prodIds: forTop(5, 8),
      },
    },
    {
      type: "goods_module4",
      dataField: {
        items: [
          {
            title: bi("家电", "Appliances"),
            subTitle: bi("送装一体", "Delivered and installed"),
            imgUrl: "/files/banner/tile-appliances.webp",
            path: { type: 2, link: [topIds[2]!] },
          },
          {
            title: bi("美妆", "Beauty"),
            subTitle: bi("专柜同款", "Counter-identical"),
            imgUrl: "/files/banner/tile-beauty.webp",
            path: { type: 2, link: [topIds[5]!] },
          },
          {
            title: bi("食品", "Groceries"),
            subTitle: bi("囤货必备", "Pantry staples"),
            imgUrl: "/files/banner/tile-food.webp",
            path: { type: 2, link: [topIds[6]!] },
          },
          {
            title: bi("运动", "Sports"),
            subTitle: bi("装备升级", "Gear up"),
            imgUrl: "/files/banner/tile-sports.webp",
            path: { type: 2, link: [topIds[9]!] },
          },
        ],
      },
    },
    {
      type: "store_list",
      dataField: { title: bi("品牌好店", "Featured stores"), shopIds: openShops.slice(0, 6) },
    },
    {
      type: "goods_module5",
      dataField: {
        title: bi("热销排行榜", "Top sellers"),
        tabs: [
          { name: bi("总榜", "All"), prodIds: p.top.slice(0, 8) },
          { name: bi("新品榜", "New"), prodIds: p.newest.slice(0, 8) },
          { name: bi("家居榜", "Home"), prodIds: forTop(8, 8) },
        ],
      },
    },
    {
      type: "goods_list",
      dataField: { title: bi("猜你喜欢", "You may also like"), listType: 5, prodIds: p.top.slice(10, 30) },
    },
    { type: "auxiliary_interval", dataField: { height: 30, bgColor: "#f5f5f5" } },
  ];
  const home = (micropageId: number) => {
    const content = homeContent(micropageId);
    // The earlier home page: no ranking, no store list (what "restore" brings back in the demo).
    const older = content.filter((b) => b.type !== "goods_module5" && b.type !== "store_list");
    return { name: "首页 Home", content, older };
  };

  const homeShop = plan.shops.find((s) => s.shopId > 2 && s.status === 1)!;
  const own = ids(
    await exec<{ prod_id: number }>(
      "select prod_id from products where status = 1 and shop_id in (select shop_id from shops where status = 1) and shop_id = $1 order by sold_num desc, prod_id limit 8",
      [homeShop.shopId],
    ),
  );
  const ownGoods = {
    type: "goods_list",
    dataField: { title: bi("本店热卖", "Best sellers"), listType: 4, prodIds: own },
  };
  const shopHome = {
    shopId: homeShop.shopId,
    name: "店铺首页 Shop home",
    older: [ownGoods],
    content: [
      {
        type: "picture_by",
        dataField: {
          height: 360,
          interval: 5000,
          imgList: [
            {
              imgUrl: "/files/banner/shop-hero.webp",
              title: bi("本周上新", "New this week"),
              path: { type: 3, link: homeShop.shopId },
            },
          ],
        },
      },
      {
        type: "floor_title",
        dataField: {
          title: bi("店长推荐", "Our picks"),
          subTitle: bi("本店最受欢迎的商品", "What our customers love"),
          titleColor: "#333333",
          path: { type: 4, link: `/shop-prod-list?sid=${homeShop.shopId}` },
        },
      },
      ownGoods,
    ],
  };

  return { micropage, home, shopHome };
}

const ids = (rows: { prod_id: number }[]) => rows.map((r) => Number(r.prod_id));
