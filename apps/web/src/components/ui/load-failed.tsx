"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { isTransientFailure } from "@/lib/api/transient-failure";

/**
 * A client page's failed load. A transient failure (the API busy or unreachable, a rate limit)
 * says so and offers to load again, instead of claiming the thing does not exist — an invoice page
 * once told a buyer "no invoice" while the API was only refusing a flood. Any other failure shows
 * the page's own `notFound` view.
 */
export function LoadFailed({
  code,
  onRetry,
  notFound,
  className = "h-[360px]",
}: {
  code: string | null;
  onRetry: () => void;
  notFound: ReactNode;
  className?: string;
}) {
  const t = useTranslations("errors");
  if (!isTransientFailure(code)) return notFound;
  return (
    <section
      role="alert"
      className={`flex flex-col items-center justify-center gap-4 bg-white ${className}`}
      data-testid="load-failed"
    >
      <p className="text-base text-ink">{t("serverTrouble")}</p>
      <button type="button" onClick={onRetry} className="btn-brand" data-testid="load-failed-retry">
        {t("retry")}
      </button>
    </section>
  );
}
