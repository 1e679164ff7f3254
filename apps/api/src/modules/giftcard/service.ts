import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { GiftCardState, fenToYuan, type GiftCard, type GiftCardStateValue, type IssuedGiftCard } from "@souk/contract";
import type { AppContext } from "../../context.ts";
import { AppError, showFail } from "../../infra/http/app-error.ts";
import { perContext } from "../../infra/per-context.ts";
import { mallDateTime, nowMs } from "../../infra/time.ts";
import type { Tx } from "../../infra/db/client.ts";
import * as q from "./queries.ts";
import { GIFT_CARD_TEXT } from "./texts.ts";

/** Card status: 0 issued (unbound), 1 bound, 9 voided. */
export const CardStatus = { ISSUED: 0, BOUND: 1, VOIDED: 9 } as const;

/** Failed bind attempts allowed per buyer / per client address within the window. */
export const BIND_LIMITS = { perUser: 5, perIp: 20, windowSeconds: 15 * 60 } as const;

const PASSWORD_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** The stored form of a card password: HMAC-SHA256 keyed by the card number. */
export const passwordHashOf = (cardNo: string, password: string) =>
  createHmac("sha256", `souk-gift-card:${cardNo}`).update(password).digest("hex");

export interface CardPosting {
  cardId: number;
  userId: number | null;
  /** Signed fen. */
  amount: number;
  reason: "issue" | "order_pay" | "refund" | "void";
  refType: string;
  refId: string;
  at: Date;
}

/**
 * Gift cards as a ledger, like the wallet (ADR 0007): `post()` locks the card row, refuses a debit
 * it cannot cover, appends the ledger row and updates the cached balance; (card, refType, refId,
 * reason) is unique, so the same event twice is one row. Lock order in money workflows:
 * trade → orders → gift cards (by id) → wallet.
 */
