"use client";

import type { NoticeBrief, PcWebConfig } from "@souk/contract";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { callApi } from "@/lib/api/browser-client";
import { categoryTreeEndpoint } from "@/lib/api/endpoints/catalog";
import { topNoticesEndpoint, webConfigEndpoint } from "@/lib/api/endpoints/content";
import { shellCategories, type ShellCategory } from "./shell-categories";
import { readCachedWebConfig, writeCachedWebConfig } from "@/lib/web-config/storage";

/** Display data every page's chrome needs; identical for all buyers of a locale. */
export interface ShellData {
  webConfig: PcWebConfig | null;
  notices: NoticeBrief[] | null;
}

const ShellDataContext = createContext<ShellData>({ webConfig: null, notices: null });
/** The category tree the page was rendered with (home, decorated pages), if any. */
const RenderedCategoriesContext = createContext<ShellCategory[] | null>(null);
/** The tree fetched by the browser for a menu opened on another page. */
const LoadedCategoriesContext = createContext<{ categories: ShellCategory[] | null; load: () => void }>({
  categories: null,
  load: () => {},
});

export function useShellData(): ShellData {
  return useContext(ShellDataContext);
}

/**
 * The active category tree, or null while it loads. Pages that show categories when rendered
 * (home, decorated pages) embed the tree (ShellCategoriesProvider); elsewhere it is only seen in
 * the "all categories" dropdown, so it is fetched when a component using it first mounts instead
 * of being embedded in every page (ADR 0030-page-weight).
 */
export function useShellCategories(): ShellCategory[] | null {
  const rendered = useContext(RenderedCategoriesContext);
  const { categories, load } = useContext(LoadedCategoriesContext);
  useEffect(() => {
    if (!rendered) load();
  }, [rendered, load]);
  return rendered ?? categories;
}

/** Embeds the category tree for the components below, which show it in the server's HTML. */
export function ShellCategoriesProvider({
  categories,
  children,
}: {
  categories: ShellCategory[] | null;
  children: ReactNode;
}) {
  return <RenderedCategoriesContext.Provider value={categories}>{children}</RenderedCategoriesContext.Provider>;
}

/**
 * Seeds the chrome with what the server rendered (cached HTML). Whatever the server could not
 * load (API down at build or revalidation time) is fetched once from the browser, and the web
 * config is also served from / saved to its local-storage cache.
 */
export function ShellDataProvider({ initial, children }: { initial: ShellData; children: ReactNode }) {
  const [data, setData] = useState<ShellData>(initial);
  const [categories, setCategories] = useState<ShellCategory[] | null>(null);
  const [wanted, setWanted] = useState(false);
  const load = useCallback(() => setWanted(true), []);
  const loaded = useMemo(() => ({ categories, load }), [categories, load]);

  useEffect(() => {
    const ctrl = new AbortController();
    const opts = { silent: true, suppressLogin: true, signal: ctrl.signal } as const;
    const patch = (p: Partial<ShellData>) => setData((d) => ({ ...d, ...p }));

    if (initial.webConfig) {
      writeCachedWebConfig(initial.webConfig);
    } else {
      const cached = readCachedWebConfig();
      if (cached) patch({ webConfig: cached });
      callApi(webConfigEndpoint(), opts)
        .then((webConfig) => {
          writeCachedWebConfig(webConfig);
          patch({ webConfig });
        })
        .catch(() => {});
    }
    if (!initial.notices)
      callApi(topNoticesEndpoint(), opts).then(
        (notices) => patch({ notices }),
        () => {},
      );
    return () => ctrl.abort();
  }, [initial]);

  useEffect(() => {
    if (!wanted) return;
    const ctrl = new AbortController();
    callApi(categoryTreeEndpoint(), { silent: true, suppressLogin: true, signal: ctrl.signal }).then(
      (tree) => setCategories(shellCategories(tree)),
      () => {},
    );
    return () => ctrl.abort();
  }, [wanted]);

  return (
    <ShellDataContext.Provider value={data}>
      <LoadedCategoriesContext.Provider value={loaded}>{children}</LoadedCategoriesContext.Provider>
    </ShellDataContext.Provider>
  );
}
