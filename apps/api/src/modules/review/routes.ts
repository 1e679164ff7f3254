import { z } from "zod";
import type { FastifyPluginAsync } from "fastify";
import { commentableItem, myProdComment, orderItemIdParams, pageQuery, pageSchema, prodCommBody } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { requireUser } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { reviewServiceOf } from "./service.ts";

const tags = ["review"];

/** `/write-comments` and uc-comments (writing side; the detail page's comments are read by modules/comment). */
export function reviewRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const reviews = reviewServiceOf(ctx);
    route(
      app,
      {
        method: "POST",
        url: "/p/prodComm",
        summary:
          "Review a received order item: score 1-5, content ≤ 150, up to 9 uploaded photos, anonymous option; once per item",
        tags,
        body: prodCommBody,
        response: z.null(),
      },
      async ({ body }, req) => {
        await reviews.write(requireUser(req), body, req.locale);
        return null;
      },
    );
    route(
      app,
      {
        method: "GET",
        url: "/p/prodComm/prodCommPageByUser",
        summary: "My reviews, newest first",
        tags,
        query: pageQuery,
        response: pageSchema(myProdComment),
      },
      async ({ query }, req) => reviews.mine(requireUser(req), query, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/p/prodComm/orderItem/:orderItemId",
        summary: "The order item /write-comments is about, and whether it can be reviewed now",
        tags,
        params: orderItemIdParams,
        response: commentableItem,
      },
      async ({ params }, req) => reviews.commentable(requireUser(req), params.orderItemId, req.locale),
    );
  };
}
