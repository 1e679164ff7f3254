import type { DeleteFootprintBody, FootprintPage } from "@souk/contract";
import { endpoint } from "../endpoint";

/** uc-footprint: the detail page records visits; the user center lists and deletes them. */
export const recordFootprintEndpoint = (prodId: number) =>
  endpoint<null>("POST", "/p/user/footprint", { body: { prodId } });
export const footprintPageEndpoint = (current: number, size: number) =>
  endpoint<FootprintPage>("GET", "/p/user/footprint/page", { query: { current, size } });
export const deleteFootprintsEndpoint = (body: DeleteFootprintBody) =>
  endpoint<null>("DELETE", "/p/user/footprint", { body });
