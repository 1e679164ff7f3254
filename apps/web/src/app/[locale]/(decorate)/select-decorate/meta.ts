import type { Metadata } from "next";
import type { Locale } from "@souk/contract";
import { getTranslations } from "next-intl/server";
import { pageMetadata } from "@/lib/seo/metadata";
import { loadMicroPage } from "@/modules/decoration/templates/micro-page-template";

export function idParam(v: string | undefined): number | null {
  return v && /^\d{1,10}$/.test(v) && Number(v) > 0 ? Number(v) : null;
}

export async function microPageMetadata(locale: Locale, renovationId: number | null, sid?: number): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "decoration" });
  const page = await loadMicroPage(renovationId, sid, locale).catch(() => null);
  if (!page) return pageMetadata({ title: t("pageMissing"), path: "/select-decorate", noindex: true });
  const q = new URLSearchParams({ renovationId: String(page.renovationId) });
  if (page.shopId > 0) q.set("sid", String(page.shopId));
  return pageMetadata({ title: page.name, path: `/select-decorate?${q}` });
}
