"use client";

import { useEffect } from "react";
import { usePathname } from "@/i18n/navigation";
import { flowPageOf } from "@/lib/analytics/page-ids";
import { trackPageView } from "@/lib/analytics/flow";

/**
 * Logs a flow page view whenever the path changes (every page of the storefront). Pages that know
 * more after loading (payment: the order numbers) report their own view instead.
 */
export function PageViewTracker() {
  const pathname = usePathname();
  useEffect(() => {
    const page = flowPageOf(pathname, window.location.search);
    if (page.selfReported) return;
    trackPageView(page);
  }, [pathname]);
  return null;
}
