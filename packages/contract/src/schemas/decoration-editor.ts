import { z } from "zod";
import { pageQuery, pageSchema } from "../pagination.ts";
import { idOrZeroSchema, idSchema, integerInput, jsonInteger } from "../validation.ts";
import type { BlockType } from "./content.ts";

/*
 * The decoration editor (`/m/decoration/…` for the signed-in shop, `/admin/decoration/…` for the
 * platform): the STORED form of a decoration and the editor's routes. The stored form keeps texts as
 * {zh, en} pairs and products/shops/coupons as ids; `/shopRenovation/*` serves it resolved (one
 * language, live cards), which the storefront's renderer reads. Every document this schema accepts
 * renders: pictures where a block needs them, sizes and colours the components can use.
 */

/** At most this many blocks on one page. */
export const MAX_DECORATION_BLOCKS = 50;

// ---------------------------------------------------------------- building blocks

const int = (key: string, min: number, max: number) =>
  z.preprocess(
    jsonInteger,
    z.number({ error: key }).int({ error: key }).min(min, { error: key }).max(max, { error: key }),
  );
const id = int("v.decoId", 1, 2_147_483_647);

/**
 * A bilingual text {zh, en}. `required`: both languages filled. Otherwise both filled or both empty
 * (a buyer in either language sees the same block). Lengths in characters.
 */
function biText(key: string, zhMax: number, enMax: number, required: boolean) {
  const side = (max: number) =>
    z
      .string({ error: key })
      .trim()
      .refine((v) => Array.from(v).length <= max && !/[<>\p{Cc}]/u.test(v), { error: key });
  return z
    .strictObject({ zh: side(zhMax), en: side(enMax) }, { error: key })
    .refine((t) => (required ? t.zh !== "" && t.en !== "" : (t.zh === "") === (t.en === "")), { error: key });
}
const title = biText("v.decoTitle", 20, 50, true);
const optionalTitle = biText("v.decoTitle", 20, 50, false).optional();
const subTitle = biText("v.decoSubTitle", 40, 100, false).optional();
const shortText = biText("v.decoShortText", 8, 24, true);

/** A picture the API stores (`/files/…`, uploaded and re-encoded by the console's upload). */
export const decorationPic = z
  .string({ error: "v.decoPic" })
  .trim()
  .max(300, { error: "v.decoPic" })
  .regex(/^\/files\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)+$/, { error: "v.decoPic" });
/** #rgb or #rrggbb (the storefront's renderer takes these). */
const colour = z
  .string({ error: "v.decoColor" })
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { error: "v.decoColor" });

/** An internal path: one leading "/", not "//" or "/\", no control characters or spaces. */
const internalPath = z
  .string({ error: "v.decoLink" })
  .trim()
  .max(300, { error: "v.decoLink" })
  .regex(/^\/(?![/\\])[^\s\p{Cc}]*$/u, { error: "v.decoLink" });
const externalUrl = z
  .string({ error: "v.decoLink" })
  .trim()
  .max(500, { error: "v.decoLink" })
  .regex(/^https?:\/\/[^\s\p{Cc}/]+[^\s\p{Cc}]*$/iu, { error: "v.decoLink" });
const linkName = z.string({ error: "v.decoLink" }).trim().max(60, { error: "v.decoLink" }).optional();

/**
 * A decoration link (spec part 2; `DecorationLink` in content.ts), stored form:
 * 1 product detail: link = prodId. 2 product list: link = [top, second?, third?] category ids; or with
 * shopId, the shop index by shop category: link = shop categoryId. 3 shop index: link = shopId.
 * 4 internal path. 5 micro-page: link = renovationId, shopId = its owner (0 = platform).
 * 6 internal path or http(s) URL. `name` is what the editor shows (the product's or shop's name).
 */
export const decorationLink = z.discriminatedUnion(
  "type",
  [
    z.strictObject({ type: z.literal(1), link: id, name: linkName }),
    z
      .strictObject({
        type: z.literal(2),
        link: z.union(
          [id, z.array(id, { error: "v.decoLink" }).min(1, { error: "v.decoLink" }).max(3, { error: "v.decoLink" })],
          { error: "v.decoLink" },
        ),
        shopId: id.optional(),
        name: linkName,
      })
      .refine((l) => (l.shopId === undefined) === Array.isArray(l.link), { error: "v.decoLink", path: ["link"] }),
    z.strictObject({ type: z.literal(3), link: id, name: linkName }),
    z.strictObject({ type: z.literal(4), link: internalPath, name: linkName }),
    z.strictObject({ type: z.literal(5), link: id, shopId: int("v.decoLink", 0, 2_147_483_647), name: linkName }),
    z.strictObject({
      type: z.literal(6),
      link: z.union([internalPath, externalUrl], { error: "v.decoLink" }),
      name: linkName,
    }),
  ],
  { error: "v.decoLink" },
);
export type DecorationLinkStored = z.infer<typeof decorationLink>;

