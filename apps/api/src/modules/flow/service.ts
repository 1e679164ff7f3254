import {
  FLOW_PAGE_NAMES,
  type FlowLogResult,
  type FlowPageId,
  type FlowRangeReport,
  type FlowReport,
  type Locale,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { perContext } from "../../infra/per-context.ts";
import { mallDate, nowMs } from "../../infra/time.ts";
import { catalogServiceOf } from "../catalog/service.ts";
import { aggregateDay, deleteRawBefore } from "./aggregate.ts";
import { addDays, dayStart } from "./days.ts";
import { readMallVisitors, readRangeReport, readReport } from "./queries.ts";
import { screenEvents, type DropReason } from "./screen.ts";
import { FlowWriter, type FlowWriterStats } from "./writer.ts";

export const FLOW_JOBS = { aggregate: "flow.aggregateDay", retention: "flow.retention" } as const;
const aggregateKey = (day: string) => `flow-aggregate:${day}`;
const retentionKey = (day: string) => `flow-retention:${day}`;
/** Today's report is re-aggregated from raw events at most this often. */
const LIVE_REFRESH_MS = 10_000;

export interface FlowStats {
  writer: FlowWriterStats;
  accepted: number;
  /** Events refused per reason since start; oversize counts whole calls refused. */
  rejected: Record<DropReason, number> & { oversize: number };
}

export function pageName(pageId: number, locale: Locale): string {
  if (pageId === 0) return locale === "zh" ? "直接访问" : "Direct entry";
  return FLOW_PAGE_NAMES[pageId as FlowPageId]?.[locale] ?? String(pageId);
}

/**
 * Flow analytics: the log call (screen → buffered writer, never waiting for the database), the
 * daily aggregation and raw-event retention jobs (durable, ADR 0003), and the reports.
 */
export class FlowService {
  readonly writer: FlowWriter;
  private accepted = 0;
  private readonly rejected = { malformed: 0, unknownPage: 0, forgedUser: 0, oversize: 0 };
  private readonly liveAt = new Map<string, number>();

  constructor(private readonly ctx: AppContext) {
    this.writer = new FlowWriter(ctx.database);
  }

  /** A log call's events (the body's list, or its one object) for the token's user (null: visitor). */
  log(items: readonly unknown[], userId: number | null): FlowLogResult {
    const { rows, dropped } = screenEvents(items, userId, new Date(nowMs(this.ctx)));
    for (const k of Object.keys(dropped) as DropReason[]) this.rejected[k] += dropped[k];
    const taken = this.writer.append(rows);
    this.accepted += taken;
    return { accepted: taken, dropped: items.length - taken };
  }

  /** A call with more than FLOW_MAX_BATCH events is refused whole (and counted). */
  countOversize(): void {
    this.rejected.oversize++;
  }

  stats(): FlowStats {
    return { writer: this.writer.stats(), accepted: this.accepted, rejected: { ...this.rejected } };
  }

  today(): string {
    return mallDate(nowMs(this.ctx));
  }

  /**
   * A day's report for one shop (0 = whole mall). Today (or a later day) is aggregated from the raw
   * events on demand, at most every 10 s; a past day shows what the nightly job stored.
   */
  async report(day: string, shopId: number, locale: Locale): Promise<FlowReport> {
    await this.refreshLive(day);
    const r = await readReport(this.ctx.database.db, day, shopId);
    return { day, shopId, aggregated: r.aggregated, ...(await this.named(r, locale)) };
  }

  /** The report summed over mall days `from`..`to` (inclusive) for one shop; today is aggregated live. */
  async reportRange(from: string, to: string, shopId: number, locale: Locale): Promise<FlowRangeReport> {
    if (to >= this.today()) await this.refreshLive(this.today());
    const r = await readRangeReport(this.ctx.database.db, from, to, shopId);
    return { from, to, aggregatedDays: r.aggregatedDays, ...(await this.named(r, locale)) };
  }

  /**
   * The whole mall's distinct visitors per mall day `from`..`to` (days not aggregated yet are
   * absent); today is aggregated live (at most every 10 s), like the reports.
   */
  async mallVisitors(from: string, to: string): Promise<Map<string, number>> {
    if (to >= this.today()) await this.refreshLive(this.today());
    return readMallVisitors(this.ctx.database.db, from, to);
  }

  /** Today (or a later day) is aggregated from the raw events on demand, at most every 10 s. */
  private async refreshLive(day: string): Promise<void> {
    if (day < this.today()) return;
    const last = this.liveAt.get(day) ?? 0;
    if (nowMs(this.ctx) - last >= LIVE_REFRESH_MS || nowMs(this.ctx) < last) {
      await this.writer.flush().catch(() => undefined);
      await aggregateDay(this.ctx, day);
      this.liveAt.set(day, nowMs(this.ctx));
    }
  }

  /** Page and product names in the reader's language. */
  private async named(r: Omit<Awaited<ReturnType<typeof readReport>>, "aggregated">, locale: Locale) {
    const owners = await catalogServiceOf(this.ctx).productOwners(r.funnel.map((f) => f.prodId).filter((id) => id > 0));
    return {
      pages: r.pages.map((p) => ({ ...p, pageName: pageName(p.pageId, locale) })),
      sources: r.sources.map((s) => ({
        ...s,
        pageName: pageName(s.pageId, locale),
        prevPageName: pageName(s.prevPageId, locale),
      })),
      funnel: r.funnel.map((f) => {
        const o = owners.get(f.prodId);
        const total = locale === "zh" ? "合计" : "Total";
        return {
          ...f,
          prodName: f.prodId === 0 ? total : o ? (locale === "zh" ? o.nameZh : o.nameEn) : `#${f.prodId}`,
        };
      }),
    };
  }

  aggregate(day: string): Promise<{ events: number }> {
    return aggregateDay(this.ctx, day);
  }

  /** Deletes raw events older than the configured retention; returns how many. */
  purgeRaw(today = this.today()): Promise<number> {
    return deleteRawBefore(this.ctx, addDays(today, -(this.ctx.config.flowRetentionDays - 1)));
  }

  /** Registers the job handlers (once per app). Each run schedules the next day's. */
  registerJobs(): void {
    this.ctx.jobs.register<{ day: string }>(FLOW_JOBS.aggregate, async (p, job) => {
      await this.writer.flush().catch(() => undefined);
      const { events } = await aggregateDay(this.ctx, p.day);
      job.log.info({ day: p.day, events }, "flow day aggregated");
      await this.scheduleAggregate(addDays(p.day, 1));
    });
    this.ctx.jobs.register<{ day: string }>(FLOW_JOBS.retention, async (p, job) => {
      const deleted = await this.purgeRaw(addDays(p.day, 1));
      job.log.info({ day: p.day, deleted, keepDays: this.ctx.config.flowRetentionDays }, "flow raw events purged");
      await this.scheduleRetention(addDays(p.day, 1));
    });
  }

  /** Makes sure yesterday's and today's aggregation and today's retention are scheduled (idempotent keys). */
  async ensureScheduled(): Promise<void> {
    const today = this.today();
    await this.scheduleAggregate(addDays(today, -1));
    await this.scheduleAggregate(today);
    await this.scheduleRetention(today);
  }

  private async scheduleAggregate(day: string): Promise<void> {
    // Five minutes after the day ends, so late flushes of the last minutes are in.
    const runAt = new Date(dayStart(addDays(day, 1)).getTime() + 5 * 60_000);
    await this.ctx.jobs.schedule(FLOW_JOBS.aggregate, { day }, { uniqueKey: aggregateKey(day), runAt });
  }

  private async scheduleRetention(day: string): Promise<void> {
    const runAt = new Date(dayStart(addDays(day, 1)).getTime() + 30 * 60_000);
    await this.ctx.jobs.schedule(FLOW_JOBS.retention, { day }, { uniqueKey: retentionKey(day), runAt });
  }
}

export const flowServiceOf = perContext((ctx) => new FlowService(ctx));
