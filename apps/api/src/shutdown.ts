import type { FastifyInstance } from "fastify";
import type { AppContext } from "./context.ts";
import { lifecycleOf } from "./infra/lifecycle.ts";

/**
 * Graceful stop of one API replica (SIGTERM from a process manager or a rolling restart), in this order:
 *
 *  1. `/readyz` turns 503 (lifecycle.ts) — a load balancer probing it stops sending;
 *  2. Fastify closes: chat sockets are told to reconnect (1012, modules/chat/routes.ts) and the
 *     page resumes on another replica; the listener closes, so new connections are refused and a
 *     proxy tries the next upstream; requests already in flight finish, for at most `graceMs`, after
 *     which their connections are cut;
 *  3. meanwhile the job loop stops claiming and waits for running jobs within the same `graceMs`,
 *     then hands back every lease it still holds, so another replica runs those jobs at once
 *     instead of when the lease would have expired;
 *  4. Redis and the database are closed.
 *
 * Resolves when all of that is done; the caller exits 0.
 */
export async function drainAndClose(app: FastifyInstance, ctx: AppContext, graceMs = 10_000): Promise<void> {
  lifecycleOf(ctx).startDraining();
  await Promise.all([closeHttp(app, graceMs), ctx.jobs.stop(graceMs)]);
  await ctx.kv.close();
  await ctx.database.close();
}

async function closeHttp(app: FastifyInstance, graceMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), graceMs)));
  // Node closes the connections idle when the listener closes; a keep-alive connection that
  // finishes a response later is closed as soon as it is idle, so the drain ends with the last answer.
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  const outcome = await Promise.race([app.close().then(() => "closed" as const), late]);
  clearTimeout(timer);
  clearInterval(idle);
  if (outcome === "late") {
    app.log.warn({ graceMs }, "requests still running after the drain time: closing their connections");
    app.server.closeAllConnections();
  }
}
