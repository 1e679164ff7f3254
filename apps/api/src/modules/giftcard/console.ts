import { and, desc, eq, like, sql, type SQL } from "drizzle-orm";
import {
  fenToYuan,
  pageOffset,
  toPage,
  type GiftCardAdminView,
  type GiftCardBatchIssued,
  type GiftCardBatchView,
  type Page,
  type PageQuery,
} from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../infra/http/app-error.ts";
import { giftCardBatches, giftCards, shopStaff } from "../../infra/db/schema/index.ts";
import { perContext } from "../../infra/per-context.ts";
import { mallDateTime, nowMs } from "../../infra/time.ts";
import type { Tx } from "../../infra/db/client.ts";
import { recordPlatformOp } from "../staff/op-log.ts";
import { CardStatus, giftCardServiceOf } from "./service.ts";
import { GIFT_CARD_TEXT } from "./texts.ts";

/** One CSV cell: quoted when it holds a comma, quote or line break. */
const cell = (v: string | number) => (/[",\n\r]/.test(String(v)) ? `"${String(v).replaceAll('"', '""')}"` : String(v));

/**
 * The platform console's gift cards (ADR 0048): batches issued with their numbers and
 * passwords kept for ONE CSV download, the cards with balances, and voiding. Every change writes
 * the platform operation log in its own transaction.
 */
export class GiftCardConsole {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  /** Issues a batch; its numbers and passwords wait in the batch row for the one download. */
  async issueBatch(staffId: number, o: { count: number; value: number; days: number }): Promise<GiftCardBatchIssued> {
    const at = new Date(nowMs(this.ctx));
    return this.db.transaction(async (tx) => {
      const issued = await giftCardServiceOf(this.ctx).issueIn(
        tx,
        { count: o.count, valueFen: o.value * 100, days: o.days, by: `staff:${staffId}` },
        at,
      );
      const csv = [
        "cardNo,password,parValue,dueDate",
        ...issued.cards.map((c) => [c.cardNo, c.password, c.parValue, c.dueDate].map(cell).join(",")),
      ].join("\r\n");
      await tx.insert(giftCardBatches).values({
        batchNo: issued.batch,
        count: o.count,
        parValue: o.value * 100,
        dueDate: issued.dueDate,
        issuedBy: staffId,
        secrets: `${csv}\r\n`,
        createdAt: at,
      });
      await recordPlatformOp(tx, { staffId }, "giftcard.issue", `batch:${issued.batch}`, { ...o });
      return { batchNo: issued.batch, count: o.count };
    });
  }

  /**
   * The batch's CSV (numbers and passwords), once: the row is locked, the text taken and cleared in
   * the same transaction, so two downloads racing give it to one; the other (and every later one)
   * answers 409 A00053.
   */
  async takeCsv(staffId: number, batchNo: string): Promise<string> {
    const at = new Date(nowMs(this.ctx));
    return this.db.transaction(async (tx) => {
      const [b] = await tx.select().from(giftCardBatches).where(eq(giftCardBatches.batchNo, batchNo)).for("update");
      if (!b) throw new AppError("A00013", GIFT_CARD_TEXT.batchNotFound, null, 404);
      if (b.secrets === null || b.downloadedAt) throw new AppError("A00053");
      await tx
        .update(giftCardBatches)
        .set({ secrets: null, downloadedAt: at, downloadedBy: staffId })
        .where(eq(giftCardBatches.batchNo, batchNo));
      await recordPlatformOp(tx, { staffId }, "giftcard.download", `batch:${batchNo}`, { count: b.count });
      return b.secrets;
    });
  }

  /** Batches, newest first, with their bound and voided counts. */
  async batches(pq: PageQuery): Promise<Page<GiftCardBatchView>> {
    const issuer = sql<string>`(select user_name from ${shopStaff} where ${shopStaff.staffId} = ${giftCardBatches.issuedBy})`;
    const taker = sql<
      string | null
    >`(select user_name from ${shopStaff} where ${shopStaff.staffId} = ${giftCardBatches.downloadedBy})`;
    const counted = (status: number) =>
      sql<number>`(select count(*)::int from ${giftCards} where ${giftCards.batch} = ${giftCardBatches.batchNo} and ${giftCards.status} = ${status})`;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          b: giftCardBatches,
          issuer,
          taker,
          bound: counted(CardStatus.BOUND),
          voided: counted(CardStatus.VOIDED),
        })
        .from(giftCardBatches)
        .orderBy(desc(giftCardBatches.createdAt), desc(giftCardBatches.batchNo))
        .limit(pq.size)
        .offset(pageOffset(pq)),
      this.db.select({ n: sql<number>`count(*)::int` }).from(giftCardBatches),
    ]);
    return toPage(
      rows.map((r) => ({
        batchNo: r.b.batchNo,
        count: r.b.count,
        parValue: fenToYuan(r.b.parValue),
        dueDate: mallDateTime(r.b.dueDate),
        createTime: mallDateTime(r.b.createdAt),
        issuedBy: r.issuer ?? "",
        downloaded: r.b.downloadedAt !== null,
        downloadTime: r.b.downloadedAt ? mallDateTime(r.b.downloadedAt) : "",
        downloadedBy: r.taker ?? "",
        boundCount: Number(r.bound),
        voidedCount: Number(r.voided),
      })),
      Number(total?.n ?? 0),
      pq,
    );
  }

  /** Cards (newest first) by batch, part of the number and status; never a password. */
  async cards(
    pq: PageQuery & { batchNo?: string | undefined; cardNo?: string | undefined; status?: number | undefined },
  ): Promise<Page<GiftCardAdminView>> {
    const where: SQL[] = [];
    if (pq.batchNo) where.push(eq(giftCards.batch, pq.batchNo));
    if (pq.cardNo) where.push(like(giftCards.cardNo, `%${pq.cardNo}%`));
    if (pq.status !== undefined) where.push(eq(giftCards.status, pq.status));
    const cond = where.length ? and(...where) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(giftCards)
        .where(cond)
        .orderBy(desc(giftCards.cardId))
        .limit(pq.size)
        .offset(pageOffset(pq)),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(giftCards)
        .where(cond),
    ]);
    const at = nowMs(this.ctx);
    return toPage(
      rows.map((c) => ({
        cardId: c.cardId,
        cardNo: c.cardNo,
        batchNo: c.batch,
        parValue: fenToYuan(c.parValue),
        balance: fenToYuan(c.balance),
        dueDate: mallDateTime(c.dueDate),
        status: c.status as 0 | 1 | 9,
        expired: c.dueDate.getTime() <= at,
        userId: c.userId,
        bindTime: c.boundAt ? mallDateTime(c.boundAt) : "",
      })),
      Number(total?.n ?? 0),
      pq,
    );
  }

  /** Voids a card with the operator's reason (GiftCardService.voidIn) and logs it. */
  async voidCard(staffId: number, cardId: number, reason: string, tx?: Tx): Promise<void> {
    const at = new Date(nowMs(this.ctx));
    const run = async (t: Tx) => {
      const v = await giftCardServiceOf(this.ctx).voidIn(t, cardId, at);
      await recordPlatformOp(t, { staffId }, "giftcard.void", `card:${cardId}`, {
        reason,
        cardNo: v.cardNo,
        voided: fenToYuan(v.voidedFen),
        userId: v.userId,
      });
    };
    if (tx) await run(tx);
    else await this.db.transaction(run);
  }
}

export const giftCardConsoleOf = perContext((ctx) => new GiftCardConsole(ctx));
