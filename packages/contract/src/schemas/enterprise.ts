import { z } from "zod";
import { phoneSchema } from "../validation.ts";

/*
 * Enterprise purchasing (`/EnterpriseUsers`): a company buying for its staff or offices applies
 * once; the platform answers (`/admin/enterprise/...`, `npm run mall -- enterprise ...`).
 * status 0 under review, 1 passed, -1 not passed (with the reason) — the store application's codes.
 */
export const EnterpriseStatus = { PENDING: 0, APPROVED: 1, REJECTED: -1 } as const;

const chars = (s: string) => Array.from(s).length;
const CREDIT_CHARSET = "0123456789ABCDEFGHJKLMNPQRTUWXY";
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/**
 * The unified social credit code of GB 32100-2015: 18 characters of 0-9 and A-Y without I, O, S,
 * V, Z; the 9 characters 9-17 are the organisation code; the last is a check character over the
 * first 17 (weights 3^i mod 31). The first two (registering authority and kind) are not checked
 * against the list of authorities.
 */
export function isCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CHARSET.indexOf(code[i]!) * CREDIT_WEIGHTS[i]!;
  const check = (31 - (sum % 31)) % 31;
  return CREDIT_CHARSET[check] === code[17];
}

export const enterpriseApplyBody = z.object({
  companyName: z
    .string({ error: "v.companyName" })
    .trim()
    .refine((v) => chars(v) >= 2 && chars(v) <= 60 && !/[<>\p{Cc}]/u.test(v), { error: "v.companyName" }),
  creditCode: z
    .string({ error: "v.creditCode" })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine(isCreditCode, { error: "v.creditCode" }),
  contactName: z
    .string({ error: "v.contactName" })
    .trim()
    .refine((v) => chars(v) >= 2 && chars(v) <= 20 && !/[<>\p{Cc}]/u.test(v), { error: "v.contactName" }),
  phone: phoneSchema,
  purpose: z
    .string({ error: "v.purpose" })
    .trim()
    .refine((v) => chars(v) >= 5 && chars(v) <= 200 && !/[<>\p{Cc}]/u.test(v), { error: "v.purpose" }),
});
export type EnterpriseApplyBody = z.output<typeof enterpriseApplyBody>;

export const enterpriseApplication = z.object({
  applyId: z.number(),
  userId: z.number(),
  companyName: z.string(),
  creditCode: z.string(),
  contactName: z.string(),
  phone: z.string(),
  purpose: z.string(),
  status: z.union([z.literal(0), z.literal(1), z.literal(-1)]),
  statusText: z.string(),
  reason: z.string(),
  applyTime: z.string(),
  reviewTime: z.string().nullable(),
});
export type EnterpriseApplication = z.infer<typeof enterpriseApplication>;
