import type { BindGiftCardResult, GiftCard } from "@souk/contract";
import { endpoint } from "../endpoint";

/** gift-card (user center): the buyer's cards and binding one with number + password. */
export const giftCardsEndpoint = () => endpoint<GiftCard[]>("GET", "/p/giftcard/list");
export const bindGiftCardEndpoint = (body: { cardNo: string; password: string }) =>
  endpoint<BindGiftCardResult>("POST", "/p/giftcard/bind", { body });
