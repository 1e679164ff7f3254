import type { Area, CommonRegion } from "@souk/contract";
import { endpoint } from "../endpoint";

export const areaTreeEndpoint = () => endpoint<Area[]>("GET", "/area/administrativeDivision");
/** The province guessed from the caller's IP, used until the buyer picks one. */
export const provinceByIpEndpoint = () => endpoint<{ areaId: number | null }>("GET", "/area/provinceIdByUserIp");
/** The logged-in buyer's recent area choices (max 4, newest first). */
export const commonRegionsEndpoint = () => endpoint<CommonRegion[]>("GET", "/p/area/commonRegions");
/** Saves an area choice as the chain of ids from the province down. */
export const saveUserAreaEndpoint = (areaIds: number[]) =>
  endpoint<null>("POST", "/p/area/saveUserIpArea", { body: areaIds });
