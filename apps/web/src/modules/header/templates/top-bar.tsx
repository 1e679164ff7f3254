"use client";

import { useLocale, useTranslations } from "next-intl";
import { Container } from "@/components/ui/container";
import { localizedText } from "@/lib/web-config/localize";
import { useShellData } from "@/lib/shell/shell-data";
import { AreaPicker } from "../components/area-picker";
import { NoticeTicker } from "../components/notice-ticker";
import { TopLinks } from "../components/top-links";
import { UserEntry } from "../components/user-entry";

/** The grey strip above every page (spec part 2, top bar); on a phone its links live in the user center ("me"). */
export function TopBar() {
  const t = useTranslations("topBar");
  const locale = useLocale();
  const { webConfig } = useShellData();
  const welcome = localizedText(webConfig, "pcWelcome", locale) || t("welcomeFallback");

  return (
    <div
      className="h-[30px] border-b border-line bg-topbar text-xs leading-[30px] text-subtle max-md:hidden"
      role="region"
      aria-label={t("label")}
      data-testid="top-bar"
    >
      <Container className="flex h-full items-center gap-3">
        <AreaPicker />
        <span className="max-w-[170px] truncate" data-testid="welcome-text" title={welcome}>
          {welcome}
        </span>
        <UserEntry />
        <div className="min-w-0 flex-1">
          <NoticeTicker />
        </div>
        <TopLinks />
      </Container>
    </div>
  );
}
