"use client";

import { useEffect } from "react";
import { isChunkLoadError, reloadForChunkError } from "@/lib/errors/chunk-reload";

/**
 * A page part that fails to load (typically after a deploy replaced the chunks) reloads the
 * page, at most once per minute so a real outage cannot cause a reload loop.
 */
export function ChunkErrorListener() {
  useEffect(() => {
    const onError = (e: ErrorEvent) => {
      if (isChunkLoadError(e.error)) reloadForChunkError();
    };
    const onRejection = (e: PromiseRejectionEvent) => {
      if (isChunkLoadError(e.reason)) reloadForChunkError();
    };
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);
  return null;
}
