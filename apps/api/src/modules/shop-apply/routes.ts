import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { AVATAR_MAX_BYTES, shopApplication, shopApplyBody, shopApplyUploadQuery, shopDocQuery } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { imageTooLarge } from "../../infra/files/image.ts";
import { requireUser } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { acceptImageUploads } from "../../infra/http/upload-limit.ts";
import { shopApplyServiceOf } from "./service.ts";
import { uploadedBytes } from "../../infra/http/uploaded-file.ts";

const tags = ["shop-apply"];

/** The buyer's side of opening a store: upload images, apply / resubmit, read the application. */
export function shopApplyRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const svc = shopApplyServiceOf(ctx);
    // One image of at most 2 MB; a larger declared body is refused before a byte is read (413).
    await acceptImageUploads(app, AVATAR_MAX_BYTES, imageTooLarge);

    route(
      app,
      {
        method: "POST",
        url: "/p/shop/apply/upload",
        summary:
          "Upload a store-application image (multipart `file`, ≤ 2 MB, re-encoded WebP): type=logo → public path, type=doc → private document key",
        tags,
        query: shopApplyUploadQuery,
        response: z.object({ filePath: z.string() }),
      },
      async ({ query }, req) => {
        const userId = requireUser(req);
        return { filePath: await svc.upload(userId, query.type, await uploadedBytes(req)) };
      },
    );
    route(
      app,
      {
        method: "GET",
        url: "/p/shop/apply/doc",
        summary: "A private document (license, ID card) of the signed-in buyer's own application; others → 404",
        tags,
        query: shopDocQuery,
        produces: "image/webp",
      },
      async ({ query }, req, reply) => {
        const bytes = await svc.readDoc(query.path, requireUser(req));
        return reply.type("image/webp").header("cache-control", "private, no-store").send(bytes);
      },
    );
    route(
      app,
      {
        method: "GET",
        url: "/p/shop/apply",
        summary: "The buyer's store application (null when none) with its status",
        tags,
        response: shopApplication.nullable(),
      },
      async (_in, req) => svc.mine(requireUser(req), req.locale),
    );
    route(
      app,
      {
        method: "POST",
        url: "/p/shop/apply",
        summary: "Apply to open a store, or resubmit after 'not passed' (refused while under review or once open)",
        tags,
        body: shopApplyBody,
        response: z.null(),
      },
      async ({ body }, req) => {
        await svc.apply(requireUser(req), body, req.locale);
        return null;
      },
    );
  };
}
