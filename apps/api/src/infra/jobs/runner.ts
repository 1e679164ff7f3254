import { randomBytes } from "node:crypto";
import os from "node:os";
import { and, eq, type SQL } from "drizzle-orm";
import type { Database, Db } from "../db/client.ts";
import { jobs } from "../db/schema/index.ts";

/**
 * Durable jobs in the database (ADR 0003). Timers of the mall — unpaid-order
 * cancel, auto-confirm receipt, refund auto-agree, group expiry — are rows in
 * `jobs`, claimed with `FOR UPDATE SKIP LOCKED` and a lease, so any number of API
 * processes can run the same loop and a job is never run by two of them at once.
 *
 * THE HANDLER CONTRACT — every handler must be idempotent:
 *   Delivery is at-least-once. A handler can run again after it (partly) ran:
 *   when the process dies before the job is marked done, when its lease ends
 *   while it is still working (a stalled event loop, a lost database
 *   connection), or when it throws after committing some of its work. So a
 *   handler re-reads the state it acts on inside its own transaction and acts
 *   only if the action is still due, e.g.
 *     UPDATE orders SET status = 'cancelled' WHERE order_id = $1 AND status = 'unpaid'
 *   and does everything else (release stock, write ledger rows) only when that
 *   statement changed a row. Never "read, then write" outside a transaction.
 *   A handler throws to ask for a retry (exponential backoff, up to maxAttempts,
 *   then the job is `failed` with last_error kept for an operator).
 *
 * Scheduling is idempotent on `uniqueKey` ("order-cancel:<orderNumber>"): the
 * second schedule of a key keeps the first job, whatever its status. Schedule in
 * the caller's transaction (pass `db: tx`) so the job exists if and only if the
 * business change committed.
 */

export interface JobContext {
  jobId: number;
  kind: string;
  uniqueKey: string | null;
  /** 1 on the first run; counts every claim, including runs lost to a crash. */
  attempt: number;
  maxAttempts: number;
  /** The application database; handlers open their own transaction on it. */
  db: Db;
  /** Aborted when this runner lost the job's lease or is stopping past its grace time. */
  signal: AbortSignal;
  log: JobLogger;
}

export type JobHandler<P = unknown> = (payload: P, ctx: JobContext) => Promise<void>;

export interface RegisterOptions {
  /** How long a claim is exclusive without a heartbeat (default: the runner's leaseMs). */
  leaseMs?: number;
}

export interface ScheduleOptions {
  /** When the job becomes due (default: now). */
  runAt?: Date;
  /** Scheduling the same key again is a no-op that returns the existing job. */
  uniqueKey?: string;
  /** Runs before the job is marked failed (default: the table default, 10). */
  maxAttempts?: number;
  /** A transaction (or the db) to insert in; defaults to the application database. */
  db?: Db;
}

export interface JobLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface JobRunnerOptions {
  /** Idle wait between polls when no job was due (default 1000 ms). */
  pollIntervalMs?: number;
  /** Jobs claimed per poll and run concurrently (default 10). */
  batchSize?: number;
  /** Default lease; renewed every leaseMs/3 while the handler runs (default 30 s). */
  leaseMs?: number;
  /** Delay before retry n (1-based) of a failed run (default: 10 s · 2^(n-1), capped at 1 h, with jitter). */
  backoffMs?: (attempt: number) => number;
  /** Identifies this process in locked_by (default host:pid:random). */
  workerId?: string;
  log?: JobLogger;
}

/** What a claimed row looks like to the runner. */
interface ClaimedJob {
  id: number;
  kind: string;
  uniqueKey: string | null;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
}

const silent: JobLogger = { info() {}, warn() {}, error() {} };

export function defaultBackoffMs(attempt: number): number {
  const base = Math.min(3_600_000, 10_000 * 2 ** Math.max(0, attempt - 1));
  // Equal jitter: spreads retries of jobs that failed together (e.g. a database blip).
  return Math.round(base / 2 + (Math.random() * base) / 2);
}

