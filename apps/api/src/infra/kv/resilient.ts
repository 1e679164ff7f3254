import { KvUnavailableError, type Kv } from "./kv.ts";
import { MemoryKv } from "./memory.ts";

/**
 * The scaled-mode store: Redis, with the in-process twin as a fallback while Redis is unreachable
 * (ADR "Redis outages"). Throttles and rate limits keep working during an outage, per process
 * instead of shared: with N replicas an attacker gets at most N times the shared limit, and only
 * until Redis is back. Operations that must not run on per-process state use `strict`, which
 * fails with KvUnavailableError (503 + Retry-After) instead.
 */
export class ResilientKv implements Kv {
  readonly kind = "redis" as const;
  private readonly fallback = new MemoryKv();
  private down = false;

  constructor(
    readonly strict: Kv,
    private readonly onChange: (event: "fallback" | "recovered", err?: unknown) => void = () => undefined,
  ) {}

  incr(key: string, ttlSeconds: number): Promise<number> {
    return this.attempt((kv) => kv.incr(key, ttlSeconds));
  }

  get(key: string): Promise<string | null> {
    return this.attempt((kv) => kv.get(key));
  }

  del(key: string): Promise<void> {
    return this.attempt((kv) => kv.del(key));
  }

  setNx(key: string, value: string, ttlSeconds: number): Promise<boolean> {
    return this.attempt((kv) => kv.setNx(key, value, ttlSeconds));
  }

  ping(): Promise<boolean> {
    return this.strict.ping();
  }

  async close(): Promise<void> {
    await this.fallback.close();
    await this.strict.close();
  }

  private async attempt<T>(op: (kv: Kv) => Promise<T>): Promise<T> {
    try {
      const r = await op(this.strict);
      if (this.down) {
        this.down = false;
        this.onChange("recovered");
      }
      return r;
    } catch (e) {
      if (!(e instanceof KvUnavailableError)) throw e;
      if (!this.down) {
        this.down = true;
        this.onChange("fallback", e);
      }
      return op(this.fallback);
    }
  }
}
