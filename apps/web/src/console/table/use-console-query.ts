"use client";

import { useCallback, useEffect, useState } from "react";

type Result<T> = { key: string; data?: T; error?: unknown };

/**
 * Loads what `load` answers for `key` (a string naming everything the answer depends on) and
 * again whenever the key changes or `reload` is called; an answer for an older key is dropped.
 * `data` keeps the last answer while the next loads, so a table does not flash empty between pages.
 */
export function useConsoleQuery<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [nonce, setNonce] = useState(0);
  const [result, setResult] = useState<Result<T> | null>(null);
  const [last, setLast] = useState<T | undefined>(undefined);
  const fullKey = `${key}#${nonce}`;
  useEffect(() => {
    const ctl = new AbortController();
    load(ctl.signal).then(
      (data) => {
        setResult({ key: fullKey, data });
        setLast(data);
      },
      (error: unknown) => {
        if ((error as Error)?.name !== "AbortError") setResult({ key: fullKey, error });
      },
    );
    return () => ctl.abort();
    // `load` is a new function every render; the key names what it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fullKey]);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const settled = result?.key === fullKey;
  return {
    data: settled ? (result.data ?? last) : last,
    error: settled ? result.error : undefined,
    loading: !settled,
    reload,
  };
}
