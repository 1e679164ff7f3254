import type { Database } from "../../infra/db/client.ts";
import { flowEvents } from "../../infra/db/schema/index.ts";
import type { FlowRow } from "./screen.ts";

export interface FlowWriterOptions {
  /** Rows per INSERT. */
  batchSize?: number;
  /** Most rows held in memory; what arrives beyond is dropped and counted. */
  maxBuffered?: number;
  /** How long rows may wait for a fuller batch. */
  flushDelayMs?: number;
  /** Wait after a failed INSERT before the same batch is tried again (doubles up to 30 s). */
  retryDelayMs?: number;
}

export interface FlowWriterStats {
  buffered: number;
  written: number;
  /** Rows refused because the buffer was full. */
  dropped: number;
  /** INSERTs that failed (their rows stayed in the buffer and were tried again). */
  failedBatches: number;
  lastError: string | null;
}

/**
 * Appends flow events without making the log call wait for the database: rows go into a bounded
 * in-memory buffer and are inserted in batches by one background loop. A failed batch stays at the
 * head of the buffer and is retried with backoff, so a database outage loses nothing until the
 * buffer is full; then new rows are dropped and counted (stats().dropped), never blocking callers.
 * Rows still buffered when the process is killed are lost — the price of not waiting, accepted for
 * analytics (close() flushes on a clean shutdown).
 */
export class FlowWriter {
  private buffer: FlowRow[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private failureStreak = 0;
  private closed = false;
  private readonly s = { written: 0, dropped: 0, failedBatches: 0, lastError: null as string | null };
  private readonly batchSize: number;
  private readonly maxBuffered: number;
  private readonly flushDelayMs: number;
  private readonly retryDelayMs: number;

  constructor(
    private readonly database: Database,
    opts: FlowWriterOptions = {},
  ) {
    this.batchSize = opts.batchSize ?? 500;
    this.maxBuffered = opts.maxBuffered ?? 100_000;
    this.flushDelayMs = opts.flushDelayMs ?? 200;
    this.retryDelayMs = opts.retryDelayMs ?? 500;
  }

  /** Buffers rows; returns how many were taken (the rest were dropped: buffer full). */
  append(rows: readonly FlowRow[]): number {
    const room = Math.max(0, this.maxBuffered - this.buffer.length);
    const taken = rows.length <= room ? rows : rows.slice(0, room);
    this.s.dropped += rows.length - taken.length;
    if (taken.length) {
      this.buffer.push(...taken);
      this.schedule(this.buffer.length >= this.batchSize ? 0 : this.flushDelayMs);
    }
    return taken.length;
  }

  stats(): FlowWriterStats {
    return { buffered: this.buffer.length, ...this.s };
  }

  /** Writes everything buffered now (tests, shutdown). Rejects if a batch still fails. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
    while (this.buffer.length) {
      if (!(await this.writeOne())) throw new Error(`flow writer: ${this.s.lastError}`);
    }
  }

  /** Stops the loop after a last flush attempt. */
  async close(): Promise<void> {
    this.closed = true;
    try {
      await this.flush();
    } catch {
      // the database is gone: what is left is lost, and was counted as buffered
    }
  }

  private schedule(delayMs: number): void {
    if (this.closed || this.timer || this.running) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.drain().finally(() => {
        this.running = null;
        if (this.buffer.length) this.schedule(this.failureStreak ? this.backoff() : 0);
      });
    }, delayMs);
    this.timer.unref();
  }

  private backoff(): number {
    return Math.min(30_000, this.retryDelayMs * 2 ** Math.max(0, this.failureStreak - 1));
  }

  private async drain(): Promise<void> {
    while (this.buffer.length && !this.closed) {
      if (!(await this.writeOne())) return;
    }
  }

  /** One INSERT at a time (the loop and flush() may both call), so no batch is written twice. */
  private chain: Promise<unknown> = Promise.resolve();
  private writeOne(): Promise<boolean> {
    const next = this.chain.then(() => this.insertHead());
    this.chain = next.catch(() => undefined);
    return next;
  }

  /** Inserts the head batch; on failure it stays at the head. */
  private async insertHead(): Promise<boolean> {
    if (!this.buffer.length) return true;
    const batch = this.buffer.slice(0, this.batchSize);
    try {
      await this.database.db.insert(flowEvents).values(batch);
    } catch (e) {
      this.failureStreak++;
      this.s.failedBatches++;
      this.s.lastError = (e as Error).message.slice(0, 200);
      return false;
    }
    this.buffer.splice(0, batch.length);
    this.s.written += batch.length;
    this.failureStreak = 0;
    return true;
  }
}
