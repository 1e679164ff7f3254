/**
 * Small shared state with expiry: rate-limit counters, SMS-code throttles,
 * one-time tokens, short locks. Two twins behind this interface (architecture §2):
 * in-process (embedded mode, one API process) and Redis (REDIS_URL, several
 * replicas share the counters). Both give the same answers; kv.test.ts runs the
 * same table against both.
 *
 * Keys are plain strings chosen by the caller ("rl:login:ip:1.2.3.4"); values are
 * strings. TTLs are in seconds and may be fractional (millisecond precision).
 */
export interface Kv {
  readonly kind: "memory" | "redis";
  /**
   * Adds 1 to the counter and returns the new value (1 for a new or expired key).
   * The TTL is set when the counter is created and is NOT extended by later
   * increments: a fixed window, which is what a rate limit wants.
   */
  incr(key: string, ttlSeconds: number): Promise<number>;
  /** The value, or null when absent or expired. Counters read as decimal strings. */
  get(key: string): Promise<string | null>;
  del(key: string): Promise<void>;
  /** Sets the key only when it is absent (or expired); true when this call set it. */
  setNx(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  /**
   * The store without any fallback: operations that must see the one shared state (or fail)
   * use it; a Redis outage then throws KvUnavailableError (503 + Retry-After). The plain
   * methods of the scaled-mode store fall back to per-process counters instead (ADR Redis outages).
   */
  readonly strict: Kv;
  /** True when the store answers now (readiness); never throws. */
  ping(): Promise<boolean>;
  /** Releases timers and connections. */
  close(): Promise<void>;
}

/** Milliseconds of a TTL in seconds; at least 1 ms, so a key always expires. */
export function ttlMs(ttlSeconds: number): number {
  if (!Number.isFinite(ttlSeconds) || ttlSeconds <= 0)
    throw new RangeError(`ttlSeconds must be > 0, got ${ttlSeconds}`);
  return Math.max(1, Math.round(ttlSeconds * 1000));
}

/** The shared store (Redis) did not answer in time or is unreachable; the request answers 503 + Retry-After. */
export class KvUnavailableError extends Error {
  readonly code = "KV_UNAVAILABLE";
  constructor(cause: unknown) {
    super(`kv unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "KvUnavailableError";
  }
}
