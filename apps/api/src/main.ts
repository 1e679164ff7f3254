import { buildApp } from "./app.ts";
import { createContext } from "./bootstrap.ts";
import { seedIfEmpty } from "./seed/index.ts";
import { drainAndClose } from "./shutdown.ts";

const ctx = await createContext();
// First start of an empty database loads the demo marketplace (SOUK_SEED=0 turns this off).
if (process.env.SOUK_SEED !== "0") {
  const r = await seedIfEmpty(ctx);
  if (r.seeded) console.log(`Loaded demo data: ${r.products} products, ${r.skus} SKUs in ${r.ms} ms`);
}
const app = await buildApp(ctx);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, "draining: readiness 503, finishing in-flight requests and jobs");
  const started = Date.now();
  await drainAndClose(app, ctx, ctx.config.drainMs);
  app.log.info({ ms: Date.now() - started }, "drained; exiting");
  process.exit(0);
};
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ host: ctx.config.host, port: ctx.config.port });
// Handlers were registered by the modules in buildApp; every replica runs the loop (ADR 0003).
ctx.jobs.start(app.log.child({ component: "jobs" }));
app.log.info(`Souk API on http://${ctx.config.host}:${ctx.config.port} (${ctx.database.kind})`);
