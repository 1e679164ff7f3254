"use client";

import en from "../../messages/en.json";
import zh from "../../messages/zh.json";
import { useEffect } from "react";
import { isChunkLoadError, reloadForChunkError } from "@/lib/errors/chunk-reload";
import { errorStatus } from "@/lib/errors/error-status";
import "./globals.css";

/** Last resort when the locale layout itself failed: no providers are left, so both languages are shown. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForChunkError();
  }, [error]);
  const status = errorStatus(error);
  return (
    <html lang="zh-CN">
      <body className="flex min-h-screen flex-col items-center justify-center gap-3 text-center" role="alert">
        <p className="text-7xl font-bold text-brand/80">{status}</p>
        <h1 className="text-xl text-ink">
          {zh.errors.errorTitle} / <span lang="en">{en.errors.errorTitle}</span>
        </h1>
        <p className="text-sm text-subtle">
          {zh.errors.genericMessage} / <span lang="en">{en.errors.genericMessage}</span>
        </p>
        <button type="button" onClick={reset} className="mt-6 btn-brand">
          {zh.errors.retry} / <span lang="en">{en.errors.retry}</span>
        </button>
      </body>
    </html>
  );
}
