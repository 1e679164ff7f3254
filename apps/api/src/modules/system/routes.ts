import type { FastifyPluginAsync } from "fastify";
import { ok } from "@souk/contract";
import type { AppContext } from "../../context.ts";

/** Liveness and readiness for process managers and load balancers. */
export function systemRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get("/healthz", async () => ok({ status: "up" }));
    app.get("/readyz", async (_req, reply) => {
      try {
        await ctx.database.query("select 1");
        return ok({ status: "ready", database: ctx.database.kind });
      } catch {
        return reply.status(503).send({ code: "A00005", msg: "database unavailable", data: null, success: false });
      }
    });
  };
}
