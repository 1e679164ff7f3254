"use client";

import clsx from "clsx";
import { useId, useState, type KeyboardEvent, type ReactNode } from "react";

export interface DetailTab {
  key: string;
  label: ReactNode;
  panel: ReactNode;
}

/**
 * Introduction / specifications / comments as WAI-ARIA tabs. Every panel is in the HTML (the
 * inactive ones hidden), so the cached page carries the description and specifications for
 * search engines; `onShow` lets a panel load its data when first opened.
 */
export function DetailTabs({ tabs, label }: { tabs: DetailTab[]; label: string }) {
  const [active, setActive] = useState(0);
  const base = useId();
  const onKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return;
    e.preventDefault();
    const next = (active + (e.key === "ArrowRight" ? 1 : tabs.length - 1)) % tabs.length;
    setActive(next);
    document.getElementById(`${base}-tab-${next}`)?.focus();
  };
  return (
    <div className="bg-white" data-testid="detail-tabs">
      <div role="tablist" aria-label={label} className="sticky top-0 z-20 flex border-b border-line bg-[#f7f7f7]">
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            id={`${base}-tab-${i}`}
            type="button"
            role="tab"
            aria-selected={i === active}
            aria-controls={`${base}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            onKeyDown={onKey}
            className={clsx(
              "px-6 py-3 text-sm max-md:min-w-0 max-md:flex-1 max-md:px-2",
              i === active
                ? "border-t-2 border-brand bg-white font-semibold text-brand"
                : "border-t-2 border-transparent text-ink hover:text-brand",
            )}
            data-testid={`tab-${tab.key}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.key}
          id={`${base}-panel-${i}`}
          role="tabpanel"
          aria-labelledby={`${base}-tab-${i}`}
          hidden={i !== active}
          className="p-6 max-md:p-3 max-md:[&_img]:h-auto max-md:[&_img]:max-w-full max-md:[&_table]:max-w-full"
          data-testid={`panel-${tab.key}`}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
