import { AsyncResource } from "node:async_hooks";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerFactory } from "fastify";
import { fail, localeFromAcceptLanguage, type Locale } from "@souk/contract";
import { runAsHeavy } from "../db/heavy-work.ts";
import type { FastLanes } from "./fast-lane.ts";
import { MALL4J_VERSION } from "./mall4j-envelope.ts";
import { RETRY_AFTER_SECONDS } from "./unavailable.ts";

export interface LoadSheddingOptions {
  /** Requests in flight in this process beyond which new ones are refused (0 = no limit). */
  maxInFlight: number;
  /** Requests in flight per route (URL pattern) beyond which that route refuses new ones (0 = no limit). */
  maxInFlightPerRoute: number;
  /**
   * The same for routes declared `cost: "heavy"` (route.ts), e.g. full-text search: each holds a
   * database connection and whole CPU milliseconds for its query, so fewer of them at once leave the
   * pool's connections and the cores to the cheap pages (0 = the ordinary per-route limit).
   */
  maxInFlightHeavyRoute?: number;
  /**
   * Requests of a heavy route that may wait for one of its slots beyond those in flight (0 = none:
   * refused at once). A low heavy limit then costs two buyers searching at the same moment a few
   * milliseconds, not a 503; a flood fills the queue and its excess is refused at once.
   */
  maxQueuedHeavyRoute?: number;
  /** Longest wait in that queue before the request is refused after all (default 1000 ms). */
  heavyQueueWaitMs?: number;
  /**
   * p99 event-loop delay (ms) over the last window beyond which the routes receiving at least their
   * fair share of the requests are refused until the loop catches up (0 = off). On PGlite queries
   * run on the API's own thread, so a flood may never fill the in-flight slots: it shows up as a
   * lagging event loop instead.
   */
  maxEventLoopDelayMs?: number;
  /**
   * The lag rule engages only while at least this many requests arrived recently (the decaying
   * count, halved every window: about this many per second; default 0). A loop lagged by the
   * process's own work with a handful of buyers is no flood: refusing them would only fail their
   * pages (a PDF drawn on the loop made an invoice page say "no invoice").
   */
  lagMinArrivals?: number;
  /** Length of the event-loop delay window (default 500 ms). */
  eventLoopWindowMs?: number;
}

/** Routes that are never refused: process managers and load balancers must always reach them. */
const EXEMPT = new Set(["/healthz", "/readyz"]);

const BUSY: Record<Locale, string> = {
  zh: "服务繁忙，请稍后再试",
  en: "The service is busy, please try again in a moment",
};

/**
 * The refusal, serialized once per language: sending a ready string skips the serializer; the
 * envelope hook (mall4j-envelope.ts) still appends `fail`, `version` and `timestamp` to it.
 */
const BUSY_JSON: Record<Locale, string> = {
  zh: JSON.stringify(fail("A00005", BUSY.zh)),
  en: JSON.stringify(fail("A00005", BUSY.en)),
};

/** The same envelope with the dialect's fields, up to the timestamp, for refusals sent before Fastify. */
const BUSY_RAW_HEAD: Record<Locale, string> = {
  zh: `${BUSY_JSON.zh.slice(0, -1)},"fail":true,"version":${JSON.stringify(MALL4J_VERSION)},"timestamp":`,
  en: `${BUSY_JSON.en.slice(0, -1)},"fail":true,"version":${JSON.stringify(MALL4J_VERSION)},"timestamp":`,
};

const HELD = Symbol("souk.loadSlot");
/** Set on a request waiting in a heavy route's queue: its entry, so an abort can take it out. */
const QUEUED = Symbol("souk.heavyQueue");
const RETRY_AFTER = String(RETRY_AFTER_SECONDS);
/** Set on a raw request the early check already counted, so the hook does not count it twice. */
const ARRIVED = Symbol("souk.arrived");

declare module "fastify" {
  interface FastifyContextConfig {
    /** Cost class for load shedding: "heavy" routes get MAX_IN_FLIGHT_HEAVY_ROUTE slots (default: ordinary). */
    cost?: "heavy";
  }
}

