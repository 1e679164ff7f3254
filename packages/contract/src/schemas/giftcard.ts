import { z } from "zod";

/*
 * Gift cards (user center `gift-card`, spec part 3): issued by the platform
 * (`npm run mall -- giftcards issue`), bound by a buyer with card number + password, spent at
 * `/payment` (payType 3), refunded back to the card.
 *
 * Paying rule (ADR "member assets"): the chosen cards pay first, soonest due date first, each as
 * much as it holds; with `useBalance` the balance pays what the cards leave; what is still left
 * refuses the payment (A00001 'Insufficient gift card balance') and nothing moves. Refunds of such
 * an order go back to the cards that paid it (up to what each paid, soonest due first), the rest to
 * the balance; a card past its due date takes nothing back (that part goes to the balance).
 */

/** 16 digits. */
export const GIFT_CARD_NO = /^\d{16}$/;
/** 8 characters of an unambiguous alphabet (no 0/O, 1/I/L). */
export const GIFT_CARD_PASSWORD = /^[2-9A-HJKMNP-Z]{8}$/;

export const bindGiftCardBody = z.object({
  cardNo: z
    .string({ error: "v.giftCardNo" })
    .transform((s) => s.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(GIFT_CARD_NO, { error: "v.giftCardNo" })),
  password: z
    .string({ error: "v.giftCardPassword" })
    .transform((s) => s.trim().toUpperCase())
    .pipe(z.string().regex(GIFT_CARD_PASSWORD, { error: "v.giftCardPassword" })),
});
export type BindGiftCardBody = z.input<typeof bindGiftCardBody>;

/** 1 usable, 2 used up, 3 expired. */
export const GiftCardState = { USABLE: 1, USED_UP: 2, EXPIRED: 3 } as const;
export type GiftCardStateValue = (typeof GiftCardState)[keyof typeof GiftCardState];

/** `GET /p/giftcard/list` — the buyer's cards: usable first (soonest due first), then the rest. */
export const giftCardView = z.object({
  cardId: z.number(),
  /** Shown masked except the last 4 digits: "**** **** **** 1234". */
  cardNo: z.string(),
  /** Yuan. */
  parValue: z.number(),
  balance: z.number(),
  /** "yyyy-MM-dd HH:mm:ss" (China time). */
  dueDate: z.string(),
  /** 1 usable, 2 used up, 3 expired. */
  state: z.literal([1, 2, 3]),
  bindTime: z.string(),
});
export type GiftCard = z.infer<typeof giftCardView>;

/** `POST /p/giftcard/bind` → the bound card. */
export type BindGiftCardResult = GiftCard;

/** Platform: `POST /admin/giftcards/issue` (the CLI does the same). */
export const issueGiftCardsBody = z.object({
  count: z
    .number({ error: "v.giftCardCount" })
    .int({ error: "v.giftCardCount" })
    .min(1)
    .max(1000, { error: "v.giftCardCount" }),
  /** Par value, whole yuan 1–10,000. */
  value: z
    .number({ error: "v.giftCardValue" })
    .int({ error: "v.giftCardValue" })
    .min(1, { error: "v.giftCardValue" })
    .max(10_000, { error: "v.giftCardValue" }),
  /** Valid for this many days from now (default 365). */
  days: z
    .number({ error: "v.giftCardDays" })
    .int({ error: "v.giftCardDays" })
    .min(1)
    .max(3650, { error: "v.giftCardDays" })
    .optional()
    .default(365),
});
export type IssueGiftCardsBody = z.input<typeof issueGiftCardsBody>;

export const issuedGiftCard = z.object({
  cardNo: z.string(),
  password: z.string(),
  parValue: z.number(),
  dueDate: z.string(),
});
export type IssuedGiftCard = z.infer<typeof issuedGiftCard>;
