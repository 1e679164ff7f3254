"use client";

import clsx from "clsx";
import { useTranslations } from "next-intl";
import { pageWindow } from "./page-window";

/** Page numbers with previous/next for the user-center lists; nothing when there is one page. */
export function Pager({ current, pages, onChange }: { current: number; pages: number; onChange: (p: number) => void }) {
  const t = useTranslations("userCenter");
  if (pages <= 1) return null;
  const btn =
    "min-w-8 rounded-sm border border-line px-2 py-1 text-xs hover:border-brand hover:text-brand disabled:cursor-not-allowed disabled:text-muted disabled:hover:border-line";
  return (
    <nav aria-label={t("pagination")} className="mt-6 flex justify-center gap-1.5" data-testid="pager">
      <button type="button" className={btn} disabled={current <= 1} onClick={() => onChange(current - 1)}>
        {t("prevPage")}
      </button>
      {pageWindow(current, pages).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className="px-1 py-1 text-xs text-muted" aria-hidden>
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            aria-current={p === current ? "page" : undefined}
            aria-label={t("pageN", { page: p })}
            className={clsx(btn, p === current && "border-brand bg-brand text-white hover:text-white")}
            onClick={() => onChange(p)}
          >
            {p}
          </button>
        ),
      )}
      <button type="button" className={btn} disabled={current >= pages} onClick={() => onChange(current + 1)}>
        {t("nextPage")}
      </button>
    </nav>
  );
}