/**
 * Per-process load shedding (docs/adr/0027-load-shedding.md). A request beyond the limits
 * answers 503 + Retry-After at once instead of queueing: the excess costs microseconds, the requests
 * admitted keep their latency, and clients back off. The rule, checked in this order of cost:
 *  - per route (URL pattern): a flood of one endpoint uses up only that route's slots, so product
 *    pages, carts and checkouts keep theirs. Heavy routes (`cost: "heavy"`, search) get fewer slots,
 *    so a flood of them never holds most of the database pool or the cores;
 *  - per process: an upper bound on everything in flight, whatever the mix;
 *  - while the event loop lags, a route is refused only when it receives at least the mean number
 *    of requests of the routes that receive some (its fair share of the arrivals, refused ones
 *    included, over the last second or so): the flooded route is refused, a page not under attack
 *    is still served. Arrivals, not requests in flight: when the whole process is slow (the loop
 *    waits for a core), the requests of a calm page pile up in flight too, and counting those
 *    would refuse the very page the shedding protects. A lagging loop with no route standing out
 *    refuses them all, as the loop must catch up.
 * Health endpoints are exempt. Slots are given back when the response is sent or the client goes.
 *
 * Two places apply the same rule. `refuseEarly` runs in the HTTP server's request listener, before
 * Fastify builds its request, routes, parses or authenticates anything: for a route with a fixed
 * URL it refuses with a ready-made envelope (a few microseconds; a refusal must cost far less than
 * the work it saves, or thousands of them per second become the overload). The onRequest hook is the
 * authority: it takes the slots, and refuses what the early check could not see (parametric URLs,
 * inject() in tests).
 */
export class LoadShedder {
  /** Requests refused since start (metrics.ts): each refused request is decided once by refuses() or its queue timer. */
  refusals = 0;
  private total = 0;
  /** Requests in flight per route; a route with none has no entry, so its size counts the busy routes. */
  private readonly perRoute = new Map<string, number>();
  /** "METHOD /fixed/url" -> route key and its limit, for the early check (routes without parameters). */
  private readonly fixed = new Map<string, { key: string; limit: number; heavy: boolean }>();
  private lag = { lagging: false, on: false };
  /** Requests received per route, halved at every window of the loop watcher (a decaying count). */
  private readonly arrivals = new Map<string, number>();
  private arrivalsTotal = 0;
  private readonly heavyLimit: number;
  /** Requests of heavy routes waiting for a slot, per route, oldest first. */
  private readonly queues = new Map<string, HeavyWaiter[]>();

  constructor(
    private readonly opts: LoadSheddingOptions,
    /** Routes whose refusals the HTTP server may answer itself (fast-lane.ts), after the early check. */
    private readonly lanes?: FastLanes,
  ) {
    this.heavyLimit = opts.maxInFlightHeavyRoute || opts.maxInFlightPerRoute;
  }

  /** Counts a request received on `key` (only while the loop watcher runs). */
  private arrive(key: string): void {
    if (!this.lag.on) return;
    this.arrivals.set(key, (this.arrivals.get(key) ?? 0) + 1);
    this.arrivalsTotal++;
  }

  /** Halves the arrival counts: they weigh the last window most, and idle routes drop out. */
  private decayArrivals(): void {
    let total = 0;
    for (const [key, n] of this.arrivals) {
      const half = Math.floor(n / 2);
      if (half > 0) this.arrivals.set(key, half);
      else this.arrivals.delete(key);
      total += half;
    }
    this.arrivalsTotal = total;
  }

  /** Whether a new request on `key` (limit `limit`), already counted as arrived, is refused now. */
  private refuses(key: string, limit: number, heavy = false): boolean {
    const refused =
      (limit > 0 && (this.perRoute.get(key) ?? 0) >= limit && !(heavy && this.queueHasRoom(key))) ||
      (this.opts.maxInFlight > 0 && this.total >= this.opts.maxInFlight) ||
      (this.lag.lagging &&
        this.arrivalsTotal >= (this.opts.lagMinArrivals ?? 0) &&
        aboveFairShare(this.arrivals.get(key) ?? 0, this.arrivalsTotal, this.arrivals.size));
    if (refused) this.refusals++;
    return refused;
  }

  private queueHasRoom(key: string): boolean {
    return (this.queues.get(key)?.length ?? 0) < (this.opts.maxQueuedHeavyRoute ?? 0);
  }

  /**
   * Takes a slot of `key` for a request Fastify handles. It is given back on the response's
   * `close` too: a stream the client abandons half way (a file, a PDF) never finishes, so neither
   * onResponse nor, once its body was read, onRequestAbort would ever run for it.
   */
  private take(req: FastifyRequest, reply: FastifyReply, key: string): void {
    this.total++;
    this.perRoute.set(key, (this.perRoute.get(key) ?? 0) + 1);
    (req as unknown as Record<symbol, string | undefined>)[HELD] = key;
    reply.raw.once("close", () => this.release(req));
  }

