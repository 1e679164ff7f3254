"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { useShellData } from "@/lib/shell/shell-data";
import { mediaUrl } from "@/lib/media/media-url";

/** Mall logo from the web config (pcLogoImg); without one, the logo text or the mall's name in type. */
export function Logo() {
  const t = useTranslations();
  const { webConfig } = useShellData();
  const name = webConfig?.pcLogoImgText?.trim() || t("common.brand");
  const img = webConfig?.pcLogoImg?.trim();
  return (
    <Link
      href="/"
      className="flex h-[60px] w-[190px] shrink-0 items-center max-md:h-11 max-md:w-auto max-md:max-w-[88px]"
      aria-label={t("header.logoAlt", { name })}
      data-testid="site-logo"
    >
      {img ? (
        // A plain img: the logo lives on the API host in any size; next/image would need its domain.
        <img
          src={mediaUrl(img)}
          alt=""
          className="max-h-[60px] max-w-[190px] object-contain max-md:max-h-9 max-md:max-w-[88px]"
        />
      ) : (
        <span className="text-[28px] font-bold tracking-wide text-brand max-md:text-xl">{name}</span>
      )}
    </Link>
  );
}
