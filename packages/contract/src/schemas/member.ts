import { z } from "zod";
import { yuanToFen } from "../money.ts";

/*
 * Membership (member-center, buy-member, member-equity). Levels are reached by growth
 * value (earned by spending); a paid membership puts the buyer on the paid level while it lasts.
 * Each level has benefits: a member discount, free shipping, a points multiplier and coupons
 * granted on joining. Money in yuan on the wire, fen inside.
 */

/** The benefits of a level. */
export const memberBenefitsSchema = z.object({
  /** Per cent of the price the member pays (95 = 9.5 折); 100 = no discount. */
  discount: z.number(),
  freeShipping: z.boolean(),
  /** Points earned are multiplied by this (1 = normal). */
  pointsMultiplier: z.number(),
  /** Platform coupons given once on joining the level. */
  couponIds: z.array(z.number()),
});
export type MemberBenefits = z.infer<typeof memberBenefitsSchema>;

export const memberLevelSchema = z.object({
  levelId: z.number(),
  /** Rank among growth levels (1 = lowest); paid levels rank after them. */
  level: z.number(),
  name: z.string(),
  /** Growth value needed (growth levels); 0 for the paid level. */
  needGrowth: z.number(),
  /** 1: reached by buying a membership, 0: by growth. */
  paid: z.boolean(),
  benefits: memberBenefitsSchema,
});
export type MemberLevelView = z.infer<typeof memberLevelSchema>;

/** `GET /p/member/info` — the buyer's member center. */
export const memberInfoSchema = z.object({
  growth: z.number(),
  /** The level in effect (the paid level while the membership lasts). */
  level: memberLevelSchema.nullable(),
  /** The level the growth value reached. */
  growthLevel: memberLevelSchema.nullable(),
  /** The next growth level and the growth still needed; null at the top. */
  next: z.object({ level: memberLevelSchema, needMore: z.number() }).nullable(),
  /** Paid membership: "yyyy-MM-dd HH:mm:ss" until when it lasts; null when never bought or lapsed. */
  paidUntil: z.string().nullable(),
  benefits: memberBenefitsSchema,
  /** Growth earned per yuan paid, on receipt. */
  growthPerYuan: z.number(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const memberPeriodSchema = z.object({
  periodId: z.number(),
  name: z.string(),
  days: z.number(),
  /** Yuan. */
  price: z.number(),
});
export type MemberPeriodView = z.infer<typeof memberPeriodSchema>;

/** `POST /p/member/buy` — payType 1 balance, 2 WeChat Native QR. */
export const memberBuyBody = z.object({
  periodId: z
    .number({ error: "v.memberPeriod" })
    .int({ error: "v.memberPeriod" })
    .positive({ error: "v.memberPeriod" }),
  payType: z.union([z.literal(1), z.literal(2)], { error: "v.memberPayType" }),
});
export type MemberBuyBody = z.input<typeof memberBuyBody>;

export const memberBuyResultSchema = z.object({
  orderNo: z.string(),
  amount: z.number(),
  /** True when paid at once (balance). */
  paid: z.boolean(),
  paidUntil: z.string().nullable(),
  codeUrl: z.string().nullable(),
  qrCode: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type MemberBuyResult = z.infer<typeof memberBuyResultSchema>;

export const memberOrderNoParams = z.object({
  orderNo: z.string({ error: "v.memberOrderNo" }).regex(/^\d{24}$/, { error: "v.memberOrderNo" }),
});

export const memberOrderStatusSchema = z.object({
  orderNo: z.string(),
  paid: z.boolean(),
  paidUntil: z.string().nullable(),
});
export type MemberOrderStatus = z.infer<typeof memberOrderStatusSchema>;

const yuanPrice = z.union([z.string(), z.number()], { error: "v.memberPrice" }).transform((v, ctx) => {
  try {
    const fen = yuanToFen(v);
    if (fen >= 1 && fen <= 10_000_000) return fen;
  } catch {
    /* reported below */
  }
  ctx.addIssue({ code: "custom", message: "v.memberPrice" });
  return z.NEVER;
});
const nameSchema = z
  .string({ error: "v.memberName" })
  .trim()
  .min(1, { error: "v.memberName" })
  .max(30, { error: "v.memberName" });

/** `PUT /admin/member/levels/:levelId/benefits` — a level's benefits (platform). */
export const memberBenefitsBody = z.object({
  discount: z
    .number({ error: "v.memberDiscount" })
    .int({ error: "v.memberDiscount" })
    .min(1, { error: "v.memberDiscount" })
    .max(100, { error: "v.memberDiscount" }),
  freeShipping: z.boolean(),
  pointsMultiplier: z
    .number({ error: "v.memberMultiplier" })
    .min(1, { error: "v.memberMultiplier" })
    .max(10, { error: "v.memberMultiplier" })
    .refine((v) => Number.isInteger(Math.round(v * 10)) && Math.abs(Math.round(v * 10) - v * 10) < 1e-9, {
      error: "v.memberMultiplier",
    }),
  couponIds: z.array(z.number().int().positive()).max(10).default([]),
});
export type MemberBenefitsBody = z.input<typeof memberBenefitsBody>;

/** `POST /admin/member/levels` — add a level (growth level with needGrowth, or the paid level). */
export const memberLevelBody = z.object({
  nameZh: nameSchema,
  nameEn: nameSchema,
  needGrowth: z
    .number({ error: "v.memberGrowth" })
    .int({ error: "v.memberGrowth" })
    .min(0, { error: "v.memberGrowth" }),
  paid: z.boolean().default(false),
});

/** `PUT /admin/member/levels/:levelId`: rename a level or move its growth threshold (a level stays paid or growth). */
export const memberLevelEditBody = memberLevelBody.omit({ paid: true });

export const memberLevelParams = z.object({
  levelId: z.coerce
    .number({ error: "v.memberLevel" })
    .int({ error: "v.memberLevel" })
    .positive({ error: "v.memberLevel" }),
});

/** `PUT /admin/member/periods` — replaces the membership periods (yuan prices). */
export const memberPeriodsBody = z.object({
  periods: z
    .array(
      z.object({
        nameZh: nameSchema,
        nameEn: nameSchema,
        days: z
          .number({ error: "v.memberDays" })
          .int({ error: "v.memberDays" })
          .min(1, { error: "v.memberDays" })
          .max(3650, { error: "v.memberDays" }),
        price: yuanPrice,
      }),
    )
    .max(12),
});
export type MemberPeriodsBody = z.input<typeof memberPeriodsBody>;

/** `POST /admin/member/growth` — grant (or take back, negative) growth, recorded with who and why. */
export const memberGrowthBody = z.object({
  userId: z.number({ error: "v.userId" }).int({ error: "v.userId" }).positive({ error: "v.userId" }),
  amount: z
    .number({ error: "v.memberGrowth" })
    .int({ error: "v.memberGrowth" })
    .refine((v) => v !== 0 && Math.abs(v) <= 10_000_000, { error: "v.memberGrowth" }),
  reason: z
    .string({ error: "v.memberReason" })
    .trim()
    .min(2, { error: "v.memberReason" })
    .max(200, { error: "v.memberReason" }),
  requestId: z.string().trim().min(1).max(64),
});
export type MemberGrowthBody = z.input<typeof memberGrowthBody>;

export const memberGrowthResultSchema = z.object({
  applied: z.boolean(),
  growth: z.number(),
  levelId: z.number().nullable(),
});
