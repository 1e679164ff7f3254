import { z } from "zod";
import type { FastifyPluginAsync } from "fastify";
import {
  flowRangeReport,
  platformSalesQuery,
  platformSalesReport,
  reportRangeQuery,
  settlementFilter,
  settlementPage,
  settlementQuery,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { requirePlatformStaff } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { flowServiceOf } from "../flow/service.ts";
import { settlementCsv } from "./csv.ts";
import { platformSales } from "./sales-report.ts";
import { financeServiceOf } from "./service.ts";

const tags = ["platform finance"];

/**
 * The platform console's finance (`finance`) and reports (`reports`): settled shop-days with
 * their CSV, mall-wide sales by day, shop and category, and the mall's flow over a range. Read
 * only; the settlement itself is the `finance.settle` job.
 */
export function financePlatformRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const finance = financeServiceOf(ctx);
    finance.registerJobs();
    await finance.ensureScheduled();
    route(
      app,
      {
        method: "GET",
        url: "/admin/finance/settlements",
        platform: ["finance"],
        summary:
          "Settled shop-days (mall days, newest first): paid, refunds, commission, adjustments, owed (fen); totals of every match",
        tags,
        query: settlementQuery,
        response: settlementPage,
      },
      async ({ query }, req) => {
        requirePlatformStaff(req);
        return finance.page(query, req.locale);
      },
    );
    route(
      app,
      {
        method: "GET",
        url: "/admin/finance/shops",
        platform: ["finance"],
        summary: "The shops with settled days, by id (the settlement report's shop filter)",
        tags,
        response: z.array(z.object({ shopId: z.number(), shopName: z.string() })),
      },
      async (_in, req) => {
        requirePlatformStaff(req);
        return finance.shops(req.locale);
      },
    );
    route(
      app,
      {
        method: "GET",
        url: "/admin/finance/settlements/csv",
        platform: ["finance"],
        summary: "The settled shop-days of the filter as CSV (yuan with two decimals, the table's columns)",
        tags,
        query: settlementFilter,
        produces: "text/csv",
      },
      async ({ query }, req, reply) => {
        requirePlatformStaff(req);
        const csv = settlementCsv(await finance.rows(query, req.locale), req.locale);
        const name = `settlements-${query.from ?? "all"}-${query.to ?? "all"}.csv`;
        return reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="${name}"`)
          .header("cache-control", "no-store")
          .send(csv);
      },
    );
    route(
      app,
      {
        method: "GET",
        url: "/admin/report/sales",
        platform: ["reports"],
        summary: "Mall-wide sales over mall days from..to: by day, by shop and by first-level category (fen)",
        tags,
        query: platformSalesQuery,
        response: platformSalesReport,
      },
      async ({ query }, req) => {
        requirePlatformStaff(req);
        return platformSales(ctx.database.db, query.from, query.to, req.locale);
      },
    );
    route(
      app,
      {
        method: "GET",
        url: "/admin/report/flow",
        platform: ["reports"],
        summary: "The whole mall's flow report over mall days from..to: pages, sources, product funnel",
        tags,
        query: reportRangeQuery,
        response: flowRangeReport,
      },
      async ({ query }, req) => {
        requirePlatformStaff(req);
        return flowServiceOf(ctx).reportRange(query.from, query.to, 0, req.locale);
      },
    );
  };
}
