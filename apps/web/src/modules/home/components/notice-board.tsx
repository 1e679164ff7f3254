"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { useShellData } from "@/lib/shell/shell-data";

const MAX_SHOWN = 5;

/** The platform's top notices as a list beside the hero. */
export function NoticeBoard() {
  const t = useTranslations("home");
  const notices = (useShellData().notices ?? []).slice(0, MAX_SHOWN);
  return (
    <section aria-labelledby="home-notices" className="flex-1 overflow-hidden bg-white p-4">
      <h2 id="home-notices" className="mb-2 border-b border-line pb-2 text-sm font-semibold text-ink">
        {t("noticesTitle")}
      </h2>
      {notices.length === 0 ? (
        <p className="text-muted">{t("noNotices")}</p>
      ) : (
        <ul className="space-y-2">
          {notices.map((n) => (
            <li key={n.id} className="truncate">
              <Link href={`/notice-detail?id=${n.id}&shopId=0`} className="text-subtle hover:text-brand">
                {n.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
