"use client";

import type { ProductCard } from "@souk/contract";
import clsx from "clsx";
import { useId, useState, type KeyboardEvent } from "react";
import { Link } from "@/i18n/navigation";
import { PriceTag } from "@/components/ui/price-tag";
import { mediaUrl } from "@/lib/media/media-url";

/**
 * A ranking with tabs (WAI-ARIA tabs: arrow keys move between tabs). `pending`: the goods are
 * still loading (LazyRanking) — as many skeleton rows of the same height stand in for them.
 */
export function RankingTabs({
  title,
  tabs,
  pending = 0,
}: {
  title: string;
  tabs: { name: string; goods: ProductCard[] }[];
  pending?: number;
}) {
  const [active, setActive] = useState(0);
  const base = useId();
  const onKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return;
    e.preventDefault();
    const next = (active + (e.key === "ArrowRight" ? 1 : tabs.length - 1)) % tabs.length;
    setActive(next);
    document.getElementById(`${base}-tab-${next}`)?.focus();
  };
  const tab = tabs[active] ?? tabs[0];
  return (
    <section aria-label={title || undefined} className="bg-white">
      <header className="flex items-center justify-between border-b border-page px-4">
        <h2 className="py-3 text-lg font-semibold text-ink">{title}</h2>
        <div role="tablist" aria-label={title} className="flex">
          {tabs.map((t, i) => (
            <button
              key={i}
              id={`${base}-tab-${i}`}
              type="button"
              role="tab"
              aria-selected={i === active}
              aria-controls={`${base}-panel`}
              tabIndex={i === active ? 0 : -1}
              onClick={() => setActive(i)}
              onKeyDown={onKey}
              className={clsx(
                "border-b-2 px-4 py-3 text-sm",
                i === active
                  ? "border-brand font-semibold text-brand"
                  : "border-transparent text-subtle hover:text-brand",
              )}
            >
              {t.name}
            </button>
          ))}
        </div>
      </header>
      <div id={`${base}-panel`} role="tabpanel" aria-labelledby={`${base}-tab-${active}`}>
        <ol className="grid grid-cols-4 gap-x-2.5 max-md:grid-cols-1">
          {Array.from({ length: tab?.goods.length ? 0 : pending }, (_, i) => (
            <li key={i} className="skel-rank" aria-hidden />
          ))}
          {tab?.goods.map((g, i) => (
            <li key={g.prodId} className="flex items-center gap-3 border-b border-page p-3">
              <span
                className={clsx(
                  "flex size-6 shrink-0 items-center justify-center text-sm font-bold",
                  i < 3 ? "bg-brand text-white" : "bg-page text-subtle",
                )}
                aria-hidden
              >
                {i + 1}
              </span>
              <img
                src={mediaUrl(g.pic)}
                alt=""
                width={72}
                height={72}
                loading="lazy"
                className="size-[72px] shrink-0 object-cover"
              />
              <div className="min-w-0">
                <Link
                  href={`/detail/${g.prodId}`}
                  target="_blank"
                  prefetch={false}
                  className="line-clamp-2 text-xs leading-[18px] text-ink hover:text-brand"
                >
                  {g.prodName}
                </Link>
                <PriceTag value={g.price} size="sm" className="mt-1 block" />
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
