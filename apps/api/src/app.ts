import Fastify, { type FastifyInstance } from "fastify";
import cookie from "@fastify/cookie";
import type { AppContext } from "./context.ts";
import { registerAuth } from "./infra/http/auth.ts";
import { registerDocs } from "./infra/http/docs.ts";
import { registerErrorHandling } from "./infra/http/error-handler.ts";
import { FastLanes } from "./infra/http/fast-lane.ts";
import { LoadShedder } from "./infra/http/load-shedding.ts";
import { registerLocale } from "./infra/http/locale.ts";
import { loggerOptions, RequestLogController } from "./infra/http/logging.ts";
import { registerEmptyJsonBody } from "./infra/http/empty-json-body.ts";
import { registerDrainBeforeClose } from "./infra/http/drain-before-close.ts";
import { registerRequestDeadline } from "./infra/http/request-deadline.ts";
import { registerMall4jEnvelope } from "./infra/http/mall4j-envelope.ts";
import { registerModules } from "./modules/index.ts";
import { metricsOf } from "./infra/http/metrics.ts";

export interface BuildOptions {
  /** Pino logger options, or false for silence (tests). */
  logger?: boolean | Record<string, unknown>;
}

/** Builds the API without listening, so tests drive it with `inject`. */
export async function buildApp(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  // Refusals of a flash-sale rush answered before Fastify (fast-lane.ts, ADR 0028).
  const lanes = new FastLanes(ctx.tokens);
  const shedder = new LoadShedder(
    {
      maxInFlight: ctx.config.maxInFlight,
      maxInFlightPerRoute: ctx.config.maxInFlightPerRoute,
      maxInFlightHeavyRoute: ctx.config.maxInFlightHeavyRoute,
      maxQueuedHeavyRoute: ctx.config.maxQueuedHeavyRoute,
      heavyQueueWaitMs: ctx.config.heavyQueueWaitMs,
      maxEventLoopDelayMs: ctx.config.maxEventLoopDelayMs,
      lagMinArrivals: ctx.config.lagMinArrivals,
    },
    lanes,
  );
  const app = Fastify({
    // The HTTP server refuses the excess of a route at its limit before Fastify does any work (load-shedding.ts).
    serverFactory: shedder.serverFactory,
    logger: opts.logger ?? loggerOptions(ctx.config),
    // One line per request with method, url, status, responseTime, userId (logging.ts).
    logController: new RequestLogController(),
    // Large bodies are never legitimate on JSON routes; uploads use multipart with their own limits.
    bodyLimit: 1024 * 1024,
    // Only the storefront hop (and a front proxy when configured) may say who the client is: the
    // storefront replaces X-Forwarded-For with the socket's address (apps/web/src/server/client-address.mjs).
    trustProxy: ctx.config.trustProxy,
    requestIdHeader: "x-request-id",
  });
  app.decorate("ctx", ctx);
  // The storefront's server names each buyer request (x-request-id, apps/web/src/server/request-id.mjs):
  // Fastify takes it as the request's id, every log line of the request carries it as reqId, and
  // the answer echoes it so a buyer's report can be matched to both logs.
  app.addHook("onRequest", (req, reply, done) => {
    reply.header("x-request-id", req.id);
    done();
  });
  app.decorate("fastLanes", lanes);
  lanes.register(app);
  // Every request ends within this time: past it 503 + Retry-After (request-deadline.ts, first
  // hook); statement_timeout and the bounded pool wait stop the work behind it.
  registerRequestDeadline(app, ctx.config.requestTimeoutMs);
  await app.register(cookie);
  registerLocale(app);
  shedder.register(app);
  const metrics = metricsOf(ctx);
  metrics.countRefusals(() => shedder.refusals);
  metrics.register(app);
  registerErrorHandling(app);
  registerMall4jEnvelope(app);
  registerEmptyJsonBody(app);
  // A body refused before it was read (413) is drained, so the client reads the answer (no reset).
  registerDrainBeforeClose(app);
  registerAuth(app, ctx.tokens);
  // Before the modules: @fastify/swagger documents the routes added after it.
  await registerDocs(app);
  await registerModules(app, ctx);
  return app;
}

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
