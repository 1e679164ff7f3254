import type { AppContext } from "../../context.ts";
import { perContext } from "../../infra/per-context.ts";

/** Membership rules (ADR 0020-membership). Tests change the object of their app. */
export interface MemberSettings {
  /** Growth earned per whole yuan an order paid (freight excluded) when it is received (MEMBER_GROWTH_PER_YUAN). */
  growthPerYuan: number;
}

export function loadMemberSettings(env: NodeJS.ProcessEnv = process.env): MemberSettings {
  const n = Number(env.MEMBER_GROWTH_PER_YUAN);
  return { growthPerYuan: Number.isInteger(n) && n >= 0 && n <= 100 && env.MEMBER_GROWTH_PER_YUAN ? n : 1 };
}

export const memberSettingsOf = perContext((_ctx: AppContext) => loadMemberSettings());