export class JobRunner {
  readonly workerId: string;
  private readonly handlers = new Map<string, { handler: JobHandler<never>; leaseMs: number }>();
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly backoffMs: (attempt: number) => number;
  private log: JobLogger;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly controllers = new Set<AbortController>();
  private loop: Promise<void> | null = null;
  private stopping = false;
  private wake: (() => void) | null = null;

  constructor(
    private readonly database: Database,
    opts: JobRunnerOptions = {},
  ) {
    this.pollIntervalMs = opts.pollIntervalMs ?? 1000;
    // A NaN or 0 interval (a typo in JOB_POLL_MS) would spin the loop against the database.
    if (!(this.pollIntervalMs >= 10))
      throw new RangeError(`job poll interval must be >= 10 ms, got ${opts.pollIntervalMs}`);
    this.batchSize = opts.batchSize ?? 10;
    this.leaseMs = opts.leaseMs ?? 30_000;
    this.backoffMs = opts.backoffMs ?? defaultBackoffMs;
    this.workerId = opts.workerId ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
    this.log = opts.log ?? silent;
  }

  /** Registers the handler of a job kind. A runner only claims kinds it has handlers for. */
  register<P>(kind: string, handler: JobHandler<P>, opts: RegisterOptions = {}): void {
    if (this.handlers.has(kind)) throw new Error(`job kind already registered: ${kind}`);
    this.handlers.set(kind, { handler: handler as JobHandler<never>, leaseMs: opts.leaseMs ?? this.leaseMs });
  }

