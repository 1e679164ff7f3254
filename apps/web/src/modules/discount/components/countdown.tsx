"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { countdownParts } from "../lib/countdown";

/**
 * A countdown from the server's `seconds` (expiresIn / startIn): counted from when the answer
 * arrived, so the buyer's clock does not matter. `kind` says whether it ends or starts.
 */
export function Countdown({ seconds, kind }: { seconds: number; kind: "ends" | "starts" }) {
  const t = useTranslations("discount");
  const [started] = useState(() => Date.now());
  const [now, setNow] = useState(started);
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const left = seconds - Math.floor((now - started) / 1000);
  if (left <= 0 && kind === "ends") return <span data-testid="discount-countdown">{t("ended")}</span>;
  const { d, hms } = countdownParts(left);
  const time = d > 0 ? t("days", { d, hms }) : hms;
  return (
    <span data-testid="discount-countdown" className="tabular-nums">
      {kind === "ends" ? t("endsIn", { time }) : t("startsIn", { time })}
    </span>
  );
}
