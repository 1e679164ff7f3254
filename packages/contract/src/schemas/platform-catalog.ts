import { z } from "zod";
import { pageQuery } from "../pagination.ts";
import { idOrZeroSchema, idSchema, jsonInteger } from "../validation.ts";

/*
 * The platform console's catalog (`/admin/catalog/…`): the three-level category tree,
 * brands and the takedown of any shop's product. Money in fen; the commission rate in basis
 * points (500 = 5.00%).
 */

const chars = (v: string) => Array.from(v).length;
/** A trimmed text of min..max characters without markup or control characters. */
const text = (key: string, min: number, max: number) =>
  z
    .string({ error: key })
    .trim()
    .refine((v) => chars(v) >= min && chars(v) <= max && !/[<>\p{Cc}]/u.test(v), { error: key });
const int = (key: string, min: number, max: number) =>
  z.preprocess(
    jsonInteger,
    z.number({ error: key }).int({ error: key }).min(min, { error: key }).max(max, { error: key }),
  );
/** A picture path answered by `POST /admin/catalog/upload` (or a generated one), "" for none. */
const picPath = z
  .string({ error: "v.pic" })
  .trim()
  .max(200, { error: "v.pic" })
  .refine((v) => v === "" || /^\/files\/[A-Za-z0-9_/.-]+$/.test(v), { error: "v.pic" });
const status01 = z.union([z.literal(0), z.literal(1)], { error: "v.catalogStatus" });

export const CATEGORY_NAME_MAX = { zh: 20, en: 40 } as const;
/** The most a category's commission may be: 100.00%. */
export const MAX_COMMISSION_BP = 10_000;

/** One category as the console edits it, with its children (grade 1 → 2 → 3) in display order. */
export interface PlatformCategory {
  categoryId: number;
  parentId: number;
  grade: number;
  nameZh: string;
  nameEn: string;
  pic: string;
  /** 1 enabled, 0 disabled (hidden from the storefront and the product editor, with its subtree). */
  status: number;
  seq: number;
  /** Basis points: 500 = 5.00%. */
  commissionRate: number;
  /** Products (not deleted) filed under it or any category below it. */
  productCount: number;
  children: PlatformCategory[];
}
export const platformCategory: z.ZodType<PlatformCategory> = z.lazy(() =>
  z.object({
    categoryId: z.number(),
    parentId: z.number(),
    grade: z.number(),
    nameZh: z.string(),
    nameEn: z.string(),
    pic: z.string(),
    status: z.number(),
    seq: z.number(),
    commissionRate: z.number(),
    productCount: z.number(),
    children: z.array(platformCategory),
  }),
);

/** `PUT /admin/catalog/categories/:categoryId`: what an edit changes (names, picture, order, status, commission). */
export const categoryEditBody = z.object({
  nameZh: text("v.categoryNameZh", 1, CATEGORY_NAME_MAX.zh),
  nameEn: text("v.categoryNameEn", 1, CATEGORY_NAME_MAX.en),
  pic: picPath.default(""),
  seq: int("v.catalogSeq", 0, 9999).default(0),
  status: status01.default(1),
  commissionRate: int("v.commissionRate", 0, MAX_COMMISSION_BP).default(500),
});
export type CategoryEditBody = z.input<typeof categoryEditBody>;
/** `POST /admin/catalog/categories`: a new category under `parentId` (0: a top-level one; at most three levels). */
export const categoryCreateBody = categoryEditBody.extend({ parentId: idOrZeroSchema });
export type CategoryCreateBody = z.input<typeof categoryCreateBody>;
/** `PUT /admin/catalog/categories/:categoryId/move`: under another parent of the grade above (0 for a top-level one). */
export const categoryMoveBody = z.object({ parentId: idOrZeroSchema });
/** `PUT …/status` of a category or a brand: 1 enabled, 0 disabled. */
export const catalogStatusBody = z.object({ status: status01 });
export const categoryIdParams = z.object({ categoryId: idSchema });
export const brandIdParams = z.object({ brandId: idSchema });

