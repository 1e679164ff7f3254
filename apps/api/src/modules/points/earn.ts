import type { AppContext } from "../../context.ts";
import type { Tx } from "../../infra/db/client.ts";
import { memberServiceOf } from "../member/service.ts";

/**
 * The multiplier of points earned by shopping, per buyer: THE one place it is decided — the
 * member level's "points multiplier" benefit in effect when the points are earned (the better of
 * the growth level and a running paid membership, member module). Bonuses (registration, review)
 * are not multiplied.
 */
export async function earnMultiplier(ctx: AppContext, tx: Tx, userId: number, at: Date): Promise<number> {
  const m = (await memberServiceOf(ctx).benefitsOf(userId, tx, at)).pointsMultiplier;
  return Number.isFinite(m) && m > 0 ? m : 1;
}
