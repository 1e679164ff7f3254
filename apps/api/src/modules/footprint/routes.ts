import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { deleteFootprintBody, footprintBody, footprintPage, pageQuery } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { requireUser } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { footprintServiceOf } from "./service.ts";

/** uc-footprint: `/p/user/footprint` (record, page, delete) and the IM-style alias `/p/user/recentBrowse`. */
export function footprintRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const footprints = footprintServiceOf(ctx);
    const tags = ["footprint"];

    // `/p/user/recentBrowse` is form-encoded (spec part 7). This parser exists only inside this
    // plugin; a form post still needs the Authorization header (auth.ts CSRF rule).
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 4096 },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    route(
      app,
      {
        method: "POST",
        url: "/p/user/footprint",
        summary: "Record a visit of a product detail page",
        tags,
        body: footprintBody,
        response: z.null(),
      },
      async ({ body }, req) => {
        await footprints.record(requireUser(req), body.prodId);
        return null;
      },
    );
    route(
      app,
      {
        method: "POST",
        url: "/p/user/recentBrowse",
        summary: "Alias of POST /p/user/footprint (form-encoded prodId, IM service dialect)",
        tags,
        body: footprintBody,
        response: z.null(),
      },
      async ({ body }, req) => {
        await footprints.record(requireUser(req), body.prodId);
        return null;
      },
    );
    route(
      app,
      {
        method: "GET",
        url: "/p/user/footprint/page",
        summary: "Browsing history, newest first, grouped by day",
        tags,
        query: pageQuery,
        response: footprintPage,
      },
      async ({ query }, req) => footprints.page(requireUser(req), query, req.locale),
    );
    route(
      app,
      {
        method: "DELETE",
        url: "/p/user/footprint",
        summary: "Delete footprints: {footprintIds: [...]} or {all: true}",
        tags,
        body: deleteFootprintBody,
        response: z.null(),
      },
      async ({ body }, req) => {
        await footprints.remove(requireUser(req), body);
        return null;
      },
    );
  };
}
