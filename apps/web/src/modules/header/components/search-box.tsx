"use client";

import clsx from "clsx";
import { Search } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { usePathname, useRouter } from "@/i18n/navigation";
import {
  keywordProblem,
  SEARCH_DEBOUNCE_MS,
  SEARCH_WARNING_MS,
  searchHref,
  searchModeFor,
  type SearchMode,
} from "../lib/search";
import { HotWords } from "./hot-words";
import { KeywordModel } from "../lib/keyword-model";

/** Goods/shop search with its hot words. The mode follows the route; the buyer may switch it. */
export function SearchBox() {
  const t = useTranslations("header");
  const router = useRouter();
  const pathname = usePathname();
  const routeMode = searchModeFor(pathname);
  const [chosen, setChosen] = useState<{ mode: SearchMode; onRoute: SearchMode } | null>(null);
  // A choice made on one route does not stick when the route changes the mode.
  const mode = chosen && chosen.onRoute === routeMode ? chosen.mode : routeMode;
  const inputRef = useRef<HTMLInputElement>(null);
  // The keyword model follows typing with a 100 ms debounce (spec part 5); submit flushes it first.
  const [model] = useState(() => new KeywordModel(SEARCH_DEBOUNCE_MS));

  // Show the keyword of the page being viewed (/list?pn=…, /shopList?shopName=…).
  useEffect(() => {
    const q = new URLSearchParams(window.location.search);
    const current = q.get(routeMode === "shops" ? "shopName" : "pn");
    if (inputRef.current && current !== null) {
      inputRef.current.value = current;
      model.set(current);
    }
    return () => model.cancel();
  }, [pathname, routeMode, model]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = model.flush();
    const problem = keywordProblem(value, mode);
    if (problem) {
      toast.warning(t(problem), { duration: SEARCH_WARNING_MS, id: "search-warning" });
      inputRef.current?.focus();
      return;
    }
    router.push(searchHref(value, mode));
  };

  return (
    <div className="w-[560px]" role="search" aria-label={t("searchRegion")}>
      <div role="group" aria-label={t("searchType")} className="flex text-xs">
        {(["goods", "shops"] as const).map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={m === mode}
            data-testid={`search-mode-${m}`}
            className={clsx(
              "rounded-t-sm px-3 py-0.5",
              m === mode ? "bg-brand text-white" : "text-subtle hover:text-brand",
            )}
            onClick={() => setChosen({ mode: m, onRoute: routeMode })}
          >
            {m === "goods" ? t("searchGoods") : t("searchShops")}
          </button>
        ))}
      </div>
      <form onSubmit={submit} className="flex h-9 border-2 border-brand" noValidate>
        <label htmlFor="site-search" className="sr-only">
          {t("searchInput")}
        </label>
        <input
          ref={inputRef}
          id="site-search"
          type="search"
          name="keyword"
          autoComplete="off"
          maxLength={100}
          placeholder={mode === "goods" ? t("placeholderGoods") : t("placeholderShops")}
          onChange={(e) => model.input(e.target.value)}
          className="min-w-0 flex-1 px-3 text-sm text-ink outline-none placeholder:text-muted"
          data-testid="search-input"
        />
        <button
          type="submit"
          className="flex w-20 items-center justify-center gap-1 bg-brand text-sm text-white hover:bg-brand-dark"
          data-testid="search-submit"
        >
          <Search size={15} aria-hidden />
          {t("searchButton")}
        </button>
      </form>
      <div className="mt-1">
        <HotWords mode={mode} />
      </div>
    </div>
  );
}
