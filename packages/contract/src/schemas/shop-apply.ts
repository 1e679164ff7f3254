import { z } from "zod";
import { pageQuery } from "../pagination.ts";
import { idSchema, jsonInteger, phoneSchema } from "../validation.ts";
import { regionId, regionView } from "./address.ts";

/*
 * Opening a store (issue 13; spec parts 3-6): a buyer applies from the free shop opening screen,
 * the platform reviews (/admin/), approval creates the shop. Field names follow mall4cloud's
 * ShopDetailDTO (shopName, intro, shopLogo, businessLicense, identityCardFront, identityCardLater).
 */

/** Application audit status: 0 under review, 1 passed (the shop exists), -1 not passed (modify and resubmit). */
export const SHOP_AUDIT_STATUS = { pending: 0, passed: 1, rejected: -1 } as const;

const chars = (v: string) => Array.from(v).length;

/** Store name: 1-20 characters, letters (any script), digits and single inner spaces; nothing else. */
export const shopNameSchema = z
  .string({ error: "v.shopNameRule" })
  .trim()
  .refine((v) => chars(v) >= 1 && chars(v) <= 20 && /^[\p{L}\p{N}\p{M}]+( [\p{L}\p{N}\p{M}]+)*$/u.test(v), {
    error: "v.shopNameRule",
  });

/** Detailed address: at least 5 characters (at most 100), no markup or control characters. */
export const shopAddrSchema = z
  .string({ error: "v.shopAddr" })
  .trim()
  .refine((v) => chars(v) >= 5 && chars(v) <= 100 && !/[<>\p{Cc}]/u.test(v), { error: "v.shopAddr" });

/** Store description: 10-200 characters, no markup or control characters other than line breaks. */
export const shopIntroSchema = z
  .string({ error: "v.shopIntro" })
  .trim()
  .refine((v) => chars(v) >= 10 && chars(v) <= 200 && !/[<>]|[^\P{Cc}\n]/u.test(v), { error: "v.shopIntro" });

/** A stored image path answered by the upload endpoint (checked against the store on the server). */
const imagePath = (key: string) => z.string({ error: key }).trim().min(1, { error: key }).max(200, { error: key });

/** `POST /p/shop/apply` (first application, or a resubmission after "not passed") → null. */
export const shopApplyBody = z.object({
  shopName: shopNameSchema,
  mobile: phoneSchema,
  provinceId: regionId,
  cityId: regionId,
  areaId: regionId,
  addr: shopAddrSchema,
  intro: shopIntroSchema,
  shopLogo: imagePath("v.shopLogo"),
  businessLicense: imagePath("v.businessLicense"),
  identityCardFront: imagePath("v.idCardFront"),
  identityCardLater: imagePath("v.idCardBack"),
});
export type ShopApplyBody = z.input<typeof shopApplyBody>;

/** `POST /p/shop/apply/upload?type=logo|doc` (multipart `file`, ≤ 2 MB): logo public, doc private. */
export const shopApplyUploadQuery = z.object({
  type: z.enum(["logo", "doc"], { error: "v.uploadType" }),
});

/** `GET /p/shop/apply/doc?path=` and `GET /admin/shop/apply/doc?path=`: a private document's bytes. */
export const shopDocQuery = z.object({
  path: z.string({ error: "v.pic" }).min(1, { error: "v.pic" }).max(200, { error: "v.pic" }),
});

