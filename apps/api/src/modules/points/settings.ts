import type { AppContext } from "../../context.ts";
import { perContext } from "../../infra/per-context.ts";

/**
 * The points rules of the mall (ADR 0021 (points)), read from the environment once per app; tests
 * change the object of their app (`pointsSettingsOf(ctx)`).
 */
export interface PointsSettings {
  /** Points earned per whole yuan paid for an order's goods, on receipt (POINTS_EARN_PER_YUAN). */
  earnPerYuan: number;
  /** Bonus for registering (POINTS_REGISTER_BONUS). */
  registerBonus: number;
  /** Bonus for a review of an order line (POINTS_REVIEW_BONUS). */
  reviewBonus: number;
  /** Points earned in a calendar year expire at the end of the year this many years later, minus one (POINTS_EXPIRY_YEARS). */
  expiryYears: number;
  /** So many points pay ¥1 at checkout (POINTS_PER_YUAN). */
  pointsPerYuan: number;
  /** At most this share (basis points) of an order's goods is paid with points (POINTS_MAX_SHARE_BP). */
  maxShareBp: number;
}

function int(v: string | undefined, fallback: number, min: number, max: number): number {
  const n = Number(v);
  return v !== undefined && v !== "" && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

export function loadPointsSettings(env: NodeJS.ProcessEnv = process.env): PointsSettings {
  return {
    earnPerYuan: int(env.POINTS_EARN_PER_YUAN, 1, 0, 1000),
    registerBonus: int(env.POINTS_REGISTER_BONUS, 100, 0, 1_000_000),
    reviewBonus: int(env.POINTS_REVIEW_BONUS, 10, 0, 1_000_000),
    expiryYears: int(env.POINTS_EXPIRY_YEARS, 1, 1, 100),
    pointsPerYuan: int(env.POINTS_PER_YUAN, 100, 1, 100_000),
    maxShareBp: int(env.POINTS_MAX_SHARE_BP, 5000, 0, 10_000),
  };
}

export const pointsSettingsOf = perContext((_ctx: AppContext) => loadPointsSettings());
