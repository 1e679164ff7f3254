import clsx from "clsx";
import { ChevronLeft, ChevronRight } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { pageWindow } from "./page-window";

/**
 * Numbered pages as links (works without JavaScript, crawlable), with previous/next and a
 * "go to page" form that submits the same URL with another page number.
 */
export function Pagination({
  current,
  pages,
  href,
  jump,
  testId = "pagination",
}: {
  current: number;
  pages: number;
  href: (page: number) => string;
  /** Action path and the hidden fields that keep the other parameters (GET form); omit to hide it. */
  jump?: { action: string; fields: Record<string, string>; param: string };
  testId?: string;
}) {
  const t = useTranslations("list");
  if (pages <= 1) return null;
  // No background here: the current page paints bg-brand, and two bg-* classes in one list leave
  // the winner to stylesheet order (it was white on white).
  const base = "flex h-8 min-w-8 items-center justify-center border px-2 text-xs";
  const cell = clsx(base, "border-line bg-white");
  return (
    <nav
      aria-label={t("pagination")}
      className="mt-6 flex items-center justify-center gap-1.5 max-md:flex-wrap max-md:gap-y-2"
      data-testid={testId}
    >
      {current > 1 ? (
        <Link href={href(current - 1)} className={clsx(cell, "hover:border-brand hover:text-brand")} rel="prev">
          <ChevronLeft size={14} aria-hidden />
          {t("prevPage")}
        </Link>
      ) : (
        <span className={clsx(cell, "text-muted")} aria-disabled="true">
          <ChevronLeft size={14} aria-hidden />
          {t("prevPage")}
        </span>
      )}
      {pageWindow(current, pages).map((p, i) =>
        p === null ? (
          <span key={`gap${i}`} className="px-1 text-muted" aria-hidden>
            …
          </span>
        ) : p === current ? (
          <span key={p} className={clsx(base, "border-brand bg-brand text-white")} aria-current="page">
            {p}
          </span>
        ) : (
          <Link
            key={p}
            href={href(p)}
            className={clsx(cell, "hover:border-brand hover:text-brand")}
            aria-label={t("pageN", { n: p })}
          >
            {p}
          </Link>
        ),
      )}
      {current < pages ? (
        <Link href={href(current + 1)} className={clsx(cell, "hover:border-brand hover:text-brand")} rel="next">
          {t("nextPage")}
          <ChevronRight size={14} aria-hidden />
        </Link>
      ) : (
        <span className={clsx(cell, "text-muted")} aria-disabled="true">
          {t("nextPage")}
          <ChevronRight size={14} aria-hidden />
        </span>
      )}
      {jump ? (
        <form
          action={jump.action}
          method="get"
          className="ml-3 flex items-center gap-1.5 text-xs text-subtle max-md:ml-0"
        >
          {Object.entries(jump.fields).map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
          <span>{t("totalPages", { pages })}</span>
          <label className="flex items-center gap-1.5">
            {t("goTo")}
            <input
              type="number"
              name={jump.param}
              min={1}
              max={pages}
              defaultValue={current}
              className="h-8 w-14 border border-line px-1 text-center"
            />
            {t("page")}
          </label>
          <button type="submit" className="h-8 border border-line bg-white px-3 hover:border-brand hover:text-brand">
            {t("confirm")}
          </button>
        </form>
      ) : null}
    </nav>
  );
}
