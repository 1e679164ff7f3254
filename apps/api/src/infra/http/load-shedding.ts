import { monitorEventLoopDelay } from "node:perf_hooks";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { fail } from "@souk/contract";
import { RETRY_AFTER_SECONDS } from "./unavailable.ts";

export interface LoadSheddingOptions {
  /** Requests in flight in this process beyond which new ones are refused (0 = no limit). */
  maxInFlight: number;
  /** Requests in flight per route (URL pattern) beyond which that route refuses new ones (0 = no limit). */
  maxInFlightPerRoute: number;
  /**
   * p99 event-loop delay (ms) over the last window beyond which the routes holding more than their
   * fair share of the requests in flight are refused until the loop catches up (0 = off). On PGlite
   * queries run on the API's own thread, so a flood may never fill the in-flight slots: it shows up
   * as a lagging event loop instead.
   */
  maxEventLoopDelayMs?: number;
  /** Length of the event-loop delay window (default 500 ms). */
  eventLoopWindowMs?: number;
}

/** Routes that are never refused: process managers and load balancers must always reach them. */
const EXEMPT = new Set(["/healthz", "/readyz"]);

const BUSY = {
  zh: "服务繁忙，请稍后再试",
  en: "The service is busy, please try again in a moment",
};

const HELD = Symbol("souk.loadSlot");

/**
 * Per-process load shedding (issue 18). A request beyond the limits answers 503 + Retry-After at
 * once instead of queueing: under a burst the excess costs microseconds, the requests admitted
 * keep their latency, and clients back off. Two limits:
 *  - per route: a flood of one endpoint (3,000 searches/s) uses up only that route's slots, so
 *    product pages, carts and checkouts keep their own and their latency;
 *  - per process: an upper bound on everything in flight, whatever the mix.
 * While the event loop lags, a route is refused only when it holds at least the mean number of
 * requests in flight of the routes that have some (its fair share): the flooded route is refused,
 * a page that is not under attack (nothing or little in flight) is still served, so its buyers are
 * neither refused nor slowed by a flood elsewhere. A lagging loop with no route standing out (every
 * route at the mean) refuses them all, as the loop must catch up.
 * Health endpoints are exempt. Registered after the locale hook (the message follows Accept-Language). Slots are given back when the response is sent or the client goes.
 */
export function registerLoadShedding(app: FastifyInstance, opts: LoadSheddingOptions): void {
  let total = 0;
  /** Requests in flight per route; a route with none has no entry, so its size counts the busy routes. */
  const perRoute = new Map<string, number>();
  const release = (req: FastifyRequest) => {
    const key = (req as unknown as Record<symbol, string | undefined>)[HELD];
    if (key === undefined) return;
    (req as unknown as Record<symbol, string | undefined>)[HELD] = undefined;
    total--;
    const n = (perRoute.get(key) ?? 1) - 1;
    if (n <= 0) perRoute.delete(key);
    else perRoute.set(key, n);
  };

  const lag = watchEventLoop(app, opts.maxEventLoopDelayMs ?? 0, opts.eventLoopWindowMs ?? 500);

  // Callback-style hooks: no promise per request for synchronous bookkeeping (issue 10).
  app.addHook("onRequest", (req, reply, done) => {
    const key = req.routeOptions.url;
    if (key === undefined || EXEMPT.has(key)) return done();
    const onRoute = perRoute.get(key) ?? 0;
    if (
      (lag.lagging && aboveFairShare(onRoute, total, perRoute.size)) ||
      (opts.maxInFlight > 0 && total >= opts.maxInFlight) ||
      (opts.maxInFlightPerRoute > 0 && onRoute >= opts.maxInFlightPerRoute)
    ) {
      // Answered here: the request goes no further (done() is not called after a reply).
      reply.status(503).header("retry-after", String(RETRY_AFTER_SECONDS)).send(fail("A00005", BUSY[req.locale]));
      return;
    }
    total++;
    perRoute.set(key, onRoute + 1);
    (req as unknown as Record<symbol, string | undefined>)[HELD] = key;
    done();
  });
  app.addHook("onResponse", (req, _reply, done) => {
    release(req);
    done();
  });
  app.addHook("onRequestAbort", (req, done) => {
    release(req);
    done();
  });
}

/**
 * Whether a route with `onRoute` requests in flight holds at least its fair share of the `total`
 * in flight across `busyRoutes` routes (those with at least one). A route with nothing in flight
 * never does: it cannot be what holds the loop.
 */
export function aboveFairShare(onRoute: number, total: number, busyRoutes: number): boolean {
  if (onRoute === 0 || busyRoutes === 0) return false;
  return onRoute * busyRoutes >= total;
}

/**
 * Samples the event-loop delay (perf_hooks histogram, 10 ms resolution) and decides once per window
 * whether the loop lags: p99 delay of the window above the threshold. A blocked loop also delays the
 * window's timer, so the verdict comes right after the stall, before the requests queued behind it
 * are read. The timer is unref'd and stopped with the app.
 */
function watchEventLoop(app: FastifyInstance, thresholdMs: number, windowMs: number): { lagging: boolean } {
  const state = { lagging: false };
  if (!(thresholdMs > 0)) return state;
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let due = performance.now() + windowMs;
  const timer = setInterval(() => {
    // A stall that spans the tick shows as the tick's own lateness before the histogram records it.
    const late = performance.now() - due;
    due = performance.now() + windowMs;
    state.lagging = Math.max(late, histogram.percentile(99) / 1e6) > thresholdMs;
    histogram.reset();
  }, windowMs);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    histogram.disable();
  });
  return state;
}
