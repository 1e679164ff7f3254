/**
 * Which normalised list queries may have a cached page (ADR 0030-page-weight). Every cached list
 * is an ISR entry Next keeps in memory and on disk, so a visitor sending endless distinct queries
 * must not be able to grow that store without bound: a query is admitted on its second request
 * within the recent window (one-off queries, typed or scripted, render per request as before),
 * and at most `maxAdmitted` queries are admitted per server process. Popular lists — the ones
 * the cache is for — are asked again and again, so they are admitted at once in practice.
 */
export class ListAdmission {
  /** Recently seen, not yet admitted queries, oldest first (a Map keeps insertion order). */
  private readonly seen = new Map<string, true>();
  private readonly admitted = new Set<string>();

  constructor(
    private readonly maxAdmitted = 2_000,
    private readonly window = 10_000,
  ) {}

  /** Records a request for `key`; true when its page may come from (and go into) the cache. */
  admit(key: string): boolean {
    if (this.admitted.has(key)) return true;
    if (this.seen.delete(key) && this.admitted.size < this.maxAdmitted) {
      this.admitted.add(key);
      return true;
    }
    this.seen.set(key, true);
    if (this.seen.size > this.window) this.seen.delete(this.seen.keys().next().value!);
    return false;
  }
}
