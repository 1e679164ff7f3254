"use client";

import { useEffect, type RefObject } from "react";

/**
 * Keeps a full-screen element inside what the phone shows above its on-screen keyboard: writes
 * the visual viewport's height and top to `--vv-height` / `--vv-top` on the element, so CSS
 * (`max-md:` rules only; the desktop ignores them) can size the chat to it and the input stays
 * above the keyboard even where the layout viewport does not shrink (iOS Safari, or a viewport
 * meta without `interactive-widget=resizes-content`).
 */
export function useVisualViewport(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const vv = window.visualViewport;
    const el = ref.current;
    if (!vv || !el) return;
    const update = () => {
      el.style.setProperty("--vv-height", `${vv.height}px`);
      el.style.setProperty("--vv-top", `${vv.offsetTop}px`);
    };
    update();
    vv.addEventListener("resize", update);
    vv.addEventListener("scroll", update);
    return () => {
      vv.removeEventListener("resize", update);
      vv.removeEventListener("scroll", update);
    };
  }, [ref]);
}
