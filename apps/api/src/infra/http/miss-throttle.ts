import type { FastifyInstance } from "fastify";
import type { Kv } from "../kv/index.ts";
import { AppError } from "./app-error.ts";

export interface MissThrottleOptions {
  /** Key namespace, e.g. "order". */
  name: string;
  /** Not-found answers per signed-in buyer within the window before 429. */
  perUser: number;
  /** Not-found answers per client address within the window before 429. */
  perIp: number;
  windowSeconds: number;
}

const TOO_MANY = {
  zh: "查询过于频繁，请稍后再试",
  en: "Too many lookups of unknown numbers, please try again later",
};

/**
 * Guessing protection for routes that look something up by a number (order numbers): every 404
 * the routes of this plugin answer counts against the buyer and against the client address; past
 * the limit the routes answer 429 (B00016) until the window ends. A buyer who mistypes a number
 * now and then never gets near the limit; a script walking through numbers is stopped after a
 * few dozen. Counted per buyer and per address, never globally, so one guesser cannot lock
 * out other buyers. Call it inside the plugin whose routes it guards (Fastify encapsulation).
 */
export function registerMissThrottle(app: FastifyInstance, kv: () => Kv, opts: MissThrottleOptions): void {
  const keys = (userId: number | null, ip: string) => [
    ...(userId !== null ? [{ key: `miss:${opts.name}:u:${userId}`, limit: opts.perUser }] : []),
    { key: `miss:${opts.name}:ip:${ip}`, limit: opts.perIp },
  ];
  // preHandler: after the auth hook has identified the buyer.
  app.addHook("preHandler", async (req) => {
    const counts = await Promise.all(
      keys(req.userId, req.ip).map(async (k) => [Number((await kv().get(k.key)) ?? 0), k.limit]),
    );
    if (counts.some(([n, limit]) => n! >= limit!)) throw new AppError("B00016", TOO_MANY, null, 429);
  });
  app.addHook("onResponse", async (req, reply) => {
    if (reply.statusCode !== 404) return;
    await Promise.all(keys(req.userId, req.ip).map((k) => kv().incr(k.key, opts.windowSeconds))).catch(() => undefined);
  });
}