  /**
   * Inserts a job. With a uniqueKey that already exists (pending, running, done or
   * failed) nothing is inserted and the existing job's id is returned with created=false.
   */
  async schedule(
    kind: string,
    payload: unknown,
    opts: ScheduleOptions = {},
  ): Promise<{ id: number; created: boolean }> {
    const db = opts.db ?? this.database.db;
    const inserted = await this.insertJob(db, kind, payload, opts).returning({ id: jobs.id });
    if (inserted[0]) {
      if (!opts.db) this.wake?.();
      return { id: Number(inserted[0].id), created: true };
    }
    const [existing] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.uniqueKey, opts.uniqueKey!)).limit(1);
    return { id: Number(existing!.id), created: false };
  }

  /**
   * `schedule`'s insert as SQL, for a caller that makes it part of one larger statement in its own
   * transaction (submit, ADR 0031): same rules (an existing uniqueKey inserts nothing), no id
   * answered, no wake-up (the caller's transaction commits later).
   */
  scheduleSql(db: Db, kind: string, payload: unknown, opts: Omit<ScheduleOptions, "db"> = {}): SQL {
    return this.insertJob(db, kind, payload, opts).getSQL();
  }

  private insertJob(db: Db, kind: string, payload: unknown, opts: ScheduleOptions) {
    return db
      .insert(jobs)
      .values({
        kind,
        payload: payload ?? {},
        uniqueKey: opts.uniqueKey ?? null,
        runAt: opts.runAt ?? new Date(),
        ...(opts.maxAttempts !== undefined ? { maxAttempts: opts.maxAttempts } : {}),
      })
      .onConflictDoNothing({ target: jobs.uniqueKey });
  }

  /**
   * Removes the pending job of a key (order paid → drop its timeout), freeing the key.
   * A job that is already running is not stopped: its handler's own state check
   * (the idempotency contract) must find nothing to do. Returns whether a job was removed.
   */
  async cancel(uniqueKey: string, db: Db = this.database.db): Promise<boolean> {
    const removed = await db
      .delete(jobs)
      .where(and(eq(jobs.uniqueKey, uniqueKey), eq(jobs.status, "pending")))
      .returning({ id: jobs.id });
    return removed.length > 0;
  }

  /**
   * Claims the due jobs of the registered kinds (at most batchSize), runs them
   * concurrently and waits for all of them. Returns how many were claimed.
   * The poll loop calls this; tests call it directly instead of starting the loop.
   */
  async runDueOnce(): Promise<number> {
    if (this.handlers.size === 0) return 0;
    await this.failExhaustedLeases();
    const claimed = await this.claim();
    await Promise.all(claimed.map((job) => this.track(this.execute(job))));
    return claimed.length;
  }

  /** Starts the poll loop (production; tests use runDueOnce). */
  start(log?: JobLogger): void {
    if (log) this.log = log;
    if (this.loop) return;
    this.stopping = false;
    this.loop = this.pollLoop();
    this.log.info({ workerId: this.workerId, kinds: [...this.handlers.keys()] }, "job runner started");
  }

  /**
   * Stops polling and waits for running handlers to finish. After graceMs the
   * handlers' signals are aborted, and the leases this runner still holds are
   * handed back (due now, not running), so another process runs those jobs again
   * at once rather than when the lease would expire (hence idempotent handlers).
   */
  async stop(graceMs = 30_000): Promise<void> {
    this.stopping = true;
    this.wake?.();
    const all = Promise.all([this.loop, ...this.inFlight]).then(() => true);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), graceMs)));
    const finished = await Promise.race([all, timedOut]);
    clearTimeout(timer);
    if (!finished) {
      this.log.warn({ running: this.inFlight.size }, "job runner stop: grace time over, abandoning running jobs");
      for (const c of this.controllers) c.abort(new Error("job runner stopping"));
      await this.releaseLeases();
    }
    this.loop = null;
  }

  /**
   * Jobs still claimed by this runner go back to pending, due now. The attempt stays counted, and a
   * handler that still finishes afterwards writes nothing: its (id, attempts, locked_by) claim no
   * longer matches.
   */
  private async releaseLeases(): Promise<void> {
    try {
      const rows = await this.database.query(
        `update jobs set status = 'pending', run_at = now(), locked_by = null, locked_until = null
          where status = 'running' and locked_by = $1
        returning id`,
        [this.workerId],
      );
      if (rows.length > 0) this.log.info({ released: rows.length }, "job leases handed back for another worker");
    } catch (err) {
      this.log.warn({ err }, "job leases not handed back; they expire on their own");
    }
  }

  private async pollLoop(): Promise<void> {
    while (!this.stopping) {
      let claimed = 0;
      try {
        claimed = await this.runDueOnce();
      } catch (err) {
        this.log.error({ err }, "job poll failed");
      }
      // A full batch means more may be due: poll again at once.
      if (claimed < this.batchSize && !this.stopping) await this.sleep(this.pollIntervalMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = null;
        done();
      };
    });
  }

  private track(p: Promise<void>): Promise<void> {
    this.inFlight.add(p);
    return p.finally(() => this.inFlight.delete(p));
  }

  /**
   * One statement claims the batch: the CTE locks due rows with SKIP LOCKED (rows
   * another process is claiming are skipped, never waited for), the UPDATE marks
   * them running with a lease. It is the brief's `UPDATE ... WHERE id IN (SELECT
   * ... FOR UPDATE SKIP LOCKED LIMIT n)` written as a MATERIALIZED CTE, so the
   * planner can never re-run the LIMITed subquery and claim more rows than n.
   * Running jobs whose lease expired (crashed worker) are claimed again.
   */
  private async claim(): Promise<ClaimedJob[]> {
    const kinds = [...this.handlers.keys()];
    // Claimed with the default lease; a kind's own lease is applied by the first heartbeat at once.
    const rows = await this.database.query<Record<string, unknown>>(
      `with due as materialized (
         select id from jobs
          where kind = any($1::text[])
            and ((status = 'pending' and run_at <= now())
              or (status = 'running' and locked_until < now() and attempts < max_attempts))
          order by run_at, id
          limit $2
          for update skip locked
       )
       update jobs j
          set status = 'running', locked_by = $3, attempts = j.attempts + 1,
              locked_until = now() + ($4::double precision * interval '1 millisecond')
         from due
        where j.id = due.id
      returning j.id, j.kind, j.unique_key, j.payload, j.attempts, j.max_attempts`,
      [kinds, this.batchSize, this.workerId, this.leaseMs],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      kind: String(r.kind),
      uniqueKey: (r.unique_key as string | null) ?? null,
      payload: r.payload,
      attempts: Number(r.attempts),
      maxAttempts: Number(r.max_attempts),
    }));
  }

  /** A running job whose lease expired with no attempts left is failed rather than run again. */
  private async failExhaustedLeases(): Promise<void> {
    await this.database.query(
      `update jobs
          set status = 'failed', finished_at = now(), locked_by = null, locked_until = null,
              last_error = 'lease expired after attempt ' || attempts || ' (worker crashed or stalled)'
                           || coalesce(E'\\nprevious: ' || last_error, '')
        where status = 'running' and locked_until < now() and attempts >= max_attempts`,
    );
  }

  private async execute(job: ClaimedJob): Promise<void> {
    const entry = this.handlers.get(job.kind)!;
    const controller = new AbortController();
    this.controllers.add(controller);
    const log = this.childLog({ jobId: job.id, kind: job.kind, attempt: job.attempts });
    // The claim's identity: (id, attempts). Every later write checks it, so a runner
    // that lost its lease cannot overwrite the outcome of the runner that took over.
    const heartbeatEvery = Math.max(50, Math.floor(entry.leaseMs / 3));
    let renewing: Promise<unknown> = this.renew(job, entry.leaseMs, controller, log);
    const heartbeat = setInterval(() => {
      renewing = this.renew(job, entry.leaseMs, controller, log);
    }, heartbeatEvery);
    try {
      await entry.handler(job.payload as never, {
        jobId: job.id,
        kind: job.kind,
        uniqueKey: job.uniqueKey,
        attempt: job.attempts,
        maxAttempts: job.maxAttempts,
        db: this.database.db,
        signal: controller.signal,
        log,
      });
      clearInterval(heartbeat);
      await renewing;
      await this.finish(job, log);
    } catch (err) {
      clearInterval(heartbeat);
      await renewing;
      await this.retryOrFail(job, err, log);
    } finally {
      this.controllers.delete(controller);
    }
  }

  /** Extends the lease to now + leaseMs while the handler runs; aborts the signal when the job is no longer ours. */
  private async renew(job: ClaimedJob, leaseMs: number, controller: AbortController, log: JobLogger): Promise<void> {
    try {
      const rows = await this.database.query(
        `update jobs set locked_until = now() + ($3::double precision * interval '1 millisecond')
          where id = $1 and attempts = $2 and status = 'running' and locked_by = $4
        returning id`,
        [job.id, job.attempts, leaseMs, this.workerId],
      );
      if (rows.length === 0 && !controller.signal.aborted) {
        log.warn({}, "job lease lost; another worker may run it");
        controller.abort(new Error("job lease lost"));
      }
    } catch (err) {
      log.warn({ err }, "job lease renewal failed");
    }
  }

  private async finish(job: ClaimedJob, log: JobLogger): Promise<void> {
    const rows = await this.database.query(
      `update jobs set status = 'done', finished_at = now(), locked_by = null, locked_until = null
        where id = $1 and attempts = $2 and status = 'running' and locked_by = $3
      returning id`,
      [job.id, job.attempts, this.workerId],
    );
    if (rows.length === 0) log.warn({}, "job finished after its lease was taken over");
  }

  private async retryOrFail(job: ClaimedJob, err: unknown, log: JobLogger): Promise<void> {
    const message = err instanceof Error ? (err.stack ?? err.message) : String(err);
    const final = job.attempts >= job.maxAttempts;
    const delay = final ? 0 : Math.max(0, this.backoffMs(job.attempts));
    const rows = await this.database.query(
      `update jobs
          set status = $4, last_error = $5, locked_by = null, locked_until = null,
              run_at = case when $4 = 'pending' then now() + ($6::double precision * interval '1 millisecond') else run_at end,
              finished_at = case when $4 = 'failed' then now() else null end
        where id = $1 and attempts = $2 and status = 'running' and locked_by = $3
      returning id`,
      [job.id, job.attempts, this.workerId, final ? "failed" : "pending", message.slice(0, 8000), delay],
    );
    if (rows.length === 0) log.warn({ err }, "job failed after its lease was taken over");
    else if (final) log.error({ err }, "job failed permanently");
    else log.warn({ err, retryInMs: delay }, "job failed; will retry");
  }

  private childLog(bindings: object): JobLogger {
    const parent = this.log as JobLogger & { child?: (b: object) => JobLogger };
    return typeof parent.child === "function" ? parent.child(bindings) : parent;
  }
}
