import { Redis } from "ioredis";
import { ttlMs, type Kv } from "./kv.ts";

/**
 * INCR and set the expiry in one atomic step. The expiry is set when the counter
 * is new, and also when it somehow has none (PTTL -1), so a counter can never
 * live forever and lock someone out.
 */
const INCR_WITH_TTL = `
local v = redis.call('INCR', KEYS[1])
if v == 1 or redis.call('PTTL', KEYS[1]) == -1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
return v`;

export interface RedisKvOptions {
  /** Prepended to every key, so environments and tests can share a server (default "souk:"). */
  prefix?: string;
}

/** The Redis twin (scaled mode): counters shared by every API replica. */
export class RedisKv implements Kv {
  readonly kind = "redis" as const;
  readonly prefix: string;

  constructor(
    private readonly redis: Redis,
    opts: RedisKvOptions = {},
  ) {
    this.prefix = opts.prefix ?? "souk:";
  }

  /** Connects to a URL (redis://host:port/db). Commands fail fast while Redis is down instead of queueing forever. */
  static connect(url: string, opts: RedisKvOptions = {}): RedisKv {
    const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
    // Connection errors are retried by ioredis; callers see failed commands. Without
    // a listener an unreachable server would crash the process with an unhandled 'error'.
    redis.on("error", () => undefined);
    return new RedisKv(redis, opts);
  }

  async incr(key: string, ttlSeconds: number): Promise<number> {
    const n = await this.redis.eval(INCR_WITH_TTL, 1, this.prefix + key, ttlMs(ttlSeconds));
    return Number(n);
  }

  async get(key: string): Promise<string | null> {
    return this.redis.get(this.prefix + key);
  }

  async del(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async setNx(key: string, value: string, ttlSeconds: number): Promise<boolean> {
    const r = await this.redis.set(this.prefix + key, value, "PX", ttlMs(ttlSeconds), "NX");
    return r === "OK";
  }

  async ping(): Promise<boolean> {
    return this.redis.ping().then(
      (r) => r === "PONG",
      () => false,
    );
  }

  /** Deletes every key under this prefix (tests; never call it on a shared production prefix). */
  async clearPrefix(): Promise<number> {
    let cursor = "0";
    let n = 0;
    do {
      const [next, keys] = await this.redis.scan(cursor, "MATCH", `${escapeGlob(this.prefix)}*`, "COUNT", 500);
      cursor = next;
      if (keys.length) n += await this.redis.del(...keys);
    } while (cursor !== "0");
    return n;
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

function escapeGlob(s: string): string {
  return s.replace(/[*?[\]\\]/g, "\\$&");
}
