"use client";

import { ShoppingCart } from "lucide-react";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { useAccount } from "@/lib/session/account-context";
import { formatBadge } from "../lib/badge";

/** Header cart button: shown only to logged-in buyers; the count caps at 999+ (spec part 2). */
export function HeaderCartButton() {
  const t = useTranslations("header");
  const { loggedIn, cartCount } = useAccount();
  if (!loggedIn) return <div className="w-[150px] max-md:hidden" />;
  const badge = formatBadge(cartCount);
  return (
    <Link
      href="/cart"
      className="relative flex h-9 w-[150px] items-center justify-center gap-2 border border-line bg-white text-sm text-brand hover:border-brand max-md:size-11 max-md:shrink-0 max-md:border-0"
      data-testid="header-cart"
    >
      <ShoppingCart size={18} aria-hidden />
      <span className="max-md:sr-only">{t("myCart")}</span>
      {badge ? (
        <span
          className="absolute -right-2 -top-2 max-md:right-0 max-md:top-0 min-w-5 rounded-full bg-brand px-1 text-center text-[11px] leading-5 text-white"
          data-testid="header-cart-count"
        >
          {badge}
        </span>
      ) : null}
    </Link>
  );
}
