import { createHash } from "node:crypto";
import { Redis } from "ioredis";
import { KvUnavailableError, ttlMs, type Kv } from "./kv.ts";

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
  /** Longest wait for a connection and for a command's answer, in ms (default 500). */
  timeoutMs?: number;
}

/** The Redis twin (scaled mode): counters shared by every API replica. */
export class RedisKv implements Kv {
  readonly kind = "redis" as const;
  readonly strict: Kv = this;
  /** Resolves once the first connection attempt has succeeded or failed (or timed out). */
  private readonly firstAttempt: Promise<void>;
  /** Whether firstAttempt has resolved. */
  private attempted = false;
  readonly prefix: string;

  constructor(
    private readonly redis: Redis,
    opts: RedisKvOptions = {},
  ) {
    this.prefix = opts.prefix ?? "souk:";
    // Without an offline queue, a command sent before the first connection is up would fail
    // although Redis is fine: commands wait for the first attempt (at most the timeout), never
    // for later reconnects, so an outage still fails fast.
    this.firstAttempt =
      redis.status === "ready"
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const done = () => {
              clearTimeout(timer);
              redis.off("ready", done).off("error", done).off("close", done);
              resolve();
            };
            const timer = setTimeout(done, opts.timeoutMs ?? 500);
            timer.unref();
            redis.once("ready", done).once("error", done).once("close", done);
          });
    void this.firstAttempt.then(() => (this.attempted = true));
  }

  /**
   * Connects to a URL (redis://host:port/db). While Redis is down or slow every command fails
   * within `timeoutMs` (sign-ins used to wait 1.6–15 s): no offline queue, no retries
   * per command, bounded connect and command time. ioredis keeps reconnecting in the background
   * (every 0.2–2 s), and commands work again as soon as Redis is back.
   */
  static connect(url: string, opts: RedisKvOptions = {}): RedisKv {
    const timeoutMs = opts.timeoutMs ?? 500;
    const redis = new Redis(url, {
      connectTimeout: timeoutMs,
      commandTimeout: timeoutMs,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    // Connection errors are retried by ioredis; callers see failed commands. Without
    // a listener an unreachable server would crash the process with an unhandled 'error'.
    redis.on("error", () => undefined);
    return new RedisKv(redis, opts);
  }

  async incr(key: string, ttlSeconds: number): Promise<number> {
    const ms = ttlMs(ttlSeconds);
    const n = await this.run(() => this.redis.eval(INCR_WITH_TTL, 1, this.prefix + key, ms));
    return Number(n);
  }

  async get(key: string): Promise<string | null> {
    return this.run(() => this.redis.get(this.prefix + key));
  }

  async del(key: string): Promise<void> {
    await this.run(() => this.redis.del(this.prefix + key));
  }

  async setNx(key: string, value: string, ttlSeconds: number): Promise<boolean> {
    const ms = ttlMs(ttlSeconds);
    const r = await this.run(() => this.redis.set(this.prefix + key, value, "PX", ms, "NX"));
    return r === "OK";
  }

  /** SHA-1 of each script run here (EVALSHA names a script by it). */
  private readonly shas = new Map<string, string>();

  /**
   * Runs a Lua script on keys under this store's prefix (flash-sale stock: the script is the one
   * atomic step). Fails like every command: KvUnavailableError while Redis is unreachable.
   * Sent as EVALSHA (the script's hash, not its text, on every call); a Redis that does not know
   * the script yet (NOSCRIPT: restarted, flushed) ran nothing, and gets it once with EVAL.
   */
  async evalScript(script: string, keys: readonly string[], args: readonly (string | number)[]): Promise<unknown> {
    let sha = this.shas.get(script);
    if (sha === undefined) {
      sha = createHash("sha1").update(script).digest("hex");
      this.shas.set(script, sha);
    }
    const names = keys.map((k) => this.prefix + k);
    return this.run(async () => {
      try {
        return await this.redis.evalsha(sha, names.length, ...names, ...args);
      } catch (e) {
        if (e instanceof Error && e.name === "ReplyError" && e.message.startsWith("NOSCRIPT"))
          return this.redis.eval(script, names.length, ...names, ...args);
        throw e;
      }
    });
  }

  /** Connection-level failures become KvUnavailableError; a command Redis refuses (a wrong type) stays as it is. */
  private async run<T>(command: () => Promise<T>): Promise<T> {
    if (!this.attempted) await this.firstAttempt; // after it, no extra turn per command
    try {
      return await command();
    } catch (e) {
      if (e instanceof Error && e.name === "ReplyError") throw e;
      throw new KvUnavailableError(e);
    }
  }

  async ping(): Promise<boolean> {
    await this.firstAttempt;
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
