"use client";

import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { mediaUrl } from "@/lib/media/media-url";
import { localizedText } from "@/lib/web-config/localize";
import { categoryListHref } from "@/modules/header";
import { useShellCategories, useShellData } from "@/lib/shell/shell-data";

/** Hero banner: the mall's own title and welcome from the web config, and entries into its top categories. */
export function HomeBanner() {
  const t = useTranslations();
  const locale = useLocale();
  const { webConfig } = useShellData();
  const categories = useShellCategories();
  const name = localizedText(webConfig, "pcTitleContent", locale) || t("common.brand");
  const welcome = localizedText(webConfig, "pcWelcome", locale);
  const tops = (categories ?? []).slice(0, 8);

  return (
    <section
      aria-labelledby="home-banner-title"
      className="flex h-full flex-col justify-between overflow-hidden bg-gradient-to-br from-brand to-[#8f1a1f] p-10 text-white"
      data-testid="home-banner"
    >
      <div>
        <p className="text-sm opacity-90">{t("home.heroWelcome")}</p>
        <h1 id="home-banner-title" className="mt-2 text-4xl font-bold tracking-wide">
          {t("home.heroTitle", { name })}
        </h1>
        {welcome ? <p className="mt-3 max-w-[520px] text-base opacity-95">{welcome}</p> : null}
        <div className="mt-6 flex gap-3">
          <Link
            href="/list"
            className="rounded-full bg-white px-6 py-2 text-sm font-semibold text-brand hover:bg-white/90"
          >
            {t("home.startShopping")}
          </Link>
          <Link href="/list?st=1" className="rounded-full border border-white px-6 py-2 text-sm hover:bg-white/10">
            {t("home.newArrivals")}
          </Link>
        </div>
      </div>
      {tops.length > 0 ? (
        <ul className="grid grid-cols-4 gap-2">
          {tops.map((c) => (
            <li key={c.categoryId}>
              <Link
                href={categoryListHref(c.categoryId)}
                className="flex items-center gap-2 rounded-sm bg-black/15 px-3 py-2 text-sm hover:bg-black/25"
              >
                {c.pic ? (
                  // Category icons live on the API host; decorative next to the name.
                  <img
                    src={mediaUrl(c.pic)}
                    alt=""
                    width={24}
                    height={24}
                    className="size-6 rounded-sm bg-white object-cover"
                  />
                ) : null}
                <span className="truncate">{c.categoryName}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
