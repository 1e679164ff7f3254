import path from "node:path";
import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../context.ts";
import { notFound } from "../../infra/http/app-error.ts";
import { contentTypeOf, isSafeFileKey, LocalFileStore } from "../../infra/files/local-store.ts";
import { generate } from "./generators.ts";
import { FILES_TEXT } from "./texts.ts";

/**
 * `GET /files/<key>`: files under `${dataDir}/files` (uploads, and demo artwork that is
 * generated on first request and then kept — see generators.ts). Keys never change
 * content, so responses are cacheable for a year. Unsafe keys (`..`, odd characters,
 * unknown extensions) and unknown files answer the 404 envelope (A00013).
 */
export function filesRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const store = new LocalFileStore(path.join(ctx.config.dataDir, "files"));
    // Concurrent first requests for one key render it once.
    const rendering = new Map<string, Promise<Buffer | null>>();

    const load = async (key: string): Promise<Buffer | null> => {
      const stored = await store.read(key);
      if (stored) return stored;
      let pending = rendering.get(key);
      if (!pending) {
        pending = (async () => {
          const bytes = await generate(ctx, key);
          if (bytes) await store.write(key, bytes);
          return bytes;
        })().finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      return pending;
    };

    // Not an envelope endpoint: left out of /docs (a wildcard path is no OpenAPI path either).
    app.get("/files/*", { schema: { hide: true } }, async (req, reply) => {
      const key = (req.params as { "*": string })["*"];
      const type = isSafeFileKey(key) ? contentTypeOf(key) : null;
      const bytes = type ? await load(key) : null;
      if (!type || !bytes) throw notFound(FILES_TEXT.notFound);
      return reply
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff")
        .type(type)
        .send(bytes);
    });
  };
}
