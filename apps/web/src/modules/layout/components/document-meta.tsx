"use client";

import { useLocale } from "next-intl";
import { useEffect } from "react";
import { localizedText } from "@/lib/web-config/localize";
import { mediaUrl } from "@/lib/media/media-url";
import { useShellData } from "@/lib/shell/shell-data";

/**
 * Title and favicon normally come from the server-rendered metadata. When the server had no web
 * config (API down while the page was cached), they are set here once the browser has it.
 */
export function DocumentMeta({ serverHadConfig }: { serverHadConfig: boolean }) {
  const locale = useLocale();
  const { webConfig } = useShellData();

  useEffect(() => {
    if (serverHadConfig || !webConfig) return;
    const title = localizedText(webConfig, "pcTitleContent", locale);
    if (title) document.title = title;
    const icon = webConfig.pcTitleImg?.trim();
    if (icon) {
      let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
      if (!link) {
        link = document.createElement("link");
        link.rel = "icon";
        document.head.appendChild(link);
      }
      link.href = mediaUrl(icon);
    }
  }, [serverHadConfig, webConfig, locale]);
  return null;
}
