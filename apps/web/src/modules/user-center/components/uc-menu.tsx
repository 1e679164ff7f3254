"use client";

import clsx from "clsx";
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { MENU, pageHref, resolvePage, type BuiltPage } from "../lib/menu";
import { PhoneLinks } from "./phone-links";

/**
 * The user center's left menu: every child of the spec, grouped (see lib/menu.ts for unbuilt ones).
 * On a phone it is the user center home's list of entries, full width and finger-sized, ending
 * with the top bar's links; child pages hide it (they link back to the home).
 */
export function UcMenu({ active }: { active: BuiltPage }) {
  const t = useTranslations("userCenter");
  return (
    <nav
      aria-label={t("menuLabel")}
      className={clsx(
        "w-[180px] shrink-0 self-start bg-white py-3 max-md:order-last max-md:w-full max-md:self-stretch max-md:py-0",
        active !== "home" && "max-md:hidden",
      )}
      data-testid="uc-menu"
    >
      <Link
        href="/user-center"
        aria-current={active === "home" ? "page" : undefined}
        className={clsx(
          "mb-1 block px-6 py-2 text-base font-semibold max-md:hidden",
          active === "home" ? "text-brand" : "text-ink hover:text-brand",
        )}
      >
        {t("home")}
      </Link>
      {MENU.map((g) => (
        <div key={g.group} className="border-t border-line px-6 py-3 max-md:px-4 max-md:py-2">
          <h2 className="mb-1.5 text-sm font-semibold text-ink">{t(`groups.${g.group}`)}</h2>
          <ul>
            {g.items.map((item) => {
              const current = resolvePage(item) === active && active !== "home";
              return (
                <li key={item}>
                  <Link
                    href={pageHref(item)}
                    aria-current={current ? "page" : undefined}
                    className={clsx(
                      "block py-1 text-xs max-md:flex max-md:min-h-11 max-md:items-center max-md:text-sm",
                      current ? "text-brand" : "text-subtle hover:text-brand",
                    )}
                    data-testid={`uc-menu-${item}`}
                  >
                    {t(`pages.${item}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      <PhoneLinks />
    </nav>
  );
}
