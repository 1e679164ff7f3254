import type { Locale, SettlementFilter, SettlementPage, SettlementRow } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { perContext } from "../../infra/per-context.ts";
import { mallDate, nowMs } from "../../infra/time.ts";
import { settledShops, settlementPage, settlementRows } from "./report.ts";
import { addDay, firstPaidDay, lastSettledDay, mallDayStart, settleDay } from "./settle.ts";

export const FINANCE_JOBS = { settle: "finance.settle" } as const;
const settleKey = (day: string) => `finance-settle:${day}`;
/** The CSV holds at most this many rows (a narrower filter for more). */
export const CSV_MAX_ROWS = 20_000;
/** A day is settled this long after it ends, so refunds finishing at midnight are in. */
const SETTLE_DELAY_MS = 10 * 60_000;

/**
 * The platform's settlement with the shops (ADR 0049): the daily `finance.settle` job settles
 * every unsettled mall day up to its own, in order, each once; the report reads what was settled.
 */
export class FinanceService {
  constructor(private readonly ctx: AppContext) {}

  private today(): string {
    return mallDate(nowMs(this.ctx));
  }

  registerJobs(): void {
    this.ctx.jobs.register<{ day: string }>(FINANCE_JOBS.settle, async (p, job) => {
      const settled = await this.settleThrough(p.day);
      job.log.info({ day: p.day, settled }, "finance days settled");
      await this.schedule(addDay(p.day, 1));
    });
  }

  /** Makes sure yesterday's and today's settlement are scheduled (idempotent keys). */
  async ensureScheduled(): Promise<void> {
    const today = this.today();
    await this.schedule(addDay(today, -1));
    await this.schedule(today);
  }

  private async schedule(day: string): Promise<void> {
    const runAt = new Date(mallDayStart(day, 1).getTime() + SETTLE_DELAY_MS);
    await this.ctx.jobs.schedule(FINANCE_JOBS.settle, { day }, { uniqueKey: settleKey(day), runAt });
  }

  /**
   * Settles every unsettled day from the one after the last settled (or the first day anything was
   * paid) through `day`, oldest first; never a day that has not ended. Answers the days it settled.
   * Safe to run twice, concurrently or after a crash: each day is claimed in its own transaction.
   */
  async settleThrough(day: string): Promise<string[]> {
    const db = this.ctx.database.db;
    const last = day < this.today() ? day : addDay(this.today(), -1);
    const after = await lastSettledDay(db);
    let d = after ? addDay(after, 1) : await firstPaidDay(db);
    const done: string[] = [];
    if (!d) return done;
    for (; d <= last; d = addDay(d, 1)) if (await settleDay(db, d)) done.push(d);
    return done;
  }

  page(q: SettlementFilter & { current: number; size: number }, locale: Locale): Promise<SettlementPage> {
    return settlementPage(this.ctx.database.db, q, locale);
  }

  shops(locale: Locale) {
    return settledShops(this.ctx.database.db, locale);
  }

  rows(f: SettlementFilter, locale: Locale): Promise<SettlementRow[]> {
    return settlementRows(this.ctx.database.db, f, locale, CSV_MAX_ROWS);
  }
}

export const financeServiceOf = perContext((ctx) => new FinanceService(ctx));
