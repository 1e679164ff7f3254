import type { Area } from "@souk/contract";
import { endpoint } from "../endpoint";

export const areaTreeEndpoint = () => endpoint<Area[]>("GET", "/area/administrativeDivision");
/** The province guessed from the caller's IP, used until the buyer picks one. */
export const provinceByIpEndpoint = () => endpoint<{ areaId: number | null }>("GET", "/area/provinceIdByUserIp");
