import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { ok, pathAccess, type Locale, type PlatformPermission, type StaffPermission } from "@souk/contract";
import { AppError } from "./app-error.ts";
import { sendAppError } from "./error-handler.ts";
import { replayLaneBody } from "./fast-lane.ts";
import { parse, validationError, type FieldError } from "./validate.ts";

/**
 * Declares a route once, with the contract's zod schemas, for both validation and /docs.
 *
 *   route(app, {
 *     method: "GET",
 *     url: "/search/searchSpuPage",
 *     summary: "Search products",
 *     tags: ["search"],
 *     query: searchQuery,            // zod schema from @souk/contract
 *     response: pageOf(spuSummary),  // zod schema of `data` (the envelope is added for you)
 *   }, async ({ query }, req) => searchService.search(query, req.locale));
 *
 * Contract:
 * - params / query / body are parsed with the zod schemas through `parse()` (validate.ts)
 *   before the handler runs: failures answer one A00002 listing every field's localized
 *   message (a missing body is the field "body"), unknown fields are dropped, and the
 *   handler receives the parsed (typed, coerced, defaulted) values.
 * - The handler returns the `data`; the helper answers `ok(data)` (HTTP 200). To fail, throw
 *   an AppError (the helper answers it with the error handler's envelope, sendAppError). To
 *   answer anything else (a redirect, a file, a custom status), use `reply` and return the reply
 *   itself.
 * - The schemas are NOT given to Fastify: Fastify's ajv never validates these requests (its
 *   errors would not be our A00002 envelope) and fast-json-stringify never serializes the
 *   responses (it would silently drop fields missing from a schema). They sit in the route's
 *   config and are converted to JSON Schema (zod 4's z.toJSONSchema) only when /docs/json is
 *   first built (docs.ts); the response schema is documented inside the envelope.
 * - Access follows the path (auth.ts): `/p/` needs a token, `/ma/` takes one if present; the
 *   docs mark them accordingly.
 */

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

/** What route() keeps in the route config for the docs (see docs.ts). */
export interface RouteContract {
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  /** The schema of the envelope's `data` on success. */
  response?: z.ZodType;
  /** A route answering something other than the JSON envelope: the content type of its 200 answer. */
  produces?: string;
}

declare module "fastify" {
  interface FastifyContextConfig {
    contract?: RouteContract;
    /** What a merchant route's caller must be allowed (RouteDef.staff). */
    staff?: readonly StaffPermission[] | "any";
    /** What a platform route's caller must be allowed (RouteDef.platform). */
    platform?: readonly PlatformPermission[] | "any";
  }
}

export interface RouteDef<Q extends Schema, P extends Schema, B extends Schema, R extends Schema> {
  method: Method;
  url: string;
  /** One line for the docs. */
  summary: string;
  description?: string;
  tags?: string[];
  query?: Q;
  params?: P;
  body?: B;
  response?: R;
  /**
   * For a route that answers a file instead of the envelope (through `reply`): the content type
   * of its 200 answer, documented instead of a response schema (e.g. "application/pdf").
   */
  produces?: string;
  /** Leave the route out of /docs (internal or test-only routes). */
  hide?: boolean;
  /**
   * On a merchant path (`/m/`): what the signed-in staff member's role must allow (any of the
   * permissions listed), or "any" for every role. Required there, so no merchant route can be
   * declared without saying who may use it; the auth hook enforces it (auth.ts).
   */
  staff?: readonly StaffPermission[] | "any";
  /**
   * On a platform path (`/admin/`): what the signed-in platform staff member's role must allow
   * (any of the permissions listed), or "any". Required there, like `staff` on `/m/`.
   */
  platform?: readonly PlatformPermission[] | "any";
  /**
   * The route's request-log level: "warn" for a route polled every few seconds by every
   * storefront (its success lines would drown the log); failures are still logged.
   */
  logLevel?: "warn";
  /** "heavy": a costly query per request (search); load shedding gives it fewer slots (load-shedding.ts). */
  cost?: "heavy";
  /**
   * For a route whose requests are mostly refused (a flash-sale rush): recognises those refusals in
   * the HTTP server before Fastify (fast-lane.ts). It gets the body parsed by `body` (a body that does
   * not parse goes to the route) and the buyer of a token verified a moment ago; it returns the
   * AppError the handler would throw for that request, or undefined to let the route decide. It must
   * never answer differently from the handler, and never create anything.
   */
  fastLane?: (input: { body: Out<B>; userId: number | null; locale: Locale }) => Promise<AppError | undefined>;
}

