"use client";

import { ChevronLeft } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";

/** A child page's way back to the user center home on a phone (where the menu is not beside it). */
export function PhoneBackLink() {
  const t = useTranslations("phone");
  return (
    <Link
      href="/user-center"
      className="mb-2 flex min-h-11 items-center gap-1 text-sm text-subtle md:hidden"
      data-testid="uc-phone-back"
    >
      <ChevronLeft size={18} aria-hidden />
      {t("backToCenter")}
    </Link>
  );
}
