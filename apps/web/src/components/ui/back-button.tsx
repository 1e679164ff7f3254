"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "@/i18n/navigation";

/** "Back": the previous page, or home when the list was opened directly. */
export function BackButton({ className }: { className?: string }) {
  const t = useTranslations("list");
  const router = useRouter();
  return (
    <button
      type="button"
      className={className}
      onClick={() => (window.history.length > 1 ? window.history.back() : router.push("/"))}
      data-testid="back-button"
    >
      {t("back")}
    </button>
  );
}
