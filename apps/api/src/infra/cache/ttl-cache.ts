/**
 * A per-process memo for read-mostly data (config documents, the category tree,
 * the home decoration). Entries expire after `ttlMs`, so a change made by another
 * API process becomes visible within that time; writes in this process call
 * `clear()` to make it visible at once. Concurrent misses share one load.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly loading = new Map<string, Promise<V>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const p = load()
      .then((value) => {
        // A clear() during the load means the value may be stale: serve it once, don't keep it.
        if (generation === this.generation) this.entries.set(key, { value, expires: this.now() + this.ttlMs });
        return value;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, p);
    return p;
  }

  /** The live value of `key`, if any, without loading it. */
  peek(key: string): V | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expires > this.now() ? hit.value : undefined;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }
}
