import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { FastifyInstance, preParsingHookHandler } from "fastify";
import { fail, type Locale } from "@souk/contract";
import type { TokenStore } from "../auth/token-store.ts";
import type { AppError } from "./app-error.ts";
import { accessOf, bearerToken } from "./auth.ts";
import { localeOf } from "./locale.ts";
import { withDialectFields } from "./mall4j-envelope.ts";
import { RETRY_AFTER_SECONDS } from "./unavailable.ts";

/**
 * What a fast lane sees of a request: the JSON body (as received, not yet validated) and the buyer
 * whose token this process verified a moment ago (TokenStore.remembered), or null on a public path.
 */
export interface LaneRequest {
  body: unknown;
  userId: number | null;
  locale: Locale;
}

/**
 * A lane's verdict: an AppError is the refusal the route would answer for this request, sent as is;
 * undefined hands the request to Fastify's route, which decides everything (it may refuse the same
 * way). A lane never creates anything: it only recognises refusals cheaply.
 */
export type Lane = (req: LaneRequest) => Promise<AppError | undefined>;

/** A lane takes bodies up to this size; larger ones go to Fastify (its bodyLimit and errors apply). */
const MAX_BODY = 4096;
const REPLAY = Symbol("souk.fastLaneReplay");

/**
 * Fast lanes (docs/adr/0028-flash-sale-request-path.md): for a route where almost every
 * request of a rush is refused (a flash-sale purchase once the units are gone or the buyer holds
 * the limit), the refusal is answered in the HTTP server's request listener, before Fastify builds
 * its request and reply, runs hooks, parses, validates and serializes — which cost several times the
 * refusal's own work. The lane is an optimisation, never a second authority: whatever it is unsure
 * of goes to the route, which answers it exactly as before.
 *
 * A request takes the lane only when it is plain: the route's fixed URL and method, a JSON body
 * (`application/json`, optionally `; charset=utf-8`) of a declared length up to 4 KiB, not encoded,
 * that had fully arrived with the request's head (else Fastify reads it, under the request deadline),
 * parses without escapes or prototype keys, and, on a signed-in path, an Authorization token this
 * process verified within TOKEN_CACHE_SECONDS (no database read here; cookies, unknown and revoked
 * tokens go to the route's auth hook). The lane then answers a refusal with the envelope, status and
 * headers the route's error path sends (sendAppError), or hands the request on with its body
 * replayed to Fastify's parser (a preParsing hook on the route, added by route()).
 * The load shedder's early refusal runs before (its slots are held while a lane works); a refusal
 * sent here leaves no request log line, like the shedder's.
 */
export class FastLanes {
  /** "METHOD /url" → the lane, and whether its path takes a buyer token. */
  private readonly lanes = new Map<string, { lane: Lane; signedIn: boolean }>();
  private closed = false;

  constructor(private readonly tokens: TokenStore) {}

  /** Adds the lane of a route with a fixed URL (route() does, for `fastLane`). */
  add(method: string, url: string, lane: Lane): void {
    if (/[:*]/.test(url)) throw new Error(`a fast lane needs a fixed URL: ${url}`);
    const access = accessOf(url);
    if (access === "merchant" || access === "platform") throw new Error(`no fast lane on staff paths: ${url}`);
    this.lanes.set(`${method} ${url}`, { lane, signedIn: access !== "public" });
  }

  /** Stops taking requests when the app closes (Fastify answers them then, closing the connection). */
  register(app: FastifyInstance): void {
    app.addHook("onClose", (_app, done) => {
      this.closed = true;
      done();
    });
  }

  /**
   * In the server's request listener: true when a lane took the request (it answers it, or hands it
   * to Fastify's `next` later). `hold` takes the route's load-shedding slot and returns its release.
   */
  take(
    req: IncomingMessage,
    res: ServerResponse,
    next: (req: IncomingMessage, res: ServerResponse) => void,
    hold: (url: string) => () => void,
  ): boolean {
    if (this.closed || this.lanes.size === 0) return false;
    const url = req.url ?? "/";
    const q = url.indexOf("?");
    const path = q < 0 ? url : url.slice(0, q);
    const entry = this.lanes.get(`${req.method} ${path}`);
    if (entry === undefined || !plainJson(req)) return false;
    const release = hold(path);
    // The body of a small request arrives with its head: once the parser has run through the data
    // it was given (the next tick), the whole body is buffered, or the request goes to Fastify as it is.
    process.nextTick(this.run, entry.lane, entry.signedIn, req, res, next, release);
    return true;
  }

