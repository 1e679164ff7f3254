import type { FastifyPluginAsync } from "fastify";
import { flowRangeReport, reportRangeQuery, salesReport as salesReportSchema } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { route } from "../../infra/http/route.ts";
import { flowServiceOf } from "../flow/service.ts";
import { salesReport } from "./service.ts";

const tags = ["seller reports"];

/** The seller center's reports for any day or range: sales by day and the flow report (the staff's own shop). */
export function reportShopRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(
      app,
      {
        method: "GET",
        url: "/m/report/sales",
        staff: ["reports"],
        summary:
          "Sales by day over mall days from..to (inclusive, at most 366): paid amount and orders, refunds, visitors",
        tags,
        query: reportRangeQuery,
        response: salesReportSchema,
      },
      async ({ query }, req) => {
        if (!req.staff) throw new AppError("A00004");
        return salesReport(ctx, req.staff.shopId, query.from, query.to);
      },
    );
    route(
      app,
      {
        method: "GET",
        url: "/m/report/flow",
        staff: ["reports"],
        summary: "Flow report over mall days from..to: page views and visitors per page, sources, product funnel",
        tags,
        query: reportRangeQuery,
        response: flowRangeReport,
      },
      async ({ query }, req) => {
        if (!req.staff) throw new AppError("A00004");
        return flowServiceOf(ctx).reportRange(query.from, query.to, req.staff.shopId, req.locale);
      },
    );
  };
}
