"use client";

import { LayoutGrid } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type FocusEvent } from "react";
import { CategoryPanel } from "./category-panel";

export type CategoryMenuMode = "dropdown" | "pinned";

/**
 * "All categories": a hover/click dropdown over the page, or pinned open under the nav (the
 * home page's hero keeps room for it).
 */
export function CategoryMenu({ mode }: { mode: CategoryMenuMode }) {
  const t = useTranslations("nav");
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const shown = mode === "pinned" || open;

  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
  };
  // Escape closes the dropdown and returns focus to its button.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div
      className="relative w-[200px] shrink-0 max-md:hidden"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={shown}
        aria-controls={panelId}
        onClick={() => mode === "dropdown" && setOpen((o) => !o)}
        className="flex h-10 w-full items-center gap-2 bg-brand px-5 text-[15px] font-semibold text-white"
        data-testid="all-categories"
      >
        <LayoutGrid size={16} aria-hidden />
        {t("allCategories")}
      </button>
      {shown ? (
        <div className="absolute left-0 top-10 z-40">
          <CategoryPanel id={panelId} />
        </div>
      ) : null}
    </div>
  );
}