  private readonly run = (
    lane: Lane,
    signedIn: boolean,
    req: IncomingMessage,
    res: ServerResponse,
    next: (req: IncomingMessage, res: ServerResponse) => void,
    release: () => void,
  ): void => {
    const pass = (replay?: Buffer) => {
      release();
      if (replay) (req as unknown as Record<symbol, Buffer>)[REPLAY] = replay;
      next(req, res);
    };
    const length = Number(req.headers["content-length"]);
    if (req.readableLength !== length) return pass();
    const body = req.read(length) as Buffer | null;
    if (body === null) return pass();
    const text = body.toString("utf8");
    let json: unknown;
    // Escapes and prototype keys are for Fastify's parser (secure-json-parse) to judge.
    if (text.includes("\\") || text.includes("__proto__") || text.includes("constructor")) return pass(body);
    try {
      json = JSON.parse(text);
    } catch {
      return pass(body);
    }
    let userId: number | null = null;
    if (signedIn) {
      const token = bearerToken(req.headers.authorization);
      const known = token ? this.tokens.remembered(token) : undefined;
      if (known === undefined) return pass(body);
      userId = known;
    }
    const locale = localeOf(req.headers["accept-language"]);
    lane({ body: json, userId, locale }).then(
      (refusal) => {
        if (refusal === undefined) return pass(body);
        release();
        sendRefusal(res, refusal, locale);
      },
      () => pass(body), // the route meets the same trouble and answers it
    );
  };
}

function plainJson(req: IncomingMessage): boolean {
  const h = req.headers;
  const length = Number(h["content-length"]);
  if (!(length > 0 && length <= MAX_BODY) || h["transfer-encoding"] !== undefined) return false;
  if (h["content-encoding"] !== undefined) return false;
  const type = h["content-type"]?.toLowerCase();
  return type === "application/json" || type === "application/json; charset=utf-8";
}

/**
 * The envelope of each refusal up to its timestamp, per language, made once: a lane's refusals are
 * shared AppErrors (a rush repeats a handful of answers thousands of times a second).
 */
const heads = new WeakMap<AppError, Partial<Record<Locale, string>>>();

function headOf(error: AppError, locale: Locale): string {
  let byLocale = heads.get(error);
  if (byLocale === undefined) heads.set(error, (byLocale = {}));
  let head = byLocale[locale];
  if (head === undefined) {
    // withDialectFields' fields and order, the timestamp last (as mall4j-envelope.ts completes it)
    const text = JSON.stringify(withDialectFields(fail(error.code, error.messageFor(locale), error.data), 0));
    byLocale[locale] = head = text.slice(0, text.lastIndexOf(":0}") + 1);
  }
  return head;
}

/** The route's refusal as sendAppError answers it: the code's status, the envelope, Retry-After on 503. */
function sendRefusal(res: ServerResponse, error: AppError, locale: Locale): void {
  const body = `${headOf(error, locale)}${Date.now()}}`;
  const headers: Record<string, string | number> = {};
  if (error.status === 503) headers["retry-after"] = String(RETRY_AFTER_SECONDS);
  headers["content-type"] = "application/json; charset=utf-8";
  headers["content-length"] = Buffer.byteLength(body);
  res.writeHead(error.status, headers);
  res.end(body);
}

/** preParsing hook of a route with a lane: a body the lane read is given to Fastify's parser again. */
export const replayLaneBody: preParsingHookHandler = (req, _reply, payload, done) => {
  const replay = (req.raw as unknown as Record<symbol, Buffer | undefined>)[REPLAY];
  if (replay === undefined) return done(null, payload);
  done(null, Readable.from([replay], { objectMode: false }));
};

declare module "fastify" {
  interface FastifyInstance {
    /** The fast lanes of this app's HTTP server (fast-lane.ts); route() adds a route's `fastLane`. */
    fastLanes: FastLanes;
  }
}
