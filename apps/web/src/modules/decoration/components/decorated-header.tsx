"use client";

import type { DecorationLink } from "@souk/contract";
import clsx from "clsx";
import { ChevronRight, LayoutGrid, ShoppingCart } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FocusEvent } from "react";
import { Container } from "@/components/ui/container";
import { Link, usePathname } from "@/i18n/navigation";
import { GuardedLink } from "@/modules/auth";
import { useAccount } from "@/lib/session/account-context";
import { Logo } from "@/components/ui/logo";
import { SearchBox } from "@/modules/header";
import { DECORATED_HEADER_BADGE_CAP, formatBadge } from "@/modules/header";
import { categoryListHref } from "@/modules/header";
import { useShellCategories } from "@/lib/shell/shell-data";
import { mediaUrl } from "@/lib/media/media-url";
import { isCurrentNav } from "../lib/header-tab";
import { resolveDecorationLink } from "../lib/link";
import { list, shown, str } from "../lib/parse";
import { DecorationAnchor } from "./decoration-link";

/** Cart button of the decorated header: the count caps at 99+ (spec part 9); visitors get the login popup. */
function DecoratedCart() {
  const t = useTranslations("decoration");
  const { cartCount } = useAccount();
  const badge = formatBadge(cartCount, DECORATED_HEADER_BADGE_CAP);
  return (
    <GuardedLink
      href="/cart"
      className="relative flex h-9 w-[150px] shrink-0 items-center justify-center gap-2 border border-line bg-white text-sm text-brand hover:border-brand max-md:size-11 max-md:border-0"
      aria-label={badge ? t("cartWithCount", { count: badge }) : t("cart")}
      data-testid="decorated-cart"
    >
      <ShoppingCart size={18} aria-hidden />
      <span className="max-md:sr-only">{t("cart")}</span>
      {badge ? (
        <span
          aria-hidden
          className="absolute -right-2 -top-2 max-md:right-0 max-md:top-0 min-w-5 rounded-full bg-brand px-1 text-center text-[11px] leading-5 text-white"
          data-testid="decorated-cart-count"
        >
          {badge}
        </span>
      ) : null}
    </GuardedLink>
  );
}

/** The two-level category dropdown: top categories, each with its second level. */
function CategoryDropdown() {
  const t = useTranslations("nav");
  const tops = useShellCategories() ?? [];
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div
      className="relative w-[200px] shrink-0 max-md:hidden"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex h-10 w-full items-center gap-2 bg-brand-dark px-5 text-[15px] font-semibold text-white"
        data-testid="decorated-categories"
      >
        <LayoutGrid size={16} aria-hidden />
        {t("allCategories")}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute left-0 top-10 z-40 max-h-[480px] w-[200px] overflow-y-auto bg-white shadow-lg"
        data-testid="decorated-category-panel"
      >
        <ul>
          {tops.map((top) => (
            <li key={top.categoryId} className="group/top relative border-b border-page">
              <Link
                href={categoryListHref(top.categoryId)}
                className="flex items-center justify-between px-4 py-2 text-sm text-ink hover:bg-brand hover:text-white focus-visible:bg-brand focus-visible:text-white"
              >
                <span className="truncate">{top.categoryName}</span>
                <ChevronRight size={14} aria-hidden />
              </Link>
              {top.categories.length > 0 ? (
                <ul className="flex flex-wrap gap-x-3 gap-y-1 px-4 pb-2">
                  {top.categories.map((second) => (
                    <li key={second.categoryId}>
                      <Link
                        href={categoryListHref(top.categoryId, second.categoryId)}
                        className="text-xs text-subtle hover:text-brand"
                      >
                        {second.categoryName}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function subscribeToHistory(onChange: () => void): () => void {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
}
const readSearch = () => window.location.search;

interface NavItem {
  name: string;
  path: DecorationLink;
}

/**
 * shop_signs: the decorated header of a decoration (spec part 2): logo, search, cart count (99+),
 * a two-level category dropdown and the custom nav items — each part shown when its show flag
 * is 0. A type-1 nav item goes to /detail/{link}; links follow resolveDecorationLink.
 */
export function DecoratedHeader({ data }: { data: Record<string, unknown> }) {
  const t = useTranslations("decoration");
  const pathname = usePathname();
  // The query of the page (cached HTML has none): read on every render after hydration, which
  // client navigations cause through the pathname.
  const search = useSyncExternalStore(subscribeToHistory, readSearch, () => "");
  const bg = str(data.bgUrl);
  const nav = list<NavItem>(data.navList).filter((n) => str(n.name));
  const showNavs = shown(data.showNavs) && nav.length > 0;
  const showCategory = shown(data.showCategory);

  return (
    <header className="bg-white" data-testid="decorated-header">
      <Container className="flex h-[100px] items-center justify-between gap-8 max-md:h-14 max-md:gap-2 max-md:px-3">
        {shown(data.showLogo) ? <Logo /> : <div className="w-[190px] max-md:hidden" />}
        {shown(data.showSearch) ? <SearchBox /> : <div className="flex-1" />}
        <DecoratedCart />
      </Container>
      {showCategory || showNavs ? (
        // The sign's background image runs behind the nav bar, darkened so white text stays readable (AA).
        <div
          className="bg-brand bg-cover bg-center"
          style={
            bg
              ? {
                  backgroundImage: `linear-gradient(rgba(0,0,0,.25),rgba(0,0,0,.25)),url(${JSON.stringify(mediaUrl(bg))})`,
                }
              : undefined
          }
          data-testid="decorated-nav-bar"
        >
          <Container>
            <nav aria-label={t("navLabel")} className="flex h-10 items-stretch max-md:h-11 max-md:overflow-x-auto">
              {showCategory ? <CategoryDropdown /> : null}
              {showNavs ? (
                <ul className="flex items-stretch">
                  {nav.map((n, i) => {
                    const r = resolveDecorationLink(n.path);
                    const current = r ? isCurrentNav(r.href, pathname, search) : false;
                    return (
                      <li key={i} className="flex">
                        <DecorationAnchor
                          link={n.path}
                          testId="decorated-nav-link"
                          current={current}
                          className={clsx(
                            "flex items-center px-5 text-[15px] font-semibold text-white hover:bg-white/15 max-md:px-3 max-md:whitespace-nowrap max-md:text-sm",
                            current && "bg-white/20",
                          )}
                        >
                          {str(n.name)}
                        </DecorationAnchor>
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </nav>
          </Container>
        </div>
      ) : null}
    </header>
  );
}
