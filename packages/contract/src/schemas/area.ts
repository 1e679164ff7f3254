/** Area of the administrative division tree (spec part 3). areaType: 1 province, 2 city, 3 district. */
export interface Area {
  areaId: number;
  areaName: string;
  areaEnable: number;
  areaType: number;
  parentId: number;
  areas: Area[];
}
export const MAX_COMMON_REGIONS = 4;
/** Local-storage key holding the buyer's chosen area, used in product-list queries. */
export const AREA_STORAGE_KEY = "areaId";
