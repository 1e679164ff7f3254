"use client";

import clsx from "clsx";
import { House, LayoutGrid, ShoppingCart, UserRound, type LucideIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { CountBadge } from "@/components/ui/badge";
import { Link, usePathname } from "@/i18n/navigation";
import { useAccount } from "@/lib/session/account-context";
import { GuardedLink } from "@/modules/auth";
import { CATEGORIES_PATH, formatBadge } from "@/modules/header";

type Tab = { key: "home" | "categories" | "cart" | "me"; href: string; icon: LucideIcon; guarded: boolean };

const TABS: readonly Tab[] = [
  { key: "home", href: "/", icon: House, guarded: false },
  { key: "categories", href: CATEGORIES_PATH, icon: LayoutGrid, guarded: false },
  { key: "cart", href: "/cart", icon: ShoppingCart, guarded: true },
  { key: "me", href: "/user-center", icon: UserRound, guarded: true },
];

/**
 * The phone's bottom tab bar (below 768 px only; md:hidden keeps the desktop untouched): home,
 * categories, cart with its count, and "me" (the user center, which lists the top bar's links on a
 * phone). Cart and me ask visitors to sign in, as the top bar's links do. A spacer of the bar's
 * height ends the page so the footer is never hidden under it.
 */
export function PhoneTabBar() {
  const t = useTranslations("phone");
  const pathname = usePathname();
  const { cartCount } = useAccount();
  const badge = formatBadge(cartCount);
  return (
    <>
      <div className="h-[calc(3.5rem+env(safe-area-inset-bottom))] shrink-0 md:hidden" aria-hidden />
      <nav
        aria-label={t("label")}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
        data-testid="phone-tab-bar"
      >
        <ul className="grid h-14 grid-cols-4">
          {TABS.map(({ key, href, icon: Icon, guarded }) => {
            const current = href === "/" ? pathname === "/" : pathname.startsWith(href);
            const className = clsx(
              "flex h-full min-h-11 flex-col items-center justify-center gap-0.5 text-[11px]",
              current ? "text-brand" : "text-subtle",
            );
            const content = (
              <>
                <span className="relative">
                  <Icon size={22} aria-hidden />
                  {key === "cart" ? <CountBadge text={badge} className="absolute -right-3 -top-1.5" /> : null}
                </span>
                {t(key)}
              </>
            );
            const props = {
              href,
              className,
              "aria-current": current ? ("page" as const) : undefined,
              "aria-label": key === "cart" && badge ? t("cartCount", { count: badge }) : undefined,
              "data-testid": `phone-tab-${key}`,
            };
            return (
              <li key={key}>
                {guarded ? <GuardedLink {...props}>{content}</GuardedLink> : <Link {...props}>{content}</Link>}
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
