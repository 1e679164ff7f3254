"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { mediaUrl } from "@/lib/media/media-url";
import { categoryListHref } from "@/modules/header";
import { useShellCategories } from "@/lib/shell/shell-data";

const SECONDS_SHOWN = 6;

/** "Shop by category": one card per top category with its second-level categories. Real catalogue data only. */
export function CategoryFloors() {
  const t = useTranslations("home");
  const tops = useShellCategories() ?? [];
  return (
    <section aria-labelledby="home-browse" className="mt-6">
      <h2 id="home-browse" className="mb-3 border-l-4 border-brand pl-2 text-lg font-semibold text-ink">
        {t("browseTitle")}
      </h2>
      {tops.length === 0 ? (
        <p className="bg-white p-8 text-center text-muted">{t("browseEmpty")}</p>
      ) : (
        <ul className="grid grid-cols-4 gap-3">
          {tops.map((top) => (
            <li key={top.categoryId} className="bg-white p-4 transition-shadow hover:shadow-md">
              <Link
                href={categoryListHref(top.categoryId)}
                className="flex items-center gap-3 text-base font-semibold text-ink hover:text-brand"
              >
                {top.pic ? (
                  <img
                    src={mediaUrl(top.pic)}
                    alt=""
                    width={40}
                    height={40}
                    className="size-10 rounded-sm object-cover"
                  />
                ) : null}
                <span className="truncate">{top.categoryName}</span>
              </Link>
              <ul className="mt-3 flex flex-wrap gap-x-3 gap-y-1.5">
                {top.categories.slice(0, SECONDS_SHOWN).map((second) => (
                  <li key={second.categoryId}>
                    <Link
                      href={categoryListHref(top.categoryId, second.categoryId)}
                      className="text-subtle hover:text-brand"
                    >
                      {second.categoryName}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
