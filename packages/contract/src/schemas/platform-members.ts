import { z } from "zod";
import { pageQuery } from "../pagination.ts";

/*
 * The platform console's members page: find buyers by phone, nickname or account, read
 * one buyer's accounts (orders, balance, points, level, gift cards), adjust balance or points with
 * a reason (schemas/wallet.ts balanceAdjustBody, schemas/points.ts pointsAdjustBody) and disable or
 * re-enable the account. Money in yuan on the wire.
 */

/** `GET /admin/members/page` — `keyword` matches the phone, nickname or account (part of it). */
export const platformMemberQuery = pageQuery.extend({
  keyword: z.string({ error: "v.memberKeyword" }).trim().max(50, { error: "v.memberKeyword" }).optional(),
});
export type PlatformMemberQuery = z.input<typeof platformMemberQuery>;

export const platformMemberParams = z.object({
  userId: z.coerce.number({ error: "v.userId" }).int({ error: "v.userId" }).positive({ error: "v.userId" }),
});

/** One buyer as the console lists it. */
export const platformMemberView = z.object({
  userId: z.number(),
  /** Account name (null: signed up by phone only). */
  userName: z.string().nullable(),
  nickName: z.string(),
  pic: z.string(),
  /** Masked as the mall shows it elsewhere: 138****8000. */
  mobile: z.string().nullable(),
  /** The growth level's name (null: none reached). */
  levelName: z.string().nullable(),
  growth: z.number(),
  /** Yuan. */
  balance: z.number(),
  points: z.number(),
  /** 1 enabled, 0 disabled. */
  status: z.literal([0, 1]),
  /** "yyyy-MM-dd HH:mm:ss". */
  createTime: z.string(),
});
export type PlatformMember = z.infer<typeof platformMemberView>;

/** `PUT /admin/members/:userId/status` — disable (0) or re-enable (1) with a reason. */
export const platformMemberStatusBody = z.object({
  status: z.union([z.literal(0), z.literal(1)], { error: "v.memberStatus" }),
  reason: z
    .string({ error: "v.memberStatusReason" })
    .trim()
    .min(2, { error: "v.memberStatusReason" })
    .max(200, { error: "v.memberStatusReason" }),
});
export type PlatformMemberStatusBody = z.input<typeof platformMemberStatusBody>;

/** `GET /admin/members/:userId/orders` — the buyer's orders (status as the buyer's filter: 0 all). */
export const platformMemberOrdersQuery = pageQuery.extend({
  status: z.coerce.number().int().min(0).max(9).optional().default(0),
});

/** One growth ledger row. */
export const platformGrowthLogView = z.object({
  logId: z.number(),
  amount: z.number(),
  growthAfter: z.number(),
  reasonText: z.string(),
  note: z.string().nullable(),
  createTime: z.string(),
});
export type PlatformGrowthLog = z.infer<typeof platformGrowthLogView>;

/** Masks a mainland mobile as the mall does elsewhere (first 3 and last 4 digits shown). */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  return mobile.length >= 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}
