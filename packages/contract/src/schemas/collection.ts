import { z } from "zod";
import { pageSchema } from "../pagination.ts";
import { idSchema } from "../validation.ts";

/*
 * uc-collection (goods and shops) and uc-footprint. Every path is under /p/ (login required);
 * a record of another buyer answers A00013 (404) exactly like one that does not exist.
 */

/** `GET /p/user/collection/isCollection?prodId=` → boolean */
export const prodIdQuery = z.object({ prodId: idSchema });
/** `POST /p/user/collection/addOrCancel` {prodId} → boolean (true: collected now, false: removed) */
export const prodIdBody = z.object({ prodId: idSchema });
/** `GET /p/shop/collection/isCollection?shopId=` → boolean */
export const shopIdQuery = z.object({ shopId: idSchema });
/** `POST /p/shop/collection/addOrCancel` {shopId} → boolean */
export const shopIdBody = z.object({ shopId: idSchema });
/**
 * `DELETE /p/user/collection/:collectionId`, `DELETE /p/shop/collection/:collectionId` → null (uc-collection remove).
 * Counts: `GET /p/user/collection/count`, `GET /p/shop/collection/count` → number.
 */
export const collectionIdParams = z.object({ collectionId: idSchema });

/** A record of `GET /p/user/collection/page?current=&size=` (newest first). Prices are yuan. */
export interface CollectedProduct {
  collectionId: number;
  prodId: number;
  prodName: string;
  pic: string;
  price: number;
  oriPrice: number;
  /** Product status: 1 on shelf, 0 off shelf, -1 deleted (shown greyed out). */
  status: number;
  shopId: number;
  /** "yyyy-MM-dd HH:mm:ss", China time. */
  collectTime: string;
}

/** A record of `GET /p/shop/collection/page?current=&size=` (newest first). */
export interface CollectedShop {
  collectionId: number;
  shopId: number;
  shopName: string;
  shopLogo: string;
  /** Shop status: 1 open; anything else is shown as unavailable. */
  status: number;
  collectTime: string;
}

/**
 * `POST /p/user/footprint` {prodId} → null: the detail page records a visit (one record per
 * product per day, the time refreshed). Alias: `POST /p/user/recentBrowse` (form-encoded prodId).
 */
export const footprintBody = z.object({ prodId: idSchema });

/** `DELETE /p/user/footprint` {footprintIds: [...]} or {all: true} → null */
export const deleteFootprintBody = z
  .object({
    footprintIds: z.array(idSchema, { error: "v.selectRecords" }).max(500, { error: "v.selectRecords" }).optional(),
    all: z.boolean().optional(),
  })
  .refine((d) => d.all === true || (d.footprintIds?.length ?? 0) > 0, {
    error: "v.selectRecords",
    path: ["footprintIds"],
  });
export type DeleteFootprintBody = z.infer<typeof deleteFootprintBody>;

export const footprintItem = z.object({
  footprintId: z.number(),
  prodId: z.number(),
  prodName: z.string(),
  pic: z.string(),
  price: z.number(),
  status: z.number(),
  /** "yyyy-MM-dd HH:mm:ss", China time. */
  browseTime: z.string(),
});
export type FootprintItem = z.infer<typeof footprintItem>;

export const footprintDay = z.object({
  /** "yyyy-MM-dd", China time. */
  date: z.string(),
  items: z.array(footprintItem),
});
export type FootprintDay = z.infer<typeof footprintDay>;

/**
 * `GET /p/user/footprint/page?current=&size=` — pages of footprint records, newest first,
 * grouped by day within the page. total/pages/size count records, not days, so a day can
 * continue on the next page: append items to the last group when the dates match.
 */
export const footprintPage = pageSchema(footprintDay);
export type FootprintPage = z.infer<typeof footprintPage>;
