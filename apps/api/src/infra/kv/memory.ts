import { ttlMs, type Kv } from "./kv.ts";

interface Entry {
  value: string;
  expiresAt: number;
}

export interface MemoryKvOptions {
  /** Clock in ms (tests move it); default Date.now. */
  now?: () => number;
  /** How often expired keys are swept out of the map (default 60 s). Reads also drop expired keys. */
  sweepIntervalMs?: number;
}

/**
 * The in-process twin: a Map with expiry. Correct for one API process only
 * (the embedded mode); with several replicas use Redis so they share counters.
 * JavaScript runs each method to completion, so incr/setNx are atomic here.
 */
export class MemoryKv implements Kv {
  readonly kind = "memory" as const;
  readonly strict: Kv = this;
  private readonly map = new Map<string, Entry>();
  private readonly now: () => number;
  private readonly sweeper: NodeJS.Timeout;

  constructor(opts: MemoryKvOptions = {}) {
    this.now = opts.now ?? Date.now;
    this.sweeper = setInterval(() => this.sweep(), opts.sweepIntervalMs ?? 60_000);
    this.sweeper.unref();
  }

  async incr(key: string, ttlSeconds: number): Promise<number> {
    const ms = ttlMs(ttlSeconds);
    const e = this.live(key);
    if (!e) {
      this.map.set(key, { value: "1", expiresAt: this.now() + ms });
      return 1;
    }
    if (!/^-?\d+$/.test(e.value)) throw new Error(`kv: value of ${key} is not an integer`);
    const n = Number(e.value) + 1;
    e.value = String(n);
    return n;
  }

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }

  async del(key: string): Promise<void> {
    this.map.delete(key);
  }

  async setNx(key: string, value: string, ttlSeconds: number): Promise<boolean> {
    const ms = ttlMs(ttlSeconds);
    if (this.live(key)) return false;
    this.map.set(key, { value, expiresAt: this.now() + ms });
    return true;
  }

  async ping(): Promise<boolean> {
    return true;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.map.clear();
  }

  /** Removes every expired key; returns how many (the timer calls it, tests too). */
  sweep(): number {
    const t = this.now();
    let n = 0;
    for (const [k, e] of this.map) {
      if (e.expiresAt <= t) {
        this.map.delete(k);
        n++;
      }
    }
    return n;
  }

  /** Number of keys held, expired or not (for tests and metrics). */
  get size(): number {
    return this.map.size;
  }

  private live(key: string): Entry | undefined {
    const e = this.map.get(key);
    if (e && e.expiresAt <= this.now()) {
      this.map.delete(key);
      return undefined;
    }
    return e;
  }
}
