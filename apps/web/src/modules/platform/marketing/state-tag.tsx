"use client";

import type { PromotionState } from "@souk/contract";
import { Tag } from "antd";
import { useTranslations } from "next-intl";

// Solid dark colours: antd's light tags are below AA contrast.
const COLOURS: Record<PromotionState, string | undefined> = {
  upcoming: "#0958d9",
  running: "#237804",
  ended: undefined,
};

/** A promotion's state (upcoming, running, ended) as the filters name it. */
export function StateTag({ state }: { state: PromotionState }) {
  const t = useTranslations("platform.marketing.states");
  return <Tag color={COLOURS[state]}>{t(state)}</Tag>;
}
