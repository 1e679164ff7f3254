"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { chinaTimeToMs } from "@/lib/time/china-time";
import { countdown } from "../lib/countdown";

/** Live countdown to a China-time end; rendered after hydration (the cached HTML has no clock). */
export function CountdownClock({ endTime }: { endTime: string }) {
  const t = useTranslations("decoration");
  const end = chinaTimeToMs(endTime);
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, []);

  if (end === null) return null;
  if (now === null) return <span className="inline-block h-6" aria-hidden />;
  const c = countdown(end, now);
  if (c.ended) return <span className="text-sm">{t("ended")}</span>;
  const box =
    "inline-flex h-6 min-w-6 items-center justify-center rounded-sm bg-[#2b2b2b] px-1 text-sm font-bold text-white";
  return (
    <span
      className="inline-flex items-center gap-1"
      role="timer"
      aria-label={t("endsIn", { d: c.days, h: c.hours, m: c.minutes, s: c.seconds })}
    >
      {c.days > 0 ? <span className="text-sm">{t("days", { d: c.days })}</span> : null}
      <span className={box}>{c.hours}</span>:<span className={box}>{c.minutes}</span>:
      <span className={box}>{c.seconds}</span>
    </span>
  );
}
