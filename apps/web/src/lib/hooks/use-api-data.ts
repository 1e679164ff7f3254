"use client";

import { useCallback, useEffect, useState } from "react";
import type { Endpoint } from "@/lib/api/endpoint";
import { failedWith, type ApiData } from "@/lib/api/api-data";
import { callApi, type CallOptions } from "@/lib/api/browser-client";

/**
 * Live data of a client page: loads `make()`, and again whenever `reload()` is called or `key`
 * changes (a new key shows "loading" rather than the previous key's data). A failure answers
 * the API's error code, for pages that show their own "not found" (order detail, invoice);
 * `silent` keeps the API client from also toasting it. Otherwise the client already showed it.
 */
export function useApiData<T>(
  make: () => Endpoint<T>,
  key: string,
  opts: Pick<CallOptions, "silent"> = {},
): ApiData<T> & { reload: () => void } {
  const [state, setState] = useState<ApiData<T>>({ status: "loading", data: null });
  const [version, setVersion] = useState(0);
  const [loadedKey, setLoadedKey] = useState(key);
  if (loadedKey !== key) {
    setLoadedKey(key);
    setState({ status: "loading", data: null });
  }
  const silent = opts.silent === true;
  useEffect(() => {
    const ctrl = new AbortController();
    callApi(make(), { signal: ctrl.signal, silent }).then(
      (data) => setState({ status: "ready", data }),
      (e: unknown) => {
        if ((e as Error).name !== "AbortError") setState(failedWith(e));
      },
    );
    return () => ctrl.abort();
    // `make` is a fresh closure each render; `key` says when the request changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, version, silent]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
