"use client";

import { useCallback, useEffect, useState } from "react";
import type { Endpoint } from "@/lib/api/endpoint";
import { callApi } from "@/lib/api/browser-client";

export type ApiData<T> =
  { status: "loading"; data: null } | { status: "ready"; data: T } | { status: "failed"; data: null };

/**
 * Live data of a user-center page: loads `make()` and again whenever `reload()` is called or
 * `key` changes. Failures were already shown by the API client.
 */
export function useApiData<T>(make: () => Endpoint<T>, key: string): ApiData<T> & { reload: () => void } {
  const [state, setState] = useState<ApiData<T>>({ status: "loading", data: null });
  const [version, setVersion] = useState(0);
  const [loadedKey, setLoadedKey] = useState(key);
  // A new key shows "loading" again rather than the previous key's data.
  if (loadedKey !== key) {
    setLoadedKey(key);
    setState({ status: "loading", data: null });
  }

  useEffect(() => {
    const ctrl = new AbortController();
    callApi(make(), { signal: ctrl.signal }).then(
      (data) => setState({ status: "ready", data }),
      (e: unknown) => {
        if ((e as Error).name !== "AbortError") setState({ status: "failed", data: null });
      },
    );
    return () => ctrl.abort();
    // `make` is a fresh closure each render; `key` says when the request changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}
