import type { DecorationBlock } from "@souk/contract";

/** Blocks showing product (or shop) cards. */
const CARD_BLOCKS = new Set<string>([
  "limited_skill",
  "discount_coupon",
  "goods_list",
  "goods_module1",
  "goods_module2",
  "goods_module3",
  "goods_module5",
  "store_list",
]);

/**
 * On the home, the cards of the first card blocks are in the page (the first screen: under the
 * carousel, the flash sale and the discounts); every later block's cards load as the buyer
 * scrolls near them (ADR 0030-page-weight).
 */
const EAGER_CARD_BLOCKS = 2;

/** The home's card blocks whose cards are loaded lazily: their indexes among `blocks`. */
export function lazyCardBlocks(blocks: DecorationBlock[]): Set<number> {
  const cardBlocks = blocks.flatMap((b, i) => (CARD_BLOCKS.has(b.type) ? [i] : []));
  return new Set(cardBlocks.slice(EAGER_CARD_BLOCKS));
}
