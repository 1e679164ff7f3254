"use client";

import { Megaphone } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Link } from "@/i18n/navigation";
import { useShellData } from "@/lib/shell/shell-data";

/** Spec part 2: the top notices tick vertically, one step every 800 ms; hovering or focusing holds it. */
export const TICKER_STEP_MS = 800;
const ROW_PX = 30;

export function NoticeTicker() {
  const t = useTranslations("topBar");
  const notices = useShellData().notices ?? [];
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const count = notices.length;

  useEffect(() => {
    if (held || count < 2 || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % count), TICKER_STEP_MS);
    return () => window.clearInterval(id);
  }, [held, count]);

  if (count === 0) return null;
  const shown = index % count;

  return (
    <div
      className="flex min-w-0 items-center gap-1"
      data-testid="notice-ticker"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <Megaphone size={14} className="shrink-0 text-brand" aria-hidden />
      <span className="sr-only">{t("notices")}</span>
      <div className="h-[30px] min-w-0 flex-1 overflow-hidden">
        <ul
          className="transition-transform duration-300 ease-out"
          style={{ transform: `translateY(-${shown * ROW_PX}px)` }}
        >
          {notices.map((n, i) => (
            <li key={n.id} className="h-[30px] truncate leading-[30px]">
              <Link
                href={`/notice-detail?id=${n.id}&shopId=0`}
                className="hover:text-brand"
                title={n.title}
                tabIndex={i === shown ? 0 : -1}
                aria-hidden={i === shown ? undefined : true}
              >
                {n.title}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
