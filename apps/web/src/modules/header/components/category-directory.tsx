"use client";

import clsx from "clsx";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Link } from "@/i18n/navigation";
import { useShellCategories } from "@/lib/shell/shell-data";
import { categoryListHref } from "../lib/category-links";

/**
 * The full-screen category directory (/list/categories, the phone's "categories" tab): the top
 * categories in a left column, the chosen one's second levels with their third-level items on the
 * right, every name a link to the product list. On a phone it fills the screen between the header
 * and the tab bar, each side scrolling on its own; on a desktop it is a page of the same layout.
 */
export function CategoryDirectory() {
  const t = useTranslations("phone");
  const tops = useShellCategories() ?? [];
  const [chosen, setChosen] = useState(0);
  const top = tops[chosen] ?? tops[0];

  if (!top) {
    return (
      <p className="bg-white p-10 text-center text-sm text-muted" data-testid="category-directory-empty">
        {t("emptyCategories")}
      </p>
    );
  }
  return (
    <div
      className="flex bg-white md:min-h-[480px] max-md:h-[calc(100dvh-3.5rem-3.5rem-env(safe-area-inset-bottom))]"
      data-testid="category-directory"
    >
      <h1 className="sr-only">{t("categoriesTitle")}</h1>
      <ul
        aria-label={t("topCategories")}
        className="w-[200px] shrink-0 overflow-y-auto bg-page max-md:w-[92px]"
        data-testid="category-directory-tops"
      >
        {tops.map((c, i) => (
          <li key={c.categoryId}>
            <button
              type="button"
              aria-pressed={i === chosen}
              onClick={() => setChosen(i)}
              className={clsx(
                "flex min-h-12 w-full items-center border-l-[3px] px-3 py-2 text-left text-sm",
                i === chosen ? "border-brand bg-white font-semibold text-brand" : "border-transparent text-ink",
              )}
            >
              {c.categoryName}
            </button>
          </li>
        ))}
      </ul>
      <section aria-label={top.categoryName} className="min-w-0 flex-1 overflow-y-auto p-4 max-md:p-3">
        <Link
          href={categoryListHref(top.categoryId)}
          className="mb-3 flex min-h-11 items-center text-sm font-semibold text-ink"
          data-testid="category-directory-all"
        >
          {t("allOf", { name: top.categoryName })} ›
        </Link>
        {top.categories.map((second) => (
          <div key={second.categoryId} className="mb-4">
            <h2 className="mb-2 text-sm">
              <Link
                href={categoryListHref(top.categoryId, second.categoryId)}
                className="inline-flex min-h-11 items-center font-semibold text-ink"
              >
                {second.categoryName}
              </Link>
            </h2>
            <ul className="grid grid-cols-6 gap-2 max-md:grid-cols-3">
              {second.categories.map((third) => (
                <li key={third.categoryId}>
                  <Link
                    href={categoryListHref(top.categoryId, second.categoryId, third.categoryId)}
                    className="flex min-h-11 items-center justify-center rounded-sm bg-page px-1 text-center text-xs leading-4 text-subtle"
                  >
                    {third.categoryName}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
    </div>
  );
}
