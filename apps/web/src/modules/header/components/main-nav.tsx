"use client";

import clsx from "clsx";
import { useTranslations } from "next-intl";
import { Link, usePathname } from "@/i18n/navigation";
import { CategoryMenu, type CategoryMenuMode } from "./category-menu";

/** Menu entries of spec part 2 (header tab types: 0 default, 2 special discount, 3 group buy, 4 flash sale, 5 coupons). */
const ENTRIES = [
  { key: "home", href: "/" },
  { key: "productList", href: "/list" },
  { key: "newProducts", href: "/list?st=1" },
  { key: "limitedOffer", href: "/special-discount" },
  { key: "groupBuy", href: "/group-buy" },
  { key: "flashSale", href: "/flash-sale" },
  { key: "couponCenter", href: "/coupons" },
] as const;

export function MainNav({ categoryMode }: { categoryMode: CategoryMenuMode }) {
  const t = useTranslations("nav");
  const pathname = usePathname();
  return (
    <nav aria-label={t("label")} className="flex h-10 items-stretch max-md:h-11 max-md:overflow-x-auto">
      <CategoryMenu mode={categoryMode} />
      <ul className="flex items-stretch">
        {ENTRIES.map((e) => {
          // "/list" and "/list?st=1" share a path: only the plain list counts as current.
          const current = e.href === pathname;
          return (
            <li key={e.key} className="flex">
              <Link
                href={e.href}
                aria-current={current ? "page" : undefined}
                className={clsx(
                  "flex items-center px-5 text-[15px] font-semibold hover:text-brand max-md:px-3 max-md:whitespace-nowrap max-md:text-sm",
                  current ? "text-brand" : "text-ink",
                )}
              >
                {t(e.key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
