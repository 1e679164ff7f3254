import { RECHARGE_MAX_FEN, RECHARGE_MIN_FEN, yuanToFen } from "@souk/contract";

/**
 * The top-up amount a person typed, checked by the same rule as the API (spec part 5: ¥0.01 to
 * ¥100,000, at most 2 decimals): the fen amount, or null when it is not acceptable.
 */
export function rechargeFen(input: string): number | null {
  try {
    const fen = yuanToFen(input);
    return fen >= RECHARGE_MIN_FEN && fen <= RECHARGE_MAX_FEN ? fen : null;
  } catch {
    return null;
  }
}
