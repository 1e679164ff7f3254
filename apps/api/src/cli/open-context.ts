import { createContext } from "../bootstrap.ts";
import { loadConfig } from "../config.ts";
import type { AppContext } from "../context.ts";

/**
 * Runs one command of `npm run mall` on the configured database and cache (DATABASE_URL or the
 * embedded PGlite; REDIS_URL or the in-process twin) and closes both whatever happens, so the
 * process can end and the embedded database is released for the next command.
 */
export async function withMallContext<T>(run: (ctx: AppContext) => Promise<T>): Promise<T> {
  const ctx = await createContext(loadConfig());
  try {
    return await run(ctx);
  } finally {
    await ctx.kv.close();
    await ctx.database.close();
  }
}
