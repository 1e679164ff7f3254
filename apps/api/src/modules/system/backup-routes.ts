import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { requirePlatformStaff } from "../../infra/http/auth.ts";
import { BACKUP_TEXT } from "./texts.ts";

/**
 * `GET /admin/backup/database`: a snapshot of the embedded database (PGlite's data directory as a
 * gzip tarball), for `npm run mall -- backup` while the mall runs — the embedded database allows one
 * process, so the running API takes it. PGlite runs one statement at a time, so the snapshot is
 * taken between statements: every committed transaction is in it, no half of one. Platform staff
 * only; on PostgreSQL 409 (pg_dump is the tool there, README).
 */
export function backupRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get(
      "/admin/backup/database",
      { schema: { hide: true }, config: { platform: ["system"] } },
      async (req, reply) => {
        requirePlatformStaff(req);
        const pglite = ctx.database.pglite;
        if (!pglite) throw new AppError("A00001", BACKUP_TEXT.usePgDump, null, 409);
        // Answered on the raw response: a large database takes longer than the request deadline
        // (REQUEST_TIMEOUT_MS, request-deadline.ts), which leaves hijacked replies alone.
        reply.hijack();
        try {
          const dump = Buffer.from(await (await pglite.dumpDataDir("gzip")).arrayBuffer());
          reply.raw.writeHead(200, { "content-type": "application/gzip", "content-length": dump.length });
          reply.raw.end(dump);
        } catch (err) {
          req.log.error({ err }, "database snapshot failed");
          reply.raw.destroy();
        }
      },
    );
  };
}
