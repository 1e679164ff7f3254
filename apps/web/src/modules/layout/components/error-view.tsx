"use client";

import { useTranslations } from "next-intl";
import { Container } from "@/components/ui/container";
import { Link } from "@/i18n/navigation";

/** Navigation error (spec part 2): the status (default 500) and a message, with retry and home. */
export function ErrorView({
  status,
  message,
  onRetry,
}: {
  status: number;
  message: string | null;
  onRetry?: () => void;
}) {
  const t = useTranslations("errors");
  return (
    <Container className="flex flex-col items-center py-24 text-center" role="alert" data-testid="error-page">
      <p className="text-7xl font-bold text-brand/80">{status}</p>
      <h1 className="mt-4 text-xl text-ink">{t("errorTitle")}</h1>
      <p className="mt-2 text-sm text-subtle">{message || t("genericMessage")}</p>
      <p className="mt-1 text-xs text-muted">{t("status", { status })}</p>
      <div className="mt-8 flex gap-3">
        {onRetry ? (
          <button
            type="button"
            onClick={onRetry}
            className="rounded-sm border border-brand px-6 py-2 text-sm text-brand hover:bg-brand/5"
          >
            {t("retry")}
          </button>
        ) : null}
        <Link href="/" className="btn-brand">
          {t("backHome")}
        </Link>
      </div>
    </Container>
  );
}
