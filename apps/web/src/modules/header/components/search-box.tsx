"use client";

import clsx from "clsx";
import { Search } from "lucide-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
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
import { intendList, withStoredArea } from "@/lib/area/stored-area";
import { HotWords } from "./hot-words";
import { KeywordModel } from "../lib/keyword-model";
import { rememberSearch } from "../lib/recent-searches";

// The suggestion dropdown is its own chunk, fetched when the box is first focused (ADR 0030).
const SearchSuggestions = dynamic(() => import("./search-suggestions").then((m) => m.SearchSuggestions), {
  ssr: false,
});

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

  // The keyword box has one writer at a time: the URL fills it (/list?pn=…, /shopList?shopName=…)
  // unless the buyer has typed since their last search — even before hydration, when no onChange
  // ran (the server renders it empty) — or is in the box, so what they type is never overwritten (Typing
  // 手机 right after loading /list?pn=phone submitted "phone手机").
  const typedSinceSearch = useRef<boolean | null>(null);
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (typedSinceSearch.current === null) typedSinceSearch.current = input.value !== "";
    const current = new URLSearchParams(window.location.search).get(routeMode === "shops" ? "shopName" : "pn");
    // A focused box is the buyer's too: they clicked into it to type (the server rendered it empty).
    const buyers = typedSinceSearch.current || document.activeElement === input;
    if (!buyers && current !== null) input.value = current;
    model.set(input.value);
    return () => model.cancel();
  }, [pathname, routeMode, model]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // What the box shows is what is searched (typing before hydration never reached the model).
    if (inputRef.current) model.set(inputRef.current.value);
    const value = model.flush();
    const problem = keywordProblem(value, mode);
    if (problem) {
      toast.warning(t(problem), { duration: SEARCH_WARNING_MS, id: "search-warning" });
      inputRef.current?.focus();
      return;
    }
    typedSinceSearch.current = false;
    rememberSearch(window.localStorage, mode, value);
    const target = withStoredArea(searchHref(value, mode));
    intendList(target);
    router.push(target);
  };

  const formRef = useRef<HTMLFormElement>(null);
  // The suggestion dropdown, once the box was first focused (with what it held then).
  const [suggesting, setSuggesting] = useState<{ initial: string } | null>(null);
  // A suggestion picked is searched at once, as if typed and submitted.
  const pick = useCallback(
    (text: string) => {
      typedSinceSearch.current = true;
      model.set(text);
      formRef.current?.requestSubmit();
    },
    [model],
  );

  return (
    <div className="w-[560px] max-md:w-auto max-md:min-w-0 max-md:flex-1" role="search" aria-label={t("searchRegion")}>
      <div role="group" aria-label={t("searchType")} className="flex text-xs max-md:hidden">
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
      {/* Before hydration the browser submits the form itself: the same URL as searchHref. */}
      <form
        ref={formRef}
        onSubmit={submit}
        action={mode === "goods" ? "/list" : "/shopList"}
        method="get"
        className="relative flex h-9 border-2 border-brand max-md:h-10 max-md:rounded-full max-md:overflow-hidden"
        noValidate
      >
        <label htmlFor="site-search" className="sr-only">
          {t("searchInput")}
        </label>
        <input
          ref={inputRef}
          id="site-search"
          type="search"
          name={mode === "goods" ? "pn" : "shopName"}
          autoComplete="off"
          maxLength={100}
          placeholder={mode === "goods" ? t("placeholderGoods") : t("placeholderShops")}
          onChange={(e) => {
            typedSinceSearch.current = true;
            model.input(e.target.value);
          }}
          onFocus={(e) => {
            const initial = e.currentTarget.value;
            setSuggesting((s) => s ?? { initial });
          }}
          className="min-w-0 flex-1 px-3 text-sm text-ink outline-none placeholder:text-muted max-md:text-base"
          data-testid="search-input"
        />
        <button
          type="submit"
          className="flex w-20 items-center justify-center gap-1 bg-brand text-sm text-white hover:bg-brand-dark max-md:w-12"
          data-testid="search-submit"
        >
          <Search size={15} aria-hidden />
          <span className="max-md:sr-only">{t("searchButton")}</span>
        </button>
        {suggesting ? (
          <SearchSuggestions key={mode} inputRef={inputRef} initial={suggesting.initial} mode={mode} onPick={pick} />
        ) : null}
      </form>
      <div className="mt-1 max-md:hidden">
        <HotWords mode={mode} />
      </div>
    </div>
  );
}
