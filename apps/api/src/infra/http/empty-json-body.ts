import type { FastifyInstance } from "fastify";

/**
 * An empty body sent with `Content-Type: application/json` is no body. mall4j clients set the
 * header on every request, PUT and DELETE included (`/p/myOrder/cancel/{n}`, `/p/shopCart/deleteAll`);
 * Fastify's own parser answers those with a 400 before the route (or the login check) runs.
 * Anything else is parsed by Fastify's default JSON parser (prototype poisoning refused).
 * A route that needs a body still says so: its schema sees `undefined` (field "body", A00002).
 */
export function registerEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (req, body, done) => {
    const text = body as string;
    if (text.trim() === "") return done(null, undefined);
    return parseJson(req, text, done);
  });
}
