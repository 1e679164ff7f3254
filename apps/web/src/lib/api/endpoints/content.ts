import type { NoticeBrief, PcWebConfig } from "@souk/contract";
import { endpoint } from "../endpoint";
import { CATALOG_CACHE_TAGS } from "./catalog-tags";

export const CACHE_TAGS = { webConfig: "web-config", categories: "categories", notices: "notices" } as const;

/** PC web config (type 3): logo, title, welcome, footer texts. */
export const webConfigEndpoint = () =>
  endpoint<PcWebConfig>("GET", "/webConfig/getPcWebConfig", {
    query: { webConfigType: 3 },
    tags: [CACHE_TAGS.webConfig, CATALOG_CACHE_TAGS.site],
  });

/** Platform (shop 0) top notices for the top-bar ticker. */
export const topNoticesEndpoint = () =>
  endpoint<NoticeBrief[]>("GET", "/shop/notice/topNoticeList/0", {
    tags: [CACHE_TAGS.notices, CATALOG_CACHE_TAGS.notices],
  });
