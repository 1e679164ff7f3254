"use client";

import { MAX_SHOP_HOT_WORDS } from "@souk/contract";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Link } from "@/i18n/navigation";
import { callApi } from "@/lib/api/browser-client";
import { hotSearchEndpoint, hotShopsEndpoint } from "@/lib/api/endpoints/catalog";
import { searchHref, type SearchMode } from "../lib/search";

interface HotWord {
  key: string;
  label: string;
  href: string;
}

async function loadHotWords(mode: SearchMode, signal: AbortSignal): Promise<HotWord[]> {
  const quiet = { silent: true, suppressLogin: true, signal } as const;
  if (mode === "shops") {
    const shops = await callApi(hotShopsEndpoint(), quiet);
    return shops
      .slice(0, MAX_SHOP_HOT_WORDS)
      .map((s) => ({ key: `s${s.shopId}`, label: s.shopName, href: `/shopIndex?sid=${s.shopId}` }));
  }
  const words = await callApi(hotSearchEndpoint(), quiet);
  return words.map((w) => ({
    key: `w${w.hotSearchId}`,
    label: w.title,
    href: searchHref(w.content || w.title, "goods"),
  }));
}

/** Hot searches under the search box: goods keywords, or popular shops in shop mode. */
export function HotWords({ mode }: { mode: SearchMode }) {
  const t = useTranslations("header");
  const [words, setWords] = useState<Partial<Record<SearchMode, HotWord[]>>>({});

  useEffect(() => {
    if (words[mode]) return;
    const ctrl = new AbortController();
    loadHotWords(mode, ctrl.signal).then(
      (list) => setWords((w) => ({ ...w, [mode]: list })),
      () => {},
    );
    return () => ctrl.abort();
  }, [mode, words]);

  const list = words[mode] ?? [];
  if (list.length === 0) return <div className="h-5" />;
  return (
    <nav aria-label={t("hotWords")} className="h-5 overflow-hidden text-xs leading-5" data-testid="hot-words">
      <ul className="flex gap-3">
        {list.map((w, i) => (
          <li key={w.key}>
            <Link href={w.href} className={i === 0 ? "text-brand hover:underline" : "text-muted hover:text-brand"}>
              {w.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