/** A commission in basis points as the console shows it: a percentage with two decimals ("5.00"). */
export function commissionPercent(bp: number): string {
  return (bp / 100).toFixed(2);
}

/** A brand as the console edits it. */
export const platformBrand = z.object({
  brandId: z.number(),
  name: z.string(),
  nameEn: z.string(),
  imgUrl: z.string(),
  firstLetter: z.string(),
  seq: z.number(),
  status: z.number(),
  /** The categories it is recommended under (any grade). */
  categoryIds: z.array(z.number()),
  /** Products (not deleted) of the brand. */
  productCount: z.number(),
});
export type PlatformBrand = z.infer<typeof platformBrand>;

/** `GET /admin/catalog/brands`: by seq, optionally whose Chinese or English name contains `name`, of one status. */
export const platformBrandQuery = pageQuery.extend({
  name: z.string().trim().max(40, { error: "v.keyword" }).optional(),
  status: z.enum(["0", "1"], { error: "v.catalogStatus" }).optional(),
});
export type PlatformBrandQuery = z.input<typeof platformBrandQuery>;

/** `POST /admin/catalog/brands` and `PUT /admin/catalog/brands/:brandId`. */
export const brandBody = z.object({
  name: text("v.brandName", 1, 30),
  nameEn: text("v.brandNameEn", 0, 60).default(""),
  imgUrl: picPath.default(""),
  /** One letter A-Z (upper case), or "#" for a name that starts otherwise. */
  firstLetter: z
    .string({ error: "v.firstLetter" })
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^([A-Z]|#)$/, { error: "v.firstLetter" })),
  seq: int("v.catalogSeq", 0, 9999).default(0),
  status: status01.default(1),
  categoryIds: z
    .array(idSchema, { error: "v.brandCategories" })
    .max(50, { error: "v.brandCategories" })
    .transform((ids) => [...new Set(ids)])
    .default([]),
});
export type BrandBody = z.input<typeof brandBody>;

/** Filter of the platform's product search: 1 on the shelf, 0 off it, "takedown" taken down by the platform. */
export const PLATFORM_PRODUCT_STATUSES = ["1", "0", "takedown"] as const;
/** `GET /admin/catalog/products`: every shop's products (deleted ones never), newest change first. */
export const platformProductQuery = pageQuery.extend({
  /** A fragment of the Chinese or English name, or a product id. */
  prodName: z.string().trim().max(60, { error: "v.keyword" }).optional(),
  /** A fragment of the shop's Chinese or English name. */
  shopName: z.string().trim().max(40, { error: "v.keyword" }).optional(),
  /** A category of any level: products in it or below it. */
  categoryId: idSchema.optional(),
  status: z.enum(PLATFORM_PRODUCT_STATUSES, { error: "v.prodStatus" }).optional(),
});
export type PlatformProductQuery = z.input<typeof platformProductQuery>;

/** Why and when the platform took a product off the shelf; the shop may list it again once it has edited it. */
export const productTakedown = z.object({
  reason: z.string(),
  /** Mall time, yyyy-MM-dd HH:mm:ss. */
  at: z.string(),
});
export type ProductTakedown = z.infer<typeof productTakedown>;

export const platformProduct = z.object({
  prodId: z.number(),
  prodName: z.string(),
  pic: z.string(),
  shopId: z.number(),
  shopName: z.string(),
  categoryId: z.number(),
  /** The category chain in the request language ("数码 / 手机 / 智能手机"). */
  categoryName: z.string(),
  /** Fen. */
  price: z.number(),
  totalStock: z.number(),
  soldNum: z.number(),
  status: z.number(),
  takedown: productTakedown.nullable(),
  /** Mall time of the last change. */
  updatedAt: z.string(),
});
export type PlatformProduct = z.infer<typeof platformProduct>;

/** `PUT /admin/catalog/products/:prodId/takedown` {reason}: 1-200 characters, shown to the shop. */
export const takedownBody = z.object({ reason: text("v.takedownReason", 1, 200) });
