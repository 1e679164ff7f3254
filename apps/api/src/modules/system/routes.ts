import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { fail } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { route } from "../../infra/http/route.ts";
import { RETRY_AFTER_SECONDS } from "../../infra/http/unavailable.ts";
import { flowServiceOf } from "../flow/service.ts";
import { lifecycleOf } from "../../infra/lifecycle.ts";

const health = z.object({ status: z.literal("up") });
const check = z.enum(["up", "slow", "down"]);
const readiness = z.object({
  status: z.enum(["ready", "degraded", "draining"]),
  database: z.enum(["pglite", "postgres"]),
  cache: z.enum(["memory", "redis"]),
  checks: z.object({ database: check, cache: check }),
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
type Check = z.infer<typeof check>;

/** Runs a probe for at most `slowMs`: up when it answers in time, slow when it does not, down when it fails. */
async function probe(run: () => Promise<unknown>, slowMs: number): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Check>((resolve) => {
    timer = setTimeout(() => resolve("slow"), slowMs);
  });
  const answer = run().then(
    (r) => (r === false ? "down" : "up") as Check,
    () => "down" as Check,
  );
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

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
        summary: "Readiness: the database and the cache answer in time",
        description:
          "Each dependency is probed for at most READY_SLOW_MS. A database that is down or slow answers 503 + Retry-After " +
          "(A00005, data as below, status degraded): take this replica out of rotation. From SIGTERM on it answers 503 with status draining. " +
          " A cache (Redis) that is down or slow " +
          "answers 200 with status degraded: the API keeps serving on its per-process fallbacks (docs/adr, Redis outages).",
        tags: ["system"],
        response: readiness,
      },
      async (_input, req, reply) => {
        const slowMs = ctx.config.readySlowMs;
        const [database, cache] = await Promise.all([
          probe(() => ctx.database.query("select 1"), slowMs),
          probe(() => ctx.kv.ping(), slowMs),
        ]);
        const draining = lifecycleOf(ctx).draining;
        const data = {
          status: draining
            ? ("draining" as const)
            : database === "up" && cache === "up"
              ? ("ready" as const)
              : ("degraded" as const),
          database: ctx.database.kind,
          cache: ctx.kv.kind,
          checks: { database, cache },
          flow: flowServiceOf(ctx).stats(),
        };
        if (draining || database !== "up") {
          const msg = draining
            ? req.locale === "en"
              ? "This replica is shutting down"
              : "该实例正在停止"
            : req.locale === "en"
              ? "Database unavailable or slow"
              : "数据库不可用或响应缓慢";
          return reply
            .status(503)
            .header("retry-after", String(RETRY_AFTER_SECONDS))
            .send(fail("A00005", msg, data));
        }
        return data;
      },
    );
  };
}
