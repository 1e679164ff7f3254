import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import {
  FLOW_MAX_BATCH,
  flowLogResult,
  flowReport,
  flowReportQuery,
  platformFlowReportQuery,
  validationText,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { route } from "../../infra/http/route.ts";
import { validationError } from "../../infra/http/validate.ts";
import { requirePlatformStaff } from "../../infra/http/auth.ts";
import { isDay } from "./days.ts";
import { flowServiceOf } from "./service.ts";

const tags = ["flow"];

/**
 * `POST /flowAnalysisLog` (visitors) and `POST /p/flowAnalysisLog` (signed in): one event or a list
 * of at most 50. Answers 00000 with how many were kept; bad events are dropped and counted, a call
 * that is not an event or a list (or a list longer than 50) is A00002 — never a 5xx. The merchant
 * report `GET /m/flow/report?day=` is the staff's own shop; the platform's `GET /admin/flow/report`
 * any shop or the whole mall (shopId 0).
 */
export function flowRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const flow = flowServiceOf(ctx);
    flow.registerJobs();
    await flow.ensureScheduled();
    app.addHook("onClose", async () => flow.writer.close());
    // navigator.sendBeacon posts visitors' batches as text/plain (a simple request): JSON inside.
    // Only in this plugin; text that is not JSON becomes a malformed body (A00002), never a 5xx.
    app.addContentTypeParser("text/plain", { parseAs: "string", bodyLimit: 64 * 1024 }, (_req, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(null, null);
      }
    });

    const log = (body: unknown, req: FastifyRequest) => {
      if (Array.isArray(body) && body.length > FLOW_MAX_BATCH) {
        flow.countOversize();
        throw validationError([{ field: "body", message: validationText("v.flowBatch")![req.locale] }]);
      }
      if (body === null || typeof body !== "object") {
        flow.log([body], req.userId); // counted as malformed
        throw validationError([{ field: "body", message: validationText("v.flowBody")![req.locale] }]);
      }
      return flow.log(Array.isArray(body) ? body : [body], req.userId);
    };
    const description =
      "Body: one flow event {uuid, uuidSession, pageId, prevPageId, step, visitType, systemType, bizData, nums, shopId, orderNumbers} or a list of at most 50. The user is the token's.";
    for (const url of ["/flowAnalysisLog", "/p/flowAnalysisLog"]) {
      route(
        app,
        {
          method: "POST",
          url,
          summary: url.startsWith("/p/") ? "Flow log of a signed-in buyer" : "Flow log of a visitor",
          description,
          tags,
          response: flowLogResult,
        },
        // Validated in log() rather than by route(): oversize calls are counted, each event is checked on its own.
        async (_in, req) => log(req.body ?? null, req),
      );
    }

    route(
      app,
      {
        method: "GET",
        url: "/m/flow/report",
        staff: ["reports"],
        summary: "Flow report of the staff's shop for one day: page views/visitors, sources, product funnel",
        tags,
        query: flowReportQuery,
        response: flowReport,
      },
      async ({ query }, req) => {
        if (!req.staff) throw new AppError("A00004");
        if (!isDay(query.day))
          throw validationError([{ field: "day", message: validationText("v.flowDay")![req.locale] }]);
        return flow.report(query.day, req.staff.shopId, req.locale);
      },
    );

    route(
      app,
      {
        method: "GET",
        url: "/admin/flow/report",
        platform: ["reports"],
        summary: "Flow report for one day as the platform sees it: the whole mall (shopId 0 or absent) or one shop",
        tags,
        query: platformFlowReportQuery,
        response: flowReport,
      },
      async ({ query }, req) => {
        requirePlatformStaff(req);
        if (!isDay(query.day))
          throw validationError([{ field: "day", message: validationText("v.flowDay")![req.locale] }]);
        return flow.report(query.day, query.shopId ?? 0, req.locale);
      },
    );
  };
}
