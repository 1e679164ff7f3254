"use client";

import type { CategoryNode, NoticeBrief, PcWebConfig } from "@souk/contract";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { callApi } from "@/lib/api/browser-client";
import { categoryTreeEndpoint } from "@/lib/api/endpoints/catalog";
import { topNoticesEndpoint, webConfigEndpoint } from "@/lib/api/endpoints/content";
import { readCachedWebConfig, writeCachedWebConfig } from "@/lib/web-config/storage";

/** Display data every page's chrome needs; identical for all buyers of a locale. */
export interface ShellData {
  webConfig: PcWebConfig | null;
  categories: CategoryNode[] | null;
  notices: NoticeBrief[] | null;
}

const ShellDataContext = createContext<ShellData>({ webConfig: null, categories: null, notices: null });

export function useShellData(): ShellData {
  return useContext(ShellDataContext);
}

/**
 * Seeds the chrome with what the server rendered (cached HTML). Whatever the server could not
 * load (API down at build or revalidation time) is fetched once from the browser, and the web
 * config is also served from / saved to its local-storage cache.
 */
export function ShellDataProvider({ initial, children }: { initial: ShellData; children: ReactNode }) {
  const [data, setData] = useState<ShellData>(initial);

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
    if (!initial.categories)
      callApi(categoryTreeEndpoint(), opts).then(
        (categories) => patch({ categories }),
        () => {},
      );
    if (!initial.notices)
      callApi(topNoticesEndpoint(), opts).then(
        (notices) => patch({ notices }),
        () => {},
      );
    return () => ctrl.abort();
  }, [initial]);

  return <ShellDataContext.Provider value={data}>{children}</ShellDataContext.Provider>;
}
