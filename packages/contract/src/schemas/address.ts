import { z } from "zod";
import { idSchema, phoneSchema } from "../validation.ts";

/** A buyer may keep at most this many delivery addresses (uc-address shows a clear message beyond). */
export const MAX_ADDRESSES = 20;

/** A region code of /area/administrativeDivision (province 2 digits, city 4, district 6). */
export const regionId = z.coerce
  .number({ error: "v.region" })
  .int({ error: "v.region" })
  .min(1, { error: "v.region" })
  .max(999_999, { error: "v.region" });

/** Recipient: 2-20 characters, no markup or control characters. */
export const receiverSchema = z
  .string({ error: "v.receiver" })
  .trim()
  .refine(
    (v) => {
      const n = Array.from(v).length;
      return n >= 2 && n <= 20 && !/[<>"'`\\{}|^~$%*=;\p{Cc}\p{Cf}]/u.test(v);
    },
    { error: "v.receiver" },
  );

/** Detailed address (street, building, room): 5-100 characters. */
export const addrDetailSchema = z
  .string({ error: "v.addr" })
  .trim()
  .refine(
    (v) => {
      const n = Array.from(v).length;
      return n >= 5 && n <= 100 && !/[<>\p{Cc}]/u.test(v);
    },
    { error: "v.addr" },
  );

/** 1/0 or true/false on input; always 1/0 on output (dialect convention). */
const flag01 = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .transform((v): 0 | 1 => (v === true || v === 1 ? 1 : 0));

/**
 * `POST /p/address/addAddr` → the new addrId. Region ids are the codes of the administrative
 * divisions served by `/area/administrativeDivision` (province 2 digits, city 4, district 6);
 * the server checks the chain and derives the names. The first address becomes the default.
 */
export const addressBody = z.object({
  receiver: receiverSchema,
  mobile: phoneSchema,
  provinceId: regionId,
  cityId: regionId,
  areaId: regionId,
  addr: addrDetailSchema,
  isDefault: flag01.optional(),
});
export type AddressBody = z.input<typeof addressBody>;

/** `PUT /p/address/updateAddr` → null */
export const updateAddressBody = addressBody.extend({ addrId: idSchema });
export type UpdateAddressBody = z.input<typeof updateAddressBody>;

/** `/p/address/deleteAddr/:addrId`, `/defaultAddr/:addrId`, `/addrInfo/:addrId` */
export const addrIdParams = z.object({ addrId: idSchema });

/** Province, city and district of an answer: ids (division codes) and names in the request language. */
export const regionView = z.object({
  provinceId: z.number(),
  province: z.string(),
  cityId: z.number(),
  city: z.string(),
  areaId: z.number(),
  area: z.string(),
});

/** `GET /p/address/list` (default first, then newest) and `GET /p/address/addrInfo/:addrId`. */
export const addressView = z.object({
  addrId: z.number(),
  receiver: z.string(),
  mobile: z.string(),
  ...regionView.shape,
  addr: z.string(),
  /** 1 the default address, else 0. Exactly one address is the default when any exist. */
  isDefault: z.literal([0, 1]),
});
export type Address = z.infer<typeof addressView>;

/**
 * `POST /p/area/saveUserIpArea` — the area chosen in the top-bar picker: a JSON list of area ids
 * from the province down (1 to 3 ids), or `{areaIds: [...]}`. Anything that is not a valid chain
 * answers A00001 'area operation error'.
 */
export const saveUserAreaBody = z
  .union([z.array(z.unknown()), z.object({ areaIds: z.array(z.unknown()) })])
  .transform((v) => (Array.isArray(v) ? v : v.areaIds));

/** One entry of `GET /p/area/commonRegions` (at most MAX_COMMON_REGIONS, most recent first). */
export interface CommonRegion {
  /** The deepest chosen area. */
  areaId: number;
  /** Names from the province down, joined by a space ("广东省 深圳市 南山区"). */
  areaName: string;
  /** 1 province, 2 city, 3 district. */
  areaType: number;
  /** The chosen chain from the province down. */
  path: { areaId: number; areaName: string; areaType: number }[];
}
