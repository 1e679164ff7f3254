/**
 * SPIKE_DIAG=1: what the API process itself saw in each phase of the spike bench (spike.mjs names
 * the phases over IPC), printed to stderr as one JSON line at exit, so that a slow probe can be
 * traced to its cause: garbage-collection pauses (perf_hooks), event-loop stalls (gaps of a 10 ms
 * timer), database round trips by statement (call to result, queueing for a pooled connection
 * included) and pool waits, and the slowest product pages measured inside the server (request
 * listener to response finished) with the age of their connection. Times are epoch milliseconds,
 * as the prober's.
 */
import type http from "node:http";
import { PerformanceObserver, constants } from "node:perf_hooks";
import type pg from "pg";

interface Phase {
  name: string;
  start: number;
  end?: number;
  gc: { n: number; minorMs: number; majorMs: number; longest: number[] };
  stalls: number[];
  pool: { samples: number; waiting: number; maxWaiting: number };
  queries: Map<string, { n: number; ms: number; max: number; over50: number }>;
  pages: { at: number; ms: number; socketAgeMs: number }[];
}

const now = () => performance.timeOrigin + performance.now();
const top = (xs: number[], n = 8) =>
  [...xs]
    .sort((a, b) => b - a)
    .slice(0, n)
    .map((x) => Math.round(x));

export function diagnose(server: http.Server, pool?: pg.Pool): () => void {
  const phases: Phase[] = [];
  const begin = (name: string) => {
    const last = phases.at(-1);
    if (last) last.end = now();
    phases.push({
      name,
      start: now(),
      gc: { n: 0, minorMs: 0, majorMs: 0, longest: [] },
      stalls: [],
      pool: { samples: 0, waiting: 0, maxWaiting: 0 },
      queries: new Map(),
      pages: [],
    });
  };
  begin("start");
  process.on("message", (m: { phase?: string }) => m.phase && begin(m.phase));
  const phase = () => phases.at(-1)!;

  const obs = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const g = phase().gc;
      const kind = (e as unknown as { detail?: { kind?: number } }).detail?.kind;
      g.n++;
      if (kind === constants.NODE_PERFORMANCE_GC_MINOR) g.minorMs += e.duration;
      else g.majorMs += e.duration;
      g.longest.push(e.duration);
    }
  });
  obs.observe({ entryTypes: ["gc"] });

  let last = performance.now();
  const tick = setInterval(() => {
    const t = performance.now();
    if (t - last > 30) phase().stalls.push(t - last - 10);
    last = t;
    if (pool) {
      const p = phase().pool;
      p.samples++;
      if (pool.waitingCount > 0) p.waiting++;
      p.maxWaiting = Math.max(p.maxWaiting, pool.waitingCount);
    }
  }, 10);
  tick.unref();

  if (pool) {
    const query = pool.query.bind(pool) as (...a: unknown[]) => unknown;
    (pool as unknown as { query: (...a: unknown[]) => unknown }).query = (...a: unknown[]) => {
      const first = a[0] as string | { text?: string };
      const sql = (typeof first === "string" ? first : (first?.text ?? "")).replace(/\s+/g, " ").slice(0, 60);
      const start = performance.now();
      const p = query(...a);
      if (!(p instanceof Promise)) return p;
      const stats = phase().queries;
      return p.finally(() => {
        const ms = performance.now() - start;
        const q = stats.get(sql) ?? { n: 0, ms: 0, max: 0, over50: 0 };
        q.n++;
        q.ms += ms;
        q.max = Math.max(q.max, ms);
        if (ms > 50) q.over50++;
        stats.set(sql, q);
      });
    };
  }

  const born = new WeakMap<object, number>();
  server.on("connection", (s) => born.set(s, performance.now()));
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!req.url?.startsWith("/prod/prodInfo")) return;
    const start = performance.now();
    const age = start - (born.get(req.socket) ?? start);
    const pages = phase().pages;
    res.on("finish", () =>
      pages.push({ at: performance.timeOrigin + start, ms: performance.now() - start, socketAgeMs: age }),
    );
  });

  return () => {
    clearInterval(tick);
    obs.disconnect();
    phase().end = now();
    const mem = process.memoryUsage();
    const report = phases
      .filter((p) => p.name !== "start")
      .map((p) => ({
        phase: p.name,
        seconds: ((p.end ?? now()) - p.start) / 1000,
        gc: {
          ...p.gc,
          minorMs: Math.round(p.gc.minorMs),
          majorMs: Math.round(p.gc.majorMs),
          longest: top(p.gc.longest),
        },
        loopStallsOver30ms: p.stalls.length,
        longestStalls: top(p.stalls),
        pool: p.pool,
        queries: [...p.queries]
          .map(([sql, q]) => ({
            sql,
            n: q.n,
            meanMs: +(q.ms / q.n).toFixed(1),
            maxMs: Math.round(q.max),
            over50: q.over50,
          }))
          .sort((a, b) => b.n - a.n)
          .slice(0, 6),
        slowestProductPages: [...p.pages]
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 8)
          .map((x) => ({ at: Math.round(x.at), ms: Math.round(x.ms), socketAgeMs: Math.round(x.socketAgeMs) })),
      }));
    process.stderr.write(
      `${JSON.stringify({ heapUsedMB: Math.round(mem.heapUsed / 2 ** 20), rssMB: Math.round(mem.rss / 2 ** 20), phases: report })}\n`,
    );
  };
}
