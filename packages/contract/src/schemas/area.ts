import { z } from "zod";

/**
 * Area of the administrative division tree (spec part 3). areaType: 1 province, 2 city,
 * 3 district. areaId is the division code: province 2 digits (44 广东省), city 4 (4401),
 * district 6 (440106) — mainland codes from GB/T 2260; 71/81/82 (台湾/香港/澳门) with
 * sequential sub-codes. Names are Chinese in every language.
 */
export interface Area {
  areaId: number;
  areaName: string;
  areaEnable: number;
  areaType: number;
  parentId: number;
  areas: Area[];
}
export const area: z.ZodType<Area> = z.lazy(() =>
  z.object({
    areaId: z.number(),
    areaName: z.string(),
    areaEnable: z.number(),
    areaType: z.number(),
    parentId: z.number(),
    areas: z.array(area),
  }),
);
/** `GET /area/provinceIdByUserIp` — the province guessed from the caller's IP. */
export const provinceByIp = z.object({ areaId: z.number(), areaName: z.string() });
export type ProvinceByIp = z.infer<typeof provinceByIp>;
export const MAX_COMMON_REGIONS = 4;
/** Local-storage key holding the buyer's chosen area, used in product-list queries. */
export const AREA_STORAGE_KEY = "areaId";
