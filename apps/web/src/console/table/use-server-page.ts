"use client";

import type { Page } from "@souk/contract";
import { useState } from "react";
import { useConsoleQuery } from "./use-console-query";

export interface PageRequest {
  current: number;
  size: number;
}

/**
 * A table paged by the server: the filters and the page the user chose, and the page the
 * server answered for them. Changing a filter goes back to page 1.
 */
export function useServerPage<T, F extends Record<string, unknown>>(
  name: string,
  initial: F,
  load: (req: PageRequest & F, signal: AbortSignal) => Promise<Page<T>>,
  size = 10,
) {
  const [filters, setFiltersState] = useState<F>(initial);
  const [paging, setPaging] = useState<PageRequest>({ current: 1, size });
  const req = { ...filters, ...paging };
  const query = useConsoleQuery(`${name}:${JSON.stringify(req)}`, (signal) => load(req, signal));
  return {
    ...query,
    filters,
    setFilters(next: F) {
      setFiltersState(next);
      setPaging((p) => ({ ...p, current: 1 }));
    },
    /** antd Table's `pagination` prop for this page. */
    pagination: {
      current: paging.current,
      pageSize: paging.size,
      total: query.data?.total ?? 0,
      showSizeChanger: true,
      onChange: (current: number, pageSize: number) => setPaging({ current, size: pageSize }),
    },
  };
}