export interface RouteInput<Q extends Schema, P extends Schema, B extends Schema> {
  query: Out<Q>;
  params: Out<P>;
  body: Out<B>;
}

export type RouteHandler<Q extends Schema, P extends Schema, B extends Schema, R extends Schema> = (
  input: RouteInput<Q, P, B>,
  req: FastifyRequest,
  reply: FastifyReply,
) => Promise<(R extends z.ZodType ? z.output<R> : unknown) | FastifyReply>;

export function route<
  Q extends Schema = undefined,
  P extends Schema = undefined,
  B extends Schema = undefined,
  R extends Schema = undefined,
>(app: FastifyInstance, def: RouteDef<Q, P, B, R>, handler: RouteHandler<Q, P, B, R>): void {
  const { query, params, body, response, produces, fastLane } = def;
  if (pathAccess(def.url) === "merchant" && !def.staff)
    throw new Error(`${def.url}: a merchant route declares its staff permission`);
  if (pathAccess(def.url) === "platform" && !def.platform)
    throw new Error(`${def.url}: a platform route declares its platform permission`);
  if (fastLane) {
    if (!body || query || params) throw new Error(`${def.url}: a fast lane takes routes whose input is a JSON body`);
    app.fastLanes.add(def.method, def.url, (r) => {
      const parsed = body.safeParse(r.body);
      return parsed.success ? fastLane({ ...r, body: parsed.data as Out<B> }) : Promise.resolve(undefined);
    });
  }
  app.route({
    method: def.method,
    url: def.url,
    // Documentation keys only: no querystring/params/body/response here, so Fastify
    // compiles no validator or serializer for this route.
    schema: {
      summary: def.summary,
      ...(def.description ? { description: def.description } : {}),
      ...(def.tags ? { tags: def.tags } : {}),
      ...(def.hide ? { hide: true } : {}),
    },
    config: {
      contract: { query, params, body, response, ...(produces ? { produces } : {}) },
      ...(def.cost ? { cost: def.cost } : {}),
      ...(def.staff ? { staff: def.staff } : {}),
      ...(def.platform ? { platform: def.platform } : {}),
    },
    ...(def.logLevel ? { logLevel: def.logLevel } : {}),
    // A body a fast lane read is handed to Fastify's parser again.
    ...(fastLane ? { preParsing: replayLaneBody } : {}),
    handler: async (req, reply) => {
      // Every part is checked, so one A00002 lists the problems of params, query and body together.
      const fields: FieldError[] = [];
      const input = {
        params: params && check(params, req.params ?? {}, "params", req.locale, fields),
        query: query && check(query, req.query ?? {}, "query", req.locale, fields),
        body: body && check(body, req.body, "body", req.locale, fields),
      } as RouteInput<Q, P, B>;
      if (fields.length) throw validationError(fields);
      let result;
      try {
        result = await handler(input, req, reply);
      } catch (err) {
        // A refusal is answered here, not through Fastify's error path (a flash-sale rush is mostly
        // refusals); the same envelope as the error handler's (sendAppError).
        if (!(err instanceof AppError) || reply.sent) throw err;
        sendAppError(reply, err, req.locale);
        return undefined;
      }
      // A handler that answered through `reply` returned it, but a Reply is a thenable: awaiting it
      // waits for the response and yields undefined, so "sent" is how such an answer shows here.
      if (result === reply || reply.sent) return reply;
      return ok(result ?? null);
    },
  });
}

/** One part of the input parsed; its field errors are added to `fields` (undefined then). Hoisted: no closure per request. */
function check(schema: z.ZodType, value: unknown, prefix: string, locale: Locale, fields: FieldError[]): unknown {
  try {
    return parse(schema, value, locale);
  } catch (err) {
    if (!(err instanceof AppError) || err.code !== "A00002") throw err;
    for (const f of err.data as FieldError[]) fields.push({ ...f, field: f.field === "_" ? prefix : f.field });
    return undefined;
  }
}
