import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import {
  groupActivityDetail,
  groupActivityIdQuery,
  groupActivityPageQuery,
  groupActivityView,
  groupConfirmBody,
  groupConfirmView,
  groupSubmitBody,
  groupTeamView,
  groupTeamsQuery,
  pageSchema,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { requireUser } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { groupBuyServiceOf } from "./service.ts";

const tags = ["groupbuy"];

const submitResult = z.object({
  payNo: z.string(),
  orderNumbers: z.array(z.string()),
  actualTotal: z.number(),
  endTime: z.string(),
});

/** Group buy for the storefront (mall4cloud §3.15: `/ua/` public, `/ma/` login optional) and the buyer's purchase (`/p/`). */
export function groupBuyRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const svc = groupBuyServiceOf(ctx);
    svc.register();
    route(
      app,
      {
        method: "GET",
        url: "/ua/group_activity/page",
        summary: "Running group-buy activities (group price, size, open groups), soonest to end first",
        tags,
        query: groupActivityPageQuery,
        response: pageSchema(groupActivityView),
      },
      async ({ query }, req) => svc.page(query, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/ma/group_activity/info",
        summary: "One group-buy activity with its open groups (members, time left) and the buyer's own open group",
        tags,
        query: groupActivityIdQuery,
        response: groupActivityDetail,
      },
      async ({ query }, req) => svc.info(query.groupActivityId, req.userId, req.locale),
    );
    route(
      app,
      {
        method: "GET",
        url: "/ua/group_activity/join_group_list",
        summary: "The groups of an activity waiting for members, closest to full first",
        tags,
        query: groupTeamsQuery,
        response: z.array(groupTeamView),
      },
      async ({ query }) => svc.teams(query.groupActivityId, query.showSize),
    );
    route(
      app,
      {
        method: "POST",
        url: "/p/group_order/confirm",
        summary: "Price a group purchase (group price, free delivery; no coupons or discounts); reserves nothing",
        tags,
        body: groupConfirmBody,
        response: groupConfirmView,
      },
      async ({ body }, req) => svc.confirm(requireUser(req), body, req.locale),
    );
    route(
      app,
      {
        method: "POST",
        url: "/p/group_order/submit",
        summary: "Create the unpaid group order (groupTeamId 0 starts a group, else joins it when paid) → payNo",
        description:
          "Refused with 'Event not started' / 'The event has ended' (409), the per-order limit (409), a full, expired or already joined group (409), 'Insufficient inventory' (A03010), an unknown groupSkuId or group (404). Nothing is created when refused. Paying moves the order to 7 'grouping'; when the group is full every member's order moves to 2 at once; a group not full in time closes and refunds every member.",
        tags,
        body: groupSubmitBody,
        response: submitResult,
      },
      async ({ body }, req) => svc.submit(requireUser(req), body),
    );
  };
}
