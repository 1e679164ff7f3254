"use client";

import { useEffect } from "react";
import { isChunkLoadError, reloadForChunkError } from "@/lib/errors/chunk-reload";
import { errorMessage, errorStatus } from "@/lib/errors/error-status";
import { ErrorView } from "@/modules/layout/components/error-view";
import { DefaultLayout } from "@/modules/layout/templates/default-layout";

/** Navigation errors below the locale layout: the error page inside the default chrome. */
export default function LocaleError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) reloadForChunkError();
    else console.error(error);
  }, [chunk, error]);

  return (
    <DefaultLayout>
      <ErrorView status={errorStatus(error)} message={errorMessage(error)} onRetry={reset} />
    </DefaultLayout>
  );
}
