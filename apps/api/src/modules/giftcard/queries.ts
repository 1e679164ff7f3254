import { and, asc, eq, inArray, like, sql } from "drizzle-orm";
import type { Tx } from "../../infra/db/client.ts";
import { giftCardLedger, giftCards } from "../../infra/db/schema/index.ts";

/*
 * Gift card reads and writes. Locking reads (`for update`) run inside the caller's transaction;
 * callers lock cards in id order (the lock order of money workflows: trade → orders → gift cards → wallet).
 */

export type CardRow = typeof giftCards.$inferSelect;
export type CardValues = typeof giftCards.$inferInsert;
export type CardLedgerValues = typeof giftCardLedger.$inferInsert;

/** Locks one card by id; undefined when there is none. */
export async function lockCard(tx: Tx, cardId: number): Promise<CardRow | undefined> {
  const [card] = await tx.select().from(giftCards).where(eq(giftCards.cardId, cardId)).for("update");
  return card;
}

/** Locks one card by its number; undefined when there is none. */
export async function lockCardByNo(tx: Tx, cardNo: string): Promise<CardRow | undefined> {
  const [card] = await tx.select().from(giftCards).where(eq(giftCards.cardNo, cardNo)).for("update");
  return card;
}

/** Locks the cards of `ids` (sorted by the caller), in id order. */
export async function lockCards(tx: Tx, ids: readonly number[]): Promise<CardRow[]> {
  return tx
    .select()
    .from(giftCards)
    .where(inArray(giftCards.cardId, [...ids]))
    .orderBy(asc(giftCards.cardId))
    .for("update");
}

/** Whether this business event (card, refType, refId, reason) is already on the card's ledger. */
export async function postingSeen(
  tx: Tx,
  p: { cardId: number; refType: string; refId: string; reason: string },
): Promise<boolean> {
  const [seen] = await tx
    .select({ id: giftCardLedger.id })
    .from(giftCardLedger)
    .where(
      and(
        eq(giftCardLedger.cardId, p.cardId),
        eq(giftCardLedger.refType, p.refType),
        eq(giftCardLedger.refId, p.refId),
        eq(giftCardLedger.reason, p.reason),
      ),
    )
    .limit(1);
  return seen !== undefined;
}

/** Appends a ledger row and sets the card's cached balance to its balanceAfter. */
export async function appendPosting(tx: Tx, row: CardLedgerValues): Promise<void> {
  await tx.insert(giftCardLedger).values(row);
  await tx.update(giftCards).set({ balance: row.balanceAfter }).where(eq(giftCards.cardId, row.cardId));
}

/** Inserts a new card; undefined when its number is already taken. */
export async function insertCard(tx: Tx, values: CardValues): Promise<{ cardId: number } | undefined> {
  const [card] = await tx
    .insert(giftCards)
    .values(values)
    .onConflictDoNothing()
    .returning({ cardId: giftCards.cardId });
  return card;
}

/** Binds a card to a buyer; answers the updated row. */
export async function bindCard(tx: Tx, cardId: number, userId: number, status: number, at: Date): Promise<CardRow> {
  const [bound] = await tx
    .update(giftCards)
    .set({ userId, status, boundAt: at })
    .where(eq(giftCards.cardId, cardId))
    .returning();
  return bound!;
}

/** The buyer's cards in `status`, soonest due first. */
export async function cardsOfUser(db: Tx, userId: number, status: number): Promise<CardRow[]> {
  return db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.userId, userId), eq(giftCards.status, status)))
    .orderBy(asc(giftCards.dueDate), asc(giftCards.cardId));
}

/** The ledger rows of trade `payNo`: the cards' payments and the refunds already given back. */
export async function tradePostings(tx: Tx, payNo: string): Promise<{ cardId: number; amount: number }[]> {
  return tx
    .select({ cardId: giftCardLedger.cardId, amount: giftCardLedger.amount })
    .from(giftCardLedger)
    .where(
      sql`(${giftCardLedger.refType} = 'trade' and ${giftCardLedger.refId} = ${payNo} and ${giftCardLedger.reason} = 'order_pay')
          or (${giftCardLedger.refType} = 'refund' and ${like(giftCardLedger.refId, `${payNo}:%`)})`,
    );
}

/** The sum of a card's ledger (fen). */
export async function ledgerSum(db: Tx, cardId: number): Promise<number> {
  const [r] = await db
    .select({ s: sql<number>`coalesce(sum(${giftCardLedger.amount}), 0)` })
    .from(giftCardLedger)
    .where(eq(giftCardLedger.cardId, cardId));
  return Number(r?.s ?? 0);
}

/** Sets a card's status (the caller holds its row lock). */
export async function setCardStatus(tx: Tx, cardId: number, status: number): Promise<void> {
  await tx.update(giftCards).set({ status }).where(eq(giftCards.cardId, cardId));
}
