import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { route } from "../../infra/http/route.ts";
import { flowServiceOf } from "../flow/service.ts";

const health = z.object({ status: z.literal("up") });
const readiness = z.object({
  status: z.literal("ready"),
  database: z.enum(["pglite", "postgres"]),
  /** Flow analytics ingest: buffered/written/dropped rows and refused events (modules/flow). */
  flow: z.object({
    accepted: z.number(),
    writer: z.object({
      buffered: z.number(),
      written: z.number(),
      dropped: z.number(),
      failedBatches: z.number(),
      lastError: z.string().nullable(),
    }),
    rejected: z.record(z.string(), z.number()),
  }),
});

/** Liveness and readiness for process managers and load balancers (the example of route(): infra/http/route.ts). */
export function systemRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    route(
      app,
      { method: "GET", url: "/healthz", summary: "Liveness: the process answers", tags: ["system"], response: health },
      async () => ({ status: "up" as const }),
    );

    route(
      app,
      {
        method: "GET",
        url: "/readyz",
        summary: "Readiness: the database answers (503 A00005 when it does not)",
        tags: ["system"],
        response: readiness,
      },
      async () => {
        try {
          await ctx.database.query("select 1");
        } catch {
          throw new AppError("A00005", { zh: "数据库不可用", en: "database unavailable" }, null, 503);
        }
        return { status: "ready" as const, database: ctx.database.kind, flow: flowServiceOf(ctx).stats() };
      },
    );
  };
}
