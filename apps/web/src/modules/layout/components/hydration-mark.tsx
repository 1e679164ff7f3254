"use client";

import { useEffect } from "react";

/**
 * Marks `<html data-hydrated>` once the shell has hydrated. Until then a click on a link is held by
 * React and replayed afterwards; journeys wait for the mark before they click, operators can read
 * it in a browser's devtools to tell a slow hydration from a slow server.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
