"use client";

import { ChevronRight, Megaphone } from "lucide-react";
import { useTranslations } from "next-intl";
import { Container } from "@/components/ui/container";
import { Link } from "@/i18n/navigation";

/**
 * An unknown notice (or none named): rendered by notice-detail/not-found.tsx with HTTP 404. A client
 * component: the not-found boundary of a cached (ISR) page cannot read the locale on the server
 * without making the page dynamic; the layout's NextIntlClientProvider has it.
 */
export function NoticeMissing() {
  const t = useTranslations("notice");
  return (
    <Container className="pb-6" data-testid="notice-detail">
      <nav aria-label="breadcrumb" className="flex items-center gap-1 py-3 text-xs text-subtle">
        <Link href="/" className="hover:text-brand">
          {t("home")}
        </Link>
        <ChevronRight size={12} aria-hidden />
        <Link href="/notice-list" className="hover:text-brand">
          {t("title")}
        </Link>
        <ChevronRight size={12} aria-hidden />
        <span aria-current="page">{t("notFound")}</span>
      </nav>
      <div className="bg-white px-12 py-8">
        <div className="flex flex-col items-center py-16 text-center" role="status" data-testid="notice-missing">
          <Megaphone size={56} strokeWidth={1.2} className="text-line-strong" aria-hidden />
          <h1 className="mt-4 text-lg text-ink">{t("notFound")}</h1>
          <Link
            href="/notice-list"
            className="mt-6 rounded-sm border border-brand px-6 py-2 text-sm text-brand hover:bg-brand/5"
          >
            {t("allNotices")}
          </Link>
        </div>
      </div>
    </Container>
  );
}