  /**
   * The early check, in the server's request listener: true when it answered 503 itself. Only a
   * refusal is decided here; an admitted request goes on to Fastify, whose hook takes the slot.
   */
  refuseEarly(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url ?? "/";
    const q = url.indexOf("?");
    const route = this.fixed.get(`${req.method} ${q < 0 ? url : url.slice(0, q)}`);
    if (route === undefined) return false;
    this.arrive(route.key);
    (req as unknown as Record<symbol, boolean>)[ARRIVED] = true;
    if (!this.refuses(route.key, route.limit, route.heavy)) return false;
    const body = `${BUSY_RAW_HEAD[localeFromAcceptLanguage(req.headers["accept-language"])]}${Date.now()}}`;
    res.writeHead(503, {
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(body),
      "retry-after": RETRY_AFTER,
    });
    res.end(body);
    return true;
  }

  /**
   * Holds a slot of the route `key` for work done before Fastify (a fast lane), as the onRequest
   * hook does for Fastify's requests; the returned function gives it back (once).
   */
  private readonly hold = (key: string): (() => void) => {
    this.total++;
    this.perRoute.set(key, (this.perRoute.get(key) ?? 0) + 1);
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.total--;
      const n = (this.perRoute.get(key) ?? 1) - 1;
      if (n <= 0) this.perRoute.delete(key);
      else this.perRoute.set(key, n);
    };
  };

  /**
   * A Fastify `serverFactory`: the plain HTTP/1 server Fastify would create (same timeouts), whose
   * request listener runs `refuseEarly` first, then the fast lanes.
   */
  readonly serverFactory: FastifyServerFactory = (handler, options) => {
    const o = options as {
      http?: http.ServerOptions;
      keepAliveTimeout?: number;
      requestTimeout?: number;
      connectionTimeout?: number;
      maxRequestsPerSocket?: number;
    };
    const lanes = this.lanes;
    const server = http.createServer(o.http ?? {}, (req, res) => {
      if (this.refuseEarly(req, res)) return;
      if (lanes === undefined || !lanes.take(req, res, handler, this.hold)) handler(req, res);
    });
    if (o.keepAliveTimeout !== undefined) server.keepAliveTimeout = o.keepAliveTimeout;
    if (o.requestTimeout !== undefined) server.requestTimeout = o.requestTimeout;
    if (o.connectionTimeout !== undefined) server.setTimeout(o.connectionTimeout);
    if (o.maxRequestsPerSocket && o.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = o.maxRequestsPerSocket;
    return server;
  };

  /**
   * Parks a heavy request until a slot of its route frees (admitNext) or `heavyQueueWaitMs` passes
   * (then refused). Its continuation runs later in its own async context (AsyncResource), not in
   * that of the request whose end freed the slot.
   */
  private enqueue(key: string, req: FastifyRequest, reply: FastifyReply, done: () => void): void {
    const queue = this.queues.get(key) ?? [];
    this.queues.set(key, queue);
    const waiter: HeavyWaiter = {
      key,
      req,
      reply,
      resume: new AsyncResource("souk.heavyQueue"),
      done,
      gone: () => this.dequeue(waiter),
      timer: setTimeout(() => {
        this.dequeue(waiter);
        this.refusals++;
        refuse(req, reply);
      }, this.opts.heavyQueueWaitMs ?? 1000),
    };
    (req as unknown as Record<symbol, HeavyWaiter | undefined>)[QUEUED] = waiter;
    queue.push(waiter);
    // A buyer who leaves gives up the place (Fastify's onRequestAbort does not fire for a request
    // without a body: it had fully arrived).
    reply.raw.once("close", waiter.gone);
  }

  /** Takes a waiter out of its queue (admitted, timed out or gone). */
  private dequeue(waiter: HeavyWaiter): void {
    clearTimeout(waiter.timer);
    (waiter.reply.raw as ServerResponse).removeListener("close", waiter.gone);
    (waiter.req as unknown as Record<symbol, HeavyWaiter | undefined>)[QUEUED] = undefined;
    const queue = this.queues.get(waiter.key);
    const i = queue?.indexOf(waiter) ?? -1;
    if (i >= 0) queue!.splice(i, 1);
    if (queue?.length === 0) this.queues.delete(waiter.key);
  }

  /** Gives a freed slot of `key` to the oldest request waiting for it. */
  private admitNext(key: string): void {
    const waiter = this.queues.get(key)?.[0];
    if (waiter === undefined) return;
    this.dequeue(waiter);
    this.take(waiter.req, waiter.reply, key);
    waiter.resume.runInAsyncScope(() => runAsHeavy(waiter.done));
    waiter.resume.emitDestroy();
  }

  /** Gives back the request's slot or its place in a heavy queue (once, whichever way it ends). */
  private release(req: FastifyRequest): void {
    const waiter = (req as unknown as Record<symbol, HeavyWaiter | undefined>)[QUEUED];
    if (waiter !== undefined) return this.dequeue(waiter);
    const key = (req as unknown as Record<symbol, string | undefined>)[HELD];
    if (key === undefined) return;
    (req as unknown as Record<symbol, string | undefined>)[HELD] = undefined;
    this.total--;
    const n = (this.perRoute.get(key) ?? 1) - 1;
    if (n <= 0) this.perRoute.delete(key);
    else this.perRoute.set(key, n);
    this.admitNext(key);
  }

  /** Registers the hooks (after the locale hook: the message follows Accept-Language). */
  register(app: FastifyInstance): void {
    this.lag = watchEventLoop(app, this.opts.maxEventLoopDelayMs ?? 0, this.opts.eventLoopWindowMs ?? 500, () =>
      this.decayArrivals(),
    );
    const limitOf = (cost: string | undefined) => (cost === "heavy" ? this.heavyLimit : this.opts.maxInFlightPerRoute);

    app.addHook("onRoute", (route) => {
      if (EXEMPT.has(route.url) || /[:*]/.test(route.url)) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const cost = (route.config as { cost?: string } | undefined)?.cost;
      const limit = limitOf(cost);
      for (const m of methods) this.fixed.set(`${m} ${route.url}`, { key: route.url, limit, heavy: cost === "heavy" });
    });

    // A callback hook, not an async one: the refusal path allocates no promise. It runs before body
    // parsing and before the token check (a preHandler).
    app.addHook("onRequest", (req, reply, done) => {
      const key = req.routeOptions.url;
      // A websocket upgrade is no request in flight: its reply never finishes while the socket
      // lives, so a slot taken here would be held for ever. Sockets have their own limits
      // (modules/chat/socket-limits.ts).
      if (key === undefined || EXEMPT.has(key) || (req.raw as { upgrade?: boolean }).upgrade === true) return done();
      if (!(req.raw as unknown as Record<symbol, boolean>)[ARRIVED]) this.arrive(key);
      const cost = req.routeOptions.config.cost;
      const limit = limitOf(cost);
      if (this.refuses(key, limit, cost === "heavy")) return refuse(req, reply);
      if (cost === "heavy" && limit > 0 && (this.perRoute.get(key) ?? 0) >= limit) {
        this.enqueue(key, req, reply, done);
        return;
      }
      this.take(req, reply, key);
      // The rest of a heavy request (hooks, handler, its statements) runs as heavy work: it may
      // hold only the pool's heavy share of connections (infra/db/heavy-work.ts).
      if (cost === "heavy") runAsHeavy(done);
      else done();
    });
    // Callback-style: no promise per request for synchronous bookkeeping.
    app.addHook("onResponse", (req, _reply, done) => {
      this.release(req);
      done();
    });
    app.addHook("onRequestAbort", (req, done) => {
      this.release(req);
      done();
    });
  }
}

