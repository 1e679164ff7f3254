"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { chinaTimeToMs } from "@/lib/time/china-time";
import { countdownParts } from "../lib/countdown";

/**
 * "Ends in …" to a China-time `endTime`, for cards and the detail page whose HTML may be cached
 * (a `expiresIn` in cached HTML would be stale). Rendered after hydration only.
 */
export function OfferEnds({ endTime }: { endTime: string }) {
  const t = useTranslations("discount");
  const end = chinaTimeToMs(endTime);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, []);
  if (end === null || now === null) return null;
  if (end <= now) return <span data-testid="offer-ends">{t("ended")}</span>;
  const { d, hms } = countdownParts((end - now) / 1000);
  return (
    <span data-testid="offer-ends" className="tabular-nums">
      {t("endsIn", { time: d > 0 ? t("days", { d, hms }) : hms })}
    </span>
  );
}
