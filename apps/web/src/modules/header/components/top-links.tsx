"use client";

import { ExternalLink } from "lucide-react";
import { useTranslations } from "next-intl";
import { Fragment, type ReactNode } from "react";
import { Link } from "@/i18n/navigation";
import { GuardedLink } from "@/modules/auth";
import { LanguageSwitch } from "@/modules/i18n";
import { MobileMallQr } from "./mobile-mall-qr";
import { ShopEntryButton } from "./shop-entry-button";
import { TopCartLink } from "./top-cart-link";

/** The merchant platform is a separate site (spec part 1), opened in a new tab. */
const SELLER_URL = process.env.NEXT_PUBLIC_SELLER_URL || "/seller";
const linkClass = "hover:text-brand";

/** Right side of the top bar: mall home, members-only links, the seller site, QR, cart and language. */
export function TopLinks() {
  const t = useTranslations("topBar");
  const items: ReactNode[] = [
    <Link key="home" href="/" className={linkClass}>
      {t("mallHome")}
    </Link>,
    <GuardedLink
      key="order"
      href="/user-center?currentPage=uc-order"
      className={linkClass}
      data-testid="topbar-my-order"
    >
      {t("myOrder")}
    </GuardedLink>,
    <GuardedLink key="center" href="/user-center" className={linkClass} data-testid="topbar-personal-center">
      {t("personalCenter")}
    </GuardedLink>,
    <ShopEntryButton key="shop" className={linkClass} />,
    <a key="seller" href={SELLER_URL} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {t("sellerCenter")}
      <ExternalLink size={10} className="ml-0.5 inline" aria-hidden />
    </a>,
    <MobileMallQr key="qr" className={linkClass} />,
    <TopCartLink key="cart" className={linkClass} />,
    <LanguageSwitch key="lang" />,
  ];
  return (
    <ul className="flex shrink-0 items-center">
      {items.map((item, i) => (
        <Fragment key={i}>
          {i > 0 ? (
            <li aria-hidden className="px-1.5 text-line-strong">
              |
            </li>
          ) : null}
          <li className="flex items-center whitespace-nowrap">{item}</li>
        </Fragment>
      ))}
    </ul>
  );
}
