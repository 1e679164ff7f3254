import { z } from "zod";
import { idSchema, phoneSchema } from "../validation.ts";
import { addrDetailSchema, receiverSchema, regionId, regionView } from "./address.ts";

/*
 * A shop's after-sales settings, merchant API (staff token, the staff's own shop):
 *   GET /m/shop/returnAddress            where buyers ship returns (null when none is set)
 *   PUT /m/shop/returnAddress            set it (receiver, phone, region chain, detail)
 *   PUT /m/product/noReasonReturn        the 7-day no-reason return promise of one product
 */

/** `PUT /m/shop/returnAddress` → the saved ReturnAddress. The server checks the region chain. */
export const returnAddressBody = z.object({
  receiver: receiverSchema,
  mobile: phoneSchema,
  provinceId: regionId,
  cityId: regionId,
  areaId: regionId,
  addr: addrDetailSchema,
});
export type ReturnAddressBody = z.input<typeof returnAddressBody>;

export const returnAddressView = z.object({
  receiver: z.string(),
  mobile: z.string(),
  /** Region ids are 0 when the address was saved before regions were chosen (demo data of older starts). */
  ...regionView.shape,
  /** The detail (street, building). */
  addr: z.string(),
  /** What buyers see on the return detail: region names and the detail. */
  fullAddr: z.string(),
});
export type ReturnAddress = z.infer<typeof returnAddressView>;

/** `PUT /m/product/noReasonReturn` → null. 1/true: the product promises 7-day no-reason returns. */
export const noReasonReturnBody = z.object({
  prodId: idSchema,
  noReasonReturn: z
    .union([z.boolean(), z.literal(0), z.literal(1)], { error: "v.noReasonReturn" })
    .transform((v): 0 | 1 => (v === true || v === 1 ? 1 : 0)),
});
export type NoReasonReturnBody = z.input<typeof noReasonReturnBody>;