const ids = (key: string, min: number, max: number) =>
  z
    .array(id, { error: key })
    .min(min, { error: key })
    .max(max, { error: key })
    .refine((l) => new Set(l).size === l.length, { error: "v.decoDuplicate" });

const imageLink = z.strictObject({ imgUrl: decorationPic, path: decorationLink.optional(), title: optionalTitle });

// ---------------------------------------------------------------- one schema per block type

/** shop_signs: the decorated header. show* flags: 0 show, 1 hide (spec part 3). */
const shopSigns = z.strictObject({
  bgUrl: z.union([z.literal(""), decorationPic], { error: "v.decoPic" }).default(""),
  navList: z
    .array(z.strictObject({ name: shortText, path: decorationLink }), { error: "v.decoNavList" })
    .max(10, { error: "v.decoNavList" }),
  showCategory: int("v.decoFlag", 0, 1),
  showLogo: int("v.decoFlag", 0, 1),
  showNavs: int("v.decoFlag", 0, 1),
  showSearch: int("v.decoFlag", 0, 1),
});
/** picture_by: a carousel of 1–10 pictures; height px, interval ms. */
const pictureBy = z.strictObject({
  height: int("v.decoCarouselHeight", 100, 800),
  interval: int("v.decoInterval", 1000, 60_000),
  imgList: z
    .array(imageLink, { error: "v.decoPictures" })
    .min(1, { error: "v.decoPictures" })
    .max(10, { error: "v.decoPictures" }),
});
const auxiliaryInterval = z.strictObject({ height: int("v.decoSpacing", 0, 400), bgColor: colour });
const floorTitle = z.strictObject({
  title,
  subTitle,
  titleColor: colour,
  moreText: biText("v.decoShortText", 8, 24, false).optional(),
  path: decorationLink.optional(),
});
const goodsList = z.strictObject({
  title: optionalTitle,
  /** Products per row. */
  listType: int("v.decoListType", 3, 6),
  prodIds: ids("v.decoProducts", 1, 40),
});
/** A hotspot: a rectangle in % of the picture, inside it. */
const hotspot = z
  .strictObject({
    x: z.number({ error: "v.decoHotspot" }).min(0, { error: "v.decoHotspot" }).max(100, { error: "v.decoHotspot" }),
    y: z.number({ error: "v.decoHotspot" }).min(0, { error: "v.decoHotspot" }).max(100, { error: "v.decoHotspot" }),
    w: z.number({ error: "v.decoHotspot" }).gt(0, { error: "v.decoHotspot" }).max(100, { error: "v.decoHotspot" }),
    h: z.number({ error: "v.decoHotspot" }).gt(0, { error: "v.decoHotspot" }).max(100, { error: "v.decoHotspot" }),
    name: biText("v.decoShortText", 8, 24, false).optional(),
    path: decorationLink,
  })
  .refine((r) => r.x + r.w <= 100.0001 && r.y + r.h <= 100.0001, { error: "v.decoHotspot" });
const universalHotspot = z.strictObject({
  imgUrl: decorationPic,
  /** The picture's natural size in px (its aspect ratio on the page). */
  width: int("v.decoPicSize", 1, 4000),
  height: int("v.decoPicSize", 1, 4000),
  hotspots: z
    .array(hotspot, { error: "v.decoHotspots" })
    .min(1, { error: "v.decoHotspots" })
    .max(20, { error: "v.decoHotspots" }),
});
const storeList = z.strictObject({ title: optionalTitle, shopIds: ids("v.decoShops", 1, 12) });
/**
 * limited_skill: the flash-sale strip. `session` (start, epoch seconds) picks a session; absent,
 * the running one. `prodIds` are shown while no session runs.
 */
