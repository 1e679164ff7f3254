"use client";

import { History } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useLayoutEffect, useMemo, useState, type RefObject } from "react";
import { callApi } from "@/lib/api/browser-client";
import { suggestEndpoint } from "@/lib/api/endpoints/search";
import { debounce } from "../../../lib/hooks/debounce";
import { clearRecentSearches, recentSearches } from "../lib/recent-searches";
import { SEARCH_DEBOUNCE_MS, type SearchMode } from "../lib/search";

/** Recent searches shown with an empty box, and beside suggestions once the buyer types. */
const RECENT_EMPTY = 8;
const RECENT_TYPING = 3;

interface Option {
  text: string;
  recent: boolean;
}

/**
 * The dropdown under the search box (spec part 5): this browser's recent searches first, then the
 * API's completions of what is typed (pinyin-aware), fetched 100 ms after typing settles. The
 * box is a combobox: arrows move through the options, Enter searches the active one, Esc closes;
 * the count of suggestions is announced. Loaded on the box's first focus (a client island of its
 * own, not in the header's first-load JS); it drives the input through `inputRef`.
 */
export function SearchSuggestions({
  inputRef,
  initial,
  mode,
  onPick,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  /** What the box held when it was first focused. */
  initial: string;
  /** Remount per mode (key): recent searches and suggestions are per mode. */
  mode: SearchMode;
  onPick: (text: string) => void;
}) {
  const t = useTranslations("header");
  const listId = useId();
  const [typed, setTyped] = useState(initial);
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  const [suggested, setSuggested] = useState<{ q: string; mode: SearchMode; items: string[] } | null>(null);
  const [recent, setRecent] = useState<string[]>(() => recentSearches(window.localStorage, mode));
  const [announce, setAnnounce] = useState("");

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const settle = debounce((v: string) => {
      setTyped(v);
      setActive(-1);
    }, SEARCH_DEBOUNCE_MS);
    const onInput = () => {
      setOpen(true);
      setRecent(recentSearches(window.localStorage, mode));
      settle(input.value);
    };
    const onFocus = () => {
      setOpen(true);
      setTyped(input.value);
      setRecent(recentSearches(window.localStorage, mode));
    };
    const onClose = () => {
      settle.cancel();
      setOpen(false);
      setActive(-1);
    };
    const form = input.form;
    input.addEventListener("input", onInput);
    input.addEventListener("focus", onFocus);
    input.addEventListener("blur", onClose);
    form?.addEventListener("submit", onClose);
    // What was typed while this chunk loaded (after the first focus) settles like any typing.
    settle(input.value);
    return () => {
      settle.cancel();
      input.removeEventListener("input", onInput);
      input.removeEventListener("focus", onFocus);
      input.removeEventListener("blur", onClose);
      form?.removeEventListener("submit", onClose);
    };
  }, [inputRef, mode]);

  const q = typed.trim();
  useEffect(() => {
    if (!q) return;
    const ctrl = new AbortController();
    callApi(suggestEndpoint(q, mode === "shops" ? "shop" : "prod"), {
      silent: true,
      suppressLogin: true,
      signal: ctrl.signal,
    }).then(
      (items) => {
        setSuggested({ q, mode, items: items.map((i) => i.text) });
        setAnnounce(t("suggestionCount", { count: items.length }));
      },
      () => {},
    );
    return () => ctrl.abort();
  }, [q, mode, t]);

  const recents = useMemo(() => {
    const lower = q.toLowerCase();
    return recent.filter((r) => !lower || r.toLowerCase().startsWith(lower)).slice(0, q ? RECENT_TYPING : RECENT_EMPTY);
  }, [recent, q]);
  const options = useMemo(() => {
    const out: Option[] = recents.map((text) => ({ text, recent: true }));
    const items = q && suggested?.q === q && suggested.mode === mode ? suggested.items : [];
    for (const text of items) if (!out.some((o) => o.text === text)) out.push({ text, recent: false });
    return out;
  }, [recents, suggested, q, mode]);
  const visible = open && options.length > 0;

  // A layout effect: the keys read the options and the active one the buyer sees, from the same
  // commit (a passive effect could leave Enter with the previous active option for a frame).
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const pick = (text: string) => {
      input.value = text;
      setOpen(false);
      setActive(-1);
      onPick(text);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.isComposing) return; // an input method is composing Chinese: its keys are not ours
      if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        if (options.length === 0) return;
        e.preventDefault();
        setOpen(true);
        const n = options.length;
        setActive((a) => (e.key === "ArrowDown" ? (a + 1) % n : a <= 0 ? n - 1 : a - 1));
      } else if (e.key === "Escape" && visible) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (e.key === "Enter" && visible && options[active]) {
        e.preventDefault();
        pick(options[active].text);
      }
    };
    input.addEventListener("keydown", onKey);
    return () => input.removeEventListener("keydown", onKey);
  }, [inputRef, options, active, visible, onPick]);

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.setAttribute("role", "combobox");
    input.setAttribute("aria-autocomplete", "list");
    input.setAttribute("aria-controls", listId);
    input.setAttribute("aria-expanded", String(visible));
    if (visible && active >= 0) input.setAttribute("aria-activedescendant", `${listId}-${active}`);
    else input.removeAttribute("aria-activedescendant");
  }, [inputRef, listId, visible, active]);

  const choose = (text: string) => {
    if (inputRef.current) inputRef.current.value = text;
    setOpen(false);
    setActive(-1);
    onPick(text);
  };

  return (
    <>
      <div aria-live="polite" className="sr-only" data-testid="search-suggestions-status">
        {open ? announce : ""}
      </div>
      <div
        role="presentation"
        className={visible ? "absolute inset-x-0 top-full z-50 border border-line bg-white py-1 shadow-md" : "hidden"}
        // Clicking an option must not blur the box first (blur closes the list).
        onMouseDown={(e) => e.preventDefault()}
        data-testid="search-suggestions"
      >
        {recents.length > 0 ? (
          <div className="flex items-center justify-between px-3 py-1 text-xs text-muted">
            <span>{t("recentSearches")}</span>
            <button
              type="button"
              className="hover:text-brand"
              data-testid="search-recent-clear"
              onClick={() => {
                clearRecentSearches(window.localStorage, mode);
                setRecent([]);
                setAnnounce(t("recentCleared"));
              }}
            >
              {t("clearRecent")}
            </button>
          </div>
        ) : null}
        <ul role="listbox" id={listId} aria-label={t("suggestions")}>
          {options.map((o, i) => (
            <li
              key={`${o.recent ? "r" : "s"}:${o.text}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={`flex cursor-pointer items-center gap-2 px-3 py-1.5 text-sm ${i === active ? "bg-brand/10 text-brand" : "text-ink hover:bg-surface"}`}
              data-testid={o.recent ? "search-recent" : "search-suggestion"}
              onClick={() => choose(o.text)}
              // Never focused (the box keeps focus and its keys, aria-activedescendant); Enter here only
              // for assistive technology that activates the option itself.
              onKeyDown={(e) => {
                if (e.key === "Enter") choose(o.text);
              }}
            >
              {o.recent ? <History size={13} className="text-muted" aria-hidden /> : null}
              {o.text}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
