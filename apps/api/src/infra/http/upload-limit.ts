import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { AppError } from "./app-error.ts";

/** Room for the multipart envelope (boundaries, part headers, a few small fields) on top of the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Refuses a multipart request whose declared Content-Length exceeds `maxFileBytes` plus the envelope,
 * on every route of the plugin it is called in, before the body is read: 413 with the error's
 * message (which names the limit), and the connection is closed so the client stops sending.
 * Bodies without a length (chunked) are cut by the multipart parser's fileSize limit instead.
 */
function refuseOversizeMultipart(app: FastifyInstance, maxFileBytes: number, tooLarge: () => AppError): void {
  app.addHook("onRequest", async (req, reply) => {
    const length = Number(req.headers["content-length"] ?? 0);
    if (!req.headers["content-type"]?.startsWith("multipart/")) return;
    if (!(length > maxFileBytes + MULTIPART_OVERHEAD_BYTES)) return;
    reply.header("connection", "close");
    throw tooLarge();
  });
}

/**
 * The upload routes' parser, for the plugin it is called in (encapsulated: other routes never parse
 * multipart): one file of at most `maxFileBytes`, a few small fields, and the size guard above.
 */
export async function acceptImageUploads(
  app: FastifyInstance,
  maxFileBytes: number,
  tooLarge: () => AppError,
  limits: { fields: number; parts: number } = { fields: 5, parts: 6 },
): Promise<void> {
  await app.register(multipart, { limits: { fileSize: maxFileBytes, files: 1, fieldSize: 1024, ...limits } });
  refuseOversizeMultipart(app, maxFileBytes, tooLarge);
}
