import { z } from "zod";
import { idSchema } from "../validation.ts";

/*
 * Freight templates and order-message fields of a shop (ADR 0042-freight-templates).
 * Merchant API (staff token, the staff's own shop; another shop's template answers 404):
 *   GET    /m/freight-templates              the shop's templates (the default first)
 *   POST   /m/freight-templates              create one → FreightTemplate
 *   PUT    /m/freight-templates/:templateId  replace one → FreightTemplate
 *   DELETE /m/freight-templates/:templateId  delete one (not the default: A00031)
 *   GET    /m/shop/orderFields               the order-message fields buyers fill in
 *   PUT    /m/shop/orderFields               set them
 * Platform API: GET /admin/shop/:shopId/freight-templates.
 * Buyers: GET /prod/freight?prodId=&areaId= → ProdFreightView ("deliver to X: ¥freight / not deliverable").
 * Money is fen on the merchant API (like its products) and yuan for buyers (the dialect).
 */

/** A count of items (by count) or kilograms with up to 3 decimals (by weight): the template body checks which. */
const unit = z
  .number({ error: "v.freightUnit" })
  .min(0.001, { error: "v.freightUnit" })
  .max(9999, { error: "v.freightUnit" });
/** Kilograms with grams precision: a whole number of grams. */
const wholeGrams = (kg: number) => Math.abs(kg * 1000 - Math.round(kg * 1000)) < 1e-6;
const fee = z
  .number({ error: "v.freightFee" })
  .int({ error: "v.freightFee" })
  .min(0, { error: "v.freightFee" })
  .max(10_000_000, { error: "v.freightFee" });
/** Division codes of any level (province 2 digits, city 4, district 6), at most 500, no duplicates. */
const regionList = z
  .array(z.number({ error: "v.freightRegions" }).int({ error: "v.freightRegions" }).min(1).max(999_999), {
    error: "v.freightRegions",
  })
  .max(500, { error: "v.freightRegions" })
  .refine((ids) => new Set(ids).size === ids.length, { error: "v.freightRegions" });

/**
 * The first `firstUnit` items cost `firstFee` fen, each further `addUnit` items (or part of them)
 * `addFee` fen; by weight (chargeType 1) the units are kilograms, to the gram (ADR 0044).
 */
export const freightCharge = z.object({ firstUnit: unit, firstFee: fee, addUnit: unit, addFee: fee });
export type FreightCharge = z.infer<typeof freightCharge>;
export const freightRegionRule = freightCharge.extend({ areaIds: regionList.refine((ids) => ids.length > 0) });
export type FreightRegionRule = z.infer<typeof freightRegionRule>;

/** How a template charges: 0 by item count, 1 by weight (the SKUs' weight in grams; units in kilograms). */
export const FreightChargeType = { COUNT: 0, WEIGHT: 1 } as const;

/** `POST/PUT /m/freight-templates` */
export const freightTemplateBody = z
  .object({
    name: z
      .string({ error: "v.freightName" })
      .trim()
      .min(1, { error: "v.freightName" })
      .max(30, { error: "v.freightName" }),
    /** Free shipping from this much of the shop's goods after reductions (fen); null: never. */
    freeOver: fee.nullable().default(null),
    defaultRule: freightCharge,
    regionRules: z.array(freightRegionRule).max(50, { error: "v.freightRules" }).default([]),
    noDeliveryAreaIds: regionList.default([]),
    /** 1: the shop's products ship by this template from now on. */
    isDefault: z.union([z.literal(0), z.literal(1)]).default(0),
    /** 0 by item count (units are items, whole numbers), 1 by weight (units are kilograms, to the gram). */
    chargeType: z.union([z.literal(0), z.literal(1)], { error: "v.freightChargeType" }).default(0),
  })
  .superRefine((t, ctx) => {
    const charges: [(string | number)[], { firstUnit: number; addUnit: number }][] = [
      [["defaultRule"], t.defaultRule],
      ...t.regionRules.map((r, i): [(string | number)[], typeof r] => [["regionRules", i], r]),
    ];
    for (const [path, c] of charges)
      for (const key of ["firstUnit", "addUnit"] as const) {
        const ok = t.chargeType === 1 ? wholeGrams(c[key]) : Number.isInteger(c[key]);
        if (!ok)
          ctx.addIssue({
            code: "custom",
            path: [...path, key],
            message: t.chargeType === 1 ? "v.freightWeight" : "v.freightUnit",
          });
      }
  });
export type FreightTemplateBody = z.input<typeof freightTemplateBody>;

export const freightTemplateView = z.object({
  templateId: z.number(),
  shopId: z.number(),
  name: z.string(),
  isDefault: z.number(),
  /** 0 by item count, 1 by weight (units in kilograms). */
  chargeType: z.number(),
  freeOver: z.number().nullable(),
  defaultRule: freightCharge,
  regionRules: z.array(freightRegionRule),
  noDeliveryAreaIds: z.array(z.number()),
  updateTime: z.string(),
});
export type FreightTemplate = z.infer<typeof freightTemplateView>;

export const templateIdParams = z.object({ templateId: idSchema });

/** `GET /prod/freight?prodId=&areaId=` — what the product costs to ship to the area (one item, yuan). */
export const prodFreightQuery = z.object({ prodId: idSchema, areaId: idSchema });
export const prodFreightView = z.object({
  areaId: z.number(),
  /** The area's chain of names in the buyer's language ("浙江省 杭州市"). */
  areaName: z.string(),
  deliverable: z.boolean(),
  /** Freight of one item (yuan); 0 when free or not deliverable. */
  freight: z.number(),
  /** Free shipping from this much of the shop's goods (yuan); null: no such threshold. */
  freeOver: z.number().nullable(),
});
export type ProdFreightView = z.infer<typeof prodFreightView>;

/** Order-message fields of a shop: at most 5, names 1-30 characters (both languages), no duplicates. */
const fieldName = z.string().trim().min(1, { error: "v.orderFields" }).max(30, { error: "v.orderFields" });
export const orderFieldsBody = z.object({
  fields: z
    .array(z.object({ nameZh: fieldName, nameEn: fieldName, required: z.boolean().default(false) }), {
      error: "v.orderFields",
    })
    .max(5, { error: "v.orderFields" })
    .refine((f) => new Set(f.map((x) => x.nameZh)).size === f.length, { error: "v.orderFields" }),
});
export type OrderFieldsBody = z.input<typeof orderFieldsBody>;
export const orderFieldsView = orderFieldsBody.extend({
  fields: z.array(z.object({ nameZh: z.string(), nameEn: z.string(), required: z.boolean() })),
});
export type OrderFields = z.infer<typeof orderFieldsView>;

/** A field as the buyer sees it on the confirm page (name in the buyer's language; * when required). */
export const orderFieldView = z.object({ name: z.string(), required: z.boolean() });
export type OrderFieldView = z.infer<typeof orderFieldView>;

/** At most this many characters per message-field value. */
export const ORDER_FIELD_VALUE_MAX = 50;
/** What the buyer wrote in a field, by the field's name as shown (either language). */
export const orderFieldValue = z.object({
  name: z.string().max(40),
  value: z
    .string({ error: "v.orderFieldValue" })
    .refine((v) => Array.from(v).length <= ORDER_FIELD_VALUE_MAX, { error: "v.orderFieldValue", abort: true })
    .refine((v) => v === "" || v.trim() !== "", { error: "v.orderFieldValue" })
    .transform((v) => v.trim()),
});