/** The buyer's application as `GET /p/shop/apply` answers it (null when there is none). */
export const shopApplication = z.object({
  applyId: z.number(),
  shopName: z.string(),
  mobile: z.string(),
  ...regionView.shape,
  addr: z.string(),
  intro: z.string(),
  shopLogo: z.string(),
  businessLicense: z.string(),
  identityCardFront: z.string(),
  identityCardLater: z.string(),
  /** SHOP_AUDIT_STATUS. */
  auditStatus: z.number(),
  /** "审核中" / "Under review", "未通过" / "Not passed", or the shop's status once it exists. */
  statusText: z.string(),
  /** Why it did not pass ("" otherwise). */
  reason: z.string(),
  shopId: z.number().nullable(),
  /** The shop's status once it exists (SHOP_STATUS), else null. */
  shopStatus: z.number().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type ShopApplication = z.infer<typeof shopApplication>;

/** Platform review list: `GET /admin/shop/apply/page?auditStatus=0&keyword=` (keyword: shop name, applicant's mobile or name). */
export const shopApplyPageQuery = pageQuery.extend({
  keyword: z.string().trim().max(40, { error: "v.keyword" }).optional(),
  auditStatus: z.preprocess(
    (v) => (v === undefined || v === "" ? undefined : Number(v)),
    z.union([z.literal(0), z.literal(1), z.literal(-1)], { error: "v.auditStatus" }).optional(),
  ),
});
export const applyIdParams = z.object({ applyId: idSchema });
export const shopIdParams = z.object({ shopId: idSchema });

/** `PUT /admin/shop/apply/:applyId/reject` {reason}: 1-200 characters, shown to the applicant. */
export const shopRejectBody = z.object({
  reason: z
    .string({ error: "v.rejectReason" })
    .trim()
    .refine((v) => chars(v) >= 1 && chars(v) <= 200, { error: "v.rejectReason" }),
});

/** An application as the platform sees it (with the applicant). */
export const platformShopApplication = shopApplication.extend({
  userId: z.number(),
  userMobile: z.string().nullable(),
});
export type PlatformShopApplication = z.infer<typeof platformShopApplication>;

// ---------------------------------------------------------------- merchant products (/m/product)

const fen = (key: string) =>
  z.preprocess(
    jsonInteger,
    z.number({ error: key }).int({ error: key }).min(0, { error: key }).max(100_000_000_00, { error: key }),
  );
const text = (key: string, min: number, max: number) =>
  z
    .string({ error: key })
    .trim()
    .refine((v) => chars(v) >= min && chars(v) <= max && !/[<>\p{Cc}]/u.test(v), { error: key });

/** One sales attribute (e.g. 颜色 / Colour) and its values, in the order the SKU selector shows them. */
export const salesAttrInput = z.object({
  name: text("v.salesAttr", 1, 20),
  nameEn: text("v.salesAttr", 1, 40).optional(),
  values: z
    .array(z.object({ value: text("v.salesAttr", 1, 20), valueEn: text("v.salesAttr", 1, 40).optional() }), {
      error: "v.salesAttr",
    })
    .min(1, { error: "v.salesAttr" })
    .max(30, { error: "v.salesAttr" }),
});

/** One SKU: one value per sales attribute (by attribute order), price and stock. Money in fen. */
export const skuInput = z.object({
  properties: z
    .array(text("v.skuProps", 1, 20), { error: "v.skuProps" })
    .min(1, { error: "v.skuProps" })
    .max(3, { error: "v.skuProps" }),
  price: fen("v.skuPrice"),
  oriPrice: fen("v.skuPrice").optional(),
  stock: z.preprocess(
    jsonInteger,
    z
      .number({ error: "v.skuStock" })
      .int({ error: "v.skuStock" })
      .min(0, { error: "v.skuStock" })
      .max(9_999_999, { error: "v.skuStock" }),
  ),
  /**
   * The stock the editor showed when it loaded this SKU. When given, an edit of an existing SKU
   * moves its stock by (stock − stockSeen) instead of overwriting it, so pieces sold or released
   * while the seller was typing still count (never below 0). Without it the count typed is set,
   * like a stock-take.
   */
  stockSeen: z.preprocess(
    jsonInteger,
    z
      .number({ error: "v.skuStock" })
      .int({ error: "v.skuStock" })
      .min(0, { error: "v.skuStock" })
      .max(9_999_999, { error: "v.skuStock" })
      .optional(),
  ),
  /** The shop's own code of the SKU (barcode, warehouse code), shown in its console only. */
  skuCode: z
    .string({ error: "v.skuCode" })
    .trim()
    .regex(/^[A-Za-z0-9_.-]{0,40}$/, { error: "v.skuCode" })
    .optional(),
  /** The SKU's own picture (a path from `POST /m/file/upload`); the product's main picture when absent. */
  pic: imagePath("v.prodPic").optional(),
  /**
   * Weight of one piece in grams (freight templates by weight, ADR 0044). Absent: 0 for a new SKU,
   * unchanged for an existing one (an editor that does not show weights does not erase them).
   */
  weight: z.preprocess(
    jsonInteger,
    z
      .number({ error: "v.skuWeight" })
      .int({ error: "v.skuWeight" })
      .min(0, { error: "v.skuWeight" })
      .max(1_000_000, { error: "v.skuWeight" })
      .optional(),
  ),
});

/**
 * `POST /m/product` (create) and `PUT /m/product/:prodId` (edit). categoryId: a leaf (grade 3)
 * category; brandId optional; pic and imgs are paths answered by `POST /m/file/upload`; content
 * is HTML, sanitized on the server. At least one sales attribute; every SKU names one value of
 * each. English texts default to the Chinese ones.
 */
export const merchantProductBody = z.object({
  prodName: text("v.prodNameRule", 1, 60),
  prodNameEn: text("v.prodNameRule", 1, 120).optional(),
  brief: text("v.prodBrief", 0, 100).optional(),
  categoryId: idSchema,
  brandId: idSchema.optional(),
  pic: imagePath("v.prodPic"),
  imgs: z.array(imagePath("v.prodPic"), { error: "v.prodPic" }).max(9, { error: "v.prodPic" }).optional(),
  content: z.string({ error: "v.prodContent" }).max(20_000, { error: "v.prodContent" }).optional(),
  salesAttrs: z
    .array(salesAttrInput, { error: "v.salesAttr" })
    .min(1, { error: "v.salesAttr" })
    .max(3, { error: "v.salesAttr" }),
  skus: z.array(skuInput, { error: "v.skus" }).min(1, { error: "v.skus" }).max(200, { error: "v.skus" }),
  /** One of the shop's own product groups (`GET /shop/categoryList`); absent: none. */
  shopCategoryId: idSchema.optional(),
  /** The 7-day no-reason return promise (absent: unchanged on edit, off on create). */
  noReasonReturn: z.boolean({ error: "v.prodStatus" }).optional(),
});
export type MerchantProductBody = z.input<typeof merchantProductBody>;
/**
 * `POST /m/product/content-preview` {content} → {html}: the detail as the storefront will show it,
 * through the same sanitiser as a save (the editor's preview; nothing is stored).
 */
export const contentPreviewBody = z.object({ content: merchantProductBody.shape.content.unwrap() });
export const contentPreview = z.object({ html: z.string() });
export const prodIdParams = z.object({ prodId: idSchema });
/** `PUT /m/product/:prodId/status` {status: 1 on the shelf, 0 off}. */
export const prodStatusBody = z.object({
  status: z.union([z.literal(0), z.literal(1)], { error: "v.prodStatus" }),
});

/** The orders of the merchant's product list: last edited first (default), by price, stock or sales. */
export const PRODUCT_SORTS = ["updated", "priceAsc", "priceDesc", "stockAsc", "stockDesc", "soldDesc"] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/**
 * `GET /m/product/page`: the shop's products, optionally only those whose Chinese or English name
 * contains `prodName` (case-insensitive) and only those on (1) or off (0) the shelf.
 */
export const merchantProductQuery = pageQuery.extend({
  prodName: z.string().trim().max(60, { error: "v.keyword" }).optional(),
  status: z.enum(["0", "1"], { error: "v.prodStatus" }).optional(),
  /** A platform category of any level: products in it or below it. */
  categoryId: idSchema.optional(),
  /** low: an enabled SKU has at most LOW_STOCK_THRESHOLD pieces (the dashboard's to-do); out: one has none. */
  stock: z.enum(["low", "out"], { error: "v.stockFilter" }).optional(),
  sort: z.enum(PRODUCT_SORTS, { error: "v.productSort" }).optional().default("updated"),
  /** Only these products (comma-separated ids, at most 100): names for the ids a group or a promotion holds. */
  prodIds: z
    .string({ error: "v.positiveInt" })
    .max(1200, { error: "v.positiveInt" })
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^\d{1,10}$/, { error: "v.positiveInt" })).max(100, { error: "v.positiveInt" }))
    .transform((ids) => ids.map(Number).filter((id) => id >= 1 && id <= 2_147_483_647))
    .optional(),
});

