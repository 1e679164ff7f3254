import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import {
  homepageQuery,
  noticeBrief,
  noticeInfoParams,
  noticeInfoQuery,
  noticeDetail,
  noticeListQuery,
  noticePage,
  renovation,
  topNoticeParams,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { route } from "../../infra/http/route.ts";
import { noticeInfo, noticeList } from "./notices.ts";
import { contentServiceOf } from "./service.ts";

const tags = ["content"];

/** Home decoration and notices (spec part 7). Public. */
export function contentRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const content = contentServiceOf(ctx);

    route(
      app,
      {
        method: "GET",
        url: "/shopRenovation/homepage",
        summary:
          "The published platform home decoration (renovationType=1 PC): content is a JSON string of blocks, texts in the request language, live product/shop cards added",
        tags,
        query: homepageQuery,
        response: renovation,
      },
      async ({ query }, req) => content.homepage(query.renovationType, req.locale),
    );

    route(
      app,
      {
        method: "GET",
        url: "/shop/notice/topNoticeList/:shopId",
        summary: "Top notices of the platform (0) or a shop: published, newest first, at most 10 (unknown shop → [])",
        tags,
        params: topNoticeParams,
        response: z.array(noticeBrief),
      },
      async ({ params }, req) => content.topNotices(params.shopId, req.locale),
    );

    route(
      app,
      {
        method: "GET",
        url: "/shop/notice/noticeList",
        summary: "Published notices of the platform (shopId=0) or a shop, newest first (/notice-list)",
        tags,
        query: noticeListQuery,
        response: noticePage,
      },
      async ({ query }, req) => noticeList(ctx, query, req.locale),
    );

    route(
      app,
      {
        method: "GET",
        url: "/shop/notice/info/:id",
        summary: "One published notice with sanitized HTML (/notice-detail); unknown → A00013 'notice does not exist'",
        tags,
        params: noticeInfoParams,
        query: noticeInfoQuery,
        response: noticeDetail,
      },
      async ({ params, query }, req) => noticeInfo(ctx, params.id, query.shopId, req.locale),
    );
  };
}
