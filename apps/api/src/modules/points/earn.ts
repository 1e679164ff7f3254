import type { Tx } from "../../infra/db/client.ts";

/**
 * The multiplier of points earned by shopping, per buyer. THE one place it is decided: today every
 * buyer earns ×1. Membership levels (issue 12, built alongside) give a level's "points multiplier"
 * benefit here at merge — e.g. `return memberServiceOf(ctx).pointsMultiplier(tx, userId)`.
 * Bonuses (registration, review) are not multiplied.
 */
export async function earnMultiplier(_tx: Tx, _userId: number): Promise<number> {
  return 1;
}
