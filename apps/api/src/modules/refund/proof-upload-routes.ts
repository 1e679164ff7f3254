import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { AVATAR_MAX_BYTES, proofUploadQuery } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { imageTooLarge } from "../../infra/files/image.ts";
import { notFound } from "../../infra/http/app-error.ts";
import { requireUser } from "../../infra/http/auth.ts";
import { route } from "../../infra/http/route.ts";
import { acceptImageUploads } from "../../infra/http/upload-limit.ts";
import { uploadedBytes } from "../../infra/http/uploaded-file.ts";
import { proofStoreOf } from "./proof-store.ts";
import { REFUND_TEXT } from "./texts.ts";

const tags = ["after-sales"];

/**
 * Proof photos on their way into an application (ADR 0024): uploaded into the private store, and
 * shown back only to their uploader while the form is open. Its own plugin so the multipart parser
 * and its size guard cover these routes only.
 */
export function proofUploadRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const proofs = proofStoreOf(ctx);
    // One image of at most 2 MB; a larger declared body is refused before a byte is read (413).
    await acceptImageUploads(app, AVATAR_MAX_BYTES, imageTooLarge);

    route(
      app,
      {
        method: "POST",
        url: "/p/orderRefund/proof/upload",
        summary:
          "Upload an after-sales proof photo (multipart `file`; JPG/PNG/WEBP/GIF by content, ≤ 2 MB) → its private key for `imgUrls`",
        description:
          "Stored privately, re-encoded to WebP without metadata; only the uploader and the shop applied to can see it.",
        tags,
        response: z.object({ filePath: z.string() }),
      },
      async (_in, req) => {
        const userId = requireUser(req);
        return { filePath: await proofs.store(userId, await uploadedBytes(req)) };
      },
    );
    route(
      app,
      {
        method: "GET",
        url: "/p/orderRefund/proof/upload",
        summary: "The bytes of one of the signed-in buyer's own proof uploads (`path` = its key); anyone else's → 404",
        tags,
        query: proofUploadQuery,
        produces: "image/webp",
      },
      async ({ query }, req, reply) => {
        const bytes = await proofs.readOwn(query.path, requireUser(req));
        if (!bytes) throw notFound(REFUND_TEXT.proofMissing);
        return reply
          .type("image/webp")
          .header("cache-control", "private, no-store")
          .header("x-content-type-options", "nosniff")
          .send(bytes);
      },
    );
  };
}
