"use client";

import { useTranslations } from "next-intl";
import { Container } from "@/components/ui/container";
import { Link } from "@/i18n/navigation";
import { MainHeader } from "@/modules/header";

/** An unknown micro-page (or another shop's, or a closed shop's): rendered by select-decorate/not-found.tsx, HTTP 404. */
export function MicroPageMissing() {
  const t = useTranslations("decoration");
  return (
    <>
      <MainHeader />
      <Container className="py-6">
        <div
          className="flex flex-col items-center bg-white py-20 text-center"
          role="status"
          data-testid="micro-page-missing"
        >
          <p className="text-lg text-ink">{t("pageMissing")}</p>
          <Link href="/" className="mt-6 btn-brand">
            {t("backHome")}
          </Link>
        </div>
      </Container>
    </>
  );
}