const limitedSkill = z.strictObject({
  title,
  subTitle,
  endTime: z
    .string({ error: "v.decoEndTime" })
    .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, { error: "v.decoEndTime" })
    .optional(),
  path: decorationLink.optional(),
  prodIds: ids("v.decoProductsOptional", 0, 5).default([]),
  session: int("v.decoSession", 1, 4_102_444_800).optional(),
});
/** discount_coupon: the special-discount strip; `couponIds` are coupons offered beside it. */
const discountCoupon = z.strictObject({
  title,
  subTitle,
  path: decorationLink.optional(),
  prodIds: ids("v.decoProductsOptional", 0, 5).default([]),
  couponIds: ids("v.decoCoupons", 0, 5).optional(),
});
const goodsModule1 = z.strictObject({ title, subTitle, mainImg: imageLink, prodIds: ids("v.decoProducts", 1, 6) });
const goodsModule2 = z.strictObject({
  columns: z
    .array(z.strictObject({ title, subTitle, path: decorationLink.optional(), prodIds: ids("v.decoProducts", 1, 6) }), {
      error: "v.decoColumns",
    })
    .min(1, { error: "v.decoColumns" })
    .max(2, { error: "v.decoColumns" }),
});
const goodsModule3 = z.strictObject({
  title,
  bgColor: colour,
  leftImg: imageLink,
  prodIds: ids("v.decoProducts", 1, 8),
});
const goodsModule4 = z.strictObject({
  items: z
    .array(z.strictObject({ title, subTitle, imgUrl: decorationPic, path: decorationLink.optional() }), {
      error: "v.decoTiles",
    })
    .min(1, { error: "v.decoTiles" })
    .max(8, { error: "v.decoTiles" }),
});
const goodsModule5 = z.strictObject({
  title,
  tabs: z
    .array(z.strictObject({ name: shortText, prodIds: ids("v.decoProducts", 1, 8) }), { error: "v.decoTabs" })
    .min(1, { error: "v.decoTabs" })
    .max(5, { error: "v.decoTabs" }),
});

/** The dataField schema of each block type (the editor's forms follow these). */
export const DECORATION_DATA_SCHEMAS = {
  shop_signs: shopSigns,
  picture_by: pictureBy,
  auxiliary_interval: auxiliaryInterval,
  floor_title: floorTitle,
  goods_list: goodsList,
  universal_hotspot: universalHotspot,
  store_list: storeList,
  limited_skill: limitedSkill,
  discount_coupon: discountCoupon,
  goods_module1: goodsModule1,
  goods_module2: goodsModule2,
  goods_module3: goodsModule3,
  goods_module4: goodsModule4,
  goods_module5: goodsModule5,
} as const satisfies Record<BlockType, z.ZodType>;

/**
 * Extra fields every block may carry: `key`, the editor's stable id of the block (drag and drop);
 * `hidden`, kept in the page but not served to buyers.
 */
const blockMeta = {
  key: z
    .string({ error: "v.decoBlockKey" })
    .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: "v.decoBlockKey" })
    .optional(),
  hidden: z.boolean({ error: "v.decoFlag" }).optional(),
};
const blockOf = <T extends BlockType>(type: T) =>
  z.strictObject({ type: z.literal(type), dataField: DECORATION_DATA_SCHEMAS[type], ...blockMeta });

export const decorationBlock = z.discriminatedUnion(
  "type",
  [
    blockOf("shop_signs"),
    blockOf("picture_by"),
    blockOf("auxiliary_interval"),
    blockOf("floor_title"),
    blockOf("goods_list"),
    blockOf("universal_hotspot"),
    blockOf("store_list"),
    blockOf("limited_skill"),
    blockOf("discount_coupon"),
    blockOf("goods_module1"),
    blockOf("goods_module2"),
    blockOf("goods_module3"),
    blockOf("goods_module4"),
    blockOf("goods_module5"),
  ],
  { error: "v.decoBlockType" },
);
export type DecorationBlockStored = z.infer<typeof decorationBlock>;
export type DecorationBlockInput = z.input<typeof decorationBlock>;

/** A page's blocks, stored form: at most MAX_DECORATION_BLOCKS, at most one decorated header. */
export const decorationDocument = z
  .array(decorationBlock, { error: "v.decoBlocks" })
  .max(MAX_DECORATION_BLOCKS, { error: "v.decoBlocks" })
  .refine((blocks) => blocks.filter((b) => b.type === "shop_signs").length <= 1, { error: "v.decoOneHeader" });
export type DecorationDocument = z.infer<typeof decorationDocument>;

