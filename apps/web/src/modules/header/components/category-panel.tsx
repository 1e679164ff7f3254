"use client";

import { ChevronDown, ChevronRight, ChevronUp } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import clsx from "clsx";
import { Link } from "@/i18n/navigation";
import { useShellCategories } from "@/lib/shell/shell-data";
import { categoryListHref } from "../lib/category-links";
import { scrollArrows } from "../lib/category-scroll";
import { CategoryFlyout } from "./category-flyout";

/** Row height of a top category; 9 rows fill the panel (spec: arrows beyond 9). */
const ROW_PX = 44;
export const CATEGORY_PANEL_HEIGHT = ROW_PX * 9;

/**
 * Left: the top categories (scrolled with arrows when there are more than 9). Hovering or
 * focusing one shows its second and third levels on the right. ArrowDown/Up move between top
 * categories, ArrowRight enters the flyout.
 */
export function CategoryPanel({ id }: { id?: string }) {
  const t = useTranslations("category");
  const loaded = useShellCategories();
  const tops = loaded ?? [];
  const [active, setActive] = useState<number | null>(null);
  const [scroll, setScroll] = useState({ top: 0, max: undefined as number | undefined });
  const listRef = useRef<HTMLUListElement>(null);
  const base = useId();
  const arrows = useMemo(() => scrollArrows(tops.length, scroll.top, scroll.max), [tops.length, scroll]);
  const activeTop = active === null ? undefined : tops[active];

  const onScroll = () => {
    const el = listRef.current;
    if (el) setScroll({ top: el.scrollTop, max: el.scrollHeight - el.clientHeight });
  };
  const scrollBy = (dir: 1 | -1) => listRef.current?.scrollBy({ top: dir * ROW_PX * 3, behavior: "smooth" });

  const onKeyDown = (e: KeyboardEvent<HTMLAnchorElement>, i: number) => {
    const links = listRef.current?.querySelectorAll<HTMLAnchorElement>("a[data-top]");
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      links?.[Math.min(Math.max(i + (e.key === "ArrowDown" ? 1 : -1), 0), tops.length - 1)]?.focus();
    } else if (e.key === "ArrowRight") {
      e.preventDefault();
      document.getElementById(`${base}-flyout`)?.querySelector<HTMLAnchorElement>("a")?.focus();
    }
  };

  return (
    <div
      id={id}
      className="relative flex bg-white shadow-lg"
      style={{ height: CATEGORY_PANEL_HEIGHT }}
      onMouseLeave={() => setActive(null)}
      data-testid="category-panel"
    >
      <div className="relative w-[200px] shrink-0 bg-[#6e6568]">
        {/* Until the tree arrives (a cold start off the home page) the panel says so instead of an empty box. */}
        {loaded === null ? (
          <div role="status" className="flex flex-col gap-3 p-4" data-testid="category-loading">
            <span className="text-xs text-white/80">{t("loading")}</span>
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <span key={i} className="h-3 animate-pulse rounded-sm bg-white/20" aria-hidden />
            ))}
          </div>
        ) : tops.length === 0 ? (
          <p className="p-4 text-center text-xs text-white/80" data-testid="category-empty">
            {t("empty")}
          </p>
        ) : (
          <ul
            ref={listRef}
            onScroll={onScroll}
            aria-label={t("panel")}
            className="h-full overflow-y-hidden scroll-smooth bg-[#6e6568]"
          >
            {tops.map((c, i) => (
              <li key={c.categoryId} onMouseEnter={() => setActive(i)}>
                <Link
                  data-top
                  id={`${base}-top-${i}`}
                  href={categoryListHref(c.categoryId)}
                  onFocus={() => setActive(i)}
                  onKeyDown={(e) => onKeyDown(e, i)}
                  aria-expanded={active === i}
                  aria-controls={active === i ? `${base}-flyout` : undefined}
                  className={clsx(
                    "flex items-center justify-between px-5 text-sm outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand",
                    active === i ? "bg-white text-brand" : "bg-[#6e6568] text-white hover:bg-[#7d7477]",
                  )}
                  style={{ height: ROW_PX }}
                  data-testid="category-top-item"
                >
                  <span className="truncate">{c.categoryName}</span>
                  <ChevronRight size={14} aria-hidden className="shrink-0 opacity-70" />
                </Link>
              </li>
            ))}
          </ul>
        )}
        {arrows.up ? (
          <button
            type="button"
            aria-label={t("scrollUp")}
            onClick={() => scrollBy(-1)}
            className="absolute inset-x-0 top-0 flex h-5 items-center justify-center bg-black/40 text-white hover:bg-black/60"
            data-testid="category-scroll-up"
          >
            <ChevronUp size={14} aria-hidden />
          </button>
        ) : null}
        {arrows.down ? (
          <button
            type="button"
            aria-label={t("scrollDown")}
            onClick={() => scrollBy(1)}
            className="absolute inset-x-0 bottom-0 flex h-5 items-center justify-center bg-black/40 text-white hover:bg-black/60"
            data-testid="category-scroll-down"
          >
            <ChevronDown size={14} aria-hidden />
          </button>
        ) : null}
      </div>
      {activeTop && activeTop.categories.length > 0 ? (
        <div className="absolute left-[200px] top-0 z-10 h-full w-[800px] border border-line bg-white shadow-lg">
          <CategoryFlyout top={activeTop} id={`${base}-flyout`} labelledBy={`${base}-top-${active}`} />
        </div>
      ) : null}
    </div>
  );
}
