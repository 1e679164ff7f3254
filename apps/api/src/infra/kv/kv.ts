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
