import clsx from "clsx";
import { ArrowDown, ArrowUp, ChevronLeft, ChevronRight } from "@/components/ui/icons";
import { useLocale, useTranslations } from "next-intl";
import { ListLink as Link } from "./list-link";
import { activeSort, sortPatch, withChanges, type ListQuery, type SortKey } from "../lib/list-query";
import { formatResultCount } from "../lib/result-count";

/**
 * Sorts (relevance, sales, price up/down, newest), in-stock only, the result count and a mini pager.
 * On phones: the sorts share the width as 44 px tabs beside `filter` (the filter sheet's button),
 * the bar sticks to the top while the grid scrolls; in-stock moves into the sheet, the count and
 * pager give way (the pagination under the grid stays).
 */
export function SortBar({
  q,
  total,
  totalExact,
  pages,
  filter,
}: {
  q: ListQuery;
  total: number;
  /** false: `total` is the API's estimate of a large result ("1万+"). */
  totalExact: boolean;
  pages: number;
  /** Phones only: what opens the filters. */
  filter?: React.ReactNode;
}) {
  const locale = useLocale();
  const t = useTranslations("list");
  const active = activeSort(q);
  const priceNext: SortKey = active === "priceAsc" ? "priceDesc" : "priceAsc";
  const item = (key: SortKey, label: string, extra?: React.ReactNode, target: SortKey = key) => {
    const on = key === active || (key === "priceAsc" && active === "priceDesc");
    return (
      <li key={key} className="max-md:flex-1">
        <Link
          href={withChanges(q, sortPatch(target))}
          aria-current={on ? "true" : undefined}
          className={clsx(
            "-ml-px flex h-7 items-center gap-0.5 border px-4 text-xs",
            "max-md:ml-0 max-md:h-11 max-md:justify-center max-md:border-0 max-md:px-1 max-md:text-sm",
            on
              ? "relative z-10 border-brand bg-brand text-white max-md:bg-white max-md:font-semibold max-md:text-brand"
              : "border-line bg-white text-ink hover:text-brand",
          )}
          data-testid={`sort-${key}`}
        >
          {label}
          {extra}
        </Link>
      </li>
    );
  };
  return (
    <div
      className="mt-3 flex items-center border border-line bg-[#f7f7f7] px-3 py-2 max-md:sticky max-md:top-0 max-md:z-20 max-md:mt-2 max-md:border-x-0 max-md:bg-white max-md:p-0"
      data-testid="sort-bar"
    >
      <nav aria-label={t("sortLabel")} className="max-md:min-w-0 max-md:flex-1">
        <ul className="flex max-md:w-full">
          {item("default", t("sortDefault"))}
          {item("sales", t("sortSales"))}
          {item(
            "priceAsc",
            active === "priceDesc" ? t("sortPriceDesc") : active === "priceAsc" ? t("sortPriceAsc") : t("sortPrice"),
            active === "priceDesc" ? <ArrowDown size={12} aria-hidden /> : <ArrowUp size={12} aria-hidden />,
            active === "priceAsc" || active === "priceDesc" ? priceNext : "priceAsc",
          )}
          {item("newest", t("sortNewest"))}
        </ul>
      </nav>
      <Link
        href={withChanges(q, { inStock: q.inStock ? undefined : 1 })}
        aria-current={q.inStock ? "true" : undefined}
        className="ml-6 flex items-center gap-1.5 text-xs text-ink hover:text-brand max-md:hidden"
        data-testid="in-stock-toggle"
      >
        <span
          className={clsx("size-3 border", q.inStock ? "border-brand bg-brand" : "border-line-strong bg-white")}
          aria-hidden
        />
        {t("inStockOnly")}
      </Link>
      <p className="ml-auto text-xs text-subtle max-md:hidden" data-testid="result-count">
        {t.rich("resultCount", {
          count: formatResultCount(total, totalExact, locale),
          em: (c) => <em className="not-italic text-brand">{c}</em>,
        })}
      </p>
      {pages > 1 ? (
        <div className="ml-4 flex items-center gap-1 text-xs max-md:hidden">
          <span>
            <span className="text-brand">{q.current}</span>/{pages}
          </span>
          {q.current > 1 ? (
            <Link
              href={withChanges(q, { current: q.current - 1 })}
              aria-label={t("prevPage")}
              className="flex size-6 items-center justify-center border border-line bg-white hover:text-brand"
            >
              <ChevronLeft size={12} aria-hidden />
            </Link>
          ) : null}
          {q.current < pages ? (
            <Link
              href={withChanges(q, { current: q.current + 1 })}
              aria-label={t("nextPage")}
              className="flex size-6 items-center justify-center border border-line bg-white hover:text-brand"
            >
              <ChevronRight size={12} aria-hidden />
            </Link>
          ) : null}
        </div>
      ) : null}
      {filter}
    </div>
  );
}