interface HeavyWaiter {
  key: string;
  req: FastifyRequest;
  reply: FastifyReply;
  resume: AsyncResource;
  done: () => void;
  gone: () => void;
  timer: NodeJS.Timeout;
}

/** The 503 + Retry-After answer of a refused request, in its language. */
function refuse(req: FastifyRequest, reply: FastifyReply): void {
  reply
    .status(503)
    .header("retry-after", RETRY_AFTER)
    .type("application/json; charset=utf-8")
    .send(BUSY_JSON[req.locale]);
}

/**
 * Whether a route that received `onRoute` of the `total` requests counted across `routes` routes
 * (those with at least one) received at least its fair share, the mean. A route that received
 * nothing never does.
 */
export function aboveFairShare(onRoute: number, total: number, routes: number): boolean {
  if (onRoute === 0 || routes === 0) return false;
  return onRoute * routes >= total;
}

/**
 * Samples the event-loop delay (perf_hooks histogram, 10 ms resolution) and decides once per window
 * whether the loop lags: p99 delay of the window above the threshold. A blocked loop also delays the
 * window's timer, so the verdict comes right after the stall, before the requests queued behind it
 * are read. `onWindow` runs at every window. The timer is unref'd and stopped with the app.
 */
function watchEventLoop(
  app: FastifyInstance,
  thresholdMs: number,
  windowMs: number,
  onWindow: () => void,
): { lagging: boolean; on: boolean } {
  const state = { lagging: false, on: false };
  if (!(thresholdMs > 0)) return state;
  state.on = true;
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let due = performance.now() + windowMs;
  const timer = setInterval(() => {
    // A stall that spans the tick shows as the tick's own lateness before the histogram records it.
    const late = performance.now() - due;
    due = performance.now() + windowMs;
    state.lagging = Math.max(late, histogram.percentile(99) / 1e6) > thresholdMs;
    histogram.reset();
    onWindow();
  }, windowMs);
  timer.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    histogram.disable();
  });
  return state;
}