// ---------------------------------------------------------------- pages

export const DECORATION_PAGE_KINDS = ["home", "micro"] as const;
export type DecorationPageKind = (typeof DECORATION_PAGE_KINDS)[number];

const pageName = z
  .string({ error: "v.decoPageName" })
  .trim()
  .refine(
    (v) => {
      const n = Array.from(v).length;
      return n >= 1 && n <= 30 && !/[<>\p{Cc}]/u.test(v);
    },
    { error: "v.decoPageName" },
  );

/** `GET …/pages?kind=&name=&current=&size=`: the owner's pages, home first, then newest change first. */
export const decorationPagesQuery = pageQuery.extend({
  kind: z.enum(DECORATION_PAGE_KINDS, { error: "v.decoPageKind" }).optional(),
  name: z.string().trim().max(30, { error: "v.keyword" }).optional(),
});
export type DecorationPagesQuery = z.input<typeof decorationPagesQuery>;

/** Times are mall time, yyyy-MM-dd HH:mm:ss. */
export const decorationPageSummary = z.object({
  renovationId: z.number(),
  name: z.string(),
  kind: z.enum(DECORATION_PAGE_KINDS),
  isHome: z.boolean(),
  /** Grows by one at every saved draft, publish and restore: the `baseRevision` of the next change. */
  draftRevision: z.number(),
  updatedAt: z.string(),
  /** The staff member's name who last changed the page; null for seeded pages. */
  updatedBy: z.string().nullable(),
  publishedVersion: z.number().nullable(),
  publishedAt: z.string().nullable(),
});
export type DecorationPageSummary = z.infer<typeof decorationPageSummary>;
export const decorationPageList = pageSchema(decorationPageSummary);

/** `POST …/pages {name}` → a new micro page (empty draft); `PUT …/pages/:id/name {name}`. */
export const decorationPageNameBody = z.object({ name: pageName });
export type DecorationPageNameBody = z.input<typeof decorationPageNameBody>;
export const decorationPageCreated = z.object({ renovationId: z.number() });

export const decorationPageParams = z.object({ id: idSchema });
export const decorationVersionParams = z.object({
  id: idSchema,
  version: idSchema,
});

/**
 * A link of the draft to something that no longer works (a product off the shelf or deleted, a
 * category gone, a shop closed, a micro page deleted, another shop's item): `field` is the path in
 * the block's dataField ("imgList.1.path"), `message` in the request language.
 */
export const decorationProblem = z.object({ blockIndex: z.number(), field: z.string(), message: z.string() });
export type DecorationProblem = z.infer<typeof decorationProblem>;

/** `GET …/pages/:id` → the page with its draft (stored form) and the draft's problems. */
export const decorationPageDetail = decorationPageSummary.extend({
  blocks: decorationDocument,
  problems: z.array(decorationProblem),
});
export type DecorationPageDetail = z.infer<typeof decorationPageDetail>;

const baseRevision = z.preprocess(
  jsonInteger,
  z.number({ error: "v.decoRevision" }).int({ error: "v.decoRevision" }).min(0, { error: "v.decoRevision" }),
);
/** `PUT …/pages/:id/draft` → DecorationDraftSaved; a stale baseRevision is refused (A00064, who and when). */
export const decorationDraftBody = z.object({ blocks: decorationDocument, baseRevision });
export type DecorationDraftBody = z.input<typeof decorationDraftBody>;
export const decorationDraftSaved = z.object({ draftRevision: z.number(), updatedAt: z.string() });
export type DecorationDraftSaved = z.infer<typeof decorationDraftSaved>;

/** `POST …/pages/:id/publish {baseRevision}`; refused while the draft has problems (A00065). */
export const decorationPublishBody = z.object({ baseRevision });
export type DecorationPublishBody = z.input<typeof decorationPublishBody>;
export const decorationPublished = z.object({
  version: z.number(),
  publishedAt: z.string(),
  draftRevision: z.number(),
});
export type DecorationPublished = z.infer<typeof decorationPublished>;

/** `GET …/pages/:id/versions?current=&size=`, newest first. */
export const decorationVersion = z.object({
  version: z.number(),
  publishedAt: z.string(),
  publishedBy: z.string().nullable(),
  blockCount: z.number(),
});
export type DecorationVersion = z.infer<typeof decorationVersion>;
export const decorationVersionList = pageSchema(decorationVersion);