export class GiftCardService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.database.db;
  }

  async post(tx: Tx, p: CardPosting): Promise<{ applied: boolean; balance: number }> {
    if (!Number.isSafeInteger(p.amount) || p.amount === 0)
      throw new RangeError(`ledger amount must be a non-zero integer, got ${p.amount}`);
    const card = await q.lockCard(tx, p.cardId);
    if (!card) throw new RangeError(`no gift card ${p.cardId}`);
    if (await q.postingSeen(tx, p)) return { applied: false, balance: card.balance };
    const after = card.balance + p.amount;
    if (after < 0 || after > card.parValue) throw showFail(GIFT_CARD_TEXT.overdrawn, 409);
    await q.appendPosting(tx, {
      cardId: p.cardId,
      userId: p.userId,
      amount: p.amount,
      balanceAfter: after,
      reason: p.reason,
      refType: p.refType,
      refId: p.refId,
      createdAt: p.at,
    });
    return { applied: true, balance: after };
  }

  /**
   * Issues `count` cards of `valueFen`, valid `days` days: each gets a 16-digit number and an
   * 8-character password (both from the CSPRNG), returned once — only the password's hash is kept.
   * The par value enters each card's ledger as its first row.
   */
  async issue(o: { count: number; valueFen: number; days: number; by: string }): Promise<IssuedGiftCard[]> {
    const at = new Date(nowMs(this.ctx));
    return this.db.transaction(async (tx) => (await this.issueIn(tx, o, at)).cards);
  }

  /** `issue` inside the caller's transaction (the console also records the batch); answers the batch name too. */
  async issueIn(
    tx: Tx,
    o: { count: number; valueFen: number; days: number; by: string },
    at: Date,
  ): Promise<{ batch: string; dueDate: Date; cards: IssuedGiftCard[] }> {
    const dueDate = new Date(at.getTime() + o.days * 86_400_000);
    const batch = `b${at.getTime().toString(36)}${randomInt(36 ** 3)
      .toString(36)
      .padStart(3, "0")}`;
    const out: IssuedGiftCard[] = [];
    for (let i = 0; i < o.count; i++) {
      for (;;) {
        const cardNo = "8" + Array.from({ length: 15 }, () => randomInt(10)).join("");
        const password = Array.from({ length: 8 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join(
          "",
        );
        const card = await q.insertCard(tx, {
          cardNo,
          passwordHash: passwordHashOf(cardNo, password),
          parValue: o.valueFen,
          balance: 0,
          dueDate,
          status: CardStatus.ISSUED,
          batch,
          issuedBy: o.by,
          createdAt: at,
        });
        if (!card) continue; // a number already taken: draw again
        await this.post(tx, {
          cardId: card.cardId,
          userId: null,
          amount: o.valueFen,
          reason: "issue",
          refType: "batch",
          refId: batch,
          at,
        });
        out.push({ cardNo, password, parValue: fenToYuan(o.valueFen), dueDate: mallDateTime(dueDate) });
        break;
      }
    }
    return { batch, dueDate, cards: out };
  }

  /**
   * Voids a card (the platform console), holding its row lock — binding and paying lock the same
   * row, so they see the card either before (and the void takes what is left) or after (and refuse
   * it). What the card still holds leaves with a `void` ledger row; the card can no longer be bound,
   * paid with or refunded to (a refund goes to the buyer's balance instead). Voided twice: A00054.
   */
  async voidIn(
    tx: Tx,
    cardId: number,
    at: Date,
  ): Promise<{ cardNo: string; voidedFen: number; userId: number | null }> {
    const card = await q.lockCard(tx, cardId);
    if (!card) throw new AppError("A00013", GIFT_CARD_TEXT.notFound, null, 404);
    if (card.status === CardStatus.VOIDED) throw new AppError("A00054");
    if (card.balance > 0)
      await this.post(tx, {
        cardId,
        userId: card.userId,
        amount: -card.balance,
        reason: "void",
        refType: "void",
        refId: String(cardId),
        at,
      });
    await q.setCardStatus(tx, cardId, CardStatus.VOIDED);
    return { cardNo: card.cardNo, voidedFen: card.balance, userId: card.userId };
  }

  /**
   * Binds a card to the buyer. A wrong number or password counts against the buyer and the client
   * address (BIND_LIMITS); past the limit every attempt answers 429 until the window ends, so
   * passwords cannot be guessed. Binding one's own card again answers the card.
   */
  async bind(userId: number, ip: string, cardNo: string, password: string): Promise<GiftCard> {
    const keys = [
      { key: `gcbind:u:${userId}`, limit: BIND_LIMITS.perUser },
      { key: `gcbind:ip:${ip}`, limit: BIND_LIMITS.perIp },
    ];
    const counts = await Promise.all(keys.map(async (k) => Number((await this.ctx.kv.get(k.key)) ?? 0)));
    if (counts.some((n, i) => n >= keys[i]!.limit)) throw new AppError("B00016", GIFT_CARD_TEXT.throttled, null, 429);
    const at = new Date(nowMs(this.ctx));
    const card = await this.db.transaction(async (tx) => {
      const c = await q.lockCardByNo(tx, cardNo);
      const expected = Buffer.from(c?.passwordHash ?? passwordHashOf(cardNo, "-"));
      const got = Buffer.from(passwordHashOf(cardNo, password));
      if (!c || !timingSafeEqual(expected, got) || c.status === CardStatus.VOIDED) return null;
      if (c.userId === userId) return c;
      if (c.userId !== null) throw showFail(GIFT_CARD_TEXT.taken, 409);
      if (c.dueDate.getTime() <= at.getTime()) throw showFail(GIFT_CARD_TEXT.expired);
      return q.bindCard(tx, c.cardId, userId, CardStatus.BOUND, at);
    });
    if (!card) {
      await Promise.all(keys.map((k) => this.ctx.kv.incr(k.key, BIND_LIMITS.windowSeconds))).catch(() => undefined);
      throw showFail(GIFT_CARD_TEXT.wrong);
    }
    return this.view(card, at);
  }

  private view(c: q.CardRow, at: Date): GiftCard {
    const state: GiftCardStateValue =
      c.dueDate.getTime() <= at.getTime()
        ? GiftCardState.EXPIRED
        : c.balance === 0
          ? GiftCardState.USED_UP
          : GiftCardState.USABLE;
    return {
      cardId: c.cardId,
      cardNo: `**** **** **** ${c.cardNo.slice(-4)}`,
      parValue: fenToYuan(c.parValue),
      balance: fenToYuan(c.balance),
      dueDate: mallDateTime(c.dueDate),
      state,
      bindTime: c.boundAt ? mallDateTime(c.boundAt) : "",
    };
  }

  /** The buyer's cards: usable first (soonest due first), then used up and expired ones. */
  async list(userId: number): Promise<GiftCard[]> {
    const at = new Date(nowMs(this.ctx));
    const rows = await q.cardsOfUser(this.db, userId, CardStatus.BOUND);
    return rows.map((r) => this.view(r, at)).sort((a, b) => a.state - b.state);
  }

  /**
   * Pays up to `amount` of trade `payNo` from the buyer's chosen cards (soonest due first, each as
   * much as it holds), in the payment's transaction; answers what the cards could not cover.
   * A card that is not the buyer's, not bound or past its due date refuses the whole payment.
   */
  async spend(tx: Tx, userId: number, cardIds: readonly number[], amount: number, payNo: string, at: Date) {
    const ids = [...cardIds].sort((a, b) => a - b);
    const cards = await q.lockCards(tx, ids);
    if (cards.length !== ids.length || cards.some((c) => c.userId !== userId || c.status !== CardStatus.BOUND))
      throw showFail(GIFT_CARD_TEXT.unusable);
    if (cards.some((c) => c.dueDate.getTime() <= at.getTime())) throw showFail(GIFT_CARD_TEXT.expired);
    let left = amount;
    for (const c of [...cards].sort((a, b) => a.dueDate.getTime() - b.dueDate.getTime() || a.cardId - b.cardId)) {
      const take = Math.min(c.balance, left);
      if (take <= 0) continue;
      await this.post(tx, {
        cardId: c.cardId,
        userId,
        amount: -take,
        reason: "order_pay",
        refType: "trade",
        refId: payNo,
        at,
      });
      left -= take;
    }
    return left;
  }

  /**
   * Returns `amount` of a refund of trade `payNo` to the cards that paid it (soonest due first, up to
   * what each paid less what it already got back; expired cards take nothing) and answers the part
   * left for the balance. Keyed by the refund number: a refund applied twice is one row per card.
   */
  async refund(tx: Tx, userId: number, payNo: string, amount: number, refundSn: string, at: Date): Promise<number> {
    const rows = await q.tradePostings(tx, payNo);
    const room = new Map<number, number>();
    // What each card paid (debits) less what it already got back (credits): both are −amount.
    for (const r of rows) room.set(r.cardId, (room.get(r.cardId) ?? 0) - r.amount);
    if (room.size === 0) return amount;
    const cards = await q.lockCards(
      tx,
      [...room.keys()].sort((a, b) => a - b),
    );
    let left = amount;
    for (const c of cards.sort((a, b) => a.dueDate.getTime() - b.dueDate.getTime() || a.cardId - b.cardId)) {
      if (c.dueDate.getTime() <= at.getTime() || c.status !== CardStatus.BOUND) continue;
      const give = Math.min(room.get(c.cardId) ?? 0, left, c.parValue - c.balance);
      if (give <= 0) continue;
      const r = await this.post(tx, {
        cardId: c.cardId,
        userId,
        amount: give,
        reason: "refund",
        refType: "refund",
        refId: `${payNo}:${refundSn}`,
        at,
      });
      if (r.applied) left -= give;
    }
    return left;
  }

  /** The card's ledger sum (checks and tests): equals its balance. */
  async ledgerSum(cardId: number): Promise<number> {
    return q.ledgerSum(this.db, cardId);
  }
}

export const giftCardServiceOf = perContext((ctx) => new GiftCardService(ctx));
