import type { NoticeDetail, NoticePage } from "@souk/contract";
import { endpoint } from "../endpoint";
import { CATALOG_CACHE_TAGS } from "./catalog-tags";

export const noticeListEndpoint = (shopId: number, current: number, size: number) =>
  endpoint<NoticePage>("GET", "/shop/notice/noticeList", {
    query: { shopId, current, size },
    tags: [CATALOG_CACHE_TAGS.notices],
  });

/** Unknown, unpublished or another shop's → A00013 "notice does not exist". */
export const noticeInfoEndpoint = (id: number, shopId?: number) =>
  endpoint<NoticeDetail>("GET", `/shop/notice/info/${id}`, { query: { shopId }, tags: [CATALOG_CACHE_TAGS.notices] });