/** `POST …/pages/:id/preview` → a signed storefront link to the draft, for its editor only. */
export const decorationPreviewLink = z.object({ url: z.string(), expiresAt: z.string() });
export type DecorationPreviewLink = z.infer<typeof decorationPreviewLink>;
/** `GET /decoration/preview?token=` (public) → the draft resolved like `/shopRenovation/info`. */
export const decorationPreviewQuery = z.object({
  token: z
    .string({ error: "v.decoPreviewToken" })
    .min(10, { error: "v.decoPreviewToken" })
    .max(600, { error: "v.decoPreviewToken" }),
});

// ---------------------------------------------------------------- pickers (the editor's cards)

/** `GET …/picker/products?name=&categoryId=&shopId=`: on-shelf products (a shop: its own). */
export const decorationProductPickerQuery = pageQuery.extend({
  name: z.string().trim().max(60, { error: "v.keyword" }).optional(),
  categoryId: idSchema.optional(),
  shopId: idSchema.optional(),
  /** Look these ids up (the editor showing a block's products): ignores the other filters. */
  ids: z
    .preprocess(
      (v) => (typeof v === "string" ? v.split(",").filter(Boolean).map(integerInput) : v),
      z.array(idSchema).max(50),
    )
    .optional(),
});
export type DecorationProductPickerQuery = z.input<typeof decorationProductPickerQuery>;
export const decorationPickerProduct = z.object({
  prodId: z.number(),
  name: z.string(),
  pic: z.string(),
  /** Yuan. */
  price: z.number(),
  shopId: z.number(),
  shopName: z.string(),
  /** 1 on the shelf; other values are shown only to the `ids` lookup. */
  status: z.number(),
});
export type DecorationPickerProduct = z.infer<typeof decorationPickerProduct>;

/** `GET …/picker/shops?name=`: open shops (a shop: itself). */
export const decorationShopPickerQuery = pageQuery.extend({
  name: z.string().trim().max(40, { error: "v.keyword" }).optional(),
});
export const decorationPickerShop = z.object({ shopId: z.number(), shopName: z.string(), shopLogo: z.string() });
export type DecorationPickerShop = z.infer<typeof decorationPickerShop>;

/** `GET …/picker/coupons?name=`: the owner's coupons that buyers can still collect. */
export const decorationCouponPickerQuery = pageQuery.extend({
  name: z.string().trim().max(40, { error: "v.keyword" }).optional(),
});
export const decorationPickerCoupon = z.object({
  couponId: z.number(),
  couponName: z.string(),
  /** 1 cash off (reduceAmount, yuan), 2 discount (couponDiscount, tenths). */
  couponType: z.number(),
  cashCondition: z.number(),
  reduceAmount: z.number(),
  couponDiscount: z.number(),
  endTime: z.string(),
});
export type DecorationPickerCoupon = z.infer<typeof decorationPickerCoupon>;

/** `GET …/picker/flash-sessions`: flash-sale sessions running or ahead (start, epoch seconds). */
export const decorationPickerFlashSession = z.object({
  session: z.number(),
  startTime: z.string(),
  endTime: z.string(),
  productCount: z.number(),
});
export type DecorationPickerFlashSession = z.infer<typeof decorationPickerFlashSession>;

/** `GET …/picker/micro-pages?name=`: the owner's micro pages (platform: also every open shop's). */
export const decorationMicroPagePickerQuery = decorationShopPickerQuery.extend({ shopId: idOrZeroSchema.optional() });
export const decorationPickerMicroPage = z.object({
  renovationId: z.number(),
  name: z.string(),
  shopId: z.number(),
  published: z.boolean(),
});
export type DecorationPickerMicroPage = z.infer<typeof decorationPickerMicroPage>;

/**
 * `GET …/picker/categories`: the platform's category tree (type-2 links without shopId);
 * `GET …/picker/shop-categories?shopId=` (a shop: its own): the shop's categories (type-2 links with shopId).
 */
export interface DecorationPickerCategory {
  categoryId: number;
  name: string;
  pic: string;
  children: DecorationPickerCategory[];
}
export const decorationPickerCategory: z.ZodType<DecorationPickerCategory> = z.lazy(() =>
  z.object({
    categoryId: z.number(),
    name: z.string(),
    pic: z.string(),
    children: z.array(decorationPickerCategory),
  }),
);
export const decorationShopCategoryQuery = z.object({ shopId: idSchema.optional() });
