import { buildApp } from "./app.ts";
import { createContext } from "./bootstrap.ts";

const ctx = await createContext();
const app = await buildApp(ctx);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, "shutting down");
  await app.close();
  await ctx.jobs.stop();
  await ctx.kv.close();
  await ctx.database.close();
  process.exit(0);
};
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ host: ctx.config.host, port: ctx.config.port });
// Handlers were registered by the modules in buildApp; every replica runs the loop (ADR 0003).
ctx.jobs.start(app.log.child({ component: "jobs" }));
app.log.info(`Souk API on http://${ctx.config.host}:${ctx.config.port} (${ctx.database.kind})`);
