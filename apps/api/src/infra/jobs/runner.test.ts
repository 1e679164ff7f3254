import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../test/harness.ts";
import { openDatabase, type Database } from "../db/client.ts";
import { jobs } from "../db/schema/index.ts";
import { defaultBackoffMs, JobRunner, type JobRunnerOptions } from "./runner.ts";

/**
 * Runs on PGlite by default and on PostgreSQL with TEST_DATABASE_URL. Every test
 * uses its own job kinds, because a runner only claims the kinds it registered.
 */
let database: Database;
let drop: () => Promise<void>;
let url: string | undefined;
let kindSeq = 0;
const kind = (name: string) => `test.${name}.${++kindSeq}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  ({ database, drop, url } = await openTestDatabase());
});
afterAll(async () => drop());

function runner(opts: JobRunnerOptions = {}, db: Database = database) {
  return new JobRunner(db, { backoffMs: () => 0, ...opts });
}

async function row(id: number) {
  const [r] = await database.db.select().from(jobs).where(eq(jobs.id, id));
  return r!;
}

describe("job runner", () => {
  it("runs a due job once with its payload and marks it done; a future job waits", async () => {
    const r = runner();
    const k = kind("basic");
    const seen: unknown[] = [];
    r.register<{ orderId: number }>(k, async (payload, ctx) => {
      seen.push({ payload, attempt: ctx.attempt, jobId: ctx.jobId });
    });
    const due = await r.schedule(k, { orderId: 7 });
    const later = await r.schedule(k, { orderId: 8 }, { runAt: new Date(Date.now() + 60_000) });
    expect(await r.runDueOnce()).toBe(1);
    expect(seen).toEqual([{ payload: { orderId: 7 }, attempt: 1, jobId: due.id }]);
    const done = await row(due.id);
    expect(done).toMatchObject({ status: "done", attempts: 1, lockedBy: null, lockedUntil: null, lastError: null });
    expect(done.finishedAt).toBeInstanceOf(Date);
    expect(await r.runDueOnce()).toBe(0);
    expect((await row(later.id)).status).toBe("pending");
  });

  it.each([[0], [Number.NaN], [-5]])("refuses a poll interval of %d ms", (ms) => {
    expect(() => runner({ pollIntervalMs: ms })).toThrow(RangeError);
  });

  it("claims only the kinds it has handlers for", async () => {
    const a = runner();
    const ka = kind("mine");
    a.register(ka, async () => {});
    const other = await a.schedule(kind("unknown"), {});
    const mine = await a.schedule(ka, {});
    expect(await a.runDueOnce()).toBe(1);
    expect((await row(mine.id)).status).toBe("done");
    expect((await row(other.id)).status).toBe("pending");
    expect(() => a.register(ka, async () => {})).toThrow(/already registered/);
  });

  describe("uniqueKey", () => {
    it.each([
      ["while pending", false],
      ["after it ran", true],
    ])("keeps one job when the same key is scheduled twice %s", async (_when, runFirst) => {
      const r = runner();
      const k = kind("unique");
      let runs = 0;
      r.register(k, async () => void runs++);
      const key = `${k}:order-1`;
      const first = await r.schedule(k, { n: 1 }, { uniqueKey: key });
      if (runFirst) await r.runDueOnce();
      const second = await r.schedule(k, { n: 2 }, { uniqueKey: key });
      expect(first.created).toBe(true);
      expect(second).toEqual({ id: first.id, created: false });
      await r.runDueOnce();
      expect(runs).toBe(1);
      const rows = await database.db.select().from(jobs).where(eq(jobs.uniqueKey, key));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.payload).toEqual({ n: 1 });
    });

    it("cancel removes a pending job and frees its key", async () => {
      const r = runner();
      const k = kind("cancel");
      let runs = 0;
      r.register(k, async () => void runs++);
      const key = `${k}:order-2`;
      await r.schedule(k, {}, { uniqueKey: key, runAt: new Date(Date.now() + 60_000) });
      expect(await r.cancel(key)).toBe(true);
      expect(await r.cancel(key)).toBe(false);
      expect(await r.cancel("no-such-key")).toBe(false);
      const again = await r.schedule(k, {}, { uniqueKey: key });
      expect(again.created).toBe(true);
      await r.runDueOnce();
      expect(runs).toBe(1);
      expect(await r.cancel(key)).toBe(false); // done jobs are not cancelled
    });

    it("schedules inside the caller's transaction: rolled back with it, kept when it commits", async () => {
      const r = runner();
      const k = kind("tx");
      await expect(
        database.db.transaction(async (tx) => {
          await r.schedule(k, {}, { uniqueKey: `${k}:rolled-back`, db: tx });
          throw new Error("business rule failed");
        }),
      ).rejects.toThrow("business rule failed");
      await database.db.transaction(async (tx) => {
        await r.schedule(k, {}, { uniqueKey: `${k}:committed`, db: tx });
        // Idempotent inside the transaction too.
        expect((await r.schedule(k, {}, { uniqueKey: `${k}:committed`, db: tx })).created).toBe(false);
      });
      const rows = await database.db.select({ key: jobs.uniqueKey }).from(jobs).where(eq(jobs.kind, k));
      expect(rows).toEqual([{ key: `${k}:committed` }]);
    });
  });

  describe("failures", () => {
    it("retries with backoff, then fails keeping the last error", async () => {
      const delays: number[] = [];
      const r = runner({ backoffMs: (n) => (delays.push(n), 0) });
      const k = kind("flaky");
      let runs = 0;
      r.register(k, async () => {
        runs++;
        throw new Error(`boom ${runs}`);
      });
      const { id } = await r.schedule(k, {}, { maxAttempts: 3 });
      for (const expected of ["pending", "pending", "failed"]) {
        expect(await r.runDueOnce()).toBe(1);
        expect((await row(id)).status).toBe(expected);
      }
      expect(await r.runDueOnce()).toBe(0);
      expect(runs).toBe(3);
      expect(delays).toEqual([1, 2]);
      const failed = await row(id);
      expect(failed).toMatchObject({ status: "failed", attempts: 3, lockedBy: null });
      expect(failed.lastError).toContain("boom 3");
      expect(failed.finishedAt).toBeInstanceOf(Date);
    });

    it("puts a failed job back in the queue at now + backoff", async () => {
      const r = runner({ backoffMs: () => 60_000 });
      const k = kind("backoff");
      r.register(k, async () => {
        throw new Error("later");
      });
      const { id } = await r.schedule(k, {});
      const before = Date.now();
      await r.runDueOnce();
      const j = await row(id);
      expect(j.status).toBe("pending");
      expect(j.lastError).toContain("later");
      expect(j.runAt.getTime()).toBeGreaterThan(before + 55_000);
      expect(await r.runDueOnce()).toBe(0); // not due yet
    });

    it.each([
      [1, 5_000, 10_000],
      [2, 10_000, 20_000],
      [5, 80_000, 160_000],
      [20, 1_800_000, 3_600_000],
    ])("default backoff of retry %i lies in [%i, %i] ms", (attempt, min, max) => {
      for (let i = 0; i < 50; i++) {
        const d = defaultBackoffMs(attempt);
        expect(d).toBeGreaterThanOrEqual(min);
        expect(d).toBeLessThanOrEqual(max);
      }
    });
  });

  describe("leases", () => {
    async function insertRunning(k: string, lockedUntil: string, attempts: number, maxAttempts = 10) {
      const [r] = await database.db
        .insert(jobs)
        .values({
          kind: k,
          payload: { crashed: true },
          status: "running",
          attempts,
          maxAttempts,
          lockedBy: "dead-worker",
          lockedUntil: sql.raw(`now() + interval '${lockedUntil}'`) as never,
          runAt: new Date(Date.now() - 120_000),
        })
        .returning({ id: jobs.id });
      return r!.id;
    }

    it("re-runs a running job whose lease expired (crashed worker), not one whose lease holds", async () => {
      const r = runner();
      const k = kind("lease");
      const ran: number[] = [];
      r.register(k, async (_p, ctx) => void ran.push(ctx.jobId));
      const expired = await insertRunning(k, "-1 second", 1);
      const held = await insertRunning(k, "5 minutes", 1);
      expect(await r.runDueOnce()).toBe(1);
      expect(ran).toEqual([expired]);
      expect(await row(expired)).toMatchObject({ status: "done", attempts: 2 });
      expect(await row(held)).toMatchObject({ status: "running", lockedBy: "dead-worker" });
    });

    it("fails an expired job with no attempts left instead of running it again", async () => {
      const r = runner();
      const k = kind("lease-exhausted");
      let runs = 0;
      r.register(k, async () => void runs++);
      const id = await insertRunning(k, "-1 second", 3, 3);
      expect(await r.runDueOnce()).toBe(0);
      expect(runs).toBe(0);
      const j = await row(id);
      expect(j.status).toBe("failed");
      expect(j.lastError).toMatch(/lease expired after attempt 3/);
    });

    it("does not overwrite the outcome when another worker took the job over", async () => {
      const r = runner();
      const k = kind("taken-over");
      r.register(k, async (_p, ctx) => {
        // Simulates: our lease ran out while we worked and another worker re-claimed the job.
        await database.query(`update jobs set locked_by = 'other', attempts = attempts + 1 where id = $1`, [ctx.jobId]);
      });
      const { id } = await r.schedule(k, {});
      await r.runDueOnce();
      expect(await row(id)).toMatchObject({ status: "running", lockedBy: "other", attempts: 2 });
    });

    it("renews the lease while a slow handler runs", async () => {
      const r = runner({ leaseMs: 300 });
      const k = kind("slow");
      let untilAtEnd: Date | null = null;
      r.register(k, async (_p, ctx) => {
        await sleep(700);
        untilAtEnd = (await row(ctx.jobId)).lockedUntil;
        expect(ctx.signal.aborted).toBe(false);
      });
      const { id } = await r.schedule(k, {});
      const started = Date.now();
      await r.runDueOnce();
      // Without renewal the lease would have ended ~300 ms after the claim.
      expect(untilAtEnd!.getTime()).toBeGreaterThan(started + 500);
      expect((await row(id)).status).toBe("done");
    });
  });

  describe("concurrency", () => {
    it("two runners in parallel never run the same job twice", async () => {
      // On PostgreSQL the second runner has its own pool: two API processes.
      // On PGlite (one connection) both share the instance.
      const second = url ? await openDatabase({ url, poolSize: 5 }) : database;
      try {
        const k = kind("parallel");
        const runs = new Map<number, string[]>();
        const handler = (name: string) => async (_p: unknown, ctx: { jobId: number }) => {
          runs.set(ctx.jobId, [...(runs.get(ctx.jobId) ?? []), name]);
          await sleep(Math.random() * 10);
        };
        const a = runner({ batchSize: 5, workerId: "A" });
        const b = runner({ batchSize: 5, workerId: "B" }, second);
        a.register(k, handler("A"));
        b.register(k, handler("B"));
        const ids: number[] = [];
        for (let i = 0; i < 60; i++) ids.push((await a.schedule(k, { i })).id);
        const drain = async (r: JobRunner) => {
          let total = 0;
          for (let n = await r.runDueOnce(); n > 0; n = await r.runDueOnce()) total += n;
          return total;
        };
        const [na, nb] = await Promise.all([drain(a), drain(b)]);
        expect(na + nb).toBe(60);
        for (const id of ids) expect(runs.get(id)).toHaveLength(1);
        if (url) expect(Math.min(na, nb)).toBeGreaterThan(0); // both really worked
        const statuses = await database.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.kind, k));
        expect(new Set(statuses.map((s) => s.status))).toEqual(new Set(["done"]));
      } finally {
        if (second !== database) await second.close();
      }
    });
  });

  describe("poll loop", () => {
    it("runs jobs as they come due and stop() waits for the running handler", async () => {
      const r = runner({ pollIntervalMs: 20 });
      const k = kind("loop");
      const events: string[] = [];
      let release!: () => void;
      const started = new Promise<void>((resolve) => (release = resolve));
      r.register<{ n: number }>(k, async (p) => {
        events.push(`start ${p.n}`);
        if (p.n === 2) {
          release();
          await sleep(200);
        }
        events.push(`end ${p.n}`);
      });
      r.start();
      await r.schedule(k, { n: 1 });
      await r.schedule(k, { n: 2 }, { runAt: new Date(Date.now() + 100) });
      await started;
      await r.stop();
      events.push("stopped");
      expect(events).toEqual(["start 1", "end 1", "start 2", "end 2", "stopped"]);
      const rows = await database.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.kind, k));
      expect(rows.map((x) => x.status)).toEqual(["done", "done"]);
    });

    it("after the grace time, stop() aborts the handler's signal and the job is retried", async () => {
      const r = runner({ pollIntervalMs: 10 });
      const k = kind("stuck");
      let aborted = false;
      let entered!: () => void;
      const inHandler = new Promise<void>((resolve) => (entered = resolve));
      r.register(k, async (_p, ctx) => {
        entered();
        await new Promise<void>((resolve) => ctx.signal.addEventListener("abort", () => resolve()));
        aborted = true;
        throw ctx.signal.reason;
      });
      const { id } = await r.schedule(k, {});
      r.start();
      await inHandler;
      await r.stop(50);
      expect(aborted).toBe(true);
      await sleep(50); // the aborted handler's failure is recorded as a retry
      expect((await row(id)).status).toBe("pending");
    });

    it("hands back the leases of handlers still running after the grace time: another runner takes them at once", async () => {
      const a = runner({ pollIntervalMs: 10, leaseMs: 60_000 });
      const k = kind("handed-back");
      let entered!: () => void;
      const inHandler = new Promise<void>((resolve) => (entered = resolve));
      let finishLate!: () => void;
      // A handler that ignores its abort signal (a slow statement): its lease would hold for a minute.
      a.register(k, async () => {
        entered();
        await new Promise<void>((resolve) => (finishLate = resolve));
      });
      const { id } = await a.schedule(k, {});
      a.start();
      await inHandler;
      await a.stop(50);
      expect(await row(id)).toMatchObject({ status: "pending", lockedBy: null, attempts: 1 });
      const b = runner();
      const ranOnB: number[] = [];
      b.register(k, async (_p, ctx) => void ranOnB.push(ctx.attempt));
      expect(await b.runDueOnce()).toBe(1);
      expect(ranOnB).toEqual([2]);
      // The first handler finally returns: its stale claim writes nothing over b's outcome.
      finishLate();
      await sleep(50);
      expect(await row(id)).toMatchObject({ status: "done", attempts: 2 });
    });
  });
});
