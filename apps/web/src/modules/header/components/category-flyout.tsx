"use client";

import type { ShellCategory } from "@/lib/shell/shell-categories";
import { ChevronRight } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { categoryListHref } from "../lib/category-links";

/** Right side of the category panel: the second level of one top category, each with its third level. */
export function CategoryFlyout({ top, id, labelledBy }: { top: ShellCategory; id: string; labelledBy: string }) {
  return (
    <div
      id={id}
      aria-labelledby={labelledBy}
      role="group"
      className="h-full overflow-y-auto px-6 py-4"
      data-testid="category-flyout"
    >
      <dl className="space-y-2">
        {top.categories.map((second) => (
          <div key={second.categoryId} className="flex gap-4 border-b border-dashed border-line pb-2 last:border-0">
            <dt className="w-[110px] shrink-0 text-right">
              <Link
                href={categoryListHref(top.categoryId, second.categoryId)}
                className="inline-flex items-center font-semibold text-ink hover:text-brand"
              >
                <span className="truncate">{second.categoryName}</span>
                <ChevronRight size={12} aria-hidden />
              </Link>
            </dt>
            <dd className="flex flex-wrap gap-x-4 gap-y-1">
              {second.categories.map((third) => (
                <Link
                  key={third.categoryId}
                  href={categoryListHref(top.categoryId, second.categoryId, third.categoryId)}
                  className="text-subtle hover:text-brand"
                  data-testid="category-third-link"
                >
                  {third.categoryName}
                </Link>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
