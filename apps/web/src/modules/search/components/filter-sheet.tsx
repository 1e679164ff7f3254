"use client";

import { SlidersHorizontal } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { BottomSheet } from "@/components/ui/bottom-sheet";

/**
 * Phones (below md): the filter box in a bottom sheet behind a "Filter" button of the sort bar.
 * Every filter is a link or a GET form that changes the URL, so the sheet closes as soon as one
 * is followed; `active` counts the chosen filters on the button.
 */
export function FilterSheet({ active, children }: { active: number; children: ReactNode }) {
  const t = useTranslations("list");
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="flex h-11 shrink-0 items-center gap-1 px-3 text-sm text-ink md:hidden"
        aria-haspopup="dialog"
        data-testid="filter-open"
      >
        <SlidersHorizontal size={16} aria-hidden className={active > 0 ? "text-brand" : undefined} />
        {t("filterOpen")}
        {active > 0 ? <span className="text-xs text-brand">({active})</span> : null}
      </button>
      <BottomSheet
        open={open}
        onOpenChange={setOpen}
        title={t("filters")}
        closeLabel={t("filterClose")}
        testId="filter-sheet"
      >
        <div
          onClickCapture={(e) => {
            if ((e.target as HTMLElement).closest("a")) setOpen(false);
          }}
          onSubmitCapture={() => setOpen(false)}
        >
          {children}
        </div>
      </BottomSheet>
    </>
  );
}