export const merchantProduct = z.object({
  prodId: z.number(),
  prodName: z.string(),
  status: z.number(),
  price: z.number(),
  totalStock: z.number(),
  soldNum: z.number(),
  categoryName: z.string(),
  pic: z.string(),
  /** Why the platform took it off the shelf (it cannot be listed again until edited); null when it did not. */
  takedownReason: z.string().nullable(),
  skus: z.array(
    z.object({
      skuId: z.number(),
      properties: z.array(z.string()),
      price: z.number(),
      stock: z.number(),
      status: z.number(),
    }),
  ),
});
export type MerchantProduct = z.infer<typeof merchantProduct>;

/**
 * `GET /m/product/:prodId`: one product of the shop as the edit form needs it, in the shape of
 * merchantProductBody (so it can be sent back edited) plus its id and shelf status. `skus` are
 * the enabled ones; `properties` name each SKU's Chinese values in salesAttrs order.
 */
export const merchantProductDetail = z.object({
  prodId: z.number(),
  status: z.number(),
  prodName: z.string(),
  prodNameEn: z.string(),
  brief: z.string(),
  categoryId: z.number(),
  brandId: z.number().nullable(),
  pic: z.string(),
  imgs: z.array(z.string()),
  content: z.string(),
  salesAttrs: z.array(
    z.object({
      name: z.string(),
      nameEn: z.string(),
      values: z.array(z.object({ value: z.string(), valueEn: z.string() })),
    }),
  ),
  skus: z.array(
    z.object({
      skuId: z.number(),
      properties: z.array(z.string()),
      price: z.number(),
      oriPrice: z.number(),
      stock: z.number(),
      skuCode: z.string(),
      /** "" when the SKU shows the product's main picture. */
      pic: z.string(),
      /** Grams per piece (0: not set). */
      weight: z.number(),
    }),
  ),
  shopCategoryId: z.number().nullable(),
  noReasonReturn: z.boolean(),
  /** Why the platform took it off the shelf; saving an edit clears it. Null when it did not. */
  takedownReason: z.string().nullable(),
});
export type MerchantProductDetail = z.infer<typeof merchantProductDetail>;
