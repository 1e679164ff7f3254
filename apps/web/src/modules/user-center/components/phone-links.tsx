"use client";

import { ExternalLink } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { logout } from "@/modules/auth";
import { ShopEntryButton } from "@/modules/header";
import { LanguageSwitch } from "@/modules/i18n";

/** The merchant platform (spec part 1), as the top bar links it: a separate site in a new tab. */
const SELLER_URL = process.env.NEXT_PUBLIC_SELLER_URL || "/seller";
const row = "flex min-h-11 w-full items-center text-left text-sm text-subtle";

/**
 * The top bar's links for a phone, where the top bar is hidden (md:hidden: never on a desktop):
 * mall home, membership center, my store, the seller center, the language and logout.
 */
export function PhoneLinks() {
  const t = useTranslations("topBar");
  const p = useTranslations("phone");
  return (
    <div className="border-t border-line px-4 py-2 md:hidden" data-testid="uc-phone-links">
      <h2 className="mb-1.5 text-sm font-semibold text-ink">{p("moreTitle")}</h2>
      <ul>
        <li>
          <Link href="/" className={row}>
            {t("mallHome")}
          </Link>
        </li>
        <li>
          <Link href="/member-center/member-center" className={row}>
            {t("memberCenter")}
          </Link>
        </li>
        <li>
          <ShopEntryButton className={row} testId="uc-phone-my-shop" />
        </li>
        <li>
          <a href={SELLER_URL} target="_blank" rel="noopener noreferrer" className={row}>
            {t("sellerCenter")}
            <ExternalLink size={12} className="ml-1" aria-hidden />
          </a>
        </li>
        <li className="flex min-h-11 items-center text-sm">
          <LanguageSwitch />
        </li>
        <li>
          <button type="button" className={row} onClick={() => void logout()} data-testid="uc-phone-logout">
            {t("logout")}
          </button>
        </li>
      </ul>
    </div>
  );
}
